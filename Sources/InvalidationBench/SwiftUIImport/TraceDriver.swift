/// What drives a step of an imported screen's default trace (docs/swiftui-import.md, "The
/// default trace"): the evaluations of each kind are counted apart, so that a screen that
/// moves only because the tool writes its root's inputs does not pass for one that moves
/// by its own interactions.
public enum TraceDriver: String, CaseIterable, Codable, Sendable {
  /// A button, a control, a gesture or a presentation of the screen.
  case interaction
  /// A load the screen starts (`.task`, `.onAppear`, `.refreshable`), run again.
  case load
  /// A model field the views read that only code outside the files writes.
  case external
  /// An input of the root that a parent outside the files passes.
  case rootInput = "root input"

  /// As the summary says it: "after its own interactions".
  var phrase: String {
    switch self {
    case .interaction: "after the screen's own interactions"
    case .load: "after its loads"
    case .external: "after data from outside the files"
    case .rootInput: "after writes of the root's inputs"
    }
  }
}
