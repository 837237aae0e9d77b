import InvalidationBench
import Testing

/// R12 and R13: lifecycle parts fire after the render that showed or hid them, and the writes
/// of their actions are the next transaction. Counts derived by hand per engine.
@Suite struct LifecycleTests {
  @Test func aWriteInOnAppearRunsAsTheNextTransaction() throws {
    let screen = ScreenBuilder()
    let model = try screen.store("Model")
    let show = try model.field("show", .bool(false))
    let loaded = try model.field("loaded", .bool(false))
    let detail = try screen.view("Detail") { view throws(DeclarationError) in
      let load = try view.action("load", [.set(.field(loaded), .constant(.bool(true)))])
      return [
        .text(
          .choose(.field(loaded), then: .constant(.string("ready")), otherwise: .constant(.string("loading")))
        ),
        .onAppear(action: load),
      ]
    }
    let root = try screen.view("Root") { _ in [.conditional(.field(show), then: [.child(detail)])] }
    let built = try screen.build(root: root)
    let result = try run(built, [[.set(show, .bool(true))]])
    // Transaction 1 (show = true): Root runs and mounts Detail, whose onAppear fires.
    // Transaction 2 (loaded = true, from the action):
    // - whole-object: Root and Detail both hold Model: 2 + 2 = 4;
    // - property-level: Root + Detail, then Detail alone (it read loaded): 2 + 1 = 3;
    // - scoped: the conditional's scope, Detail and Detail's Text scope, then that scope:
    //   3 + 1 = 4;
    // - equatable: the root holds the stores: Root + Detail, then Root + Detail (its read
    //   went stale): 2 + 2 = 4.
    let evals: [EngineKind: Int] = [.wholeObject: 4, .propertyLevel: 3, .scoped: 4, .equatable: 4]
    #expect(result.evals(evals) == evals)
    #expect(result.counts(everyStrategy(1), \.actions) == everyStrategy(1))
    // The first render, then the frame's own transaction and the one the action started.
    #expect(result.counts(everyStrategy(3), \.transactions) == everyStrategy(3))
    #expect(result.staleFrames == result.noStaleFrames)
    let trace = try Trace(.propertyLevel, built, [[.set(show, .bool(true))]])
    #expect(trace.actions == [[], [ActionRecord(view: "Detail", modifier: "onAppear", action: "load")]])
    #expect(trace.shown.last == [.string("ready")])
  }

  @Test func onAppearAndOnDisappearFollowTheBranch() throws {
    let screen = ScreenBuilder()
    let show = try screen.store("Model").field("show", .bool(false))
    let detail = try screen.view("Detail") { view throws(DeclarationError) in
      [
        .text(.constant(.string("detail"))),
        .onAppear(action: try view.action("appear", [])),
        .onDisappear(action: try view.action("disappear", [])),
      ]
    }
    let root = try screen.view("Root") { _ in [.conditional(.field(show), then: [.child(detail)])] }
    let frames: [[Event]] = [
      [.set(show, .bool(true))], [.set(show, .bool(false))], [.set(show, .bool(true))],
    ]
    let result = try run(screen.build(root: root), frames)
    // Root (or, scoped, the conditional's scope; equatable, the holding root) each frame, and
    // Detail mounting in frames 1 and 3: 2 + 1 + 2 = 5 everywhere.
    #expect(result.evals(everyStrategy(5)) == everyStrategy(5))
    #expect(result.counts(everyStrategy(3), \.actions) == everyStrategy(3))
    let trace = try Trace(.scoped, screen.build(root: root), frames)
    #expect(
      trace.actions == [
        [],
        [ActionRecord(view: "Detail", modifier: "onAppear", action: "appear")],
        [ActionRecord(view: "Detail", modifier: "onDisappear", action: "disappear")],
        [ActionRecord(view: "Detail", modifier: "onAppear", action: "appear")],
      ])
  }

  // A subtree hidden at once: Panel and the two leaves under it unmount in one pass, and each
  // leaf's onDisappear runs after it, in the order of the parts on screen (Bottom is written
  // first), on every engine, though Panel is gone by then (the order walks up from each leaf
  // through it). 100 frames toggle show from true: the odd ones hide, 50 × 2 = 100 actions.
  @Test func actionsOfAHiddenSubtreeRunInScreenOrderAfterItIsGone() throws {
    let screen = ScreenBuilder()
    let show = try screen.store("Model").field("show", .bool(true))
    func leaf(_ name: String) throws -> ViewID {
      try screen.view(name) { view throws(DeclarationError) in
        [.text(.constant(.string(name))), .onDisappear(action: try view.action("\(name)Gone", []))]
      }
    }
    let (bottom, top) = (try leaf("Bottom"), try leaf("Top"))
    let panel = try screen.view("Panel") { _ in [.child(bottom), .child(top)] }
    let root = try screen.view("Root") { _ in [.conditional(.field(show), then: [.child(panel)])] }
    let frames: [[Event]] = (1...100).map { [.set(show, .bool($0 % 2 == 0))] }
    let built = try screen.build(root: root)
    let result = try run(built, frames)
    #expect(result.counts(everyStrategy(100), \.actions) == everyStrategy(100))
    let gone: [ActionRecord] = ["Bottom", "Top"].map {
      ActionRecord(view: $0, modifier: "onDisappear", action: "\($0)Gone")
    }
    let none: [ActionRecord] = []
    let expected: [[ActionRecord]] = [none] + (1...100).map { frame in frame % 2 == 1 ? gone : none }
    for kind in EngineKind.allCases {
      let trace = try Trace(kind, built, frames)
      #expect(trace.actions == expected, "\(kind)")
    }
  }

  @Test func aTaskRestartsWhenItsIDChanges() throws {
    let screen = ScreenBuilder()
    let query = try screen.store("Model").field("query", .string(""))
    let root = try screen.view("Search") { view throws(DeclarationError) in
      [.text(.field(query)), .task(id: .field(query), action: try view.action("search", []))]
    }
    let frames: [[Event]] = [
      [.set(query, .string("a"))], [.set(query, .string("a"))], [.set(query, .string("ab"))],
    ]
    // Started at the first render, restarted for "a" and "ab"; the equal write re-runs the
    // body on ObservableObject stores, but the id is the same.
    func search(_ id: String) -> [ActionRecord] {
      [ActionRecord(view: "Search", modifier: "task", action: "search", values: [.string(id)])]
    }
    for kind in EngineKind.allCases {
      let trace = try Trace(kind, screen.build(root: root), frames)
      #expect(trace.actions == [search(""), search("a"), [], search("ab")], "\(kind)")
    }
  }

  @Test func aNewIdentityResetsStateAndAppearsForTheFirstTimeAgain() throws {
    let screen = ScreenBuilder()
    let profile = try screen.view("Profile", state: [StateSpec("draft", .string(""))]) {
      view throws(DeclarationError) in
      [
        .text(try view.state("draft")),
        try view.control("TextField", "draft", binding: try view.state("draft")),
        .onFirstAppear(action: try view.action("load", [])),
        .onAppear(action: try view.action("appear", [])),
      ]
    }
    let root = try screen.view("Root", state: [StateSpec("generation", .int(0))]) {
      view throws(DeclarationError) in
      let generation = try view.state("generation")
      _ = try view.action("regenerate", [.mutate(generation, .add(1))])
      return [.child(profile, id: generation)]
    }
    let built = try screen.build(root: root)
    let frames: [[Event]] = [[.edit(control: "draft", .string("x"))], [.perform(action: "regenerate")]]
    let result = try run(built, frames)
    // Frame 1: the edit changes draft, read by Profile's Text and by the TextField through
    // its binding: both run (the re-created TextField, whose binding carries a new value,
    // is evaluated once). Frame 2: Root read generation for `.id`; the new identity mounts
    // a new Profile and TextField. 2 + 3 = 5 everywhere.
    #expect(result.evals(everyStrategy(5)) == everyStrategy(5))
    let trace = try Trace(.wholeObject, built, frames)
    let firstAppearance = [
      ActionRecord(view: "Profile", modifier: "onFirstAppear", action: "load"),
      ActionRecord(view: "Profile", modifier: "onAppear", action: "appear"),
    ]
    #expect(trace.actions == [firstAppearance, [], firstAppearance])
    // The new identity's @State starts again from its initial value.
    #expect(
      trace.shown == [
        [.string(""), .string("")], [.string("x"), .string("x")], [.string(""), .string("")],
      ])
    #expect(result.staleFrames == result.noStaleFrames)
  }
}
