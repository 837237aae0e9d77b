import ArgumentParser
import Foundation
import InvalidationBench

/// `bench baseline`: manages the baseline that `bench check` compares with.
struct BaselineCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "baseline", abstract: "Manage the baseline that 'bench check' compares with.",
    subcommands: [Update.self])

  /// `bench baseline update`: runs the ci preset, or the screens chosen, and writes their
  /// counts (per case and engine, and per view) and normalized times.
  struct Update: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "update",
      abstract:
        "Run the ci preset, or the screens chosen (--config, --swiftui, --screen), and write a new baseline.")

    @OptionGroup var gate: GateOptions

    @Option(
      help: ArgumentHelp("Where to write the baseline.", valueName: "file"),
      completion: .file(extensions: ["json"]))
    var out: String = "results/baseline.json"

    @Flag(help: "Print no progress and no summary on stderr.")
    var quiet = false

    func run() throws {
      try AtomicFile.prepare(out)
      let prepared = try gate.prepare(try gate.loadConfig())
      if BuildInfo.isDebug {
        FileHandle.standardError.write(Data("\(BuildInfo.debugWarning)\n".utf8))
      }
      let measured = try gate.measure(prepared, quiet: quiet).baseline
      // Only what changed is rewritten: a baseline that no count moved stays byte for byte.
      let previous = (try? InputFile.read(out)).flatMap { try? Baseline.decode($0) }
      let (baseline, changed) =
        previous.map { measured.keepingUnchanged(from: $0) } ?? (measured, measured.entries.count)
      try AtomicFile.write(try baseline.encoded(), to: out)
      note(
        "wrote \(out): \(baseline.entries.count) workload × engine entries (preset \(baseline.preset)), \(changed) changed",
        quiet: quiet)
    }
  }
}
