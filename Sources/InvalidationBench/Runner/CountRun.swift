/// One engine's deterministic counts over a scenario, checked frame by frame against the oracle.
public struct EngineCounts: Sendable {
  public let kind: EngineKind
  public let counters: Counters
  public let viewTypes: [ViewTypeCounters]
  /// For each view named as the owner of a stale frame's first wrong element, how many frames.
  public let staleViews: [String: Int]
  /// The first stale frame (1-based), if any.
  public let firstStaleFrame: Int?
  /// Body evaluations in each frame.
  public let frameEvals: [Int]
}

/// The counts of one scenario on the oracle and the chosen engines.
public struct CountRun: Sendable {
  public let oracle: EngineCounts
  public let engines: [EngineCounts]
  /// The oracle's minimum in each frame.
  public let frameMinEvals: [Int]

  /// The oracle's `min_evals`.
  public var minEvals: Int { oracle.counters.necessaryEvals }
  /// The oracle's `min_elements`.
  public var minElements: Int { oracle.counters.changedElements }

  /// Runs `kinds` in lockstep with the oracle over `scenario`; after every frame each engine's
  /// rendered tree is compared with the oracle's, and a mismatch is a stale frame.
  public static func run(
    _ scenario: Scenario, engines kinds: [EngineKind],
    scopedObservation: StoreFlavour = .observable
  ) -> CountRun {
    let oracle = EngineKind.oracle.makeEngine(for: scenario.screen)
    let engines = kinds.map { $0.makeEngine(for: scenario.screen, scopedObservation: scopedObservation) }
    oracle.mount()
    for engine in engines { engine.mount() }
    var staleViews = Array(repeating: [String: Int](), count: engines.count)
    var firstStale = [Int?](repeating: nil, count: engines.count)
    var frameEvals = Array(repeating: [Int](), count: engines.count)
    var oracleFrameEvals: [Int] = []
    var frameMinEvals: [Int] = []
    for (number, frame) in scenario.frames.enumerated() {
      let oracleBefore = oracle.counters
      oracle.run(frame)
      oracleFrameEvals.append(oracle.counters.bodyEvals - oracleBefore.bodyEvals)
      frameMinEvals.append(oracle.counters.necessaryEvals - oracleBefore.necessaryEvals)
      let expected = oracle.renderedTree()
      for (position, engine) in engines.enumerated() {
        let before = engine.counters.bodyEvals
        engine.run(frame)
        frameEvals[position].append(engine.counters.bodyEvals - before)
        if let owner = engine.renderedTree().firstDifference(from: expected) {
          engine.recordStaleFrame()
          staleViews[position][owner, default: 0] += 1
          if firstStale[position] == nil { firstStale[position] = number + 1 }
        }
      }
    }
    return CountRun(
      oracle: EngineCounts(
        kind: .oracle, counters: oracle.counters, viewTypes: oracle.viewTypeCounters(),
        staleViews: [:], firstStaleFrame: nil, frameEvals: oracleFrameEvals),
      engines: engines.indices.map { position in
        EngineCounts(
          kind: engines[position].kind, counters: engines[position].counters,
          viewTypes: engines[position].viewTypeCounters(), staleViews: staleViews[position],
          firstStaleFrame: firstStale[position], frameEvals: frameEvals[position])
      },
      frameMinEvals: frameMinEvals)
  }

  /// The counts of `kind`.
  public func counts(_ kind: EngineKind) -> EngineCounts? {
    kind == .oracle ? oracle : engines.first { $0.kind == kind }
  }
}
