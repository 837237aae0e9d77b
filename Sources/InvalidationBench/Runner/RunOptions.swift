/// How a run measures.
public struct RunOptions: Sendable, Hashable {
  /// The engines to run (the oracle always runs too); `as-written` runs only on cases whose
  /// screen was imported from source.
  public var engines: [EngineKind] = [.asWritten] + EngineKind.strategies
  public var repetitions = 5
  public var warmup = 1
  /// Synthetic work per element built, in nanoseconds.
  public var elementCost = 0
  /// Frames slower than this count as over budget.
  public var frameBudgetNs: UInt64 = 16_670_000
  public var scopedObservation: StoreFlavour = .observable
  /// How re-created closures compare (R3).
  public var closures: ClosureComparison = .neverEqual
  /// How long a case may take, judged before its frames run.
  public var budget = RunBudget()

  public init() {}
}
