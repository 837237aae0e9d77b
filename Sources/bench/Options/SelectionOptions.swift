import ArgumentParser
import InvalidationBench

extension StoreFlavour: ExpressibleByArgument {}
extension ClosureComparison: ExpressibleByArgument {}
extension Platform: ExpressibleByArgument {}

/// What to run: workloads, engines and parameters.
struct SelectionOptions: ParsableArguments {
  @Option(
    name: .customLong("workload"),
    help:
      "A workload to run (repeatable), or all: \(WorkloadCatalog.all.map(\.name).joined(separator: ", ")). See 'bench list'.",
    completion: .list(["all"] + WorkloadCatalog.all.map(\.name))
  )
  var workloads: [String] = []

  @Option(
    name: .customLong("screen"),
    help: ArgumentHelp(
      "A screen file to run (repeatable; with --workload, both run). See docs/own-screen.md.",
      valueName: "file.yaml"),
    completion: .file(extensions: ["yaml", "yml"]))
  var screens: [String] = []

  @Option(
    name: .customLong("swiftui"), parsing: .upToNextOption,
    help: ArgumentHelp(
      "SwiftUI source files or folders to import and run as one screen (the files together make the screen). See docs/swiftui-import.md.",
      valueName: "file.swift|folder"),
    completion: .file(extensions: ["swift"]))
  var swiftFiles: [String] = []

  @Option(help: "With --swiftui: the root view, when the files have several candidates.")
  var root: String?

  @Option(
    help: ArgumentHelp(
      "With --swiftui: a YAML file whose trace: replaces the imported screen's default trace.",
      valueName: "file.yaml"),
    completion: .file(extensions: ["yaml", "yml"]))
  var trace: String?

  @Option(
    help: ArgumentHelp(
      "With --swiftui: the platform #if is read for.",
      valueName: "platform"))
  var platform: Platform = .ios

  @Option(
    name: .customLong("engine"),
    help:
      "An engine to run (repeatable), or all: \(([EngineKind.asWritten] + EngineKind.strategies).map(\.rawValue).joined(separator: ", ")). The oracle always runs; as-written only on imported screens.",
    completion: .list(["all"] + ([EngineKind.asWritten] + EngineKind.strategies).map(\.rawValue))
  )
  var engines: [String] = []

  @Option(
    name: .customLong("param"),
    help: ArgumentHelp(
      "Set a workload parameter (repeatable, each once), e.g. --param cards=10.", valueName: "name=value"))
  var parameters: [String] = []

  @Option(
    help: ArgumentHelp(
      "Frames to run: --param frames=N for the chosen workloads that have frames.", valueName: "n"))
  var frames: Int?

  @Option(
    name: .customLong("sweep"),
    help: ArgumentHelp(
      "Run every value of one parameter, e.g. --sweep cards=10,100,1000 (once per run).",
      valueName: "name=v1,v2,…"))
  var sweeps: [String] = []

  @Option(
    parsing: .unconditional, help: "Seed of the traces of workloads that make random choices (default 42).")
  var seed: Int?

  @Option(help: "Store flavour of the scoped engine.")
  var scopedObservation: StoreFlavour = .observable

  @Option(
    help: ArgumentHelp(
      "How a closure re-created by a parent compares (R3).",
      valueName: "mode"))
  var closures: ClosureComparison = .neverEqual

  /// The cases chosen, and the run options they select (engines, scoped flavour, closures),
  /// or a `SelectionError`.
  func resolve() throws -> (
    cases: [BenchmarkCase], options: RunOptions, warnings: [ImportWarning], summary: ImportSummary?
  ) {
    for path in swiftFiles where !path.hasSuffix(".swift") && InputFile.problem(path) == nil {
      throw CommandError(
        "'\(path)' is not a Swift file; give --swiftui .swift files, or folders that hold them")
    }
    var parameters = self.parameters
    if let frames {
      if parameters.contains(where: {
        $0.split(separator: "=").first?.trimmingCharacters(in: .whitespaces) == "frames"
      }) {
        throw CommandError("--frames and --param frames= both set the frames; give one of them")
      }
      parameters.append("frames=\(frames)")
    }
    var files: [any Workload] = []
    for path in screens { files.append(try ScreenFile(contentsOf: path)) }
    var warnings: [ImportWarning] = []
    var summary: ImportSummary?
    if swiftFiles.isEmpty {
      if root != nil {
        throw CommandError("--root chooses the root of a --swiftui screen; add --swiftui FILE.swift")
      }
      if trace != nil {
        throw CommandError("--trace gives the trace of a --swiftui screen; add --swiftui FILE.swift")
      }
    } else {
      let imported = try ImportedScreen.workload(
        swiftFiles: swiftFiles, root: root, tracePath: trace, platform: platform)
      files.append(imported.workload)
      warnings = imported.warnings
      summary = imported.summary
    }
    let cases = try CaseSelection.cases(
      workloads: workloads, screens: files, parameters: parameters, sweeps: sweeps, seed: seed)
    var options = RunOptions()
    options.engines = try CaseSelection.engines(self.engines, workloads: cases.map(\.workload))
    options.scopedObservation = scopedObservation
    options.closures = closures
    return (cases, options, warnings, summary)
  }
}
