import Foundation

/// The per-view table `bench` prints on a terminal for an imported screen: each view of the
/// source with its `FILE:LINE` (relative to the working folder), its evaluations on the user's
/// engine (as-written, where it ran) at the first render + during the frames, the wasted ones
/// and the fewest that show every change; the most evaluated first, or in the tree's order;
/// fitting the terminal's width. report.md has every engine's counts side by side.
public enum PerViewTable {
  /// The order of the views.
  public enum Order: String, Sendable, CaseIterable {
    /// The most evaluated first (ties: the most wasted first, then in the order they first
    /// ran), as report.html's hottest views.
    case hottest
    /// The order of the view tree, each view before the views its body shows.
    case tree
  }

  /// The table of `result`, or `nil` when its views have no source (a screen file); at most
  /// `width` characters wide where it can be (`nil`: no limit).
  static func render(_ result: CaseResult, order: Order, folder: String, paint: TerminalPaint, width: Int?)
    -> String?
  {
    guard let engine = result.engines.first(where: { $0.kind == .asWritten }) ?? result.engines.first else {
      return nil
    }
    let oracle = result.oracle.viewsByName
    var views = engine.viewTypes.filter { $0.source != nil }
    guard !views.isEmpty else { return nil }
    switch order {
    case .hottest:
      views = HottestViews.ordered(views)
    case .tree:
      let position = Dictionary(
        (result.viewTree?.all.map(\.name) ?? []).enumerated().map { ($1, $0) },
        uniquingKeysWith: { first, _ in first })
      views = views.enumerated().sorted {
        (position[$0.element.name] ?? Int.max, $0.offset) < (position[$1.element.name] ?? Int.max, $1.offset)
      }.map(\.element)
    }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    var table = TextTable(["view", "source", engine.engine, "wasted", "minimum"], rightAligned: [2, 3, 4])
    for view in views {
      let source = view.source.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 } ?? ""
      let minimum = oracle[view.name].map { $0.evals - $0.wastedEvals }
      table.add([
        view.name, source, "\(view.firstRenderEvals) + \(view.evals)", "\(view.wastedEvals)",
        minimum.map(String.init) ?? "—",
      ])
    }
    // The name and the path give way, in their middle, when the counts would not fit; a
    // path keeps its file name and line.
    if let width, table.plainWidth > width {
      let counts = (2..<table.header.count).map { column in
        (table.rows.map { $0[column] } + [table.header[column]]).map(\.count).max() ?? 0
      }
      let room = width - counts.reduce(0, +) - 2 * (table.header.count - 1)
      let names = table.rows.map { $0[0].count }.max() ?? 0
      let files = table.rows.map { $0[1].split(separator: "/").last?.count ?? 0 }.max() ?? 0
      let name = min(names, max(8, room - files - 1))
      let path = max(files + 1, room - name)
      table.rows = table.rows.map { row in
        [Formatting.shortened(row[0], to: name), Formatting.shortened(row[1], to: path)] + row[2...]
      }
    }
    let sorted = order == .hottest ? "the most evaluated first" : "in the tree's order"
    // The header, its rule, then a line per view in the order of `views`.
    let lines = table.plain.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let painted = lines.enumerated().map { index, line in
      index == 0
        ? paint.bold(line)
        : index >= 2 && index - 2 < views.count && views[index - 2].wastedEvals > 0 ? paint.waste(line) : line
    }
    let title = TerminalTableWriter.wrapped(
      "per view on \(engine.engine), \(sorted) (first render + frames; every engine in report.md):",
      width: width)
    return title + "\n" + painted.joined(separator: "\n")
  }
}
