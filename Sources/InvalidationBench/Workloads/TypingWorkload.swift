/// A form whose body reads `text` and `count`: a `Button` whose label shows `count`, a
/// `TextField` bound to `text`, and `cards` static cards. Each frame types one character,
/// except every `tap-every`-th, which taps the button (`count += 1`).
public struct TypingWorkload: Workload {
  public init() {}

  public var name: String { "typing" }
  public var summary: String {
    "a form: typing into a text field, sometimes tapping a counter button; static cards"
  }
  public var parameters: [WorkloadParameter] {
    [
      WorkloadParameter("cards", default: 100, range: 0...100_000, "static Card children"),
      .frames(500),
      WorkloadParameter(
        "tap-every", default: 10, range: 0...1_000_000,
        "every n-th frame taps the button instead of typing (0: never)"),
      .seed,
    ]
  }

  public func scenario(_ values: ParameterValues) -> Scenario {
    let store = StoreSchema(name: "FormModel")
    let text = store.field("text", .string(""))
    let count = store.field("count", .int(0))
    let card = CardView.decl
    let root = ViewDecl("Form") { _ in
      [
        .element("Button", .field(count)),
        .element("TextField", .field(text)),
        CardView.cards(values["cards"], card),
      ]
    }
    var generator = SeededGenerator(seed: values["seed"])
    var typed = ""
    let frames = (1...values["frames"]).map { frame -> Frame in
      if isEvery(values["tap-every"], frame) {
        return Frame([.mutate(count, .add(1))])
      }
      typed += generator.character()
      return Frame([.set(text, .string(typed))])
    }
    return Scenario(screen: Screen(stores: [store], root: root), frames: frames)
  }
}
