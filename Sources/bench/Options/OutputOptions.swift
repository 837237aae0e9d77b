import ArgumentParser
import InvalidationBench

extension ReportFormat: ExpressibleByArgument {}

/// Where results go and what is printed.
struct OutputOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Folder for \(ReportFormat.fileNames.joined(separator: ", ")); replaced as a whole, so it may hold only bench's files.",
      valueName: "dir"),
    completion: .directory)
  var out: String = "results/latest"

  @Option(
    help: ArgumentHelp(
      "What to print on stdout: "
        + ReportFormat.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: ", ") + "."))
  var format: ReportFormat = .table

  @Flag(help: "In the per-view table, the views in the tree's order instead of the most evaluated first.")
  var tree = false

  @Flag(help: "Print nothing on stdout and no progress; only write the files.")
  var quiet = false

  @Flag(help: "Open report.html in the default browser when the run is done.")
  var open = false

  @Flag(help: "Draw charts (needs gnuplot; the script comes with bench) into the folder with the reports.")
  var plot = false
}
