/// Named sets of cases: `ci` is the fast catalogue that baselines and `bench check` run.
public enum Preset: String, Sendable, CaseIterable {
  case ci

  /// Every workload at sizes that keep a whole check to seconds on two cores.
  public var cases: [BenchmarkCase] {
    let sizes: [String: [String: Int]] = [
      "ticker": ["cards": 20, "frames": 200],
      "typing": ["cards": 20, "frames": 100],
      "list-scrolling": ["items": 200, "frames": 100],
      "catalog": ["products": 60, "frames": 60],
      "environment": ["frames": 100],
      "observers": ["frames": 100],
    ]
    return WorkloadCatalog.all.map { workload in
      BenchmarkCase(workload: workload, values: workload.values(sizes[workload.name] ?? [:]))
    }
  }

  /// Repetitions and warm-up for timing the preset.
  public var options: RunOptions {
    var options = RunOptions()
    options.repetitions = 5
    options.warmup = 1
    return options
  }
}
