/// Runs cases: first the deterministic counts, checked frame by frame against the oracle; then
/// warm-up and timed repetitions with the engines interleaved inside each repetition (A B C D,
/// A B C D, …) so that machine drift hits all alike. Every engine gets the identical trace.
public struct BenchmarkRunner: Sendable {
  public let options: RunOptions

  public init(options: RunOptions) {
    self.options = options
  }

  /// Runs every case in order, reporting progress through `onEvent`.
  public func run(
    _ cases: [BenchmarkCase], onEvent: (RunEvent) -> Void = { _ in }
  ) throws(DeclarationError) -> [CaseResult] {
    var results: [CaseResult] = []
    for (index, benchmarkCase) in cases.enumerated() {
      onEvent(
        .caseStarted(
          index: index, total: cases.count, workload: benchmarkCase.workload.name,
          parameters: benchmarkCase.values.values.sorted { $0.key < $1.key }
            .map { "\($0.key)=\($0.value)" }.joined(separator: " ")))
      let result = try run(benchmarkCase, onEvent: onEvent)
      onEvent(.caseFinished(result))
      results.append(result)
    }
    return results
  }

  private func run(
    _ benchmarkCase: BenchmarkCase, onEvent: (RunEvent) -> Void
  ) throws(DeclarationError) -> CaseResult {
    let scenario = try benchmarkCase.workload.scenario(benchmarkCase.values)
    let engines = options.engines.filter { $0 != .asWritten || scenario.screen.writtenModels != nil }
    let counts = try CountRun.run(
      scenario, engines: engines, scopedObservation: options.scopedObservation,
      closures: options.closures,
      budget: (options.budget, options.warmup + options.repetitions, options.elementCost))
    onEvent(.countsChecked(staleFrames: counts.engines.map(\.counters.staleFrames).reduce(0, +)))

    let kinds = [EngineKind.oracle] + engines
    var times = kinds.map { _ in FrameTimes(budget: options.frameBudgetNs) }
    let total = options.warmup + options.repetitions
    for repetition in 0..<total {
      for (position, kind) in kinds.enumerated() {
        let frameTimes = timeFrames(kind, scenario)
        if repetition >= options.warmup {
          times[position].record(repetition: frameTimes)
        }
      }
      if repetition < options.warmup {
        onEvent(.warmupFinished(repetition + 1, of: options.warmup))
      } else {
        onEvent(.repetitionFinished(repetition + 1 - options.warmup, of: options.repetitions))
      }
    }

    func result(_ counted: EngineResult, _ position: Int) -> EngineResult {
      var result = counted
      result.timing = times[position].summary
      result.frameTimeNs = times[position].medianPerFrame
      return result
    }
    var caseResult = CaseResult(
      workload: benchmarkCase.workload.name, screen: benchmarkCase.workload.source,
      parameters: benchmarkCase.values.values,
      sweptParameter: benchmarkCase.sweptParameter, frames: scenario.frames.count,
      minEvals: counts.minEvals, minElements: counts.minElements,
      frameMinEvals: counts.frameMinEvals,
      rules: EngineKind.rules(of: scenario, on: engines).map(\.rawValue),
      oracle: result(counts.oracle, 0),
      engines: counts.engines.enumerated().map { result($1, $0 + 1) })
    caseResult.viewTree = ViewTreeNode.tree(of: scenario.screen)
    caseResult.modelProperties = Self.modelProperties(of: benchmarkCase.workload)
    if let imported = benchmarkCase.workload as? ImportedWorkload {
      var run = ImportedRun(
        summary: imported.importSummary, interactions: imported.interactions,
        traceGiven: imported.traceFile != nil, warnings: imported.importWarnings,
        changedAnything: counts.minEvals > 0)
      if let asWritten = counts.engines.first(where: { $0.kind == .asWritten }) {
        run.asWrittenEvaluated = asWritten.counters.bodyEvals > 0
        // Frame f runs step (f - 1) % count of the default trace.
        let drivers = imported.stepDrivers
        if !drivers.isEmpty {
          for driver in drivers { run.evaluationsBy[driver] = 0 }
          for (index, evals) in asWritten.frameEvals.enumerated() {
            run.evaluationsBy[drivers[index % drivers.count], default: 0] += evals
          }
        }
      }
      caseResult.imported = run
    }
    return caseResult
  }

  /// The properties through which each view of an imported screen holds a model, as the
  /// Swift source names them; `nil` for other workloads, whose source names no property.
  static func modelProperties(of workload: any Workload) -> [String: [String]]? {
    guard let imported = workload as? ImportedWorkload else { return nil }
    var found: [String: [String]] = [:]
    for view in imported.draft.views where !view.models.isEmpty {
      found[view.name] = view.models.keys.sorted()
    }
    return found
  }

  /// One timed run: a fresh engine, mounted untimed, then each frame timed from its first write
  /// to the end of its render pass.
  private func timeFrames(_ kind: EngineKind, _ scenario: Scenario) -> FrameSeries {
    let engine = kind.makeEngine(
      for: scenario.screen, scopedObservation: options.scopedObservation,
      closures: options.closures, counting: false)
    engine.elementCost = options.elementCost
    engine.mount()
    let frameTimes = FrameSeries()
    let clock = ContinuousClock()
    for frame in scenario.frames {
      let start = clock.now
      engine.run(frame)
      let elapsed = start.duration(to: clock.now)
      frameTimes.append(Int(clamping: elapsed.nanoseconds))
    }
    return frameTimes
  }
}

extension Duration {
  /// Whole nanoseconds, clamped at 0.
  var nanoseconds: UInt64 {
    let (seconds, attoseconds) = components
    let total = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    return total > 0 ? UInt64(total) : 0
  }
}
