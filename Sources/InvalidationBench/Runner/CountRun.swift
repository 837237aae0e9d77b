/// The counts of one scenario on the oracle and the chosen engines.
public struct CountRun: Sendable {
  public let oracle: EngineResult
  public let engines: [EngineResult]
  /// The oracle's minimum in each frame.
  public let frameMinEvals: FrameSeries
  /// With `recordingOutput`: what the oracle shows after the first render and each frame (the
  /// values of its elements, in screen order), to compare two screens' outputs.
  public private(set) var outputs: [[Value]] = []

  /// The oracle's `min_evals`.
  public var minEvals: Int { oracle.counters.necessaryEvals }
  /// The oracle's `min_elements`.
  public var minElements: Int { oracle.counters.changedElements }

  /// Runs `kinds` in lockstep with the oracle over `scenario`. After the first render and
  /// every frame, each engine's rendered tree and the actions it ran are compared with those
  /// of an oracle on the same store flavour: a different tree is a stale frame, different
  /// actions an action mismatch. Throws when a frame does not settle (its actions keep
  /// starting transactions). With `referenceOnly` and one engine, the oracle is the one on
  /// that engine's store flavour, whose output it records (`bench advise`: the @Observable
  /// oracle would only add its minimum, which the advice does not use). With `expected`
  /// outputs (and `recordingOutput`), the run stops at the first render or frame whose output
  /// differs from them: its counts are then partial, and its `outputs` end at that difference.
  public static func run(
    _ scenario: Scenario, engines kinds: [EngineKind],
    scopedObservation: StoreFlavour = .observable, closures: ClosureComparison = .neverEqual,
    recordingOutput: Bool = false, referenceOnly: Bool = false, expected: [[Value]]? = nil,
    budget: (RunBudget, repetitions: Int, elementCost: Int)? = nil
  ) throws(DeclarationError) -> CountRun {
    var outputs: [[Value]] = []
    let engines = kinds.map {
      $0.makeEngine(for: scenario.screen, scopedObservation: scopedObservation, closures: closures)
    }
    let flavour: StoreFlavour? = referenceOnly && engines.count == 1 ? engines[0].flavour : .observable
    let oracle = EngineKind.makeOracle(for: scenario.screen, flavour: flavour, closures: closures)
    // The engines on other stores than @Observable ones are checked against an oracle on those
    // (ObservableObject, or each of its written kind).
    var references: [StoreFlavour?: any Engine] = [flavour: oracle]
    for engine in engines where references[engine.flavour] == nil {
      references[engine.flavour] = EngineKind.makeOracle(
        for: scenario.screen, flavour: engine.flavour, closures: closures)
    }
    let otherOracles = references.filter { $0.key != flavour }.sorted {
      String(describing: $0.key) < String(describing: $1.key)
    }
    .map(\.value)
    func reference(for engine: any Engine) -> any Engine {
      references[engine.flavour] ?? oracle
    }
    let all = [oracle] + otherOracles + engines
    var checks = engines.map { _ in FrameCheck() }

    let budgeted = budget.flatMap { budget in budget.0.seconds.map { (budget, $0) } }
    // One at a time, so that a screen past the limit stops at the first engine. The mounts a
    // timed run repeats (the oracle's and the engines') are timed for the budget.
    var mountSeconds = 0.0
    for engine in all {
      let seconds = try RunBudget.Watch.timed { () throws(DeclarationError) in
        engine.mount()
        try checkSettled([engine], frame: 0)
      }
      if engine === oracle || engines.contains(where: { $0 === engine }) { mountSeconds += seconds }
    }
    // The first render's tree, made once for the output and the budget's element count.
    let firstTree = recordingOutput || budgeted != nil ? oracle.renderedTree().values : []
    var watch = budgeted.map { budget, limit in
      RunBudget.Watch(
        limit: limit, frames: scenario.frames.count, repetitions: budget.repetitions, engines: engines.count,
        mountSeconds: mountSeconds, elementWork: (firstTree.count / 2, engines.count, budget.elementCost))
    }
    if recordingOutput { outputs.append(firstTree) }
    // A screen that already shows something else is not run further (a fix `bench advise`
    // rejects at its first difference).
    func differs(_ shown: [Value]) -> Bool {
      guard let expected else { return false }
      return outputs.count > expected.count || expected[outputs.count - 1] != shown
    }
    var differed = recordingOutput && differs(firstTree)
    let tracked = [oracle] + engines
    var actionsByView = tracked.map { _ in [String: Int]() }
    func countActions() {
      for (position, engine) in tracked.enumerated() {
        for record in engine.actionsRun() { actionsByView[position][record.view, default: 0] += 1 }
      }
    }
    countActions()
    for (position, engine) in engines.enumerated() {
      checks[position].compareActions(engine, reference(for: engine), frame: 0)
    }
    let oracleFrameEvals = FrameSeries()
    let frameMinEvals = FrameSeries()
    var made = scenario.frames.makeIterator()
    func nextFrame() -> Frame? {
      watch == nil ? made.next() : watch!.making { made.next() }
    }
    var number = -1
    while !differed, let frame = nextFrame() {
      number += 1
      let oracleBefore = oracle.counters
      if watch != nil { watch!.timingOracle { oracle.run(frame) } } else { oracle.run(frame) }
      for other in otherOracles { other.run(frame) }
      oracleFrameEvals.append(oracle.counters.bodyEvals - oracleBefore.bodyEvals)
      frameMinEvals.append(oracle.counters.necessaryEvals - oracleBefore.necessaryEvals)
      // The oracle's tree, made once a frame for the output and the engines checked against it.
      let shown = recordingOutput ? oracle.renderedTree() : nil
      if let shown {
        outputs.append(shown.values)
        differed = differs(shown.values)
        if differed { break }
      }
      for (position, engine) in engines.enumerated() {
        let before = engine.counters.bodyEvals
        if watch != nil { watch!.timing(position) { engine.run(frame) } } else { engine.run(frame) }
        checks[position].frameEvals.append(engine.counters.bodyEvals - before)
      }
      try checkSettled(all, frame: number + 1)
      try watch?.check(done: number + 1, kinds: kinds)
      countActions()
      for (position, engine) in engines.enumerated() {
        let expected = reference(for: engine)
        let tree = expected === oracle ? shown : nil
        checks[position].compareTrees(engine, expected, tree, frame: number + 1)
        checks[position].compareActions(engine, expected, frame: number + 1)
      }
    }
    var run = CountRun(
      oracle: EngineResult(
        engine: EngineKind.oracle.rawValue, counters: oracle.counters,
        viewTypes: viewTypes(oracle, actions: actionsByView[0]),
        staleViews: [:], firstStaleFrame: nil, mismatchViews: [:], firstMismatchFrame: nil,
        frameEvals: oracleFrameEvals),
      engines: engines.indices.map { position in
        let check = checks[position]
        return EngineResult(
          engine: engines[position].kind.rawValue, counters: engines[position].counters,
          viewTypes: viewTypes(engines[position], actions: actionsByView[position + 1]),
          staleViews: check.staleViews,
          firstStaleFrame: check.firstStale, staleCells: check.staleCells,
          mismatchViews: check.mismatchViews,
          firstMismatchFrame: check.firstMismatch, frameEvals: check.frameEvals)
      },
      frameMinEvals: frameMinEvals)
    run.outputs = outputs
    return run
  }

  /// The counts of `kind`.
  public func counts(_ kind: EngineKind) -> EngineResult? {
    kind == .oracle ? oracle : engines.first { $0.kind == kind }
  }

  /// `engine`'s counts per view type, with the actions each ran.
  private static func viewTypes(_ engine: any Engine, actions: [String: Int]) -> [ViewTypeCounters] {
    engine.viewTypeCounters().map { type in
      var type = type
      type.actionsRun = actions[type.name] ?? 0
      return type
    }
  }

  private static func checkSettled(_ engines: [any Engine], frame: Int) throws(DeclarationError) {
    for engine in engines {
      if let view = engine.viewPastLimit {
        throw .tooManyViews(frame: frame, view: view)
      }
      if let action = engine.unsettledAction {
        throw .unsettled(frame: frame, action: action)
      }
    }
  }
}

/// What the per-frame check found for one engine.
private struct FrameCheck {
  var staleViews: [String: Int] = [:]
  var firstStale: Int?
  var staleCells: Set<EngineResult.StaleCell> = []
  var mismatchViews: [String: Int] = [:]
  var firstMismatch: Int?
  var frameEvals = FrameSeries()

  /// `tree` is `expected`'s rendered tree when it was made already.
  mutating func compareTrees(_ engine: any Engine, _ expected: any Engine, _ tree: RenderedTree?, frame: Int)
  {
    let (shown, wanted) = (engine.renderedTree(), tree ?? expected.renderedTree())
    guard let owner = shown.firstDifference(from: wanted) else { return }
    engine.recordStaleFrame()
    staleViews[owner, default: 0] += 1
    let owners: [String?] = shown.differingOwners(from: wanted).map { $0.map { Optional($0) } } ?? [nil]
    staleCells.formUnion(owners.map { EngineResult.StaleCell(frame: frame, view: $0) })
    if firstStale == nil { firstStale = frame }
  }

  mutating func compareActions(_ engine: any Engine, _ expected: any Engine, frame: Int) {
    let ran = engine.actionsRun()
    let wanted = expected.actionsRun()
    guard ran != wanted else { return }
    engine.recordActionMismatch()
    // The first record that differs, or the first one only one side ran.
    let first =
      zip(ran, wanted).first { $0 != $1 }?.0
      ?? (ran.count > wanted.count ? ran[wanted.count] : wanted[ran.count])
    mismatchViews[first.view, default: 0] += 1
    if firstMismatch == nil { firstMismatch = frame }
  }
}
