/// Named sets of cases: `ci` is the fast catalogue that baselines and `bench check` run.
public enum Preset: String, Sendable, CaseIterable {
  case ci

  /// Every workload at its own ci sizes, which keep a whole check to seconds on two cores.
  public var cases: [BenchmarkCase] {
    WorkloadCatalog.all.map { workload in
      BenchmarkCase(workload: workload, values: workload.values(workload.ciValues))
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
