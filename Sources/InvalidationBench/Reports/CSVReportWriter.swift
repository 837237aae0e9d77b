/// `results.csv`: one row per case × engine (the oracle included), every metric a column.
public enum CSVReportWriter {
  /// The columns that say which case and engine a row is; the metrics follow.
  static let identityColumns = [
    "workload", "parameters", "swept_parameter", "swept_value", "engine", "chart_colour",
  ]

  public static let columns = identityColumns + Metric.all.map(\.name)

  public static func render(_ results: BenchmarkResults) -> String {
    var lines = [columns.joined(separator: ",")]
    for result in results.cases {
      let swept = result.sweptParameter
      for engine in result.allEngines {
        let source = Metric.Source(result: result, engine: engine, environment: results.environment)
        let identity = [
          result.workload, result.parameterText, swept ?? "",
          swept.flatMap { result.parameters[$0] }.map(String.init) ?? "", engine.engine,
          EngineKind(rawValue: engine.engine)?.chartColour ?? "",
        ]
        lines.append((identity + Metric.all.map { $0.csvCell(source) }).joined(separator: ","))
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

  /// Writes the rows to `stream` one at a time.
  public static func write(_ results: BenchmarkResults, to stream: inout some TextOutputStream) {
    stream.write(columns.joined(separator: ",") + "\n")
    for result in results.cases {
      for engine in result.allEngines {
        var minimum = result.frameMinEvals.makeIterator()
        var times = engine.frameTimeNs.makeIterator()
        for (frame, evals) in engine.frameEvals.enumerated() {
          let time = times.next().map { "\($0)" } ?? ""
          stream.write(
            "\(result.workload),\(result.parameterText),\(engine.engine),\(frame + 1),"
              + "\(evals),\(minimum.next() ?? 0),\(time)\n")
        }
      }
    }
  }
}
