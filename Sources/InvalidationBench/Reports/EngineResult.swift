/// One engine's counts on one case, checked frame by frame against the oracle (`CountRun`),
/// and its times once timed (`BenchmarkRunner`): one type from the count to the reports.
public struct EngineResult: Sendable, Codable, Hashable {
  /// The engine's name (`EngineKind`'s raw value; a results file may name engines of an
  /// older version).
  public var engine: String
  public var counters: Counters
  public var viewTypes: [ViewTypeCounters]
  /// Views owning the first wrong element of stale frames, with how many frames.
  public var staleViews: [String: Int]
  public var firstStaleFrame: Int?
  /// Views named by the first differing action of frames whose actions differed from the
  /// oracle's, with how many frames.
  public var mismatchViews: [String: Int]
  /// The first such frame (0 is the first render).
  public var firstMismatchFrame: Int?
  /// `.none` until the engine is timed.
  public var timing: TimingSummary = .none
  /// Body evaluations per frame; in frames.csv, not in results.json.
  public var frameEvals: [Int] = []
  /// Median over repetitions of each frame's wall time; in frames.csv, not in results.json.
  public var frameTimeNs: [UInt64] = []

  /// The engine, when this version has it.
  public var kind: EngineKind? { EngineKind(rawValue: engine) }

  private enum CodingKeys: String, CodingKey {
    case engine, counters, viewTypes, staleViews, firstStaleFrame, mismatchViews, firstMismatchFrame,
      timing
  }
}
