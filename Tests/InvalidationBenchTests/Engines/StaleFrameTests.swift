import InvalidationBench
import Testing

@Suite struct StaleFrameTests {
  @Test func wrongEquatableViewProducesStaleFramesNamingIt() {
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
    let result = run(
      Screen(stores: [store], root: root), [[.mutate(count, .add(1))], [.mutate(count, .add(1))]])
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
