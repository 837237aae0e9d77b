/// A form whose body reads `text` and `count`: a `Button` whose label shows `count`, a
/// `TextField` bound to `text`, and `cards` static cards. Each frame types one character,
/// except every `tap-every`-th, which taps the button (`count += 1`).
public struct TypingWorkload: Workload {
  static let cards = WorkloadParameter("cards", default: 100, range: 0...100_000, "static Card children")
  static let frames = WorkloadParameter.frames(500)
  static let tapEvery = WorkloadParameter(
    "tap-every", default: 10, range: 0...1_000_000,
    "every n-th frame taps the button instead of typing (0: never)")

  public init() {}

  public var name: String { "typing" }
  public var summary: String {
    "a form: typing into a text field, sometimes tapping a counter button; static cards"
  }
  public var parameters: [WorkloadParameter] { [Self.cards, Self.frames, Self.tapEvery, .seed] }
  public var ciValues: [WorkloadParameter: Int] { [Self.cards: 20, Self.frames: 100] }

  public func scenario(_ values: ParameterValues) throws(DeclarationError) -> Scenario {
    let screen = ScreenBuilder()
    let model = try screen.store("FormModel")
    let text = try model.field("text", .string(""))
    let count = try model.field("count", .int(0))
    let card = try CardView.declare(in: screen)
    let root = try screen.view("Form") { _ in
      [
        .element("Button", .field(count)),
        .element("TextField", .field(text)),
        CardView.cards(values[Self.cards], card),
      ]
    }
    var generator = SeededGenerator(seed: values[.seed])
    var typed = ""
    let frames = (1...values[Self.frames]).map { frame -> Frame in
      if isEvery(values[Self.tapEvery], frame) {
        return Frame([.mutate(count, .add(1))])
      }
      typed += generator.character()
      return Frame([.set(text, .string(typed))])
    }
    return try Scenario(screen: screen.build(root: root), frames: frames)
  }
}
