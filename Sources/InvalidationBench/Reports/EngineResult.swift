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
  /// Each stale frame with each view owning a wrong element in it. Not in results.json.
  public var staleCells: Set<StaleCell> = []
  /// Views named by the first differing action of frames whose actions differed from the
  /// oracle's, with how many frames.
  public var mismatchViews: [String: Int]
  /// The first such frame (0 is the first render).
  public var firstMismatchFrame: Int?
  /// `.none` until the engine is timed.
  public var timing: TimingSummary = .none
  /// Body evaluations per frame; in frames.csv, not in results.json.
  public var frameEvals = FrameSeries()
  /// Median over repetitions of each frame's wall time; in frames.csv, not in results.json.
  public var frameTimeNs = FrameSeries()

  /// A stale frame and a view owning a wrong element in it; `view` is `nil` where the frame
  /// showed other elements than the oracle (a difference no view alone explains).
  public struct StaleCell: Sendable, Hashable {
    public let frame: Int
    public let view: String?
  }

  /// Every view owning a wrong element in a stale frame; `nil` when a stale frame showed other
  /// elements than the oracle.
  public var staleOwners: Set<String>? {
    staleCells.contains { $0.view == nil } ? nil : Set(staleCells.compactMap(\.view))
  }

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
  /// never ran. (For many views, `viewsByName` finds each in constant time.)
  public func view(named name: String) -> ViewTypeCounters? {
    Self.merged(viewTypes.filter { $0.name == name || $0.name == "Scope(\(name))" }, as: name)
  }

  /// `view(named:)` of every view that ran, by name, made in one pass.
  public var viewsByName: [String: ViewTypeCounters] {
    var parts: [String: [ViewTypeCounters]] = [:]
    for type in viewTypes {
      parts[type.name, default: []].append(type)
      if type.name.hasPrefix("Scope("), type.name.hasSuffix(")") {
        parts[String(type.name.dropFirst("Scope(".count).dropLast()), default: []].append(type)
      }
    }
    var found: [String: ViewTypeCounters] = [:]
    for (name, own) in parts { found[name] = Self.merged(own, as: name) }
    return found
  }

  private static func merged(_ own: [ViewTypeCounters], as name: String) -> ViewTypeCounters? {
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
