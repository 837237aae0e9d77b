/// What a run of a screen imported from SwiftUI source says beside its counts: the import
/// summary, the interactions its trace drives, and whether the trace changed anything a view
/// under the root reads (docs/swiftui-import.md, "The import summary", "The default trace").
public struct ImportedRun: Sendable, Codable, Hashable {
  /// The import summary, a line each.
  public var summary: [String]
  /// The default trace's interactions (`tap(save)`, `edit(name, "\(frame)")`); empty when a
  /// trace file was given.
  public var interactions: [String]
  /// Whether a trace file (`--trace`) replaced the default trace.
  public var traceGiven: Bool
  /// Whether the oracle's minimum over the frames is above 0: `false` means the trace
  /// changed nothing any view reads.
  public var changedAnything: Bool
  /// What the import dropped, guessed or approximated, each at its place (none in files of
  /// older runs).
  public var warnings: [ImportWarning]
  /// The `as-written` engine's evaluations during the frames, by what drove each frame's
  /// step of the default trace (empty with a trace file, and in files of older runs).
  public var evaluationsBy: [TraceDriver: Int] = [:]
  /// Whether `as-written` evaluated a body during the frames.
  public var asWrittenEvaluated = false

  /// What a run of an imported screen says beside its counts.
  public init(
    summary: [String], interactions: [String], traceGiven: Bool, warnings: [ImportWarning] = [],
    changedAnything: Bool
  ) {
    self.summary = summary
    self.interactions = interactions
    self.traceGiven = traceGiven
    self.warnings = warnings
    self.changedAnything = changedAnything
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    summary = try container.decode([String].self, forKey: .summary)
    interactions = try container.decode([String].self, forKey: .interactions)
    traceGiven = try container.decode(Bool.self, forKey: .traceGiven)
    warnings = try container.decodeIfPresent([ImportWarning].self, forKey: .warnings) ?? []
    changedAnything = try container.decode(Bool.self, forKey: .changedAnything)
    let by = try container.decodeIfPresent([String: Int].self, forKey: .evaluationsBy) ?? [:]
    evaluationsBy = Dictionary(
      uniqueKeysWithValues: by.compactMap { key, value in
        TraceDriver(rawValue: key).map { ($0, value) }
      })
    asWrittenEvaluated = try container.decodeIfPresent(Bool.self, forKey: .asWrittenEvaluated) ?? false
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(summary, forKey: .summary)
    try container.encode(interactions, forKey: .interactions)
    try container.encode(traceGiven, forKey: .traceGiven)
    try container.encode(warnings, forKey: .warnings)
    try container.encode(changedAnything, forKey: .changedAnything)
    try container.encode(
      Dictionary(uniqueKeysWithValues: evaluationsBy.map { ($0.key.rawValue, $0.value) }),
      forKey: .evaluationsBy)
    try container.encode(asWrittenEvaluated, forKey: .asWrittenEvaluated)
  }

  private enum CodingKeys: String, CodingKey {
    case summary, interactions, traceGiven, warnings, changedAnything, evaluationsBy, asWrittenEvaluated
  }

  /// What drove the `as-written` evaluations, in a line: nil with a trace file.
  public var drivers: String? {
    let total = evaluationsBy.values.reduce(0, +)
    guard !evaluationsBy.isEmpty, total > 0 else { return nil }
    let parts = TraceDriver.allCases.compactMap { driver -> String? in
      evaluationsBy[driver].flatMap { $0 > 0 ? "\($0) \(driver.phrase)" : nil }
    }
    return "as-written re-evaluated \(total) bodies during the frames: \(parts.joined(separator: ", "))"
  }

  /// The plain words a run prints when its trace changed nothing a view reads, or `nil`.
  public func nothingHappened(in workload: String) -> String? {
    // What as-written counted is what the user sees: re-evaluations with nothing to show
    // are waste, not nothing.
    guard !changedAnything, !asWrittenEvaluated else { return nil }
    let found =
      traceGiven
      ? "its trace file"
      : interactions.isEmpty
        ? "the default trace, which found no interaction (button, control, gesture, presentation),"
        : "the default trace of \(interactions.count) interaction\(interactions.count == 1 ? "" : "s") (\(interactions.prefix(5).joined(separator: ", "))\(interactions.count > 5 ? ", …" : ""))"
    return
      "nothing happened in \(workload): \(found) wrote nothing any view under the root reads, so every count after the mount is 0; give a --trace file that writes what the views read (docs/swiftui-import.md, \"Traces\")"
  }
}
