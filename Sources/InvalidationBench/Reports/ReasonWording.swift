/// A reason a view evaluated (`EngineResult`'s reason names: `mount`, `store`, `field:NAME`,
/// `parent-inputs:NAME`, `parent-closure`, `environment:KEY`, `state:NAME`, `binding:NAME`),
/// in the words SwiftUI's `Self._printChanges()` prints for it where it prints one
/// (docs/output-files.md, "Reasons in SwiftUI's words").
enum ReasonWording {
  /// The `_printChanges()` line for `reason` in a view holding its models through
  /// `properties` (`_model changed` for `store`), or `nil` where SwiftUI prints nothing that
  /// matches it.
  static func printChanges(_ reason: ViewReason, properties: [String] = []) -> String? {
    switch reason.cause {
    case .mount: "@self, @identity changed"
    case .parentInputs, .parentClosure: "@self changed"
    case .state: reason.name.map { "_\($0) changed" }
    case .field: "@dependencies changed"
    case .store:
      properties.isEmpty
        ? "_‹model property› changed" : properties.map { "_\($0) changed" }.joined(separator: " or ")
    case .binding: "_‹binding property› changed"
    case .environment, .oracle: nil
    }
  }

  /// The tool's reason with SwiftUI's words after it, as the report shows it:
  /// `state:count (_count changed)`, `store (_model changed)`.
  static func shown(_ reason: ViewReason, properties: [String] = []) -> String {
    printChanges(reason, properties: properties).map { "\(reason) (\($0))" } ?? "\(reason)"
  }
}
