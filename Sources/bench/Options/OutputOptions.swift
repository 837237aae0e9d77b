import ArgumentParser

/// What the command prints on stdout.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case table, csv, markdown, json
}

/// Where results go and what is printed.
struct OutputOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp("Folder for results.csv, frames.csv, report.md and results.json.", valueName: "dir"))
  var out: String = "results/latest"

  @Option(
    help: "What to print on stdout: table, csv (results.csv), markdown (report.md) or json (results.json).")
  var format: OutputFormat = .table

  @Flag(help: "Print nothing on stdout and no progress; only write the files.")
  var quiet = false

  @Flag(help: "Draw charts with scripts/plot.sh (needs gnuplot) after writing the reports.")
  var plot = false
}
