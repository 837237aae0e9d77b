import InvalidationBench
import Testing

/// Each workload at small parameters: body evaluations per engine and the oracle's minimum,
/// derived by hand.
@Suite struct WorkloadCountTests {
  func counts(_ workload: any Workload, _ overrides: [String: Int]) throws -> CountRun {
    try CountRun.run(try scenario(workload, overrides), engines: EngineKind.strategies)
  }

  @Test func ticker() throws {
    let result = try counts(try shipped("ticker"), ["cards": 3, "frames": 12, "same-value-every": 10])
    // Frame 10 writes title to itself; the other 11 tick.
    // whole-object: tick 11 × (root + TickLabel + 3 cards) + same-value 1 × (root + 3 cards) = 59
    // property-level: 11 × 5; the equal write does not notify = 55
    // scoped: 11 × (scope of TickLabel + TickLabel) = 22
    // equatable: 11 × (root + TickLabel) + 1 × root = 23
    // minimum: 11 × (root, whose input to TickLabel changed, + TickLabel) = 22
    let evals: [EngineKind: Int] = [.wholeObject: 59, .propertyLevel: 55, .scoped: 22, .equatable: 23]
    #expect(result.evals(evals) == evals)
    #expect(result.minEvals == 22)
  }

  @Test func typing() throws {
    let result = try counts(try shipped("typing"), ["cards": 3, "frames": 12, "tap-every": 10])
    // Every frame writes text or count, both read by the root.
    // whole-object, property-level: 12 × (root + 3 cards, whose closures are new) = 48
    // scoped: 12 × (the one scope reading the written field) = 12; equatable: 12 × root = 12
    let evals: [EngineKind: Int] = [.wholeObject: 48, .propertyLevel: 48, .scoped: 12, .equatable: 12]
    #expect(result.evals(evals) == evals)
    #expect(result.minEvals == 12)
  }

  @Test func listScrolling() throws {
    let result = try counts(
      try shipped("list-scrolling"),
      [
        "items": 30, "visible": 3, "prefetch": 1, "frames": 12, "like-visible-every": 5,
        "like-offscreen-every": 6, "font-every": 10,
      ])
    // Frame k shows rows k-1..<k+4: each frame keeps 4 mounted rows and mounts 1.
    // whole-object, property-level: the root (scrollOffset) re-creates the 4 kept rows (new
    //   onLike closures) and the new row mounts: 12 × (1 + 4 + 1) = 72
    // scoped: 12 × (header scope + new row and its 3 scopes) + like at 5 (1 scope) + font at 10
    //   (4 title scopes) + like at 10 (1 likes scope) = 60 + 1 + 5 = 66
    // equatable: 12 roots + 12 mounts + the liked row at 5 + the 4 kept rows at 10 = 29
    // minimum: the same 29 (the header changes every frame; likes off screen change nothing shown)
    let evals: [EngineKind: Int] = [.wholeObject: 72, .propertyLevel: 72, .scoped: 66, .equatable: 29]
    #expect(result.evals(evals) == evals)
    #expect(result.minEvals == 29)
  }

  @Test func catalog() throws {
    let result = try counts(
      try shipped("catalog"), ["products": 30, "visible": 3, "frames": 12, "toggle-every": 5])
    // Frames 5 and 10 toggle isLoading, the rest type. Every frame changes something the root
    // shows; rows are equal (same product) everywhere: 12 root evaluations, or 12 scope ones.
    let evals: [EngineKind: Int] = [.wholeObject: 12, .propertyLevel: 12, .scoped: 12, .equatable: 12]
    #expect(result.evals(evals) == evals)
    #expect(result.minEvals == 12)
    // Elements: the root builds the search field every frame and the progress view on frames
    // 5–9: 12 + 5 = 17. Scoped builds only the changed scope's: 10 search fields + 1 progress
    // view (frame 5; frame 10 removes it) = 11, which is also the minimum.
    #expect(result.counters(.wholeObject).elementsBuilt == 17)
    #expect(result.counters(.scoped).elementsBuilt == 11)
    #expect(result.minElements == 11)
  }

  @Test func environment() throws {
    let result = try counts(try shipped("environment"), ["depth": 2, "frames": 12, "brand-every": 5])
    // 10 score frames × (root or its scope) + 2 brand frames × (root or its scope + ThemedLabel)
    let evals: [EngineKind: Int] = [.wholeObject: 14, .propertyLevel: 14, .scoped: 14, .equatable: 14]
    #expect(result.evals(evals) == evals)
    #expect(result.minEvals == 14)
    // The root re-creates Link1 on each of its 12 evaluations; scoped only on brand frames.
    #expect(result.counters(.propertyLevel).comparisons == 12)
    #expect(result.counters(.scoped).comparisons == 2)
  }

  @Test func observers() throws {
    let result = try counts(try shipped("observers"), ["frames": 12, "same-value-every": 3])
    // Frames 3, 6, 9, 12 write the same value; 8 frames change count.
    // whole-object: the onChange observer and BodyReactor hold the store: 12 × 2 = 24
    // property-level, scoped: 8 × (onChange, onReceive-as-onChange, BodyReactor) = 24
    // equatable: 8 × (root + ChangeReactor + its observer + BodyReactor) + 4 roots = 36
    // minimum: 8 × (the onChange observer, whose value changed, and BodyReactor) = 16; an
    // onReceive observer shows nothing, so it is never needed
    let evals: [EngineKind: Int] = [.wholeObject: 24, .propertyLevel: 24, .scoped: 24, .equatable: 36]
    #expect(result.evals(evals) == evals)
    #expect(result.minEvals == 16)
    // Actions: onChange 8, onReceive on every write (12) or as onChange (8), one load.
    #expect(result.counters(.wholeObject).actions == 8 + 12 + 1)
    #expect(result.counters(.propertyLevel).actions == 8 + 8 + 1)
  }

  @Test(arguments: WorkloadCatalog.all.map(\.name))
  func noStaleFramesNorWrongActionsAtDefaultParameters(_ name: String) throws {
    let workload = try #require(WorkloadCatalog.workload(named: name))
    for closures in ClosureComparison.allCases {
      let result = try CountRun.run(
        try workload.scenario(), engines: EngineKind.strategies, closures: closures)
      #expect(result.staleFrames == result.noStaleFrames)
      #expect(result.counts(everyStrategy(0), \.actionMismatches) == everyStrategy(0))
      let combineScoped = try CountRun.run(
        try workload.scenario(), engines: [.scoped], scopedObservation: .combine, closures: closures)
      #expect(combineScoped.staleFrames == [.scoped: 0])
      #expect(combineScoped.counters(.scoped).actionMismatches == 0)
    }
  }

  @Test func largeTimelineMountsOnlyTheWindow() throws {
    let result = try CountRun.run(
      try scenario(try shipped("list-scrolling"), ["items": 100_000, "frames": 100]),
      engines: [.propertyLevel])
    // Mount: root + rows 0..<16. Frames 1–3 keep 16, 17, 18 rows, then 19 (window of 20 from
    // frame 4 on), each re-created by the root, plus one row mounted per frame:
    // (1+16+1) + (1+17+1) + (1+18+1) + 97 × (1+19+1) = 18 + 19 + 20 + 2037 = 2094
    #expect(result.counters(.propertyLevel).mountEvals == 17)
    #expect(result.evals(.propertyLevel) == 2094)
    #expect(result.staleFrames == [.propertyLevel: 0])
  }
}
