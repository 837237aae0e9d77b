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

extension EngineResult {
  /// The counts of the view named `name`, with those of the scope the scoped engine moves a
  /// part of its body into (`Scope(name)`), which stand for the same view; `nil` when it
  /// never ran.
  public func view(named name: String) -> ViewTypeCounters? {
    let own = viewTypes.filter { $0.name == name || $0.name == "Scope(\(name))" }
    guard !own.isEmpty else { return nil }
    var total = ViewTypeCounters(name: name)
    total.source = own.compactMap(\.source).first
    for part in own {
      total.evals += part.evals
      total.firstRenderEvals += part.firstRenderEvals
      total.elementsBuilt += part.elementsBuilt
      total.wastedEvals += part.wastedEvals
      total.actionsRun += part.actionsRun
      total.reasons.merge(part.reasons, uniquingKeysWith: +)
    }
    return total
  }
}
