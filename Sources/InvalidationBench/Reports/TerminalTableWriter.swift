import Foundation

/// The table `bench` prints per workload on a terminal.
public enum TerminalTableWriter {
  /// The tables of `results`; an imported screen's per-view table in `viewOrder`, its paths
  /// relative to `folder`, in `paint`'s colours (none by default).
  public static func render(
    _ results: BenchmarkResults, viewOrder: PerViewTable.Order = .hottest,
    folder: String = FileManager.default.currentDirectoryPath, paint: TerminalPaint = TerminalPaint(on: false)
  ) -> String {
    var out = ""
    if results.environment.buildConfiguration == "debug" {
      out += BuildInfo.debugWarning + "\n\n"
    }
    for result in results.cases {
      out += paint.bold("\(result.workload)  \(result.parameterText)") + "\n"
      out += "oracle minimum: \(result.minEvals) evaluations, \(result.minElements) elements\n"
      out += MarkdownReportWriter.engineTable(result, environment: results.environment).plain
        .replacingOccurrences(of: "**", with: "")
      if let views = PerViewTable.render(result, order: viewOrder, folder: folder, paint: paint) {
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
      "Times are the observation mechanism's and the modelled render pass's work, not the harness's nor SwiftUI's (report.md says what they contain).\n"
    return out
  }
}
