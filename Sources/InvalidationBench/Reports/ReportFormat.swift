/// The forms a run's results take: the one list that `--format`, its help text and the
/// report files come from. Each writes a file of its own, except the terminal table.
public enum ReportFormat: String, Sendable, CaseIterable {
  case table
  case csv
  case frames
  case markdown
  case json

  /// The file this form is written to in the output folder, if any.
  public var fileName: String? {
    switch self {
    case .table: nil
    case .csv: "results.csv"
    case .frames: "frames.csv"
    case .markdown: "report.md"
    case .json: "results.json"
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
    }
  }

  public func render(_ results: BenchmarkResults) throws -> String {
    switch self {
    case .table: TerminalTableWriter.render(results)
    case .csv: CSVReportWriter.render(results)
    case .frames: FramesCSVWriter.render(results)
    case .markdown: MarkdownReportWriter.render(results)
    case .json: String(decoding: try results.encoded(), as: UTF8.self) + "\n"
    }
  }

  /// Every report file's name, in this list's order.
  public static var fileNames: [String] { allCases.compactMap(\.fileName) }

  /// Every report file of `results`, named.
  public static func files(_ results: BenchmarkResults) throws -> [(name: String, contents: String)] {
    try allCases.compactMap { format in
      guard let name = format.fileName else { return nil }
      return (name, try format.render(results))
    }
  }
}
