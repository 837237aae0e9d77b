/// A reason a view evaluated (`EngineResult`'s reason names: `mount`, `store`, `field:NAME`,
/// `parent-inputs:NAME`, `parent-closure`, `environment:KEY`, `state:NAME`, `binding:NAME`),
/// in the words SwiftUI's `Self._printChanges()` prints for it where it prints one
/// (docs/output-files.md, "Reasons in SwiftUI's words").
enum ReasonWording {
  /// The `_printChanges()` line for `reason` in a view holding its models through
  /// `properties` (`_model changed` for `store`), or `nil` where SwiftUI prints nothing that
  /// matches it.
  static func printChanges(_ reason: String, properties: [String] = []) -> String? {
    let (kind, name) = split(reason)
    switch kind {
    case "mount": return "@self, @identity changed"
    case "parent-inputs", "parent-closure": return "@self changed"
    case "state": return name.map { "_\($0) changed" }
    case "field": return "@dependencies changed"
    case "store":
      return properties.isEmpty
        ? "_‹model property› changed" : properties.map { "_\($0) changed" }.joined(separator: " or ")
    case "binding": return "_‹binding property› changed"
    default: return nil
    }
  }

  /// The tool's reason with SwiftUI's words after it, as the report shows it:
  /// `state:count (_count changed)`, `store (_model changed)`.
  static func shown(_ reason: String, properties: [String] = []) -> String {
    printChanges(reason, properties: properties).map { "\(reason) (\($0))" } ?? reason
  }

  private static func split(_ reason: String) -> (kind: String, name: String?) {
    guard let colon = reason.firstIndex(of: ":") else { return (reason, nil) }
    return (String(reason[..<colon]), String(reason[reason.index(after: colon)...]))
  }
}
