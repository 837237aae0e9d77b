import InvalidationBench
import Testing

/// Engines own their stores and observations, and are freed with them; deep trees run without
/// recursion along their depth.
@Suite struct EngineLifetimeTests {
  /// An engine that tracked, held and subscribed, once released, is gone.
  @Test(arguments: EngineKind.allCases)
  func anEngineIsFreedAfterARun(_ kind: EngineKind) throws {
    let observers = try scenario(try shipped("observers"), ["frames": 6])
    let list = try scenario(try shipped("list-scrolling"), ["items": 40, "frames": 6])
    for scenario in [observers, list] {
      weak var released: (any Engine)?
      do {
        let engine = kind.makeEngine(for: scenario.screen)
        engine.mount()
        for frame in scenario.frames { engine.run(frame) }
        released = engine
      }
      #expect(released == nil, "\(kind) is still alive")
    }
  }

  @Test func scopedOnObservableObjectStoresIsFreedToo() throws {
    let observers = try scenario(try shipped("observers"), ["frames": 6])
    weak var released: (any Engine)?
    do {
      let engine = EngineKind.scoped.makeEngine(for: observers.screen, scopedObservation: .combine)
      engine.mount()
      for frame in observers.frames { engine.run(frame) }
      released = engine
    }
    #expect(released == nil)
  }

  @Test func aChainOfAHundredThousandViewsRunsAndIsFreed() throws {
    let depth = 100_000
    let chain = try scenario(try shipped("environment"), ["depth": depth, "frames": 2, "brand-every": 2])
    let result = try CountRun.run(chain, engines: [.wholeObject, .propertyLevel])
    // Frame 1 ticks the score: the root only. Frame 2 changes the brand colour: the root and the
    // reader at the end of the chain, whose environment value changed; the links in between
    // are compared, equal and skipped. 1 + 2 = 3.
    #expect(result.evals([.wholeObject: 3, .propertyLevel: 3]) == [.wholeObject: 3, .propertyLevel: 3])
    #expect(result.counters(.propertyLevel).mountEvals == depth + 2)
    #expect(result.staleFrames == result.noStaleFrames)
  }
}
