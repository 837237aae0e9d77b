import ArgumentParser
import Foundation
import InvalidationBench

/// What `bench baseline update` and `bench check` run: the screens of a config file, any
/// selection `bench run` takes, or, with neither, the ci preset (docs/ci.md).
struct GateOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "A config file listing the app's screens, engines and budgets (docs/ci.md).", valueName: "file.yml"))
  var config: String?

  @OptionGroup var selection: SelectionOptions

  /// What was run, as a baseline, with the full results and the budgets to check.
  struct Measured {
    let baseline: Baseline
    let results: BenchmarkResults
    let budgets: Budgets?
  }

  /// Runs the chosen cases at the ci preset's repetitions.
  func measure(quiet: Bool) throws -> Measured {
    let preset = Preset.ci
    var options = preset.options
    var cases = preset.cases
    var budgets: Budgets?
    var name = preset.rawValue
    var summaries: [ImportSummary] = []
    if let config {
      guard !selection.isGiven else {
        throw CommandError(
          "--config lists the screens; give the others in the config file, not on the command line")
      }
      let loaded = try CheckConfig.load(config)
      (cases, summaries) = try Self.cases(of: loaded)
      options.engines = try CaseSelection.engines(loaded.engines ?? [], workloads: cases.map(\.workload))
      budgets = loaded.budgets
      name = "screens"
    } else if selection.isGiven {
      let (chosen, selected, _, summary) = try selection.resolve()
      cases = chosen
      options.engines = selected.engines
      options.scopedObservation = selected.scopedObservation
      options.closures = selected.closures
      summaries = summary.map { [$0] } ?? []
      name = "screens"
    }
    if !quiet {
      for summary in summaries { FileHandle.standardError.write(Data("\(summary.text)\n".utf8)) }
    }
    let progress = Progress(quiet: quiet)
    let results = BenchmarkResults(
      environment: .current(options: options, preset: name),
      cases: try BenchmarkRunner(options: options).run(cases, onEvent: progress.handle))
    return Measured(baseline: Baseline(preset: name, results: results), results: results, budgets: budgets)
  }

  /// The config's budgets, if a config is given.
  func budgets() throws -> Budgets? {
    try config.map { try CheckConfig.load($0) }?.budgets
  }

  /// The cases of a config's screens, and the import summaries of those from source.
  private static func cases(of config: CheckConfig) throws -> ([BenchmarkCase], [ImportSummary]) {
    var screens: [any Workload] = []
    var workloads: [String] = []
    var summaries: [ImportSummary] = []
    for entry in config.screens {
      if let paths = entry.swiftui {
        let imported = try ImportedScreen.workload(
          swiftFiles: paths, root: entry.root, tracePath: entry.trace, name: entry.name)
        screens.append(imported.workload)
        summaries.append(imported.summary)
      } else if let path = entry.screen {
        screens.append(try ScreenFile(contentsOf: path))
      } else if let workload = entry.workload {
        workloads.append(workload)
      }
    }
    let cases = try CaseSelection.cases(workloads: workloads, screens: screens, parameters: [], seed: nil)
    return (cases, summaries)
  }
}

extension SelectionOptions {
  /// Whether the command line chose cases of its own.
  var isGiven: Bool { !workloads.isEmpty || !screens.isEmpty || !swiftFiles.isEmpty }
}
