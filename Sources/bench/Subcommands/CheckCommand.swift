import ArgumentParser
import Foundation
import InvalidationBench

extension CheckFormat: ExpressibleByArgument {}

/// `bench check`: runs the ci preset, or the screens chosen, and compares them with a
/// committed baseline and the config's budgets.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract:
      "Compare a run of the ci preset, or of the screens chosen, with a baseline and budgets; fail on any count increase.",
    discussion: """
      Exit codes: 0 nothing got worse; 2 a regression (a count rose, a view re-evaluates more, a \
      stale frame, a broken budget, or a time ratio beyond --time-tolerance); 4 only improvements, with --fail-on-improvement; 5 no, \
      unreadable, malformed or mismatched baseline (--no-baseline checks a config's budgets \
      alone); 1 any other error. Prints what moved as --format says.
      """)

  static let tolerances = 0.0...1000.0

  @Option(
    help: ArgumentHelp("The baseline file.", valueName: "file"), completion: .file(extensions: ["json"]))
  var baseline: String = "results/baseline.json"

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Allowed rise of an engine's time over the oracle's, as a fraction (1.0 = 100 %; 0…1000).",
      valueName: "fraction"))
  var timeTolerance: Double = 1.0

  @Flag(help: "Compare counts only, not times (the default with --config).")
  var countsOnly = false

  @Flag(help: "With --config, compare times too (on a quiet machine: they vary with its load).")
  var times = false

  @Flag(help: "Check only the config's budgets, with no baseline (a missing baseline is otherwise exit 5).")
  var noBaseline = false

  @Flag(help: "Exit 4 when counts only improved, so that the baseline gets updated.")
  var failOnImprovement = false

  @Flag(help: "Print no progress on stderr.")
  var quiet = false

  @Option(
    help: ArgumentHelp(
      "What to print: github is workflow annotations, sarif a SARIF 2.1.0 log, junit XML, xcode the diagnostics of a Run Script build phase.",
      valueName: "format"))
  var format: CheckFormat = .markdown

  @Option(
    help: ArgumentHelp(
      "Also write the verdict in another format to a file, from the same run (repeatable): \(CheckFormat.allCases.map(\.rawValue).joined(separator: ", ")).",
      valueName: "format=file"))
  var save: [SavedReport] = []

  @OptionGroup var gate: GateOptions

  func run() throws {
    guard Self.tolerances.contains(timeTolerance) else {
      throw CommandError("--time-tolerance must be between 0 and 1000, not \(timeTolerance)")
    }
    // A config that is not a file to read is a setup mistake of the gate, as a baseline is.
    if let path = gate.config, let problem = InputFile.problem(path) {
      throw CommandError("the config '\(path)' \(problem.reason); give the path of a bench.yml", exitCode: 5)
    }
    // Each file is checked before the run, written whole after it.
    for report in save { try AtomicFile.prepare(report.path) }
    let config = try gate.loadConfig()
    if times && countsOnly { throw CommandError("--times and --counts-only contradict each other; give one") }
    // An app's gate compares counts, which are the same on every machine; times on request.
    let countsOnly = self.countsOnly || (config != nil && !times)
    if noBaseline && (config?.budgets?.isEmpty ?? true) {
      throw CommandError(
        "--no-baseline checks a config's budgets, and there are none; give --config with budgets, or a baseline"
      )
    }
    let measured: GateOptions.Measured
    var comparison: BaselineComparison
    if noBaseline {
      // Budgets are stated up front: they need no baseline.
      measured = try gate.measure(config, quiet: quiet)
      comparison = BaselineComparison(
        breaches: [], cases: measured.baseline.entries.map { ($0.workload, $0.engine) })
    } else {
      let reference = try Self.load(baseline)
      measured = try gate.measure(config, quiet: quiet)
      do {
        comparison = try BaselineComparison(
          baseline: reference, current: measured.baseline, timeTolerance: timeTolerance,
          countsOnly: countsOnly)
      } catch let error as BaselineMismatch {
        throw CommandError(error.description, exitCode: 5)
      }
    }
    comparison.breaches = measured.budgets?.breaches(in: measured.results) ?? []
    let places = CheckPlaces(
      screens: measured.screenPlaces,
      setup: CheckPlaces.Place(file: noBaseline ? gate.config ?? baseline : baseline, line: 1))
    for report in save {
      let text = try report.format.render(
        comparison, timeTolerance: timeTolerance, countsOnly: countsOnly || noBaseline, places: places)
      try AtomicFile.write(Data(text.utf8), to: report.path)
    }
    if BuildInfo.isDebug && format == .markdown { print("> \(BuildInfo.debugWarning)\n") }
    print(
      try format.render(
        comparison, timeTolerance: timeTolerance, countsOnly: countsOnly || noBaseline, places: places),
      terminator: "")
    let code = comparison.verdict.exitCode(failOnImprovement: failOnImprovement)
    if code != 0 { throw ExitCode(code) }
  }

  /// Reads a baseline, or fails with exit code 5 and what to do.
  static func load(_ path: String) throws -> Baseline {
    let data: Data
    do {
      data = try InputFile.read(path)
    } catch .missing {
      throw CommandError(
        "no baseline at '\(path)'; create one with 'bench baseline update --out \(path)', or check budgets alone with --no-baseline",
        exitCode: 5)
    } catch {
      throw CommandError(
        "the baseline '\(path)' \(error.reason); give the path of a baseline file", exitCode: 5)
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
