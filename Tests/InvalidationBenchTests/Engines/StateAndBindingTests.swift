import InvalidationBench
import Testing

/// R5, R10 and R14: holding a store, `@State` read tracking (OpenSwiftUI's `wasRead`),
/// bindings. Counts derived by hand per engine.
@Suite struct StateAndBindingTests {
  @Test func aStateWrittenButNotReadLeavesItsOwnerAlone() throws {
    let screen = ScreenBuilder()
    let root = try screen.view("Root", state: [StateSpec("taps", .int(0)), StateSpec("shown", .int(0))]) {
      view throws(DeclarationError) in
      let tap = try view.action("tap", [.mutate(try view.state("taps"), .add(1))])
      let show = try view.action("show", [.mutate(try view.state("shown"), .add(1))])
      return [
        .text(try view.state("shown")),
        view.button(.constant(.string("Tap")), action: tap),
        view.button(.constant(.string("Show")), action: show),
      ]
    }
    let result = try run(screen.build(root: root), [[.perform(action: "tap")], [.perform(action: "show")]])
    // taps is never read: its write leaves Root alone. shown is: one evaluation.
    #expect(result.evals(everyStrategy(1)) == everyStrategy(1))
    #expect(result.reasons(.propertyLevel, of: "Root") == ["state:shown": 1])
    // The oracle evaluates Root in both frames.
    #expect(result.evals(.oracle) == 2)
  }

  @Test func aTextFieldBoundToStateTheParentDoesNotReadRunsAlone() throws {
    let screen = ScreenBuilder()
    let form = try screen.view("Form", state: [StateSpec("name", .string(""))]) {
      view throws(DeclarationError) in
      [
        .text(.constant(.string("Name"))),
        try view.control("TextField", "name", binding: try view.state("name")),
      ]
    }
    let frames: [[Event]] = [[.edit(control: "name", .string("a"))], [.edit(control: "name", .string("ab"))]]
    let result = try run(screen.build(root: form), frames)
    // The TextField read name through its binding; Form only made the binding, which is not
    // a read. One evaluation per edit, of the TextField: 2 everywhere.
    #expect(result.evals(everyStrategy(2)) == everyStrategy(2))
    #expect(result.reasons(.wholeObject, of: "TextField") == ["binding:name": 2])
    #expect(result.evals(.oracle) == 4)
    #expect(result.staleFrames == result.noStaleFrames)
  }

  @Test func aChildsBindingRunsTheChildWhicheverSideWrites() throws {
    let screen = ScreenBuilder()
    let toggle = try screen.view("ToggleRow", inputs: [.binding("isOn")]) { view throws(DeclarationError) in
      let isOn = try view.input("isOn")
      _ = try view.action("switch", [.mutate(isOn, .toggle)])
      return [.text(.choose(isOn, then: .constant(.string("on")), otherwise: .constant(.string("off"))))]
    }
    let settings = try screen.view("Settings", state: [StateSpec("isOn", .bool(false))]) {
      view throws(DeclarationError) in
      let isOn = try view.state("isOn")
      let flip = try view.action("flip", [.mutate(isOn, .toggle)])
      return [
        .child(toggle, ["isOn": .binding(isOn)]), view.button(.constant(.string("Flip")), action: flip),
      ]
    }
    let built = try screen.build(root: settings)
    let frames: [[Event]] = [[.perform(action: "flip")], [.perform(action: "switch")]]
    let result = try run(built, frames)
    // The parent flips, then the child switches through its binding: the child runs each
    // time (it read the state through its binding); Settings never read it.
    #expect(result.evals(everyStrategy(2)) == everyStrategy(2))
    #expect(result.evals(.propertyLevel, of: "Settings") == 0)
    let trace = try Trace(.equatable, built, frames)
    #expect(trace.shown.map(\.first) == [.string("off"), .string("on"), .string("off")])
  }

  @Test func aStateOnceReadKeepsRunningItsOwner() throws {
    let screen = ScreenBuilder()
    let root = try screen.view("Root", state: [StateSpec("draft", .bool(true)), StateSpec("count", .int(0))])
    {
      view throws(DeclarationError) in
      let count = try view.state("count")
      _ = try view.action("hide", [.set(try view.state("draft"), .constant(.bool(false)))])
      _ = try view.action("bump", [.mutate(count, .add(1))])
      // Reads count only while draft is true.
      return [.conditional(try view.state("draft"), then: [.text(count)])]
    }
    let frames: [[Event]] = [[.perform(action: "hide")], [.perform(action: "bump")]]
    let result = try run(screen.build(root: root), frames)
    // Frame 1 hides the Text (draft changed). Frame 2 changes count, which the body no longer
    // reads, but read once, a state stays read (OpenSwiftUI's wasRead is never reset): Root
    // runs again. 1 + 1 = 2 everywhere.
    #expect(result.evals(everyStrategy(2)) == everyStrategy(2))
  }

  @Test func aBindingToAFieldIsAReadByTheViewThatMakesIt() throws {
    let screen = ScreenBuilder()
    let name = try screen.store("Model").field("name", .string(""))
    let form = try screen.view("Form") { view throws(DeclarationError) in
      [try view.control("TextField", "name", binding: .field(name))]
    }
    let result = try run(screen.build(root: form), [[.edit(control: "name", .string("a"))]])
    // Making `$model.name` reads name (the binding carries its value), so Form runs and
    // re-creates the TextField with a binding carrying the new value:
    // - whole-object and equatable: Form holds Model; property-level: Form read name;
    //   scoped: the scope holding the TextField read it. Then the TextField: 2 everywhere.
    #expect(result.evals(everyStrategy(2)) == everyStrategy(2))
    #expect(result.staleFrames == result.noStaleFrames)
  }

  @Test func holdingAStoreWithoutReadingItInvalidatesOnEveryWrite() throws {
    let screen = ScreenBuilder()
    let model = try screen.store("Model")
    let count = try model.field("count", .int(0))
    let counter = try screen.view("Counter") { _ in [.text(.field(count))] }
    let toolbar = try screen.view("Toolbar", holds: [model.index]) { view throws(DeclarationError) in
      let increment = try view.action("increment", [.mutate(.field(count), .add(1))])
      return [view.button(.constant(.string("Increment")), action: increment)]
    }
    let root = try screen.view("Root") { _ in [.child(counter), .child(toolbar)] }
    let result = try run(screen.build(root: root), [[.perform(action: "increment")]])
    // - whole-object: Counter and Toolbar hold Model (Toolbar as @ObservedObject): 2;
    // - property-level: Counter read count: 1; scoped: Counter's Text scope: 1;
    // - equatable: the holding root and the Counter whose read went stale: 2.
    let evals: [EngineKind: Int] = [.wholeObject: 2, .propertyLevel: 1, .scoped: 1, .equatable: 2]
    #expect(result.evals(evals) == evals)
    #expect(result.reasons(.wholeObject, of: "Toolbar") == ["store": 1])
  }

  @Test func aModelOwnedByAViewLivesAsLongAsItsIdentity() throws {
    let screen = ScreenBuilder()
    let profileModel = try screen.store("ProfileModel")
    let loads = try profileModel.field("loads", .int(0))
    let profile = try screen.view("Profile", owns: [profileModel.index]) { view throws(DeclarationError) in
      let load = try view.action("load", [.mutate(.field(loads), .add(1))])
      return [.text(.field(loads)), .onAppear(action: load)]
    }
    let root = try screen.view("Root", state: [StateSpec("user", .int(0))]) { view throws(DeclarationError) in
      let user = try view.state("user")
      let next = try view.action("next", [.mutate(user, .add(1))])
      return [.child(profile, id: user), view.button(.constant(.string("Next")), action: next)]
    }
    let built = try screen.build(root: root)
    let frames: [[Event]] = [[.perform(action: "next")]]
    let result = try run(built, frames)
    // Transaction 1: Root (it read user) mounts a new Profile with a new model; its onAppear
    // fires. Transaction 2: loads += 1 runs the view that read it.
    // - whole-object: Root + Profile, then Profile (holding its model): 2 + 1 = 3;
    // - property-level: 2 + 1 = 3;
    // - scoped: Root, Profile and its Text scope, then that scope: 3 + 1 = 4;
    // - equatable: Root + Profile, then the holding Root + Profile: 2 + 2 = 4.
    let evals: [EngineKind: Int] = [.wholeObject: 3, .propertyLevel: 3, .scoped: 4, .equatable: 4]
    #expect(result.evals(evals) == evals)
    // The new model started from 0: after its onAppear it shows 1, not 2.
    for kind in EngineKind.allCases {
      #expect(try Trace(kind, built, frames).shown.last == [.int(1), .string("Next")], "\(kind)")
    }
  }
}
