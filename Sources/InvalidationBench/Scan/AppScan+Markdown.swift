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
        + " | reads kept | warnings | fixes |",
      "|---|---|---:|---:|---:|" + engines.map { _ in "---:|" }.joined() + "---:|---:|---:|",
    ]
    for folder in folders {
      if let error = folder.error {
        lines.append(
          "| \(folder.path) | error: \(Self.cell(error)) |"
            + String(repeating: " |", count: 7 + engines.count))
        continue
      }
      let kept = folder.reads == 0 ? "–" : "\(folder.readsKept) of \(folder.reads)"
      lines.append(
        "| \(folder.path) | \(folder.root ?? "") | \(folder.frames) | \(folder.asWritten) | \(folder.minimum) | "
          + engines.map { "\(folder.strategies[$0] ?? 0)" }.joined(separator: " | ")
          + " | \(kept) | \(folder.warnings)\(folder.notDeclared.isEmpty ? "" : ", not declared: \(folder.notDeclared.joined(separator: ", "))") | \(folder.suggestions.map(String.init) ?? "–") |"
      )
    }
    let (advised, unasked) = advisable
    if !advised.isEmpty {
      lines += ["", "Fixes with a patch, each proven on its folder's trace: see them with"]
      lines += ["", "```sh"] + advised.map { command(for: $0) } + ["```"]
    }
    if !unasked.isEmpty {
      lines += [
        "", "Not advised in the scan (past \(Self.advisedEvaluations.grouped) evaluations as written): run",
      ]
      lines += ["", "```sh"] + unasked.map { command(for: $0) } + ["```"]
    }
    for folder in folders {
      guard let error = folder.adviceError else { continue }
      lines += ["", "The advisor failed on \(folder.path): \(Self.cell(error))"]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The folders with fixes to see, and those the scan did not advise for their size.
  var advisable: (advised: [Folder], unasked: [Folder]) {
    (
      folders.filter { ($0.suggestions ?? 0) > 0 },
      folders.filter { $0.error == nil && $0.suggestions == nil && $0.asWritten > Self.advisedEvaluations }
    )
  }

  /// The command that gives `folder`'s fixes.
  func command(for folder: Folder) -> String {
    let path = (app + "/" + folder.path).replacingOccurrences(of: "'", with: "'\\''")
    return "bench advise '\(path)'" + (platform == .ios ? "" : " --platform \(platform.rawValue)")
  }

  /// `text` on one line, without the table's bars.
  private static func cell(_ text: String) -> String {
    String(text.split(separator: "\n").first ?? "").replacingOccurrences(of: "|", with: "\\|")
  }
}
