import Foundation

/// The table `bench` prints per workload on a terminal.
public enum TerminalTableWriter {
  /// The engine table's metrics in the order they give way when the table is wider than the
  /// terminal, the first first (`Metric.name`s): times and the counts a reader looks at last.
  static let givingWay = [
    "frames_over_budget", "p99_ns", "comparisons", "notifications", "evals_ratio_to_best", "p50_ns",
    "elements_built", "action_mismatches",
  ]

  /// The tables of `results`; an imported screen's per-view table in `viewOrder`, its paths
  /// relative to `folder`, in `paint`'s colours (none by default), each at most `width`
  /// characters wide where it can be (`nil`: no limit).
  public static func render(
    _ results: BenchmarkResults, viewOrder: PerViewTable.Order = .hottest,
    folder: String = FileManager.default.currentDirectoryPath,
    paint: TerminalPaint = TerminalPaint(on: false),
    width: Int? = nil
  ) -> String {
    var out = ""
    if results.environment.buildConfiguration == "debug" {
      out += wrapped(BuildInfo.debugWarning, width: width) + "\n\n"
    }
    for result in results.cases {
      out += paint.bold("\(result.workload)  \(result.parameterText)") + "\n"
      out += "oracle minimum: \(result.minEvals) evaluations, \(result.minElements) elements\n"
      out += engineTable(result, environment: results.environment, width: width)
      if let views = PerViewTable.render(result, order: viewOrder, folder: folder, paint: paint, width: width)
      {
        out += "\n" + views
      }
      for engine in result.engines where engine.counters.staleFrames > 0 {
        let views = engine.staleViews.keys.sorted().joined(separator: ", ")
        out +=
          paint.alarm(
            "STALE: \(engine.engine) showed the wrong thing in \(engine.counters.staleFrames) frames (views: \(views))"
          )
          + "\n"
      }
      for engine in result.engines where engine.counters.actionMismatches > 0 {
        let views = engine.mismatchViews.keys.sorted().joined(separator: ", ")
        out +=
          paint.alarm(
            "WRONG ACTIONS: \(engine.engine) ran other actions than the oracle in \(engine.counters.actionMismatches) frames (views: \(views))"
          ) + "\n"
      }
      out += "\n"
    }
    out +=
      Self.wrapped(
        "Times are the observation mechanism's and the modelled render pass's work, not the harness's nor SwiftUI's (report.md says what they contain).",
        width: width) + "\n"
    return out
  }

  /// The engine table of `result`, without the columns that give way first (`givingWay`) as
  /// long as it is wider than `width`, and a line naming those left out.
  static func engineTable(_ result: CaseResult, environment: RunEnvironment, width: Int?) -> String {
    var table = MarkdownReportWriter.engineTable(result, environment: environment)
    table.rows = table.rows.map { $0.map { $0.replacingOccurrences(of: "**", with: "") } }
    guard let width else { return table.plain }
    let headings = givingWay.compactMap { name in Metric.all.first { $0.name == name }?.heading }
    var left: [String] = []
    for heading in headings where table.plainWidth > width {
      guard let column = table.header.firstIndex(of: heading) else { continue }
      table = table.removing(columns: [column])
      left.append(heading)
    }
    guard !left.isEmpty else { return table.plain }
    return table.plain
      + wrapped(
        "(\(left.joined(separator: ", ")) left out to fit \(width) columns; report.md has them)", width: width
      ) + "\n"
  }

  /// `text` in lines of at most `width` characters, broken at spaces.
  static func wrapped(_ text: String, width: Int?) -> String {
    guard let width, text.count > width else { return text }
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }
}
