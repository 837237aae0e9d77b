import ArgumentParser
import Foundation
import InvalidationBench

/// `bench baseline`: manages the baseline that `bench check` compares with.
struct BaselineCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "baseline", abstract: "Manage the baseline that 'bench check' compares with.",
    subcommands: [Update.self])

  /// `bench baseline update`: runs the ci preset and writes its counts and normalized times.
  struct Update: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "update", abstract: "Run the ci preset and write a new baseline.")

    @Option(help: ArgumentHelp("Where to write the baseline.", valueName: "file"))
    var out: String = "results/baseline.json"

    @Flag(help: "Print no progress and no summary on stderr.")
    var quiet = false

    func run() throws {
      try AtomicFile.prepare(out)
      if BuildInfo.isDebug {
        FileHandle.standardError.write(Data("\(BuildInfo.debugWarning)\n".utf8))
      }
      let baseline = try BaselineCommand.measure(quiet: quiet)
      try AtomicFile.write(try baseline.encoded(), to: out)
      note(
        "wrote \(out): \(baseline.entries.count) workload × engine entries (preset \(baseline.preset))",
        quiet: quiet)
    }
  }

  /// Runs the ci preset and returns it as a baseline.
  static func measure(quiet: Bool) throws -> Baseline {
    let preset = Preset.ci
    let progress = Progress(quiet: quiet)
    let options = preset.options
    let cases = try BenchmarkRunner(options: options).run(preset.cases, onEvent: progress.handle)
    let results = BenchmarkResults(
      environment: .current(options: options, preset: preset.rawValue), cases: cases)
    return Baseline(preset: preset.rawValue, results: results)
  }
}
