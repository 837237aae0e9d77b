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

  // 2 of 100 frames took the counting run 0.5 s, the parts a timed run repeats 0.3 s of it:
  // 0.25 s a frame for the counting run, 25 s over 100 frames; each of 3 repetitions 0.15 s a
  // frame, 15 s, and 0.2 s of mounts, 15.2 s, 45.6 s for the 3; with 200 elements, 2 engines
  // and 1,000 ns of element cost, 200 × 2 × 1,000 ns = 0.0004 s a frame more in each of the 3,
  // 0.12 s: 25 + 45.6 + 0.12 = 70.72 s.
  @Test func theProjectionIsTheMeasuredPaceOverAllTheRuns() {
    let seconds = RunBudget.projection(
      counting: 0.5, timed: 0.3, mounts: 0.2, done: 2, frames: 100, repetitions: 3,
      elementWork: (elements: 200, engineCount: 2, elementCost: 1000))
    #expect(abs(seconds - 70.72) < 1e-9)
  }

  // A clock that advances 1 s at each reading. Around the two mounts a timed run repeats (the
  // oracle's, the engine's) it reads 1, 2 and 3, 4: 2 s of mounts. The counting run starts at 5;
  // its first frame is made between 6 and 7, runs on the oracle between 8 and 9 and on the
  // engine between 10 and 11, and the check reads 12: 7 s for 1 frame, of which a timed run
  // repeats the making twice (for the oracle and the engine), the oracle's and the engine's:
  // 4 s. 10 frames: 7 × 10 = 70 s counting, and 1 timed run of 2 + 4 × 10 = 42 s: 112 s, far
  // past a budget of 10 s. The same screen with no budget runs its 10 frames.
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
      #expect([seconds, frames, measured, runs] == [112, 10, 1, 2])
      #expect(heaviest == "property-level")
    }
    #expect(
      "\(DeclarationError.overTimeBudget(seconds: 112, budget: 10, frames: 10, measured: 1, runs: 2, heaviest: "scoped"))"
        .contains("--time-limit 224"))
    options.budget = RunBudget(seconds: nil)
    let results = try BenchmarkRunner(options: options).run([
      BenchmarkCase(workload: file, values: file.values())
    ])
    #expect(results[0].frames == 10)
  }

  // The same clock, a budget of 200 s: 200/200 = 1 s to judge a run far over, 200/20 = 10 s
  // to judge any. The mounts take 2 s and the counting run starts at 5, as above; each frame
  // reads the clock 7 times (making, oracle, engine, check), so the check after frame n reads
  // 7n + 5, 7n s after the start, of which a timed run repeats 4n s. F frames project to
  // 7F + (2 + 4F) = 11F + 2 s. 100 frames: 1,102 s, over twice the budget: stopped after
  // frame 1. 30 frames: 332 s, over the budget but not twice it, and 7 s is not yet 10: it
  // runs on; after frame 2, 14 s, still 332 s: stopped with 2 measured.
  @Test func aRunFarPastItsBudgetStopsEarly() throws {
    let file = try ScreenFile(text: Self.screen, path: "one.yaml")
    let options = Self.options(seconds: 200)
    for (frames, expected) in [(100, [1102, 1]), (30, [332, 2])] {
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
