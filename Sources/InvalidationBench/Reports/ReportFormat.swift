/// The forms a run's results take: the one list that `--format`, its help text and the
/// report files come from. Each writes a file of its own, except the terminal table.
public enum ReportFormat: String, Sendable, CaseIterable {
  case table
  case csv
  case frames
  case markdown
  case json
  case html

  /// The file this form is written to in the output folder, if any.
  public var fileName: String? {
    switch self {
    case .table: nil
    case .csv: "results.csv"
    case .frames: "frames.csv"
    case .markdown: "report.md"
    case .json: "results.json"
    case .html: "report.html"
    }
  }

  /// One line for the help text.
  public var summary: String {
    switch self {
    case .table: "the engine tables, for a terminal"
    case .csv: "results.csv, one row per case and engine"
    case .frames: "frames.csv, one row per case, engine and frame"
    case .markdown: "report.md"
    case .json: "results.json, everything, versioned"
    case .html: "report.html, the view tree as a heat map, for a browser"
    }
  }

  /// The whole text of this form.
  public func render(_ results: BenchmarkResults) throws -> String {
    var text = ""
    try write(results, to: &text)
    return text
  }

  /// Writes this form to `stream` as it is produced: frames.csv, which grows with the frames,
  /// is never held whole in memory.
  public func write(_ results: BenchmarkResults, to stream: inout some TextOutputStream) throws {
    switch self {
    case .table: stream.write(TerminalTableWriter.render(results))
    case .csv: stream.write(CSVReportWriter.render(results))
    case .frames: FramesCSVWriter.write(results, to: &stream)
    case .markdown: stream.write(MarkdownReportWriter.render(results))
    case .json: stream.write(String(decoding: try results.encoded(), as: UTF8.self) + "\n")
    case .html: stream.write(HTMLReportWriter.render(results))
    }
  }

  /// Every report file's name, in this list's order.
  public static var fileNames: [String] { allCases.compactMap(\.fileName) }

  /// The forms that are files, in this list's order.
  public static var files: [ReportFormat] { allCases.filter { $0.fileName != nil } }
}
