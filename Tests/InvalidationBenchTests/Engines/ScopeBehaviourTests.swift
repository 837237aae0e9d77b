import InvalidationBench
import Testing

/// The behaviour table of the ScopeKit README (rebeloper/ScopeKit, "Re-render behavior
/// summary"), on a parent that shows field `a` while the frames write `b`, then `a`.
@Suite struct ScopeBehaviourTests {
  let screen: Screen
  let frames: [[Event]]

  init() {
    let store = StoreSchema(name: "Model")
    let a = store.field("a", .int(0))
    let b = store.field("b", .int(0))
    let parent = ViewDecl("Parent") { _ in [.text(.field(a))] }
    screen = Screen(stores: [store], root: ViewDecl("Root") { _ in [.child(parent)] })
    frames = [[.mutate(b, .add(1))], [.mutate(a, .add(1))]]
  }

  @Test func observableWithScopeParentNeverScopeOnlyWhenItsFieldChanges() {
    let result = run(screen, frames, [.scoped], scoped: .observable)
    #expect(result.evals(.scoped, of: "Parent") == 0)
    #expect(result.evals(.scoped, of: "Scope(Parent)") == 1)
  }

  @Test func observableObjectWithScopeParentNeverScopeOnEveryObjectWillChange() {
    let result = run(screen, frames, [.scoped], scoped: .combine)
    #expect(result.evals(.scoped, of: "Parent") == 0)
    #expect(result.evals(.scoped, of: "Scope(Parent)") == 2)
  }

  @Test func directEnvironmentReadOnEveryChangeOfAFieldItRead() {
    let result = run(screen, frames, [.propertyLevel])
    #expect(result.evals(.propertyLevel, of: "Parent") == 1)
  }

  @Test func directEnvironmentObjectOnEveryObjectWillChange() {
    let result = run(screen, frames, [.wholeObject])
    #expect(result.evals(.wholeObject, of: "Parent") == 2)
  }
}
