import Benchmark
import InvalidationBench

/// Body evaluations of one run of a workload's frames, as a package-benchmark metric.
let bodyEvaluations = BenchmarkMetric.custom("bodyEvaluations", polarity: .prefersSmaller)

/// One benchmark per workload × engine at the ci preset's sizes: the frames of one scenario
/// (the engine built and mounted untimed), with wall clock, CPU, malloc count and body
/// evaluations. Thresholds gate on malloc counts and evaluations only: wall-clock thresholds
/// fail on unchanged code on noisy shared machines.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, bodyEvaluations],
    timeUnits: .microseconds,
    warmupIterations: 1,
    maxDuration: .seconds(1),
    maxIterations: 50,
    thresholds: [
      .mallocCountTotal: .init(relative: [.p90: 10.0]),
      bodyEvaluations: .init(absolute: [.p90: 0]),
    ])

  for benchmarkCase in Preset.ci.cases {
    // The catalogue's own workloads always declare valid screens; one that did not would be
    // missing from the list rather than crash it.
    guard let scenario = try? benchmarkCase.workload.scenario(benchmarkCase.values) else { continue }
    for kind in EngineKind.strategies {
      // The evaluations come from the count pass; the measured frames are a timed engine's,
      // which counts nothing.
      guard let counted = try? CountRun.run(scenario, engines: [kind]) else { continue }
      let evaluations = counted.engines[0].counters.bodyEvals
      // A trace's frames are made as they are walked (`FrameSequence`); made here, their
      // allocations stay out of the engine's malloc count, as in the timed runs.
      let frames = Array(scenario.frames)
      Benchmark("\(benchmarkCase.workload.name)_\(kind.rawValue)") { benchmark in
        let engine = kind.makeEngine(for: scenario.screen, counting: false)
        engine.mount()
        benchmark.startMeasurement()
        for frame in frames {
          engine.run(frame)
        }
        benchmark.stopMeasurement()
        benchmark.measurement(bodyEvaluations, evaluations)
      }
    }
  }
}
