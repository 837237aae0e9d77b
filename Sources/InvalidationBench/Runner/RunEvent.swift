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
