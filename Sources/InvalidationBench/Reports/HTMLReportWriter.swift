import Foundation
import Plot

/// `report.html`: per case the engine table with a colour scale per column, the view tree as
/// a heat map of evaluations, the evaluations per frame as a chart, and for an imported
/// screen its summary and warnings by kind. One self-contained page made with Plot (inline
/// CSS, SVG and a few lines of script; nothing loaded from elsewhere; docs/architecture.md).
public enum HTMLReportWriter {
  /// The whole page of `results`.
  public static func render(_ results: BenchmarkResults) -> String {
    let cases = results.cases.enumerated().map { section($1, index: $0, environment: results.environment) }
    let page = HTML(
      .lang(.english),
      .head(
        .meta(.charset(.utf8)), .element(named: "title", text: "InvalidationBench report"),
        .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
        .style(HTMLReportStyle.css)),
      .body(
        .h1("InvalidationBench report"),
        .if(
          results.environment.buildConfiguration == "debug",
          .p(.class("warning"), .plain(BuildInfo.debugWarning.replacingOccurrences(of: "`", with: "")))),
        .nav(
          .ul(
            .group(
              results.cases.enumerated().map { index, result in
                .li(.a(.href("#case-\(index)"), .plain("\(result.workload) \(result.parameterText)")))
              }))),
        .group(cases),
        // How the numbers were made, after them (a reader comes for the results).
        .div(
          .class("about"), .h2("About this run"),
          .p(.class("meta"), .plain(about(results.environment))),
          .p(.class("meta"), .plain(TimeColumns.explanation.replacingOccurrences(of: "`", with: "")))),
        .script(.raw(HTMLReportStyle.script))))
    return page.render() + "\n"
  }

  private static func about(_ environment: RunEnvironment) -> String {
    "\(environment.date) on \(environment.cpuCount) cores (\(environment.operatingSystem)), "
      + "\(environment.toolchain), \(environment.buildConfiguration) build; "
      + "\(environment.repetitions) timed repetitions after \(environment.warmup) warm-up; "
      + "element cost \(environment.elementCostNs) ns; frame budget \(String(format: "%.2f", environment.frameBudgetMs)) ms."
  }

  private static func section(_ result: CaseResult, index: Int, environment: RunEnvironment)
    -> Node<HTML.BodyContext>
  {
    let chosen =
      result.engines.first { $0.kind == .asWritten }?.engine ?? result.engines.first?.engine
      ?? result.oracle.engine
    let anchor = "case-\(index)-view-"
    let inTree = Set(result.viewTree?.all.map(\.name) ?? [])
    let folder = commonFolder(result)
    return .section(
      .id("case-\(index)"), .class("case"),
      .h2(.plain(result.workload), .small(.plain(" " + result.parameterText))),
      .if(
        !folder.isEmpty, .p(.class("meta"), .plain("Views' files under "), .code(.plain(folder)), .plain("."))
      ),
      .unwrap(result.engines.first { $0.engine == chosen }) {
        hottest($0, anchor: anchor, inTree: inTree, folder: folder, properties: result.modelProperties ?? [:])
      },
      .unwrap(result.screen) { screen(of: $0) },
      .p(
        .class("meta"),
        .plain(
          "Oracle minimum: \(result.minEvals) evaluations, \(result.minElements) elements over \(result.frames) frames."
        )),
      .unwrap(result.imported?.nothingHappened(in: result.workload)) { .p(.class("warning"), .plain($0)) },
      .group(alarms(result)),
      .h3("Engines"),
      .div(.class("scroll"), engineTable(result, environment)),
      .h3("View tree"),
      .if(
        result.engines.isEmpty,
        .p(.class("note"), .plain("No engine but the oracle ran this case (--engine left it none).")),
        else: .unwrap(result.viewTree) {
          ViewTreeHeatMap(
            result: result, tree: $0, chosen: chosen, group: "engine-\(index)", anchor: anchor, folder: folder
          ).node
        }),
      .h3("Evaluations per frame"),
      FrameChart(result: result).node,
      .unwrap(result.imported) { imported($0) })
  }

  /// The verdict the case opens with: the views of `engine` (the user's own, as-written, where
  /// it ran) that evaluated most during the frames, with their wasted share and top reason,
  /// each linked to its place in the tree.
  private static func hottest(
    _ engine: EngineResult, anchor: String, inTree: Set<String>, folder: String,
    properties: [String: [String]]
  ) -> Node<HTML.BodyContext> {
    let views = HottestViews(engine, count: MarkdownReportWriter.hottestCount).views
    guard !views.isEmpty else {
      return .p(.class("verdict"), .plain("No view evaluated during the frames on \(engine.engine)."))
    }
    return .div(
      .class("verdict"),
      .h3(.plain("Hottest views on \(engine.engine)")),
      .ol(
        .class("hottest"),
        .group(
          views.map { view in
            .li(
              inTree.contains(view.name)
                ? .a(
                  .href("#" + ViewTreeHeatMap.anchor(anchor, view.name)),
                  .span(.class("name"), .plain(view.name)))
                : .span(.class("name"), .plain(view.name)),
              .unwrap(view.source) { .code(.plain(" " + $0.dropFirst(folder.count))) },
              .plain(
                ": \(view.evals) evaluations, \(HottestViews.wastedPercent(of: view))% wasted"
                  + (HottestViews.reasons(of: view).first.map {
                    "; mostly \(ReasonWording.shown($0.reason, properties: properties[view.name] ?? []))"
                  }
                    ?? "")))
          })))
  }

  /// The folder, ending in `/`, that holds the files of every view of `result` with a source
  /// (the longest such), or `""`: the page names it once and shows each `FILE:LINE` under it.
  static func commonFolder(_ result: CaseResult) -> String {
    let sources = result.allEngines.flatMap(\.viewTypes).compactMap(\.source)
    guard let first = sources.first, let slash = first.lastIndex(of: "/") else { return "" }
    var prefix = String(first[...slash])
    for source in sources.dropFirst() {
      while !prefix.isEmpty && !source.hasPrefix(prefix) {
        // Up one folder: drop the last component and its slash.
        let trimmed = prefix.dropLast()
        prefix = trimmed.lastIndex(of: "/").map { String(trimmed[...$0]) } ?? ""
      }
    }
    return prefix
  }

  /// Where the case came from: a screen file, or the Swift files of an import, listed under
  /// their count when there are more than a few.
  private static func screen(of source: String) -> Node<HTML.BodyContext> {
    let files = source.components(separatedBy: ", ")
    guard files.count > 3 else { return .p(.class("meta"), .plain("Screen: \(source).")) }
    return .details(
      .class("meta"), .summary(.plain("Screen: \(files.count) files")),
      .ul(.group(files.map { .li(.code(.plain($0))) })))
  }

  /// A line for each engine that showed a stale frame or ran a wrong action.
  private static func alarms(_ result: CaseResult) -> [Node<HTML.BodyContext>] {
    result.engines.flatMap { engine -> [Node<HTML.BodyContext>] in
      var lines: [Node<HTML.BodyContext>] = []
      if engine.counters.staleFrames > 0 {
        lines.append(
          .p(
            .class("alarm"),
            .plain(
              "\(engine.engine) showed \(engine.counters.staleFrames) stale frames (the first at frame \(engine.firstStaleFrame ?? 0)) in \(engine.staleViews.keys.sorted().joined(separator: ", ")): a view showed an old value."
            )))
      }
      if engine.counters.actionMismatches > 0 {
        lines.append(
          .p(
            .class("alarm"),
            .plain(
              "\(engine.engine) ran wrong actions in \(engine.counters.actionMismatches) frames (the first at frame \(engine.firstMismatchFrame ?? 0)) in \(engine.mismatchViews.keys.sorted().joined(separator: ", "))."
            )))
      }
      return lines
    }
  }

  /// The engines' metrics as the terminal tables show them, each column coloured from its
  /// best value among the engines to its worst; a stale frame or a wrong action in red.
  private static func engineTable(_ result: CaseResult, _ environment: RunEnvironment) -> Node<
    HTML.BodyContext
  > {
    let metrics = Metric.shown
    let sources = result.allEngines.map {
      Metric.Source(result: result, engine: $0, environment: environment)
    }
    let ranges = metrics.map { metric -> (best: Double, worst: Double)? in
      let amounts = sources.dropFirst().compactMap(metric.amount)
      guard let best = amounts.min(), let worst = amounts.max() else { return nil }
      return (best, worst)
    }
    let header: Node<HTML.TableContext> = .tr(
      .th("engine"), .group(metrics.map { .th(.plain($0.heading ?? $0.name)) }))
    let rows: [Node<HTML.TableContext>] = sources.enumerated().map { position, source in
      let isOracle = position == 0
      let cells: [Node<HTML.TableRowContext>] = zip(metrics, ranges).map { metric, range in
        let amount = metric.amount(source)
        if metric.gate == .zero, let amount, amount > 0 {
          return .td(.class("alarm"), .plain(metric.plainCell(source)))
        }
        let colour =
          isOracle
          ? nil
          : amount.flatMap { value in range.flatMap { HeatScale.scale(value, best: $0.best, worst: $0.worst) }
          }
        return .td(
          .if(colour != nil, .attribute(named: "style", value: "background: \(colour ?? "")")),
          .plain(metric.plainCell(source)))
      }
      return .tr(.if(isOracle, .class("oracle")), .td(.plain(source.engine.engine)), .group(cells))
    }
    return .table(.class("engines"), header, .group(rows))
  }

  /// The import summary and its warnings, grouped by kind.
  private static func imported(_ imported: ImportedRun) -> Node<HTML.BodyContext> {
    let groups = Dictionary(grouping: imported.warnings, by: \.kind)
    return .div(
      .class("import"),
      .h3("Import"),
      .ul(.group(imported.summary.map { .li(.plain($0)) })),
      .group(
        ImportWarning.Kind.allCases.compactMap { kind -> Node<HTML.BodyContext>? in
          guard let warnings = groups[kind] else { return nil }
          return .details(
            .summary(.plain("\(kind.rawValue): \(warnings.count)")),
            .ul(
              .group(
                warnings.map {
                  .li(
                    .code(.raw(MarkupEscaping.text($0.position))), .raw(" " + MarkupEscaping.text($0.message))
                  )
                })))
        }))
  }
}
