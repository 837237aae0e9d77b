/// A dashboard whose root reads `title` and `tick` and shows `Text(title)`, a
/// `TickLabel(value: tick)` child and `cards` static `Card(index:onTap:)` children whose closure
/// the root's body re-creates. Each frame `tick += 1`, except every `same-value-every`-th,
/// which writes `title` to the value it already has.
public struct TickerWorkload: Workload {
  static let cards = WorkloadParameter("cards", default: 100, range: 0...100_000, "static Card children")
  static let frames = WorkloadParameter.frames(1000)
  static let sameValueEvery = WorkloadParameter(
    "same-value-every", default: 10, range: 0...1_000_000,
    "every n-th frame writes title to its own value instead of ticking (0: never)")

  public init() {}

  public var name: String { "ticker" }
  public var summary: String {
    "a dashboard ticking every frame; static cards with closures; same-value title writes"
  }
  public var parameters: [WorkloadParameter] { [Self.cards, Self.frames, Self.sameValueEvery] }
  public var ciValues: [WorkloadParameter: Int] { [Self.cards: 20, Self.frames: 200] }

  public func scenario(_ values: ParameterValues) throws(DeclarationError) -> Scenario {
    let screen = ScreenBuilder()
    let model = try screen.store("DashboardModel")
    let title = try model.field("title", .string("Dashboard"))
    let tick = try model.field("tick", .int(0))
    let tickLabel = try screen.view("TickLabel", inputs: [.value("value")]) { view throws(DeclarationError) in
      [.text(try view.input("value"))]
    }
    let card = try CardView.declare(in: screen)
    let root = try screen.view("Dashboard") { _ in
      [
        .text(.field(title)),
        .child(tickLabel, ["value": .value(.field(tick))]),
        CardView.cards(values[Self.cards], card),
      ]
    }
    let frames = (1...values[Self.frames]).map { frame in
      isEvery(values[Self.sameValueEvery], frame)
        ? Frame([.set(title, .string("Dashboard"))])
        : Frame([.mutate(tick, .add(1))])
    }
    return try Scenario(screen: screen.build(root: root), frames: frames)
  }
}

/// The static `Card(index:onTap:)` children that the ticker and typing screens share.
enum CardView {
  static func declare(in screen: ScreenBuilder) throws(DeclarationError) -> ViewID {
    try screen.view("Card", inputs: [.value("index"), .closure("onTap")]) { view throws(DeclarationError) in
      [.text(try view.input("index"))]
    }
  }

  /// `ForEach(0..<count) { Card(index: $0, onTap: { … }) }`.
  static func cards(_ count: Int, _ card: ViewID) -> Part {
    .forEach(
      .constant(.list(Array(0..<count))), row: card, ["index": .value(.index), "onTap": .closure])
  }
}
