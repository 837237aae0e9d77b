import InvalidationBench

/// Runs `frames` on `screen` with the oracle and `kinds`.
func run(
  _ screen: Screen, _ frames: [[Event]], _ kinds: [EngineKind] = EngineKind.strategies,
  scoped: StoreFlavour = .observable
) -> CountRun {
  CountRun.run(
    Scenario(screen: screen, frames: frames.map(Frame.init)), engines: kinds, scopedObservation: scoped)
}

extension CountRun {
  /// Body evaluations during frames.
  func evals(_ kind: EngineKind) -> Int {
    counts(kind)?.counters.bodyEvals ?? -1
  }

  func counters(_ kind: EngineKind) -> Counters {
    counts(kind)?.counters ?? Counters()
  }

  /// Evaluations of the view type named `name` on `kind`.
  func evals(_ kind: EngineKind, of name: String) -> Int {
    counts(kind)?.viewTypes.first { $0.name == name }?.evals ?? 0
  }

  /// Evaluations of `name` on `kind` by reason.
  func reasons(_ kind: EngineKind, of name: String) -> [String: Int] {
    counts(kind)?.viewTypes.first { $0.name == name }?.reasons ?? [:]
  }

  /// Body evaluations per strategy, in `EngineKind.strategies` order.
  var strategyEvals: [Int] {
    EngineKind.strategies.map { evals($0) }
  }

  var staleFrames: [Int] {
    engines.map(\.counters.staleFrames)
  }
}
