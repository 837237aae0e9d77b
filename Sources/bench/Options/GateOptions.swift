import ArgumentParser
import Foundation
import InvalidationBench

/// What `bench baseline update` and `bench check` run: the screens of a config file, any
/// selection `bench run` takes, or, with neither, the ci preset (docs/ci.md).
struct GateOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "A config file listing the app's screens, engines and budgets (docs/ci.md).", valueName: "file.yml"),
    completion: .file(extensions: ["yml", "yaml"]))
  var config: String?

  @OptionGroup var selection: SelectionOptions

  /// What was run, as a baseline, with the full results and the budgets to check.
  struct Measured {
    let baseline: Baseline
    let results: BenchmarkResults
    let budgets: Budgets?
    /// Where the config declares each screen, by workload name.
    let screenPlaces: [String: CheckPlaces.Place]
  }

  /// The config file, read and checked, if one is given; a choice on the command line beside
  /// it, or options with no screens to apply to, are refused.
  func loadConfig() throws -> CheckConfig? {
    guard let config else {
      if !selection.choosesCases && selection.hasOptions {
        throw CommandError(
          "--engine, --param, --sweep, --seed, --root and --trace apply to the screens chosen with --swiftui, --screen or --workload; the ci preset runs as it is"
        )
      }
      return nil
    }
    // The engines may be chosen per run (a CI job comparing more); the screens are the file's.
    guard !selection.choosesCases && !selection.hasCaseOptions else {
      throw CommandError(
        "--config lists the screens, their roots and traces; give them in the config file, not on the command line (only --engine replaces the config's engines)"
      )
    }
    return try CheckConfig.load(config)
  }

  /// Runs, at the ci preset's repetitions, the screens of `config` (from `loadConfig()`),
  /// those the command line chose, or the ci preset.
  func measure(_ config: CheckConfig?, quiet: Bool) throws -> Measured {
    let preset = Preset.ci
    var options = preset.options
    var cases = preset.cases
    var name = preset.rawValue
    var summaries: [ImportSummary] = []
    var places: [String: CheckPlaces.Place] = [:]
    if let config {
      (cases, summaries, places) = try Self.cases(of: config, path: self.config ?? "")
      // The app's gate judges the app's code: as-written (and the oracle) unless the config
      // lists engines, or a screen has no code as written (docs/ci.md, "The config file").
      let asWritten = cases.allSatisfy(\.workload.runsAsWritten) ? [EngineKind.asWritten.rawValue] : []
      let chosen = selection.engines.isEmpty ? config.engines ?? asWritten : selection.engines
      options.engines = try CaseSelection.engines(chosen, workloads: cases.map(\.workload))
      name = "screens"
    } else if selection.choosesCases {
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
    if let budgets = config?.budgets {
      // A misspelt view name would otherwise judge nothing.
      let shown = Set(results.cases.flatMap { $0.engines.flatMap { $0.viewTypes.map(\.name) } })
      if let unknown = budgets.noWaste.first(where: { !shown.contains($0) }) {
        throw CommandError(
          "\(self.config ?? "the config")'s budget no-waste names '\(unknown)', which no screen shows; check the view's name"
        )
      }
    }
    return Measured(
      baseline: Baseline(preset: name, results: results), results: results, budgets: config?.budgets,
      screenPlaces: places)
  }

  /// The cases of a config's screens, and the import summaries of those from source.
  private static func cases(of config: CheckConfig, path: String) throws -> (
    [BenchmarkCase], [ImportSummary], [String: CheckPlaces.Place]
  ) {
    var screens: [any Workload] = []
    var workloads: [String] = []
    var summaries: [ImportSummary] = []
    var places: [String: CheckPlaces.Place] = [:]
    for (index, entry) in config.screens.enumerated() {
      defer {
        let name = entry.workload ?? screens.last?.name
        if let name, index < config.screenLines.count {
          places[name] = CheckPlaces.Place(file: path, line: config.screenLines[index])
        }
      }
      if let paths = entry.swiftui {
        let imported = try ImportedScreen.workload(
          swiftFiles: paths, root: entry.root, tracePath: entry.trace, name: entry.name,
          platform: entry.platform ?? .ios)
        screens.append(imported.workload)
        summaries.append(imported.summary)
      } else if let path = entry.screen {
        screens.append(try ScreenFile(contentsOf: path))
      } else if let workload = entry.workload {
        workloads.append(workload)
      }
    }
    let cases = try CaseSelection.cases(workloads: workloads, screens: screens, parameters: [], seed: nil)
    return (cases, summaries, places)
  }
}

extension SelectionOptions {
  /// Whether the command line chose cases of its own.
  var choosesCases: Bool { !workloads.isEmpty || !screens.isEmpty || !swiftFiles.isEmpty }

  /// Whether it gave options of the cases chosen (engines, parameters, a root, a trace).
  var hasOptions: Bool { !engines.isEmpty || hasCaseOptions }

  /// Whether it gave options of the cases chosen other than engines.
  var hasCaseOptions: Bool {
    !parameters.isEmpty || !sweeps.isEmpty || seed != nil || root != nil || trace != nil
  }
}
