/// One measured quantity of an engine on a case. `Metric.all` is the one list that the CSV
/// columns, the engine tables of the terminal and `report.md`, and the counts `bench check`
/// compares are all made from.
public struct Metric: Sendable {
  /// How `bench check` treats the metric.
  public enum Gate: Sendable {
    /// Not compared.
    case notCompared
    /// A count compared exactly: any rise is a regression, any fall an improvement.
    case count
    /// A count that must be 0.
    case zero
  }

  /// What a metric is read from.
  public struct Source {
    public let result: CaseResult
    public let engine: EngineResult
    public let environment: RunEnvironment
  }

  /// The CSV column and the key in baselines.
  public let name: String
  /// The column heading in the engine tables, if the tables show it.
  public let heading: String?
  public let gate: Gate
  /// The value as a count, for gated metrics.
  let count: (@Sendable (Counters) -> Int)?
  let csvCell: @Sendable (Source) -> String
  let tableCell: @Sendable (Source) -> String
  /// The value as a number, for report.html's colour scale (lower is better), if it has one.
  let amount: @Sendable (Source) -> Double?

  /// A count of the engine's counters, shown as is.
  static func count(
    _ name: String, heading: String? = nil, gate: Gate = .notCompared,
    _ value: @escaping @Sendable (Counters) -> Int
  ) -> Metric {
    Metric(
      name: name, heading: heading, gate: gate, count: value,
      csvCell: { "\(value($0.engine.counters))" }, tableCell: { "\(value($0.engine.counters))" },
      amount: { Double(value($0.engine.counters)) })
  }

  /// Any other value, with its CSV and table forms.
  static func value(
    _ name: String, heading: String? = nil, csv: @escaping @Sendable (Source) -> String,
    table: @escaping @Sendable (Source) -> String = { _ in "" },
    amount: @escaping @Sendable (Source) -> Double? = { _ in nil }
  ) -> Metric {
    Metric(
      name: name, heading: heading, gate: .notCompared, count: nil, csvCell: csv, tableCell: table,
      amount: amount)
  }

  /// A frame-time statistic in nanoseconds, shown as a duration, or `—` when nothing was timed.
  static func time(
    _ name: String, heading: String? = nil, _ value: @escaping @Sendable (TimingSummary) -> UInt64
  ) -> Metric {
    .value(
      name, heading: heading, csv: { "\(value($0.engine.timing))" },
      table: { $0.engine.timing.framesTimed > 0 ? Formatting.duration(value($0.engine.timing)) : "—" },
      amount: { $0.engine.timing.framesTimed > 0 ? Double(value($0.engine.timing)) : nil })
  }

  public static let all: [Metric] = [
    .value("frames", csv: { "\($0.result.frames)" }),
    .count("mount_evals") { $0.mountEvals },
    .count("body_evals", heading: "body evals", gate: .count) { $0.bodyEvals },
    .value(
      "evals_ratio_to_min", heading: "× min",
      csv: { Formatting.decimal($0.result.ratioToMinimum($0.engine)) },
      table: { Formatting.ratio($0.result.ratioToMinimum($0.engine)) },
      amount: { $0.result.ratioToMinimum($0.engine) }),
    .value(
      "evals_ratio_to_best", heading: "× best",
      csv: { Formatting.decimal($0.result.ratioToBest($0.engine)) },
      table: {
        $0.engine.engine == EngineKind.oracle.rawValue
          ? "—" : Formatting.ratio($0.result.ratioToBest($0.engine))
      },
      amount: { $0.engine.engine == EngineKind.oracle.rawValue ? nil : $0.result.ratioToBest($0.engine) }),
    .count("elements_built", heading: "elements", gate: .count) { $0.elementsBuilt },
    .count("comparisons", heading: "comparisons", gate: .count) { $0.comparisons },
    .count("notifications", heading: "notifications", gate: .count) { $0.notifications },
    .count("tracking_installs") { $0.trackingInstalls },
    .count("wasted_evals", heading: "wasted") { $0.wastedEvals },
    .count("necessary_evals") { $0.necessaryEvals },
    .count("actions", gate: .count) { $0.actions },
    .count("transactions", gate: .count) { $0.transactions },
    .count("environment_checks", gate: .count) { $0.environmentChecks },
    .count("identifiers_gathered", gate: .count) { $0.identifiersGathered },
    .value("min_evals", csv: { "\($0.result.minEvals)" }),
    .value("min_elements", csv: { "\($0.result.minElements)" }),
    .value(
      "elements_ratio_to_min",
      csv: {
        Formatting.decimal(
          $0.result.minElements > 0
            ? Double($0.engine.counters.elementsBuilt) / Double($0.result.minElements) : nil)
      }),
    .value(
      "evals_per_frame",
      csv: { Formatting.decimal(Double($0.engine.counters.bodyEvals) / Double(max(1, $0.result.frames))) }),
    .time("p50_ns", heading: "p50 frame") { $0.p50Ns },
    .time("p90_ns") { $0.p90Ns },
    .time("p99_ns", heading: "p99 frame") { $0.p99Ns },
    .time("max_ns") { $0.maxNs },
    .value("mean_ns", csv: { Formatting.decimal($0.engine.timing.meanNs, digits: 1) }),
    .time("total_median_ns") { $0.totalMedianNs },
    .time("total_min_ns") { $0.totalMinNs },
    .value(
      "frames_over_budget", heading: "over budget", csv: { "\($0.engine.timing.framesOverBudget)" },
      table: { "\($0.engine.timing.framesOverBudget)" },
      amount: { $0.engine.timing.framesTimed > 0 ? Double($0.engine.timing.framesOverBudget) : nil }),
    .value("frame_budget_ns", csv: { "\(Int($0.environment.frameBudgetMs * 1_000_000))" }),
    .value("repetitions", csv: { "\($0.engine.timing.repetitions)" }),
    Metric(
      name: "stale_frames", heading: "stale", gate: .zero, count: { $0.staleFrames },
      csvCell: { "\($0.engine.counters.staleFrames)" },
      tableCell: { $0.engine.counters.staleFrames > 0 ? "**\($0.engine.counters.staleFrames)**" : "0" },
      amount: { Double($0.engine.counters.staleFrames) }),
    Metric(
      name: "action_mismatches", heading: "wrong actions", gate: .zero,
      count: { $0.actionMismatches }, csvCell: { "\($0.engine.counters.actionMismatches)" },
      tableCell: {
        $0.engine.counters.actionMismatches > 0 ? "**\($0.engine.counters.actionMismatches)**" : "0"
      }, amount: { Double($0.engine.counters.actionMismatches) }),
  ]

  /// The metrics `bench check` compares, in table order.
  public static var gated: [Metric] { all.filter { $0.gate != .notCompared } }

  /// The metrics the engine tables show, in order.
  static var shown: [Metric] { all.filter { $0.heading != nil } }

  /// The cell of `source` in the engine tables, without the markdown emphasis of report.md.
  func plainCell(_ source: Source) -> String {
    tableCell(source).replacingOccurrences(of: "**", with: "")
  }
}
