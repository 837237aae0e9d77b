import ArgumentParser
import Foundation
import InvalidationBench

/// How to time. Every value has bounds that keep a run finite and its arithmetic in range.
struct MeasurementOptions: ParsableArguments {
  static let repetitions = 1...1000
  static let warmups = 0...100
  static let elementCosts = 0...100_000
  static let frameBudgets = 0.001...60_000.0
  static let timeLimits = 0...86_400

  @Option(
    parsing: .unconditional,
    help: "Timed repetitions per case, engines interleaved in each (\(Self.describe(Self.repetitions))).")
  var reps: Int = 5

  @Option(
    parsing: .unconditional,
    help: "Untimed warm-up repetitions before the timed ones (\(Self.describe(Self.warmups))).")
  var warmup: Int = 1

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Synthetic work per element built, in nanoseconds (\(Self.describe(Self.elementCosts))).",
      valueName: "ns"))
  var elementCost: Int = 0

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Frame budget in milliseconds; slower frames count as over budget (0.001…60000).",
      valueName: "ms"))
  var frameBudget: Double = 16.67

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The seconds a case may take, estimated from its first render before its frames run; a case estimated past it is refused with what to lower (\(Self.describe(Self.timeLimits)); 0: no limit).",
      valueName: "seconds"))
  var timeLimit: Int = Int(RunBudget.defaultSeconds)

  /// Checks every value, before any work: a `CommandError` naming the value out of bounds.
  func check() throws {
    try Self.check("--time-limit", timeLimit, Self.timeLimits)
    try Self.check("--reps", reps, Self.repetitions)
    try Self.check("--warmup", warmup, Self.warmups)
    try Self.check("--element-cost", elementCost, Self.elementCosts)
    guard Self.frameBudgets.contains(frameBudget) else {
      throw CommandError(
        "--frame-budget must be between 0.001 and 60000 milliseconds, not \(frameBudget)")
    }
  }

  /// `selected` with this group's options, which `check()` checked.
  func runOptions(_ selected: RunOptions) -> RunOptions {
    var options = selected
    options.repetitions = reps
    options.warmup = warmup
    options.elementCost = elementCost
    options.frameBudgetNs = UInt64((frameBudget * 1_000_000).rounded())
    options.budget = RunBudget(seconds: timeLimit == 0 ? nil : Double(timeLimit))
    return options
  }

  static func check(_ flag: String, _ value: Int, _ range: ClosedRange<Int>) throws {
    guard range.contains(value) else {
      throw CommandError("\(flag) must be between \(range.lowerBound) and \(range.upperBound), not \(value)")
    }
  }

  static func describe(_ range: ClosedRange<Int>) -> String {
    "\(range.lowerBound)…\(range.upperBound)"
  }
}
