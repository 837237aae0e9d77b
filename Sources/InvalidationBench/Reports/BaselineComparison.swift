import Foundation

/// A run compared with a baseline: counts exactly, times as ratios within a tolerance.
public struct BaselineComparison: Sendable {
  /// One metric that moved.
  public struct Change: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
      case regression, improvement
    }

    public let workload: String
    public let engine: String
    public let metric: String
    public let baseline: String
    public let now: String
    public let change: String
    public let kind: Kind
  }

  /// How the check ends, with its exit code.
  public enum Verdict: Sendable, Equatable {
    case unchanged, improved, regressed

    /// 0 nothing got worse; 2 a regression; 4 only improvements, when they fail the check.
    public func exitCode(failOnImprovement: Bool) -> Int32 {
      switch self {
      case .regressed: 2
      case .improved: failOnImprovement ? 4 : 0
      case .unchanged: 0
      }
    }
  }

  /// A view whose evaluations moved, or that appeared or disappeared, on one engine.
  public struct ViewChange: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
      /// It re-evaluates more (first render or during the frames): a regression.
      case regression
      case improvement
      /// In the run, not in the baseline (or the other way round): reported, not an error.
      case appeared, disappeared
    }

    public let workload: String
    public let engine: String
    public let view: String
    /// Where the view is declared, `FILE:LINE`, when it came from source.
    public let source: String?
    /// Evaluations at the first render + during the frames, before and now.
    public let before: (firstRender: Int, frames: Int)
    public let now: (firstRender: Int, frames: Int)
    /// The reasons whose counts grew, with before → now (`field:x 2 → 5`).
    public let grownReasons: [String]
    public let kind: Kind

    public static func == (lhs: ViewChange, rhs: ViewChange) -> Bool {
      lhs.workload == rhs.workload && lhs.engine == rhs.engine && lhs.view == rhs.view
        && lhs.source == rhs.source && lhs.before == rhs.before && lhs.now == rhs.now
        && lhs.grownReasons == rhs.grownReasons && lhs.kind == rhs.kind
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(workload)
      hasher.combine(engine)
      hasher.combine(view)
    }

    /// `Row (Feature.swift:12) on as-written: 1 + 20 → 1 + 40 evaluations (field:count 20 → 40)`,
    /// the path as `display` shows it.
    public func sentence(_ display: CheckPaths.Display = .keyed) -> String {
      let place = source.map { " (\(display.source($0)))" } ?? ""
      let reasons = grownReasons.isEmpty ? "" : " (\(grownReasons.joined(separator: ", ")))"
      switch kind {
      case .appeared:
        return "\(view)\(place) on \(engine) is new: \(now.firstRender) + \(now.frames) evaluations"
      case .disappeared:
        return
          "\(view)\(place) on \(engine) is gone (was \(before.firstRender) + \(before.frames) evaluations)"
      case .regression, .improvement:
        return
          "\(view)\(place) on \(engine): \(before.firstRender) + \(before.frames) → \(now.firstRender) + \(now.frames) evaluations\(reasons)"
      }
    }
  }

  public let changes: [Change]
  /// Every case and engine compared, in the run's order.
  public let cases: [(workload: String, engine: String)]
  /// Per view, what moved (docs/ci.md, "Per-view baselines").
  public let viewChanges: [ViewChange]
  /// Limits stated up front that the run broke (`Budgets`).
  public var breaches: [BudgetBreach] = []
  /// Whether a baseline was compared (without one, only budgets judge the run).
  public let hasBaseline: Bool

  public var verdict: Verdict {
    if changes.contains(where: { $0.kind == .regression })
      || viewChanges.contains(where: { $0.kind == .regression }) || !breaches.isEmpty
    {
      return .regressed
    }
    return changes.isEmpty && !viewChanges.contains(where: { $0.kind == .improvement })
      ? .unchanged : .improved
  }

  /// A comparison with no baseline: only the budgets judge the run.
  public init(breaches: [BudgetBreach], cases: [(workload: String, engine: String)]) {
    changes = []
    self.cases = cases
    hasBaseline = false
    viewChanges = []
    self.breaches = breaches
  }

  /// Compares `current` with `baseline`. A count that rises, any stale frame, or a time ratio
  /// more than `timeTolerance` (0.5 = 50 %) above the baseline's is a regression; a count that
  /// falls is an improvement. Times are skipped with `countsOnly`.
  public init(
    baseline: Baseline, current: Baseline, timeTolerance: Double, countsOnly: Bool
  ) throws {
    let old = Dictionary(baseline.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    let new = Dictionary(current.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    guard Set(old.keys) == Set(new.keys) else {
      throw BaselineMismatch.otherCases(BaselineMismatch.differences(baseline.entries, current.entries))
    }
    let strangers = Self.screensWithNoViewInCommon(baseline.entries, current.entries)
    guard strangers.isEmpty else { throw BaselineMismatch.noViewInCommon(screens: strangers) }
    var changes: [Change] = []
    for entry in current.entries {
      guard let before = old[entry.key] else { continue }
      for metric in Metric.gated {
        let was = before.counts[metric.name] ?? 0
        let now = entry.counts[metric.name] ?? 0
        let mustBeZero = metric.gate == .zero && now > 0
        guard now != was || mustBeZero else { continue }
        let kind: Change.Kind = now > was || mustBeZero ? .regression : .improvement
        changes.append(
          Change(
            workload: entry.workload, engine: entry.engine, metric: metric.name, baseline: "\(was)",
            now: "\(now)", change: Self.percent(Double(now), Double(was)), kind: kind))
      }
      if !countsOnly && before.timeRatio > 0 && entry.timeRatio > before.timeRatio * (1 + timeTolerance) {
        changes.append(
          Change(
            workload: entry.workload, engine: entry.engine, metric: "time / oracle",
            baseline: String(format: "%.3f", before.timeRatio), now: String(format: "%.3f", entry.timeRatio),
            change: Self.percent(entry.timeRatio, before.timeRatio), kind: .regression))
      }
    }
    self.changes = changes
    hasBaseline = true
    cases = current.entries.map { ($0.workload, $0.engine) }
    viewChanges = current.entries.flatMap { entry in
      old[entry.key].map { Self.viewChanges(entry, before: $0) } ?? []
    }
  }

  /// The screens whose views, on every engine, all have keys the baseline does not name while
  /// the baseline names views of that screen: the baseline was recorded with the files
  /// somewhere else (or named otherwise), and its per-view counts would judge nothing.
  static func screensWithNoViewInCommon(_ old: [BaselineEntry], _ new: [BaselineEntry]) -> [String] {
    var screens: [String] = []
    for entry in new where !screens.contains(entry.workload) {
      let then = Set(old.filter { $0.workload == entry.workload }.flatMap { $0.views.map(\.key) })
      let now = Set(new.filter { $0.workload == entry.workload }.flatMap { $0.views.map(\.key) })
      if !then.isEmpty, !now.isEmpty, then.isDisjoint(with: now) { screens.append(entry.workload) }
    }
    return screens
  }

  /// The views of one case and engine whose evaluations moved, appeared or disappeared.
  static func viewChanges(_ entry: BaselineEntry, before: BaselineEntry) -> [ViewChange] {
    let was = Dictionary(before.views.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    let isNow = Set(entry.views.map(\.key))
    var found: [ViewChange] = []
    func change(_ view: ViewTypeCounters, _ old: ViewTypeCounters?, _ kind: ViewChange.Kind) -> ViewChange {
      let grown = view.reasons.keys.sorted().compactMap { reason -> String? in
        let from = old?.reasons[reason] ?? 0
        let to = view.reasons[reason] ?? 0
        return to > from ? "\(reason) \(from) → \(to)" : nil
      }
      let before = old.map { ($0.firstRenderEvals, $0.evals) } ?? (0, 0)
      let now = kind == .disappeared ? (0, 0) : (view.firstRenderEvals, view.evals)
      return ViewChange(
        workload: entry.workload, engine: entry.engine, view: view.name, source: view.source, before: before,
        now: now, grownReasons: kind == .regression ? grown : [], kind: kind)
    }
    for view in entry.views {
      guard let old = was[view.key] else {
        found.append(change(view, nil, .appeared))
        continue
      }
      let rose = view.evals > old.evals || view.firstRenderEvals > old.firstRenderEvals
      let fell = view.evals < old.evals || view.firstRenderEvals < old.firstRenderEvals
      if rose {
        found.append(change(view, old, .regression))
      } else if fell {
        found.append(change(view, old, .improvement))
      }
    }
    for view in before.views where !isNow.contains(view.key) {
      found.append(change(view, view, .disappeared))
    }
    return found
  }

  /// The table of what moved, for a CI job summary, and a one-line verdict.
  /// Paths as `display` shows them; `update` is the command that records a new baseline.
  public func markdown(
    timeTolerance: Double, countsOnly: Bool, display: CheckPaths.Display = .keyed,
    update: String = "bench baseline update"
  ) -> String {
    var out = "## bench check\n\n"
    if changes.isEmpty && viewChanges.isEmpty && breaches.isEmpty {
      out += "Nothing moved.\n\n"
    } else if !changes.isEmpty {
      var table = TextTable(
        ["workload", "engine", "metric", "baseline", "now", "change", ""], rightAligned: [3, 4, 5])
      for change in changes {
        table.add([
          change.workload, change.engine, change.metric, change.baseline, change.now, change.change,
          change.kind == .regression ? "regression" : "improvement",
        ])
      }
      out += table.markdown + "\n"
    }
    if !viewChanges.isEmpty {
      out += "### Views\n\n"
      for change in viewChanges {
        let mark =
          switch change.kind {
          case .regression: "regression"
          case .improvement: "improvement"
          case .appeared, .disappeared: "note"
          }
        out += "- **\(mark)** \(change.workload): \(change.sentence(display))\n"
      }
      out += "\n"
    }
    if !breaches.isEmpty {
      out += "### Budgets\n\n"
      for breach in breaches { out += "- **over budget** \(breach.sentence(display))\n" }
      out += "\n"
    }
    let regressions =
      changes.filter { $0.kind == .regression }.count + viewChanges.filter { $0.kind == .regression }.count
      + breaches.count
    let improvements =
      changes.filter { $0.kind == .improvement }.count + viewChanges.filter { $0.kind == .improvement }.count
    let times = countsOnly ? "times not checked" : String(format: "times within %.0f%%", timeTolerance * 100)
    switch verdict {
    case .regressed:
      out += "**Verdict: REGRESSION** — \(regressions) metric(s) got worse, \(improvements) improved.\n"
    case .improved:
      out +=
        "**Verdict: improved** — \(improvements) count(s) fell and nothing got worse; run `\(update)` to lock them in.\n"
    case .unchanged where !hasBaseline:
      out += "**Verdict: within budgets** — no view broke a budget; no baseline was compared.\n"
    case .unchanged:
      out += "**Verdict: unchanged** — counts equal the baseline, \(times).\n"
    }
    return out
  }

  private static func percent(_ now: Double, _ was: Double) -> String {
    guard was != 0 else { return now == 0 ? "0%" : "new" }
    return String(format: "%+.1f%%", (now - was) / was * 100)
  }
}
