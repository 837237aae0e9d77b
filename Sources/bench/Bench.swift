import ArgumentParser

/// `bench`: measures what each way of invalidating a SwiftUI-style view tree costs.
@main
struct Bench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure what each way of invalidating a SwiftUI-style view tree costs.",
    discussion: """
      With no subcommand, runs the whole catalogue at default parameters on every engine, prints \
      a table per workload and writes results.csv, frames.csv, report.md and results.json to \
      results/latest. Time only release builds: swift run -c release bench.
      """,
    subcommands: [RunCommand.self, ListCommand.self, CheckCommand.self, BaselineCommand.self],
    defaultSubcommand: RunCommand.self)
}
