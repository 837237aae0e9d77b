import Testing

@testable import InvalidationBench

/// A view re-evaluated by its parent cancels the registration of its previous evaluation, as
/// SwiftUI does, so superseded registrations never fire later.
@Suite struct TrackingCancellationTests {
  @Test(arguments: [EngineKind.propertyLevel, .scoped])
  func parentDrivenReEvaluationsLeaveNoRegistrationBehind(_ kind: EngineKind) throws {
    let store = StoreSchema(name: "Model")
    let a = store.field("a", .int(0))
    let b = store.field("b", .int(0))
    let child = ViewDecl("Child", inputs: [.closure("onTap")]) { _ in [.text(.field(b))] }
    let root = ViewDecl("Root") { _ in [.text(.field(a)), .child(child, [("onTap", .closure)])] }
    let screen = Screen(stores: [store], root: root)
    let engine = try #require(kind.makeEngine(for: screen) as? ViewGraph)
    engine.mount()
    for _ in 0..<5 { engine.run(Frame([.mutate(a, .add(1))])) }
    engine.run(Frame([.mutate(b, .add(1))]))
    // Property-level: the root re-creates Child (new closure) 5 times; then b fires Child's
    // one live registration. Scoped: the root never runs; b fires the scope in Child once.
    #expect(engine.supersededFirings == 0)
    #expect(engine.counters.notifications == 5 + 1)
  }
}
