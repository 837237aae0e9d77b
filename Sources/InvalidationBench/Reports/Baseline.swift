import Foundation

/// A committed record of a selection's counts (per case and engine, and per view) and
/// normalized times, for `bench check` (docs/ci.md).
public struct Baseline: Sendable, Codable, Hashable {
  /// 2 added the per-view counts; 3 keys each view by its file relative to the config's
  /// folder (or the repository's root), where 2 took it relative to the folder bench ran in.
  public static let currentVersion = 3

  public var version: Int
  /// What was run: `ci` (the preset), or `screens` for a selection of the user's.
  public var preset: String
  public var environment: RunEnvironment
  public var entries: [BaselineEntry]

  public init(preset: String, results: BenchmarkResults) {
    version = Self.currentVersion
    self.preset = preset
    environment = results.environment
    entries = results.cases.flatMap { result in
      result.engines.map { BaselineEntry(result, $0) }
    }
  }

  /// Decodes a baseline file, refusing any version but `currentVersion`, an entry without one
  /// of the compared counts, and two entries for the same case and engine.
  public static func decode(_ data: Data) throws(ResultsFileError) -> Baseline {
    let baseline = try VersionedFile.decode(Baseline.self, from: data, version: currentVersion)
    var keys = Set<String>()
    for entry in baseline.entries {
      guard keys.insert(entry.key).inserted else {
        throw .invalid("it lists '\(entry.key)' twice")
      }
      if let missing = Metric.gated.first(where: { entry.counts[$0.name] == nil }) {
        throw .invalid("its entry '\(entry.key)' has no '\(missing.name)' count")
      }
      // Counts can be 0 (no stale frames, no comparisons) but never below; a time ratio is
      // a quotient of two positive times.
      if let negative = entry.counts.sorted(by: { $0.key < $1.key }).first(where: { $0.value < 0 }) {
        throw .invalid("its entry '\(entry.key)' has a negative '\(negative.key)' count (\(negative.value))")
      }
      for view in entry.views {
        let counts =
          [
            ("evals", view.evals), ("firstRenderEvals", view.firstRenderEvals),
            ("elementsBuilt", view.elementsBuilt), ("wastedEvals", view.wastedEvals),
            ("actionsRun", view.actionsRun),
          ] + view.reasons.sorted { $0.key < $1.key }.map { ("reasons.\($0.key)", $0.value) }
        if let negative = counts.first(where: { $0.1 < 0 }) {
          throw .invalid(
            "its entry '\(entry.key)' gives the view \(view.name) a negative '\(negative.0)' count (\(negative.1))"
          )
        }
      }
      guard entry.timeRatio > 0, entry.timeRatio.isFinite else {
        throw .invalid(
          "its entry '\(entry.key)' has a time ratio of \(entry.timeRatio), not a positive number")
      }
    }
    return baseline
  }

  public func encoded() throws -> Data {
    try VersionedFile.encode(self)
  }

  /// This baseline with `previous`'s entry wherever the counts and views are the same (its time
  /// ratio varies from run to run), and `previous`'s environment when no entry changed, so an
  /// update after no change of counts writes the file unchanged; `changed` counts the entries
  /// that differ or are new.
  public func keepingUnchanged(from previous: Baseline) -> (baseline: Baseline, changed: Int) {
    let old = Dictionary(previous.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    var kept = self
    var changed = 0
    kept.entries = entries.map { entry in
      guard let before = old[entry.key], before.counts == entry.counts, before.views == entry.views else {
        changed += 1
        return entry
      }
      return before
    }
    if changed == 0 && entries.count == previous.entries.count && preset == previous.preset {
      kept.environment = previous.environment
    }
    return (kept, changed)
  }
}

/// One workload × parameters × engine of a baseline.
public struct BaselineEntry: Sendable, Codable, Hashable {
  public var workload: String
  public var parameters: String
  public var engine: String
  /// The counts `bench check` compares (`Metric.gated`), by metric name.
  public var counts: [String: Int]
  /// Median total frame time over the oracle's on the same case, so a faster or slower
  /// machine does not read as a change.
  public var timeRatio: Double
  /// Each view's counts on this engine (first render and during the frames, wasted,
  /// actions, reasons), keyed by `ViewTypeCounters.key`: its name and its file relative to
  /// `CheckPaths.base`.
  public var views: [ViewTypeCounters] = []

  public init(_ result: CaseResult, _ engine: EngineResult) {
    workload = result.workload
    parameters = result.parameterText
    self.engine = engine.engine
    var counts: [String: Int] = [:]
    for metric in Metric.gated {
      counts[metric.name] = metric.count?(engine.counters)
    }
    self.counts = counts
    let reference = Double(result.oracle.timing.totalMedianNs)
    timeRatio = reference > 0 ? Double(engine.timing.totalMedianNs) / reference : 0
    views = engine.viewTypes
  }

  public init(
    workload: String, parameters: String, engine: String, counts: [String: Int], timeRatio: Double
  ) {
    self.workload = workload
    self.parameters = parameters
    self.engine = engine
    self.counts = counts
    self.timeRatio = timeRatio
  }

  var key: String { "\(workload) \(parameters) \(engine)" }
}
