/// `bench scan`'s report.md: the hottest views app-wide, then each folder (docs/scan.md).
extension AppScan {
  /// The report, with at most `top` views app-wide.
  public func markdown(top: Int = 10) -> String {
    let failed = folders.filter { $0.error != nil }.count
    var lines = [
      "# bench scan of \(app)", "",
      "\(folders.count) folders declaring a view, each imported alone and run on its default trace"
        + (failed > 0 ? "; \(failed) could not be run (below)." : "."),
      "", "## The views re-evaluated most, as written", "",
      "| view | source | folder | evaluations | wasted |", "|---|---|---|---:|---:|",
    ]
    for view in hottest.prefix(top) {
      lines.append("| \(view.name) | \(view.source) | \(view.folder) | \(view.evals) | \(view.wasted) |")
    }
    let engines = EngineKind.strategies.map(\.rawValue)
    lines += [
      "", "## Each folder", "",
      "Body evaluations after the first render: as written, the least the output needs, and under each strategy.",
      "",
      "| folder | root | frames | as written | least | " + engines.joined(separator: " | ")
        + " | reads kept | warnings |",
      "|---|---|---:|---:|---:|" + engines.map { _ in "---:|" }.joined() + "---:|---:|",
    ]
    for folder in folders {
      if let error = folder.error {
        lines.append(
          "| \(folder.path) | error: \(Self.cell(error)) |"
            + String(repeating: " |", count: 6 + engines.count))
        continue
      }
      let kept = folder.reads == 0 ? "–" : "\(folder.readsKept) of \(folder.reads)"
      lines.append(
        "| \(folder.path) | \(folder.root ?? "") | \(folder.frames) | \(folder.asWritten) | \(folder.minimum) | "
          + engines.map { "\(folder.strategies[$0] ?? 0)" }.joined(separator: " | ")
          + " | \(kept) | \(folder.warnings)\(folder.notDeclared.isEmpty ? "" : ", not declared: \(folder.notDeclared.joined(separator: ", "))") |"
      )
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` on one line, without the table's bars.
  private static func cell(_ text: String) -> String {
    String(text.split(separator: "\n").first ?? "").replacingOccurrences(of: "|", with: "\\|")
  }
}
