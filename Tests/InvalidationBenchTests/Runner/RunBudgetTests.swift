import Testing

@testable import InvalidationBench

/// A run whose counting run's pace would take it past its time budget stops there
/// (docs/limits.md, "Time"); the projection is arithmetic on measured times, and the tests
/// give the times (a stand-in clock), so they are the same on every machine.
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

  /// One engine, one timed run, no warm-up, held to `seconds`.
  static func options(seconds: Double) -> RunOptions {
    var options = RunOptions()
    options.engines = [.propertyLevel]
    options.repetitions = 1
    options.warmup = 0
    options.budget = RunBudget(seconds: seconds)
    return options
  }

  // 2 of 100 frames took the counting run 0.5 s, the engines 0.3 s of it: 0.25 s a frame for
  // the counting run and 0.15 s for each of 3 repetitions, 0.7 s a frame; with 200 elements,
  // 2 engines and 1,000 ns of element cost, 200 × 2 × 1,000 ns = 0.0004 s a frame more in each
  // of the 3: 0.7012 s × 100 frames = 70.12 s.
  @Test func theProjectionIsTheMeasuredPaceOverAllTheRuns() {
    let seconds = RunBudget.projection(
      counting: 0.5, engines: 0.3, done: 2, frames: 100, repetitions: 3,
      elementWork: (elements: 200, engineCount: 2, elementCost: 1000))
    #expect(abs(seconds - 70.12) < 1e-9)
  }

  // A clock that advances 1 s at each reading: it reads 1 at the start, 2 and 3 around the
  // engine's first frame, 4 at the check, so 1 frame of the counting run took 3 s and the
  // engine 1 s of them: far past a budget of 10 s for 10 frames and 2 runs (3 + 1) × 10 = 40 s. The
  // same screen with no budget runs its 10 frames.
  @Test func aRunPastItsBudgetStopsAtItsMeasuredPace() throws {
    let file = try ScreenFile(text: Self.screen, path: "one.yaml")
    var options = Self.options(seconds: 10)
    let ticks = Ticks()
    let clock: @Sendable () -> Double = { ticks.next() }
    do {
      _ = try RunBudget.$clock.withValue(clock) {
        try BenchmarkRunner(options: options).run([BenchmarkCase(workload: file, values: file.values())])
      }
      Issue.record("ran past its budget")
    } catch DeclarationError.overTimeBudget(let seconds, _, let frames, let measured, let runs, let heaviest)
    {
      #expect([seconds, frames, measured, runs] == [40, 10, 1, 2])
      #expect(heaviest == "property-level")
    }
    #expect(
      "\(DeclarationError.overTimeBudget(seconds: 40, budget: 10, frames: 10, measured: 1, runs: 2, heaviest: "scoped"))"
        .contains("--time-limit 80"))
    options.budget = RunBudget(seconds: nil)
    let results = try BenchmarkRunner(options: options).run([
      BenchmarkCase(workload: file, values: file.values())
    ])
    #expect(results[0].frames == 10)
  }

  // The same clock, a budget of 100 s: 100/200 = 0.5 s to judge a run far over, 100/20 = 5 s
  // to judge any. Each frame reads the clock 3 times, so the check after frame n reads 3n + 1,
  // 3n s after the start, with the engine's n s in it. 100 frames: (3 + 1) × 100 = 400 s after
  // frame 1, over twice the budget: stopped there, with 1 frame measured. 30 frames: 4 × 30 =
  // 120 s after frame 1, over the budget but not twice it, and 3 s is not yet 5: it runs on;
  // after frame 2, 6 s, (6 + 2) / 2 × 30 = 120 s: stopped with 2 measured.
  @Test func aRunFarPastItsBudgetStopsEarly() throws {
    let file = try ScreenFile(text: Self.screen, path: "one.yaml")
    let options = Self.options(seconds: 100)
    for (frames, expected) in [(100, [400, 1]), (30, [120, 2])] {
      let clock: @Sendable () -> Double = { [ticks = Ticks()] in ticks.next() }
      let values = file.values([WorkloadParameter.frames(10): frames])
      do {
        _ = try RunBudget.$clock.withValue(clock) {
          try BenchmarkRunner(options: options).run([BenchmarkCase(workload: file, values: values)])
        }
        Issue.record("\(frames) frames ran past the budget")
      } catch DeclarationError.overTimeBudget(let seconds, _, _, let measured, _, _) {
        #expect([seconds, measured] == expected)
      }
    }
  }
}

/// A clock reading 1, 2, 3, … seconds.
private final class Ticks: @unchecked Sendable {
  private var now = 0.0

  func next() -> Double {
    now += 1
    return now
  }
}
