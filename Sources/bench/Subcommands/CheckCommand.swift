import ArgumentParser
import Foundation
import InvalidationBench

/// `bench check`: runs the ci preset and compares it with a committed baseline.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Compare a run of the ci preset with a baseline; fail on any count increase.",
    discussion: """
      Exit codes: 0 nothing got worse; 2 a regression (a count rose, a stale frame, or a time \
      ratio beyond --time-tolerance); 4 only improvements, with --fail-on-improvement; 5 no, \
      unreadable, malformed or mismatched baseline; 1 any other error. Prints a markdown table \
      of what moved.
      """)

  static let tolerances = 0.0...1000.0

  @Option(help: ArgumentHelp("The baseline file.", valueName: "file"))
  var baseline: String = "results/baseline.json"

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Allowed rise of an engine's time over the oracle's, as a fraction (1.0 = 100 %; 0…1000).",
      valueName: "fraction"))
  var timeTolerance: Double = 1.0

  @Flag(help: "Compare counts only, not times.")
  var countsOnly = false

  @Flag(help: "Exit 4 when counts only improved, so that the baseline gets updated.")
  var failOnImprovement = false

  @Flag(help: "Print no progress on stderr.")
  var quiet = false

  func run() throws {
    guard Self.tolerances.contains(timeTolerance) else {
      throw CommandError("--time-tolerance must be between 0 and 1000, not \(timeTolerance)")
    }
    let reference = try Self.load(baseline)
    let current = try BaselineCommand.measure(quiet: quiet)
    let comparison: BaselineComparison
    do {
      comparison = try BaselineComparison(
        baseline: reference, current: current, timeTolerance: timeTolerance, countsOnly: countsOnly)
    } catch let error as BaselineMismatch {
      throw CommandError(error.description, exitCode: 5)
    }
    if BuildInfo.isDebug { print("> \(BuildInfo.debugWarning)\n") }
    print(comparison.markdown(timeTolerance: timeTolerance, countsOnly: countsOnly), terminator: "")
    let code = comparison.verdict.exitCode(failOnImprovement: failOnImprovement)
    if code != 0 { throw ExitCode(code) }
  }

  /// Reads a baseline, or fails with exit code 5 and what to do.
  static func load(_ path: String) throws -> Baseline {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CommandError(
        "no baseline at '\(path)'; create one with 'bench baseline update --out \(path)'", exitCode: 5)
    }
    guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
      throw CommandError("cannot read the baseline '\(path)'; check that it is a readable file", exitCode: 5)
    }
    do {
      return try Baseline.decode(data)
    } catch {
      throw CommandError(
        "cannot use the baseline '\(path)': \(error); recreate it with 'bench baseline update'",
        exitCode: 5)
    }
  }
}
