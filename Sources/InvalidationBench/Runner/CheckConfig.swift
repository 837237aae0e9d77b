import Foundation
import Yams

/// An app's screens for `bench baseline update` and `bench check`, with their roots, traces
/// and budgets: a small YAML file committed beside the app (docs/ci.md, "The config file").
public struct CheckConfig: Sendable, Decodable {
  /// One screen: SwiftUI files or folders to import, a screen file, or a built-in workload.
  public struct Entry: Sendable, Decodable {
    /// The name reports and the baseline use (by default the folder's).
    public var name: String?
    public var swiftui: [String]?
    public var root: String?
    public var trace: String?
    public var screen: String?
    public var workload: String?
    /// The platform a `swiftui:` screen's `#if` is read for (iOS by default).
    public var platform: Platform?

    private enum CodingKeys: String, CodingKey, CaseIterable {
      case name, swiftui, root, trace, screen, workload, platform
    }

    public init(from decoder: any Decoder) throws {
      try CheckConfig.refuseUnknownKeys(decoder, CodingKeys.allCases.map(\.rawValue))
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decodeIfPresent(String.self, forKey: .name)
      swiftui = try container.decodeIfPresent([String].self, forKey: .swiftui)
      root = try container.decodeIfPresent(String.self, forKey: .root)
      trace = try container.decodeIfPresent(String.self, forKey: .trace)
      screen = try container.decodeIfPresent(String.self, forKey: .screen)
      workload = try container.decodeIfPresent(String.self, forKey: .workload)
      if let written = try container.decodeIfPresent(String.self, forKey: .platform) {
        guard let platform = Platform(rawValue: written) else {
          throw DecodingError.dataCorruptedError(
            forKey: .platform, in: container,
            debugDescription:
              "unknown platform '\(written)'; use one of \(Platform.allCases.map(\.rawValue).joined(separator: ", "))"
          )
        }
        self.platform = platform
      }
    }
  }

  public var screens: [Entry]
  /// The line of each screen's entry in the file, for findings about a screen as a whole.
  public internal(set) var screenLines: [Int] = []
  /// The file's path, as given.
  public internal(set) var path = ""
  /// Where each screen's values are in the file, by key (`root`, `swiftui`, `swiftui.2`).
  var valuePositions: [[String: FilePosition]] = []
  /// Where the file lists its engines, if it does.
  var enginesPosition: FilePosition?
  /// The engines to run (by default as-written, where every screen has it, else every one;
  /// the oracle always runs).
  public var engines: [String]?
  public var budgets: Budgets?

  /// The file's version; 1 is the only one.
  public static let currentVersion = 1

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case version, screens, engines, budgets
  }

  public init(from decoder: any Decoder) throws {
    try Self.refuseUnknownKeys(decoder, CodingKeys.allCases.map(\.rawValue))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decode(Int.self, forKey: .version)
    guard version == Self.currentVersion else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container,
        debugDescription:
          "it has version \(version), and this build reads only version \(Self.currentVersion)")
    }
    screens = try container.decode([Entry].self, forKey: .screens)
    guard !screens.isEmpty else {
      throw DecodingError.dataCorruptedError(
        forKey: .screens, in: container, debugDescription: "'screens' lists no screen; list at least one")
    }
    engines = try container.decodeIfPresent([String].self, forKey: .engines)
    if let engines { try Self.checkEngines(engines, in: container, forKey: .engines) }
    budgets = try container.decodeIfPresent(Budgets.self, forKey: .budgets)
  }

  /// Refuses a key of the mapping `decoder` reads that is not one of `allowed` (a misspelt
  /// key would otherwise be ignored and what it says never checked).
  static func refuseUnknownKeys(_ decoder: any Decoder, _ allowed: [String]) throws {
    let container = try decoder.container(keyedBy: Key.self)
    if let unknown = container.allKeys.first(where: { !allowed.contains($0.stringValue) }) {
      throw DecodingError.dataCorruptedError(
        forKey: unknown, in: container,
        debugDescription:
          "unknown key '\(unknown.stringValue)'; the keys here are \(allowed.map { "'\($0)'" }.joined(separator: ", "))"
      )
    }
  }

  /// Reads the config at `path`; its paths are relative to its folder.
  public static func load(_ path: String) throws(ScreenFileError) -> CheckConfig {
    let data: Data
    do {
      data = try InputFile.read(path)
    } catch {
      throw ScreenFileError(
        file: path, line: 1, column: 1, "this config file \(error.reason); check the path (docs/ci.md)")
    }
    return try load(data, path: path)
  }

  /// Reads the config `data`, named `path` (its paths are relative to that path's folder).
  public static func load(_ data: Data, path: String) throws(ScreenFileError) -> CheckConfig {
    var config: CheckConfig
    do {
      config = try YAMLDecoder().decode(CheckConfig.self, from: data)
    } catch {
      // A value of the wrong type is pointed at; a key refused, at the key.
      var atKey = false
      if case .dataCorrupted? = error as? DecodingError { atKey = true }
      let (line, column) = Self.position(
        of: Self.keys(error), in: String(decoding: data, as: UTF8.self), atKey: atKey)
      throw ScreenFileError(
        file: path, line: line, column: column,
        "this is not a config file bench reads (\(Self.reason(error))); see docs/ci.md, \"The config file\"")
    }
    config.path = path
    let text = String(decoding: data, as: UTF8.self)
    if config.engines != nil {
      let (line, column) = Self.position(of: [Key(stringValue: "engines")], in: text)
      config.enginesPosition = FilePosition(line: line, column: column)
    }
    let folder = (path as NSString).deletingLastPathComponent
    func resolved(_ relative: String) -> String {
      CheckPaths.normalized(relative.hasPrefix("/") || folder.isEmpty ? relative : folder + "/" + relative)
    }
    for index in config.screens.indices {
      let entry = config.screens[index]
      let given = [entry.swiftui != nil, entry.screen != nil, entry.workload != nil].filter { $0 }.count
      let problem =
        given != 1
        ? "must give exactly one of swiftui:, screen: or workload:"
        : entry.swiftui == nil && ((entry.name ?? entry.root ?? entry.trace) != nil || entry.platform != nil)
          ? "gives name:, root:, trace: or platform:, which only a swiftui: screen takes" : nil
      if let problem {
        let (line, column) = Self.position(
          of: [Key(stringValue: "screens"), Key(intValue: index)], in: String(decoding: data, as: UTF8.self))
        throw ScreenFileError(
          file: path, line: line, column: column, "screen \(index + 1) \(problem); see docs/ci.md")
      }
      config.screenLines.append(
        Self.position(
          of: [Key(stringValue: "screens"), Key(intValue: index)], in: String(decoding: data, as: UTF8.self)
        ).line)
      config.valuePositions.append(Self.valuePositions(of: entry, index: index, in: text))
      config.screens[index].swiftui = entry.swiftui?.map(resolved)
      config.screens[index].screen = entry.screen.map(resolved)
      config.screens[index].trace = entry.trace.map(resolved)
      try config.checkPaths(of: index)
    }
    return config
  }

  /// What a decoding error says, in a phrase.
  private static func reason(_ error: any Error) -> String {
    guard let decoding = error as? DecodingError else { return "\(error)" }
    switch decoding {
    case .keyNotFound(let key, let context):
      return "'\(Self.path(context.codingPath + [key]))' is missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "'\(Self.path(context.codingPath))' must be \(Self.expected(at: context.codingPath))"
    case .dataCorrupted(let context):
      return context.debugDescription
    @unknown default:
      return "\(error)"
    }
  }

  /// A key of a path into the file.
  struct Key: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
      self.stringValue = stringValue
      intValue = nil
    }

    init(intValue: Int) {
      stringValue = "\(intValue)"
      self.intValue = intValue
    }
  }

  /// The keys leading to what a decoding error is about (for a missing key, its container).
  private static func keys(_ error: any Error) -> [any CodingKey] {
    guard let decoding = error as? DecodingError else { return [] }
    switch decoding {
    case .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      return context.codingPath
    @unknown default:
      return []
    }
  }

  /// Where the node at `keys` starts in `text` (with `atKey`, the last key itself), as far as
  /// the keys lead; 1:1 if nowhere.
  static func position(of keys: [any CodingKey], in text: String, atKey: Bool = false)
    -> (line: Int, column: Int)
  {
    guard var node = try? Yams.compose(yaml: text) else { return (1, 1) }
    for (index, key) in keys.enumerated() {
      if atKey, index == keys.count - 1, key.intValue == nil,
        let written = node.mapping?.first(where: { $0.key.string == key.stringValue })?.key
      {
        node = written
        break
      }
      let next =
        key.intValue.flatMap { index in node.sequence.flatMap { index < $0.count ? $0[index] : nil } }
        ?? node[key.stringValue]
      guard let next else { break }
      node = next
    }
    guard let mark = node.mark else { return (1, 1) }
    return (mark.line, mark.column)
  }

  static func path(_ keys: [any CodingKey]) -> String {
    keys.map { $0.intValue.map { "\($0 + 1)" } ?? $0.stringValue }.joined(separator: ".")
  }
}

extension Budgets: Decodable {
  private enum CodingKeys: String, CodingKey {
    case maxTimesOracle = "max-times-oracle"
    case noWaste = "no-waste"
    case maxPerInteraction = "max-per-interaction"
    case engines
  }

  public init(from decoder: any Decoder) throws {
    try CheckConfig.refuseUnknownKeys(
      decoder, ["max-times-oracle", "no-waste", "max-per-interaction", "engines"])
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init()
    maxTimesOracle = try container.decodeIfPresent(Double.self, forKey: .maxTimesOracle)
    if let maxTimesOracle, !(maxTimesOracle >= 0 && maxTimesOracle.isFinite) {
      throw DecodingError.dataCorruptedError(
        forKey: .maxTimesOracle, in: container, debugDescription: "'max-times-oracle' must be 0 or more")
    }
    noWaste = try container.decodeIfPresent([String].self, forKey: .noWaste) ?? []
    maxPerInteraction = try container.decodeIfPresent(Int.self, forKey: .maxPerInteraction)
    if let maxPerInteraction, !(0...1_000_000).contains(maxPerInteraction) {
      throw DecodingError.dataCorruptedError(
        forKey: .maxPerInteraction, in: container,
        debugDescription: "'max-per-interaction' must be between 0 and 1,000,000")
    }
    engines = try container.decodeIfPresent([String].self, forKey: .engines) ?? []
    if let unknown = engines.first(where: {
      EngineKind(rawValue: $0) == nil || $0 == EngineKind.oracle.rawValue
    }) {
      throw DecodingError.dataCorruptedError(
        forKey: .engines, in: container,
        debugDescription:
          "budgets apply to no engine '\(unknown)'; name one of \(([EngineKind.asWritten] + EngineKind.strategies).map(\.rawValue).joined(separator: ", "))"
      )
    }
  }
}
