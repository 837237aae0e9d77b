import Foundation

/// A check as a SARIF 2.1.0 log (OASIS, "Static Analysis Results Interchange Format"), the
/// form code scanning reads: one result per regression, at the view's source line where it has
/// one, else at the config's entry of its screen, else at the baseline (code scanning refuses a
/// result without a location). Only the properties the format requires and those code
/// scanning shows are written.
struct SARIFLog: Encodable {
  struct Run: Encodable {
    let tool: Tool
    let results: [Result]
  }

  struct Tool: Encodable {
    let driver: Driver
  }

  struct Driver: Encodable {
    let name: String
    let version: String
    let rules: [Rule]
  }

  struct Rule: Encodable {
    let id: String
    let shortDescription: Message
    /// What to do about a result of the rule, which code scanning shows beside it.
    let help: Message
  }

  struct Message: Encodable {
    let text: String
  }

  struct Result: Encodable {
    let ruleId: String
    let level: String
    let message: Message
    let locations: [Location]
  }

  struct Location: Encodable {
    let physicalLocation: PhysicalLocation
  }

  struct PhysicalLocation: Encodable {
    let artifactLocation: ArtifactLocation
    let region: Region
  }

  struct ArtifactLocation: Encodable {
    let uri: String
  }

  struct Region: Encodable {
    let startLine: Int
  }

  let version = "2.1.0"
  let schema = "https://json.schemastore.org/sarif-2.1.0.json"
  let runs: [Run]

  private enum CodingKeys: String, CodingKey {
    case version
    case schema = "$schema"
    case runs
  }

  init(_ comparison: BaselineComparison, context: CheckContext) {
    let display = context.display(for: .repository)
    let findings = CheckFinding.all(in: comparison, display)
    let results = findings.map { finding in
      let place = finding.location(in: context.places, display)
      return Result(
        ruleId: finding.kind.rawValue, level: "error", message: Message(text: finding.message),
        locations: [
          Location(
            physicalLocation: PhysicalLocation(
              artifactLocation: ArtifactLocation(uri: Self.uri(place.file)),
              region: Region(startLine: place.line)))
        ])
    }
    runs = [
      Run(
        tool: Tool(
          driver: Driver(
            // No `informationUri`: it is optional, and the project has no address to give.
            name: "InvalidationBench", version: BuildInfo.version,
            rules: CheckFinding.Kind.allCases.map {
              Rule(
                id: $0.rawValue, shortDescription: Message(text: $0.description),
                help: Message(text: $0.help(update: context.updateCommand))
              )
            })),
        results: results)
    ]
  }

  var json: String {
    get throws {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
  }

  /// A path as a URI reference: relative as it is, absolute as a `file:` URI; both
  /// percent-encoded.
  private static func uri(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: ":")
    let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    return path.hasPrefix("/") ? "file://\(encoded)" : encoded
  }
}
