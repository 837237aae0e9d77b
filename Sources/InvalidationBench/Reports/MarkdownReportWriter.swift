import Foundation

/// `report.md`: per workload a table of engines, the hottest views with their reasons and any
/// stale frames; growth under sweeps; a closing ranking; and how the run was made.
public enum MarkdownReportWriter {
  /// How many view types per engine the "hottest views" list shows.
  static let hottestCount = 5

  public static func render(_ results: BenchmarkResults) -> String {
    var out = "# InvalidationBench report\n\n"
    if results.environment.buildConfiguration == "debug" {
      out += "> **\(BuildInfo.debugWarning)**\n\n"
    }
    out += header(results.environment)
    for result in results.cases {
      out += section(result, environment: results.environment)
    }
    let fits = GrowthFit.fits(results.cases)
    if !fits.isEmpty {
      out += growth(fits)
    }
    out += summary(results.cases)
    return out
  }

  private static func header(_ environment: RunEnvironment) -> String {
    """
    | | |
    |---|---|
    | date | \(environment.date) |
    | machine | \(environment.cpuCount) cores, \(environment.operatingSystem) |
    | toolchain | \(environment.toolchain) |
    | build | \(environment.buildConfiguration) |
    | repetitions | \(environment.repetitions) timed after \(environment.warmup) warm-up, engines interleaved |
    | element cost | \(environment.elementCostNs) ns per element built |
    | frame budget | \(String(format: "%.2f", environment.frameBudgetMs)) ms |
    | scoped engine on | \(environment.scopedObservation) stores |
    | closures | \(environment.closures): \(ClosureComparison(rawValue: environment.closures)?.summary ?? "") |
    \(environment.preset.map { "| preset | \($0) |\n" } ?? "")
    Counts are deterministic; times are medians and percentiles of this machine. `× min` is body
    evaluations over the oracle's minimum (views whose output changed); `× best` is over the
    fewest evaluations any engine needed.

    \(TimeColumns.explanation)


    """
  }

  /// The section of one case.
  static func section(_ result: CaseResult, environment: RunEnvironment) -> String {
    var out = "## \(result.workload)\n\n"
    if let screen = result.screen { out += "Screen: `\(screen)`. " }
    out += "Parameters: `\(result.parameterText)`. "
    out +=
      "Oracle minimum: \(result.minEvals) evaluations, \(result.minElements) elements over \(result.frames) frames.\n\n"
    if let imported = result.imported {
      if let nothing = imported.nothingHappened(in: result.workload) {
        out += "> **\(nothing.prefix(1).uppercased() + nothing.dropFirst()).**\n\n"
      }
      out += "Import summary:\n\n```\n" + imported.summary.joined(separator: "\n") + "\n```\n\n"
      if !imported.interactions.isEmpty {
        out += "The default trace, one interaction a frame in turn: "
        out += imported.interactions.map { "`\($0)`" }.joined(separator: ", ") + ".\n\n"
      }
    }
    out += engineTable(result, environment: environment).markdown + "\n"
    if let views = viewTable(result) {
      out += "Per view of the source, evaluations at the first render + during the frames:\n\n"
      out += views.markdown + "\n"
    }
    for engine in result.engines where engine.counters.staleFrames > 0 {
      let views = engine.staleViews.sorted { $0.value > $1.value }
        .map { "`\($0.key)` (\($0.value))" }.joined(separator: ", ")
      out += "> **STALE: `\(engine.engine)` showed the wrong thing in \(engine.counters.staleFrames) frames"
      out += ", first at frame \(engine.firstStaleFrame ?? 0); first wrong element owned by \(views).**\n\n"
    }
    for engine in result.engines where engine.counters.actionMismatches > 0 {
      let views = engine.mismatchViews.sorted { $0.value > $1.value }
        .map { "`\($0.key)` (\($0.value))" }.joined(separator: ", ")
      out += "> **WRONG ACTIONS: `\(engine.engine)` ran other actions than the oracle in "
      out += "\(engine.counters.actionMismatches) frames, first at frame \(engine.firstMismatchFrame ?? 0); "
      out += "first differing action of \(views).**\n\n"
    }
    out += "Rules these counts rest on: "
    out += result.rules.compactMap(Rule.init(rawValue:)).map(\.summary).joined(separator: "; ") + ".\n\n"
    out += "Hottest views (evaluations during frames, by reason):\n\n"
    var hottest = TextTable(["engine", "view", "evals", "wasted", "reasons"], rightAligned: [2, 3])
    for engine in result.engines {
      for view in HottestViews(engine, count: hottestCount).views {
        let reasons = HottestViews.reasons(of: view).map { "\($0.reason) \($0.count)" }.joined(
          separator: ", ")
        hottest.add([engine.engine, view.labelled, "\(view.evals)", "\(view.wastedEvals)", reasons])
      }
    }
    out += hottest.markdown + "\n"
    return out
  }

  /// For a screen imported from source, one row per view the source declares with its
  /// `FILE:LINE`, and per engine the evaluations at the first render + during the frames
  /// (`—` where the engine never showed the view); `nil` for other screens.
  static func viewTable(_ result: CaseResult) -> TextTable? {
    let engines = result.allEngines
    var views: [(name: String, source: String)] = []
    var listed: Set<String> = []
    for engine in engines {
      for view in engine.viewTypes where !listed.contains(view.name) {
        if let source = view.source {
          views.append((view.name, source))
          listed.insert(view.name)
        }
      }
    }
    let byName = engines.map(\.viewsByName)
    guard !views.isEmpty else { return nil }
    var table = TextTable(
      ["view", "source"] + engines.map(\.engine), rightAligned: Set(2..<(2 + engines.count)))
    for view in views {
      table.add(
        [view.name, view.source]
          + byName.map { views in
            guard let counts = views[view.name] else { return "—" }
            return "\(counts.firstRenderEvals) + \(counts.evals)"
          })
    }
    return table
  }

  /// The engines of one case, as the report and the terminal show them.
  static func engineTable(_ result: CaseResult, environment: RunEnvironment) -> TextTable {
    let metrics = Metric.shown
    var table = TextTable(
      ["engine"] + metrics.compactMap(\.heading), rightAligned: Set(1...metrics.count))
    for engine in result.allEngines {
      let source = Metric.Source(result: result, engine: engine, environment: environment)
      table.add([engine.engine] + metrics.map { $0.tableCell(source) })
    }
    return table
  }

  private static func growth(_ fits: [GrowthFit]) -> String {
    var table = TextTable(["workload", "swept", "values", "engine", "evaluations per frame", "frame time"])
    for fit in fits {
      table.add([
        fit.workload, fit.parameter, fit.values.map(String.init).joined(separator: ", "), fit.engine,
        GrowthFit.describe(fit.evalsSlope), GrowthFit.describe(fit.timeSlope),
      ])
    }
    return "## Growth under sweeps\n\nLog-log slope of cost against the swept parameter.\n\n"
      + table.markdown + "\n"
  }

  private static func summary(_ cases: [CaseResult]) -> String {
    var out = "## Summary\n\nEngines ranked by body evaluations (fewest first) per case; `=` marks a tie.\n\n"
    var table = TextTable(["workload", "parameters", "ranking", "stale", "wrong actions"])
    var ratios: [String: [Double]] = [:]
    var order: [String] = []
    for result in cases {
      let ranked = result.engines.sorted {
        ($0.counters.bodyEvals, $0.engine) < ($1.counters.bodyEvals, $1.engine)
      }
      var ranking = ""
      for (position, engine) in ranked.enumerated() {
        if position > 0 {
          ranking += engine.counters.bodyEvals == ranked[position - 1].counters.bodyEvals ? " = " : " < "
        }
        ranking += "\(engine.engine) (\(Formatting.ratio(result.ratioToBest(engine))))"
      }
      let stale = result.engines.filter { $0.counters.staleFrames > 0 }.map(\.engine)
      let wrong = result.engines.filter { $0.counters.actionMismatches > 0 }.map(\.engine)
      table.add([
        result.workload, result.parameterText, ranking,
        stale.isEmpty ? "none" : stale.joined(separator: ", "),
        wrong.isEmpty ? "none" : wrong.joined(separator: ", "),
      ])
      for engine in result.engines {
        if ratios[engine.engine] == nil { order.append(engine.engine) }
        if let ratio = result.ratioToBest(engine) { ratios[engine.engine, default: []].append(ratio) }
      }
    }
    out += table.markdown + "\n"
    var means = TextTable(["engine", "geometric mean of × best", "cases"], rightAligned: [1, 2])
    for engine in order {
      let values = ratios[engine] ?? []
      let mean = exp(values.map { log($0) }.reduce(0, +) / Double(max(1, values.count)))
      means.add([engine, Formatting.ratio(mean), "\(values.count)"])
    }
    out += means.markdown
    return out
  }
}
