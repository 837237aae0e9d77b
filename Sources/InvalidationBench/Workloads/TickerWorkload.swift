/// A dashboard whose root reads `title` and `tick` and shows `Text(title)`, a
/// `TickLabel(value: tick)` child and `cards` static `Card(index:onTap:)` children whose closure
/// the root's body re-creates. Each frame `tick += 1`, except every `same-value-every`-th,
/// which writes `title` to the value it already has.
public struct TickerWorkload: Workload {
  public init() {}

  public var name: String { "ticker" }
  public var summary: String {
    "a dashboard ticking every frame; static cards with closures; same-value title writes"
  }
  public var parameters: [WorkloadParameter] {
    [
      WorkloadParameter("cards", default: 100, range: 0...100_000, "static Card children"),
      .frames(1000),
      WorkloadParameter(
        "same-value-every", default: 10, range: 0...1_000_000,
        "every n-th frame writes title to its own value instead of ticking (0: never)"),
      .seed,
    ]
  }

  public func scenario(_ values: ParameterValues) -> Scenario {
    let store = StoreSchema(name: "DashboardModel")
    let title = store.field("title", .string("Dashboard"))
    let tick = store.field("tick", .int(0))
    let tickLabel = ViewDecl("TickLabel", inputs: [.value("value")]) { view in
      [.text(view.input("value"))]
    }
    let card = CardView.decl
    let root = ViewDecl("Dashboard") { _ in
      [
        .text(.field(title)),
        .child(tickLabel, [("value", .value(.field(tick)))]),
        CardView.cards(values["cards"], card),
      ]
    }
    let frames = (1...values["frames"]).map { frame in
      isEvery(values["same-value-every"], frame)
        ? Frame([.set(title, .string("Dashboard"))])
        : Frame([.mutate(tick, .add(1))])
    }
    return Scenario(screen: Screen(stores: [store], root: root), frames: frames)
  }
}

/// The static `Card(index:onTap:)` children that the ticker and typing screens share.
enum CardView {
  static var decl: ViewDecl {
    ViewDecl("Card", inputs: [.value("index"), .closure("onTap")]) { view in
      [.text(view.input("index"))]
    }
  }

  /// `ForEach(0..<count) { Card(index: $0, onTap: { … }) }`.
  static func cards(_ count: Int, _ card: ViewDecl) -> Part {
    .forEach(
      .constant(.list(Array(0..<count))), row: card,
      [("index", .value(.index)), ("onTap", .closure)])
  }
}
