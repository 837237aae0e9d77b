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
  @OptionGroup var output: OutputOptions

  func run() throws {
    do {
      try execute()
    } catch let error as ExitCode {
      throw error
    } catch {
      throw CommandError.report(error)
    }
  }

  private func execute() throws {
    let (cases, engines, scoped) = try selection.resolve()
    if output.plot { try Plotting.checkAvailable() }
    try ReportFiles.prepare(output.out)
    let options = measurement.runOptions(engines: engines, scoped: scoped)
    let progress = Progress(quiet: output.quiet)
    if BuildInfo.isDebug && !output.quiet {
      FileHandle.standardError.write(Data("\(BuildInfo.debugWarning)\n".utf8))
    }
    let results = BenchmarkResults(
      environment: .current(options: options),
      cases: BenchmarkRunner(options: options).run(cases, onEvent: progress.handle))
    try ReportFiles.write(results, to: output.out)
    if !output.quiet {
      print(try Self.render(results, as: output.format), terminator: "")
    }
    if output.plot {
      try Plotting.run(results: output.out)
    }
  }

  /// What stdout shows for `format`.
  static func render(_ results: BenchmarkResults, as format: OutputFormat) throws -> String {
    switch format {
    case .csv: return CSVReportWriter.render(results)
    case .markdown: return MarkdownReportWriter.render(results)
    case .json: return String(decoding: try results.encoded(), as: UTF8.self) + "\n"
    case .table: return TerminalTableWriter.render(results)
    }
  }
}
