import ArgumentParser
import Foundation
import InvalidationBench

/// `bench run` (the default): runs cases, prints them and writes the reports.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Run workloads on engines; print a table per workload and write the reports.")

  @OptionGroup var selection: SelectionOptions
  @OptionGroup var measurement: MeasurementOptions
  @OptionGroup var warningOptions: WarningOptions
  @OptionGroup var output: OutputOptions

  func run() throws {
    // What needs no import is checked before it runs.
    try measurement.check()
    if output.plot { try Plotting.checkAvailable() }
    let folder = ReportFolder(output.out)
    try folder.prepare()
    let (cases, selected, warnings, summary) = try selection.resolve()
    if !output.quiet {
      warningOptions.print(warnings)
      if let summary { FileHandle.standardError.write(Data("\(summary.text)\n".utf8)) }
    }
    let options = measurement.runOptions(selected)
    if BuildInfo.isDebug && !output.quiet {
      FileHandle.standardError.write(Data("\(BuildInfo.debugWarning)\n".utf8))
    }
    let progress = Progress(quiet: output.quiet)
    let results = BenchmarkResults(
      environment: .current(options: options),
      cases: try BenchmarkRunner(options: options).run(cases, onEvent: progress.handle))
    let files: [ReportFolder.File] = ReportFormat.files.map { format in
      (format.fileName!, { sink in try format.write(results, to: &sink) })
    }
    try folder.publish(files) { staging in
      if output.plot { try Plotting.run(results: staging) }
    }
    if !output.quiet {
      var out = StandardOutputStream()
      if output.format == .table {
        out.write(
          TerminalTableWriter.render(
            results, viewOrder: output.tree ? .tree : .hottest,
            paint: .standardOutput, width: TerminalWidth.standardOutput()))
      } else {
        try output.format.write(results, to: &out)
      }
      for result in results.cases {
        if let drivers = result.imported?.drivers {
          FileHandle.standardError.write(Data("import: \(drivers)\n".utf8))
        }
        if let nothing = result.imported?.nothingHappened(in: result.workload) {
          FileHandle.standardError.write(Data("\(nothing)\n".utf8))
        }
      }
    }
    let report = ReportOpener.address(in: folder)
    note(
      "wrote \(files.map(\.name).joined(separator: ", "))\(output.plot ? " and charts" : "") to \(output.out); see \(report)",
      quiet: output.quiet)
    if output.open { ReportOpener.open(report) }
  }
}
