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
      unreadable, malformed or mismatched baseline, or one that names none of the run's views \
      (--no-baseline checks a config's budgets alone); 1 any mistake on the command line or in \
      the config, found before any baseline is read, or any other error. Prints what moved as \
      --format says; with --format github an error that ends the check is an ::error annotation.
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
    if times && countsOnly { throw CommandError("--times and --counts-only contradict each other; give one") }
    // Each file is checked before the run, written whole after it.
    for report in save { try AtomicFile.prepare(report.path) }
    // Every mistake of the command line or the config (exit 1) before any baseline is read.
    let config = try gate.loadConfig()
    // An app's gate compares counts, which are the same on every machine; times on request.
    let countsOnly = self.countsOnly || (config != nil && !times)
    if noBaseline && (config?.budgets?.isEmpty ?? true) {
      throw CommandError(
        "--no-baseline checks a config's budgets, and there are none; give --config with budgets, or a baseline"
      )
    }
    let prepared = try gate.prepare(config)
    let update = gate.updateCommand(out: baseline)
    let budgetsAlone = gate.config.flatMap { path in
      config?.budgets.map { _ in "bench check --config \(GateOptions.quoted(path)) --no-baseline" }
    }
    let reference = noBaseline ? nil : try Self.load(baseline, update: update, budgetsAlone: budgetsAlone)
    let measured = try gate.measure(prepared, quiet: quiet)
    var comparison: BaselineComparison
    if let reference {
      do {
        comparison = try BaselineComparison(
          baseline: reference, current: measured.baseline, timeTolerance: timeTolerance,
          countsOnly: countsOnly)
      } catch let error as BaselineMismatch {
        throw CommandError(
          "the baseline '\(baseline)' cannot judge this check: \(error); re-record it with '\(update)' and commit it",
          exitCode: 5)
      }
    } else {
      // Budgets are stated up front: they need no baseline.
      comparison = BaselineComparison(
        breaches: [], cases: measured.baseline.entries.map { ($0.workload, $0.engine) })
    }
    comparison.breaches = measured.budgets?.breaches(in: measured.results) ?? []
    let paths = gate.paths
    let context = CheckContext(
      places: CheckPlaces(
        screens: measured.screenPlaces,
        setup: CheckPlaces.Place(file: paths.key(noBaseline ? gate.config ?? baseline : baseline), line: 1)),
      paths: paths, updateCommand: update, results: measured.results)
    for report in save {
      let text = try report.format.render(
        comparison, timeTolerance: timeTolerance, countsOnly: countsOnly || noBaseline, context: context)
      try AtomicFile.write(Data(text.utf8), to: report.path)
    }
    if BuildInfo.isDebug && format == .markdown { print("> \(BuildInfo.debugWarning)\n") }
    print(
      try format.render(
        comparison, timeTolerance: timeTolerance, countsOnly: countsOnly || noBaseline, context: context),
      terminator: "")
    let code = comparison.verdict.exitCode(failOnImprovement: failOnImprovement)
    if code != 0 { throw ExitCode(code) }
  }

  /// Whether `arguments` (the whole command line) ask `bench check` for GitHub's workflow
  /// commands, so that an error ending it is an annotation too.
  static func annotatesErrors(_ arguments: [String]) -> Bool {
    let words = Array(arguments.dropFirst())
    guard words.first == commandName else { return false }
    return words.contains("--format=\(CheckFormat.github.rawValue)")
      || zip(words, words.dropFirst()).contains { $0 == "--format" && $1 == CheckFormat.github.rawValue }
  }

  private static var commandName: String { configuration.commandName ?? "check" }

  /// Reads a baseline, or fails with exit code 5 and the whole command that records one
  /// (`update`), or that checks the budgets alone.
  static func load(_ path: String, update: String, budgetsAlone: String?) throws -> Baseline {
    let data: Data
    do {
      data = try InputFile.read(path)
    } catch .missing {
      throw CommandError(
        "no baseline at '\(path)'; record one with '\(update)' and commit it\(budgetsAlone.map { ", or check the budgets alone with '\($0)'" } ?? "")",
        exitCode: 5)
    } catch {
      throw CommandError(
        "the baseline '\(path)' \(error.reason); give the path of a baseline file", exitCode: 5)
    }
    do {
      return try Baseline.decode(data)
    } catch .unsupportedVersion(let version, let supported) where version == 2 {
      throw CommandError(
        "cannot use the baseline '\(path)': it has version \(version), whose views are keyed by their path from the folder bench ran in, and this build reads only version \(supported), keyed from the config's folder; re-record it with '\(update)' and commit it",
        exitCode: 5)
    } catch {
      throw CommandError(
        "cannot use the baseline '\(path)': \(error); re-record it with '\(update)'", exitCode: 5)
    }
  }
}
