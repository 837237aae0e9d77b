import InvalidationBench
import Testing

@Suite struct StaleFrameTests {
  /// A screen with a deliberately wrong Equatable view, as a workload the runner can run.
  struct WrongBadgeWorkload: Workload {
    var name: String { "wrong-badge" }
    var summary: String { "a Badge whose == ignores the count it shows" }
    var parameters: [WorkloadParameter] { [.frames(2), .seed] }

    func scenario(_ values: ParameterValues) -> Scenario {
      let (screen, count) = StaleFrameTests.wrongBadgeScreen()
      let frames = (0..<values["frames"]).map { _ in Frame([.mutate(count, .add(1))]) }
      return Scenario(screen: screen, frames: frames)
    }
  }

  static func wrongBadgeScreen() -> (Screen, FieldRef) {
    let store = StoreSchema(name: "Model")
    let count = store.field("count", .int(0))
    // Its `==` ignores `count`, which it displays.
    let badge = ViewDecl(
      "Badge", inputs: [.value("count"), .value("label")], equality: .equatable(ignoring: ["count"])
    ) { view in
      [.text(view.input("label")), .text(view.input("count"))]
    }
    let root = ViewDecl("Root") { _ in
      [.child(badge, [("count", .value(.field(count))), ("label", .value(.constant(.string("n"))))])]
    }
    return (Screen(stores: [store], root: root), count)
  }

  @Test func reportsNameTheViewOfAStaleFrame() throws {
    var options = RunOptions()
    options.repetitions = 1
    options.warmup = 0
    let cases = BenchmarkRunner(options: options).run([
      BenchmarkCase(workload: WrongBadgeWorkload(), values: WrongBadgeWorkload().values())
    ])
    let environment = RunEnvironment.current(options: options)
    let results = BenchmarkResults(environment: environment, cases: cases)
    let markdown = MarkdownReportWriter.render(results)
    #expect(
      markdown.contains(
        "> **STALE: `property-level` showed the wrong thing in 2 frames, first at frame 1; first wrong element owned by `Badge` (2).**"
      ))
    let table = TerminalTableWriter.render(results)
    #expect(table.contains("STALE: whole-object showed the wrong thing in 2 frames (views: Badge)"))
    let rows = CSVReportWriter.render(results).split(separator: "\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    let staleColumn = try #require(CSVReportWriter.columns.firstIndex(of: "stale_frames"))
    let engineColumn = try #require(CSVReportWriter.columns.firstIndex(of: "engine"))
    #expect(
      rows.dropFirst().map { "\($0[engineColumn])=\($0[staleColumn])" } == [
        "oracle=0", "whole-object=2", "property-level=2", "scoped=2", "equatable=2",
      ])
  }

  @Test func wrongEquatableViewProducesStaleFramesNamingIt() {
    let (screen, count) = Self.wrongBadgeScreen()
    let result = run(screen, [[.mutate(count, .add(1))], [.mutate(count, .add(1))]])
    // Every engine re-creates Badge with a new count and its `==` says equal: both frames stale.
    #expect(result.staleFrames == [2, 2, 2, 2])
    for engine in result.engines {
      #expect(engine.staleViews == ["Badge": 2], "\(engine.kind)")
      #expect(engine.firstStaleFrame == 1)
    }
  }

  @Test func unobservedFieldGoesStaleUntilSomethingElseReEvaluates() {
    let store = StoreSchema(name: "Model")
    let hidden = store.field("hidden", .int(0), observed: false)
    let shown = store.field("shown", .int(0))
    let root = ViewDecl("Root") { _ in [.text(.field(hidden)), .text(.field(shown))] }
    let result = run(
      Screen(stores: [store], root: root),
      [[.mutate(hidden, .add(1))], [.mutate(shown, .add(1))]], [.wholeObject, .propertyLevel])
    // Frame 1 notifies no one: stale. Frame 2 re-evaluates the root, which then reads both.
    #expect(result.staleFrames == [1, 1])
  }
}
