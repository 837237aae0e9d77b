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

  public let changes: [Change]

  public var verdict: Verdict {
    if changes.contains(where: { $0.kind == .regression }) { return .regressed }
    return changes.isEmpty ? .unchanged : .improved
  }

  /// Compares `current` with `baseline`. A count that rises, any stale frame, or a time ratio
  /// more than `timeTolerance` (0.5 = 50 %) above the baseline's is a regression; a count that
  /// falls is an improvement. Times are skipped with `countsOnly`.
  public init(
    baseline: Baseline, current: Baseline, timeTolerance: Double, countsOnly: Bool
  ) throws {
    let old = Dictionary(baseline.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    let new = Dictionary(current.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    guard Set(old.keys) == Set(new.keys) else { throw BaselineMismatch() }
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
  }

  /// The table of what moved, for a CI job summary, and a one-line verdict.
  public func markdown(timeTolerance: Double, countsOnly: Bool) -> String {
    var out = "## bench check\n\n"
    if changes.isEmpty {
      out += "Nothing moved.\n\n"
    } else {
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
    let regressions = changes.filter { $0.kind == .regression }.count
    let improvements = changes.count - regressions
    let times = countsOnly ? "times not checked" : String(format: "times within %.0f%%", timeTolerance * 100)
    switch verdict {
    case .regressed:
      out += "**Verdict: REGRESSION** — \(regressions) metric(s) got worse, \(improvements) improved.\n"
    case .improved:
      out +=
        "**Verdict: improved** — \(improvements) count(s) fell and nothing got worse; run `bench baseline update` to lock them in.\n"
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

/// The baseline was made from other cases than the ones run now.
public struct BaselineMismatch: Error, CustomStringConvertible {
  public var description: String {
    "the baseline was made for other workloads, parameters or engines than the ci preset runs now; run 'bench baseline update' and commit it"
  }
}
