/// A workload at one set of parameter values.
public struct BenchmarkCase: Sendable {
  public let workload: any Workload
  public let values: ParameterValues
  /// The parameter a sweep varied to make this case, if any.
  public let sweptParameter: String?

  public init(workload: any Workload, values: ParameterValues, sweptParameter: String? = nil) {
    self.workload = workload
    self.values = values
    self.sweptParameter = sweptParameter
  }
}

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

  public init() {}
}

/// What the runner reports as it goes, so the command decides what the user sees.
public enum RunEvent: Sendable {
  case caseStarted(index: Int, total: Int, workload: String, parameters: String)
  case countsChecked(staleFrames: Int)
  /// An untimed warm-up repetition ended (counted apart from the timed ones).
  case warmupFinished(Int, of: Int)
  /// A timed repetition ended.
  case repetitionFinished(Int, of: Int)
  case caseFinished(CaseResult)
}
