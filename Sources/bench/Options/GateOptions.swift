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
    /// The results, each view's `FILE:LINE` as the baseline keys it (`CheckPaths.keyed`).
    let results: BenchmarkResults
    let budgets: Budgets?
    /// Where the config declares each screen, by workload name, its file as the baseline keys
    /// it.
    let screenPlaces: [String: CheckPlaces.Place]
  }

  /// What will run, chosen and checked before any baseline is read: every mistake of the
  /// command line or of the config is found here.
  struct Prepared {
    let config: CheckConfig?
    let cases: [BenchmarkCase]
    let options: RunOptions
    /// `ci` for the preset, `screens` for a selection.
    let name: String
    let summaries: [ImportSummary]
    let screenPlaces: [String: CheckPlaces.Place]
  }

  /// The folders the gate's paths are written from: the config's, or the repository's root.
  var paths: CheckPaths { CheckPaths.of(config: config) }

  /// The config file, read and checked, if one is given; a choice on the command line beside
  /// it, or options with no screens to apply to, are refused.
  func loadConfig() throws -> CheckConfig? {
    guard let config else {
      if !selection.choosesCases && selection.hasOptions {
        throw CommandError(
          "--engine, --param, --frames, --sweep, --seed, --root and --trace apply to the screens chosen with --swiftui, --screen or --workload; the ci preset runs as it is"
        )
      }
      return nil
    }
    guard !selection.choosesCases && !selection.hasOptions else {
      throw CommandError(
        "--config lists the screens, their roots, traces and engines; give them in \(config), not on the command line (engines under engines:)"
      )
    }
    return try CheckConfig.load(config)
  }

  /// The cases to run, at the ci preset's repetitions: the screens of `config` (from
  /// `loadConfig()`), those the command line chose, or the ci preset.
  func prepare(_ config: CheckConfig?) throws -> Prepared {
    let preset = Preset.ci
    var options = preset.options
    if let config {
      let (cases, summaries, places) = try Self.cases(of: config, paths: paths)
      // The app's gate judges the app's code: as-written (and the oracle) unless the config
      // lists engines, or a screen has no code as written (docs/ci.md, "The config file").
      let asWritten = cases.allSatisfy(\.workload.runsAsWritten) ? [EngineKind.asWritten.rawValue] : []
      do {
        options.engines = try CaseSelection.engines(
          config.engines ?? asWritten, workloads: cases.map(\.workload))
      } catch .nothingAsWritten {
        throw config.mistakeInEngines(
          "'engines' names as-written, which runs only on screens imported from Swift (swiftui:) whose models are all of one kind; list the other engines, or leave engines: out"
        )
      } catch {
        throw config.mistakeInEngines(error.description)
      }
      return Prepared(
        config: config, cases: cases, options: options, name: "screens", summaries: summaries,
        screenPlaces: places)
    }
    guard selection.choosesCases else {
      return Prepared(
        config: nil, cases: preset.cases, options: options, name: preset.rawValue, summaries: [],
        screenPlaces: [:])
    }
    let (chosen, selected, _, summary) = try selection.resolve()
    options.engines = selected.engines
    options.scopedObservation = selected.scopedObservation
    options.closures = selected.closures
    return Prepared(
      config: nil, cases: chosen, options: options, name: "screens", summaries: summary.map { [$0] } ?? [],
      screenPlaces: [:])
  }

  /// Runs what `prepare` chose.
  func measure(_ prepared: Prepared, quiet: Bool) throws -> Measured {
    if !quiet {
      for summary in prepared.summaries { FileHandle.standardError.write(Data("\(summary.text)\n".utf8)) }
    }
    let progress = Progress(quiet: quiet)
    let results = paths.keyed(
      BenchmarkResults(
        environment: .current(options: prepared.options, preset: prepared.name),
        cases: try BenchmarkRunner(options: prepared.options).run(prepared.cases, onEvent: progress.handle)))
    let budgets = prepared.config?.budgets
    if let budgets {
      // A misspelt view name would otherwise judge nothing.
      let shown = Set(results.cases.flatMap { $0.engines.flatMap { $0.viewTypes.map(\.name) } })
      if let unknown = budgets.noWaste.first(where: { !shown.contains($0) }) {
        throw CommandError(
          "\(self.config ?? "the config")'s budget no-waste names '\(unknown)', which no screen shows; check the view's name"
        )
      }
    }
    return Measured(
      baseline: Baseline(preset: prepared.name, results: results), results: results, budgets: budgets,
      screenPlaces: prepared.screenPlaces)
  }

  /// The cases of a config's screens, the import summaries of those from source, and where
  /// each is declared; an unknown root is a mistake at the config's `root:`.
  private static func cases(of config: CheckConfig, paths: CheckPaths) throws -> (
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
          places[name] = CheckPlaces.Place(file: paths.key(config.path), line: config.screenLines[index])
        }
      }
      if let files = entry.swiftui {
        do {
          let imported = try ImportedScreen.workload(
            swiftFiles: files, root: entry.root, tracePath: entry.trace, name: entry.name,
            platform: entry.platform ?? .ios)
          screens.append(imported.workload)
          summaries.append(imported.summary)
        } catch let error as SelectionError {
          throw config.mistake(screen: index, key: "root", error.description)
        }
      } else if let path = entry.screen {
        screens.append(try ScreenFile(contentsOf: path))
      } else if let workload = entry.workload {
        guard WorkloadCatalog.workload(named: workload) != nil else {
          throw config.mistake(
            screen: index, key: "workload", SelectionError.unknownWorkload(workload).description)
        }
        workloads.append(workload)
      }
    }
    do {
      let cases = try CaseSelection.cases(workloads: workloads, screens: screens, parameters: [], seed: nil)
      return (cases, summaries, places)
    } catch {
      throw CommandError("\(config.path): \(error.description)")
    }
  }

  /// The `bench baseline update` that records what this selection runs into `out`, whole, as
  /// a hint gives it.
  func updateCommand(out: String) -> String {
    var words = ["bench", "baseline", "update"]
    if let config {
      words += ["--config", config]
    } else {
      words += selection.arguments
    }
    words += ["--out", out]
    return words.map(Self.quoted).joined(separator: " ")
  }

  /// `word` as a shell reads it back: quoted when it holds anything but plain characters.
  static func quoted(_ word: String) -> String {
    let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:,@+".contains($0) }
    return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

extension SelectionOptions {
  /// Whether the command line chose cases of its own.
  var choosesCases: Bool { !workloads.isEmpty || !screens.isEmpty || !swiftFiles.isEmpty }

  /// Whether it gave options of the cases chosen (engines, parameters, a root, a trace).
  var hasOptions: Bool { !engines.isEmpty || hasCaseOptions }

  /// Whether it gave options of the cases chosen other than engines.
  var hasCaseOptions: Bool {
    !parameters.isEmpty || !sweeps.isEmpty || seed != nil || root != nil || trace != nil || frames != nil
  }

  /// The selection as words of a command line that makes it again.
  var arguments: [String] {
    var words: [String] = []
    if !swiftFiles.isEmpty { words += ["--swiftui"] + swiftFiles }
    if let root { words += ["--root", root] }
    if let trace { words += ["--trace", trace] }
    if platform != .ios { words += ["--platform", platform.rawValue] }
    words += screens.flatMap { ["--screen", $0] } + workloads.flatMap { ["--workload", $0] }
    words += engines.flatMap { ["--engine", $0] } + parameters.flatMap { ["--param", $0] }
    if let frames { words += ["--frames", "\(frames)"] }
    words += sweeps.flatMap { ["--sweep", $0] }
    if let seed { words += ["--seed", "\(seed)"] }
    if scopedObservation != .observable { words += ["--scoped-observation", scopedObservation.rawValue] }
    if closures != .neverEqual { words += ["--closures", closures.rawValue] }
    return words
  }
}
