import Testing

@testable import InvalidationBench

/// A run compared with expected outputs stops at the first render or frame that shows
/// something else (`CountRun.run(expected:)`, what `bench advise` rejects a fix at).
@Suite struct CountRunOutputTests {
  // A label showing model.tick, which the trace adds 1 to each frame: 10 frames, so the first
  // render's output and one per frame, 11.
  static func run(expected: [[Value]]? = nil) throws -> CountRun {
    let file = try ScreenFile(text: RunBudgetTests.screen, path: "one.yaml")
    return try CountRun.run(
      try file.scenario(file.values()), engines: [.asWritten], recordingOutput: true, referenceOnly: true,
      expected: expected)
  }

  // Expected as it shows: all 11 outputs, and the label re-runs once a frame, 10. Expected with
  // frame 4's output changed: the run ends there, with 5 outputs (the first render and frames
  // 1-4), the label re-run in frames 1-3 only (frame 4's engine pass is not run), 3. Expected
  // with the first render's changed: 1 output, 0 frames run.
  @Test func aRunStopsWhereItsOutputDiffers() throws {
    let full = try Self.run()
    #expect(full.outputs.count == 11)
    #expect(try Self.run(expected: full.outputs).outputs == full.outputs)
    #expect(try Self.run(expected: full.outputs).engines[0].counters.bodyEvals == 10)
    var changed = full.outputs
    changed[4] = []
    let stopped = try Self.run(expected: changed)
    #expect(stopped.outputs == Array(full.outputs[...4]))
    #expect(stopped.engines[0].counters.bodyEvals == 3)
    changed = full.outputs
    changed[0] = []
    #expect(try Self.run(expected: changed).outputs == [full.outputs[0]])
    // Expected shorter than the run (3 outputs): frame 3's output has none to match, 4.
    #expect(try Self.run(expected: Array(full.outputs[...2])).outputs == Array(full.outputs[...3]))
  }
}
