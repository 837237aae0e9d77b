import Testing

@testable import InvalidationBench

/// A run estimated past its time budget is refused before its frames run (docs/limits.md,
/// "Time"); the estimate is arithmetic on the first render's counts, so it is the same on
/// every machine.
@Suite struct RunBudgetTests {
  static let screen = """
    workload: one-label
    parameters:
      frames:
        default: 10
    stores:
      model:
        fields: {tick: 0}
    views:
      Root:
        body:
          - Text: model.tick
    root: Root
    trace:
      - model.tick += 1
    """

  // One view with one element: on the oracle and property-level each mount is 1 evaluation
  // and 1 element. Counting run: oracle 0.3 + 0.45, property-level 9 + 0.45 = 10.2 µs a frame;
  // one timed run: 0.3 + 0.13 + 9 + 0.13 = 9.56 µs. Over 10 frames: (10.2 + 9.56) × 10 =
  // 197.6 µs.
  @Test func theEstimateIsTheFirstRendersCountsTimesTheirCosts() throws {
    let file = try ScreenFile(text: Self.screen, path: "one.yaml")
    let scenario = try file.scenario(file.values())
    let engines = [EngineKind.oracle, .propertyLevel].map { $0.makeEngine(for: scenario.screen) }
    for engine in engines { engine.mount() }
    #expect(engines[0].renderedTree().values.count == 2)
    let mounts = engines.map {
      RunBudget.Mount(kind: $0.kind, flavour: $0.flavour, evaluations: $0.counters.mountEvals)
    }
    let seconds = RunBudget.estimate(mounts, elements: 1, frames: 10, repetitions: 1, elementCost: 0)
    #expect(abs(seconds - 197.6e-6) < 1e-12)
  }

  // The same screen under a budget of a tenth of a millisecond: refused, naming the frames
  // and runs, before any frame; with no budget it runs.
  @Test func aRunPastItsBudgetIsRefusedUpFront() throws {
    let file = try ScreenFile(text: Self.screen, path: "one.yaml")
    var options = RunOptions()
    options.engines = [.propertyLevel]
    options.repetitions = 1
    options.warmup = 0
    options.budget = RunBudget(seconds: 0.0001)
    #expect {
      try BenchmarkRunner(options: options).run([BenchmarkCase(workload: file, values: file.values())])
    } throws: { error in
      guard case DeclarationError.overTimeBudget(_, _, let frames, let runs, let heaviest) = error else {
        return false
      }
      return frames == 10 && runs == 2 && heaviest == "property-level"
        && "\(error)".contains("--time-limit")
    }
    options.budget = RunBudget(seconds: nil)
    let results = try BenchmarkRunner(options: options).run([
      BenchmarkCase(workload: file, values: file.values())
    ])
    #expect(results[0].frames == 10)
  }
}
