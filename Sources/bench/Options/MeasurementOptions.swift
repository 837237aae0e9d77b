import ArgumentParser
import InvalidationBench

/// How to time.
struct MeasurementOptions: ParsableArguments {
  @Option(help: "Timed repetitions per case, engines interleaved in each.")
  var reps: Int = 5

  @Option(help: "Untimed warm-up repetitions before the timed ones.")
  var warmup: Int = 1

  @Option(help: ArgumentHelp("Synthetic work per element built, in nanoseconds.", valueName: "ns"))
  var elementCost: Int = 0

  @Option(
    help: ArgumentHelp("Frame budget in milliseconds; slower frames count as over budget.", valueName: "ms"))
  var frameBudget: Double = 16.67

  func validate() throws {
    guard reps >= 1 else { throw ValidationError("--reps must be at least 1, not \(reps).") }
    guard warmup >= 0 else { throw ValidationError("--warmup cannot be negative (\(warmup)).") }
    guard elementCost >= 0, elementCost <= 1_000_000_000 else {
      throw ValidationError("--element-cost must be between 0 and 1000000000 ns, not \(elementCost).")
    }
    guard frameBudget > 0, frameBudget.isFinite else {
      throw ValidationError("--frame-budget must be a positive number of milliseconds, not \(frameBudget).")
    }
  }

  func runOptions(engines: [EngineKind], scoped: StoreFlavour) -> RunOptions {
    var options = RunOptions()
    options.engines = engines
    options.repetitions = reps
    options.warmup = warmup
    options.elementCost = elementCost
    options.frameBudgetNs = UInt64(frameBudget * 1_000_000)
    options.scopedObservation = scoped
    return options
  }
}
