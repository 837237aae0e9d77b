import InvalidationBench
import Testing

/// The behaviour table of the ScopeKit README (rebeloper/ScopeKit, "Re-render behavior
/// summary"), on a parent that shows field `a` while the frames write `b`, then `a`.
@Suite struct ScopeBehaviourTests {
  let screen: Screen
  let frames: [[Event]]

  init() throws {
    let builder = ScreenBuilder()
    let model = try builder.store("Model")
    let a = try model.field("a", .int(0))
    let b = try model.field("b", .int(0))
    let parent = try builder.view("Parent") { _ in [.text(.field(a))] }
    screen = try builder.build(root: try builder.view("Root") { _ in [.child(parent)] })
    frames = [[.mutate(b, .add(1))], [.mutate(a, .add(1))]]
  }

  @Test func observableWithScopeParentNeverScopeOnlyWhenItsFieldChanges() throws {
    let result = try run(screen, frames, [.scoped], scoped: .observable)
    #expect(result.evals(.scoped, of: "Parent") == 0)
    #expect(result.evals(.scoped, of: "Scope(Parent)") == 1)
  }

  @Test func observableObjectWithScopeParentNeverScopeOnEveryObjectWillChange() throws {
    let result = try run(screen, frames, [.scoped], scoped: .combine)
    #expect(result.evals(.scoped, of: "Parent") == 0)
    #expect(result.evals(.scoped, of: "Scope(Parent)") == 2)
  }

  @Test func directEnvironmentReadOnEveryChangeOfAFieldItRead() throws {
    let result = try run(screen, frames, [.propertyLevel])
    #expect(result.evals(.propertyLevel, of: "Parent") == 1)
  }

  @Test func directEnvironmentObjectOnEveryObjectWillChange() throws {
    let result = try run(screen, frames, [.wholeObject])
    #expect(result.evals(.wholeObject, of: "Parent") == 2)
  }
}
