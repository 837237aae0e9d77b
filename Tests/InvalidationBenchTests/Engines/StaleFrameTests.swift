import InvalidationBench
import Testing

@Suite struct StaleFrameTests {
  /// A screen with a deliberately wrong Equatable view, as a workload the runner can run.
  struct WrongBadgeWorkload: Workload {
    static let frames = WorkloadParameter.frames(2)
    var name: String { "wrong-badge" }
    var summary: String { "a Badge whose == ignores the count it shows" }
    var parameters: [WorkloadParameter] { [Self.frames] }
    var ciValues: [WorkloadParameter: Int] { [:] }

    func scenario(_ values: ParameterValues) throws(DeclarationError) -> Scenario {
      let (screen, count) = try StaleFrameTests.wrongBadgeScreen()
      let frames = (0..<values[Self.frames]).map { _ in Frame([.mutate(count, .add(1))]) }
      return try Scenario(screen: screen, frames: frames)
    }
  }

  static func wrongBadgeScreen() throws(DeclarationError) -> (Screen, FieldRef) {
    let screen = ScreenBuilder()
    let count = try screen.store("Model").field("count", .int(0))
    // Its `==` ignores `count`, which it displays.
    let badge = try screen.view(
      "Badge", inputs: [.value("count"), .value("label")], equality: .equatable(ignoring: ["count"])
    ) { view throws(DeclarationError) in
      [.text(try view.input("label")), .text(try view.input("count"))]
    }
    let root = try screen.view("Root") { _ in
      [.child(badge, ["count": .value(.field(count)), "label": .value(.constant(.string("n")))])]
    }
    return (try screen.build(root: root), count)
  }

  @Test func reportsNameTheViewOfAStaleFrame() throws {
    var options = RunOptions()
    options.repetitions = 1
    options.warmup = 0
    let cases = try BenchmarkRunner(options: options).run([
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
    let html = HTMLReportWriter.render(results)
    #expect(
      html.contains(
        #"<p class="alarm">whole-object showed 2 stale frames (the first at frame 1) in Badge: a view showed an old value.</p>"#
      ))
    // The stale column of every strategy: 2, in red; the oracle's 0 is plain.
    #expect(
      html.components(separatedBy: #"<td class="alarm">2</td>"#).count - 1 == EngineKind.strategies.count)
    let rows = CSVReportWriter.render(results).split(separator: "\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    let staleColumn = try #require(CSVReportWriter.columns.firstIndex(of: "stale_frames"))
    let engineColumn = try #require(CSVReportWriter.columns.firstIndex(of: "engine"))
    let stale = Dictionary(uniqueKeysWithValues: rows.dropFirst().map { ($0[engineColumn], $0[staleColumn]) })
    // The oracle defines what is right; every strategy re-creates Badge and believes its `==`.
    #expect(stale["oracle"] == "0")
    for kind in EngineKind.strategies {
      #expect(stale[kind.rawValue] == "2", "\(kind)")
    }
  }

  @Test func wrongEquatableViewProducesStaleFramesNamingIt() throws {
    let (screen, count) = try Self.wrongBadgeScreen()
    let result = try run(screen, [[.mutate(count, .add(1))], [.mutate(count, .add(1))]])
    // Every engine re-creates Badge with a new count and its `==` says equal: both frames stale.
    #expect(result.staleFrames == everyStrategy(2))
    for engine in result.engines {
      #expect(engine.staleViews == ["Badge": 2], "\(engine.kind)")
      #expect(engine.firstStaleFrame == 1)
    }
  }

  @Test func unobservedFieldGoesStaleUntilSomethingElseReEvaluates() throws {
    let screen = ScreenBuilder()
    let model = try screen.store("Model")
    let hidden = try model.field("hidden", .int(0), observed: false)
    let shown = try model.field("shown", .int(0))
    let root = try screen.view("Root") { _ in [.text(.field(hidden)), .text(.field(shown))] }
    let result = try run(
      screen.build(root: root),
      [[.mutate(hidden, .add(1))], [.mutate(shown, .add(1))]], [.wholeObject, .propertyLevel])
    // Frame 1 notifies no one: stale. Frame 2 re-evaluates the root, which then reads both.
    #expect(result.staleFrames == [.wholeObject: 1, .propertyLevel: 1])
  }
}
