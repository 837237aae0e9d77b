import Testing

@testable import InvalidationBench

/// A view re-evaluated by its parent cancels the registration of its previous evaluation, as
/// SwiftUI does, so superseded registrations never fire later.
@Suite struct TrackingCancellationTests {
  /// The tracker of a property-level or (observable) scoped engine.
  func tracker(_ engine: any Engine) throws -> ObservationTracker {
    let graph = (engine as? SpecializedEngine)?.graph
    if let graph = graph as? ViewGraph<PropertyLevelStrategy, CountingMode> { return graph.strategy.tracker }
    if let graph = graph as? ViewGraph<ScopedStrategy<ObservableStore>, CountingMode> {
      return graph.strategy.tracker
    }
    throw TestError("\(engine.kind) does not track")
  }

  @Test(arguments: [EngineKind.propertyLevel, .scoped])
  func parentDrivenReEvaluationsLeaveNoRegistrationBehind(_ kind: EngineKind) throws {
    let builder = ScreenBuilder()
    let model = try builder.store("Model")
    let a = try model.field("a", .int(0))
    let b = try model.field("b", .int(0))
    let child = try builder.view("Child", inputs: [.closure("onTap")]) { _ in [.text(.field(b))] }
    let root = try builder.view("Root") { _ in [.text(.field(a)), .child(child, ["onTap": .closure])] }
    let engine = kind.makeEngine(for: try builder.build(root: root))
    engine.mount()
    for _ in 0..<5 { engine.run(Frame([.mutate(a, .add(1))])) }
    engine.run(Frame([.mutate(b, .add(1))]))
    // Property-level: the root re-creates Child (new closure) 5 times; then b fires Child's
    // one live registration. Scoped: the root never runs; b fires the scope in Child once.
    #expect(try tracker(engine).supersededFirings == 0)
    #expect(engine.counters.notifications == 5 + 1)
  }
}
