/// `results.csv`: one row per case × engine (the oracle included), every metric a column.
public enum CSVReportWriter {
  public static let columns = [
    "workload", "parameters", "swept_parameter", "swept_value", "engine", "frames",
    "mount_evals", "body_evals", "elements_built", "comparisons", "notifications",
    "tracking_installs", "wasted_evals", "necessary_evals", "stale_frames", "actions",
    "min_evals", "min_elements", "evals_ratio_to_min", "elements_ratio_to_min",
    "evals_ratio_to_best", "evals_per_frame", "p50_ns", "p90_ns", "p99_ns", "max_ns", "mean_ns",
    "total_median_ns", "total_min_ns", "frames_over_budget", "frame_budget_ns", "repetitions",
  ]

  public static func render(_ results: BenchmarkResults) -> String {
    var lines = [columns.joined(separator: ",")]
    for result in results.cases {
      for engine in [result.oracle] + result.engines {
        let counters = engine.counters
        let timing = engine.timing
        let swept = result.sweptParameter
        let row: [String] = [
          result.workload, result.parameterText, swept ?? "",
          swept.flatMap { result.parameters[$0] }.map(String.init) ?? "", engine.engine,
          "\(result.frames)", "\(counters.mountEvals)", "\(counters.bodyEvals)",
          "\(counters.elementsBuilt)", "\(counters.comparisons)", "\(counters.notifications)",
          "\(counters.trackingInstalls)", "\(counters.wastedEvals)", "\(counters.necessaryEvals)",
          "\(counters.staleFrames)", "\(counters.actions)", "\(result.minEvals)",
          "\(result.minElements)",
          Formatting.decimal(engine.ratio(toMinimum: result.minEvals)),
          Formatting.decimal(
            result.minElements > 0
              ? Double(counters.elementsBuilt) / Double(result.minElements) : nil),
          Formatting.decimal(
            result.bestEvals > 0 ? Double(counters.bodyEvals) / Double(result.bestEvals) : nil),
          Formatting.decimal(Double(counters.bodyEvals) / Double(max(1, result.frames))),
          "\(timing.p50Ns)", "\(timing.p90Ns)", "\(timing.p99Ns)", "\(timing.maxNs)",
          Formatting.decimal(timing.meanNs, digits: 1), "\(timing.totalMedianNs)",
          "\(timing.totalMinNs)", "\(timing.framesOverBudget)",
          "\(Int(results.environment.frameBudgetMs * 1_000_000))", "\(timing.repetitions)",
        ]
        lines.append(row.joined(separator: ","))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// `frames.csv`: one row per case × engine × frame, for plots.
public enum FramesCSVWriter {
  public static let columns = [
    "workload", "parameters", "engine", "frame", "body_evals", "min_evals", "time_ns",
  ]

  public static func render(_ results: BenchmarkResults) -> String {
    var lines = [columns.joined(separator: ",")]
    for result in results.cases {
      let minimum = result.frameMinEvals
      for engine in [result.oracle] + result.engines {
        for frame in engine.frameEvals.indices {
          let time = frame < engine.frameTimeNs.count ? "\(engine.frameTimeNs[frame])" : ""
          lines.append(
            "\(result.workload),\(result.parameterText),\(engine.engine),\(frame + 1),"
              + "\(engine.frameEvals[frame]),\(minimum[frame]),\(time)")
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
