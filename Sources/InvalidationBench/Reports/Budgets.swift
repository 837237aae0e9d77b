/// Limits a team states up front, checked on every run of `bench check` with or without a
/// baseline (docs/ci.md, "Budgets"). Each applies to every view of every screen, on the
/// engines `engines` names (the app as written, by default).
public struct Budgets: Sendable, Hashable {
  /// No view evaluates during the frames more than this many times the evaluations the
  /// oracle found necessary for it (a view the oracle never needed to re-run must not re-run).
  public var maxTimesOracle: Double?
  /// Views that must never evaluate in vain (their output the same as before).
  public var noWaste: [String] = []
  /// No view evaluates more than this many times per interaction on average: at most this many
  /// times the frames (the trace runs one interaction a frame).
  public var maxPerInteraction: Int?
  /// The engines the budgets apply to; empty means `as-written` where the screen has it, else
  /// every engine run but the oracle.
  public var engines: [String] = []

  public init() {}

  public var isEmpty: Bool { maxTimesOracle == nil && noWaste.isEmpty && maxPerInteraction == nil }

  /// What `results` break, view by view.
  public func breaches(in results: BenchmarkResults) -> [BudgetBreach] {
    var found: [BudgetBreach] = []
    for result in results.cases {
      let run = result.engines.filter { $0.engine != EngineKind.oracle.rawValue }
      let judged =
        engines.isEmpty
        ? (run.contains { $0.engine == EngineKind.asWritten.rawValue }
          ? run.filter { $0.engine == EngineKind.asWritten.rawValue } : run)
        : run.filter { engines.contains($0.engine) }
      let necessary = Dictionary(
        result.oracle.viewTypes.map { ($0.key, $0.evals - $0.wastedEvals) },
        uniquingKeysWith: { first, _ in first })
      for engine in judged {
        for view in engine.viewTypes {
          func breach(_ limit: String, _ actual: String) {
            found.append(
              BudgetBreach(
                workload: result.workload, engine: engine.engine, view: view.name, source: view.source,
                limit: limit, actual: actual))
          }
          if let maxTimesOracle, let needed = necessary[view.key],
            Double(view.evals) > maxTimesOracle * Double(needed)
          {
            breach(
              "at most \(Self.number(maxTimesOracle))× the oracle's \(needed) evaluations", "\(view.evals)")
          }
          if noWaste.contains(view.name), view.wastedEvals > 0 {
            breach("no wasted evaluations", "\(view.wastedEvals) wasted")
          }
          if let maxPerInteraction, view.evals > maxPerInteraction * result.frames {
            breach(
              "at most \(maxPerInteraction) per interaction (\(maxPerInteraction * result.frames) in \(result.frames) frames)",
              "\(view.evals)")
          }
        }
      }
    }
    return found
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value))" : "\(value)"
  }
}

/// A view that broke a budget on one engine.
public struct BudgetBreach: Sendable, Hashable {
  public let workload: String
  public let engine: String
  public let view: String
  /// `FILE:LINE` of the view, when it came from source.
  public let source: String?
  /// The budget, in words.
  public let limit: String
  /// What the run measured.
  public let actual: String

  /// `Row (Feature.swift:12) on as-written in feature: 40 evaluations, over at most 1 per
  /// interaction`, the path as `display` shows it.
  public func sentence(_ display: CheckPaths.Display = .keyed) -> String {
    "\(view)\(source.map { " (\(display.source($0)))" } ?? "") on \(engine) in \(workload): \(actual), over the budget of \(limit)"
  }
}
