import InvalidationBench
import Testing

/// One small screen per rule of the rule table of docs/rules.md, with the evaluation counts derived by
/// hand from the rule, per engine by name.
@Suite struct RenderRuleTests {
  @Test func r1CoalescingEvaluatesAViewOnceHoweverManyNotifications() throws {
    let screen = ScreenBuilder()
    let a = try screen.store("Model").field("a", .int(0))
    let root = try screen.view("Root") { _ in [.text(.field(a)), .text(.field(a))] }
    let result = try run(screen.build(root: root), [[.mutate(a, .add(1)), .mutate(a, .add(1))]])
    // Root once everywhere; scoped has one scope per Text, each once.
    let evals: [EngineKind: Int] = [.wholeObject: 1, .propertyLevel: 1, .scoped: 2, .equatable: 1]
    #expect(result.evals(evals) == evals)
    // Two objectWillChange sends to the holder; one-shot tracking fires once per view.
    let notifications: [EngineKind: Int] = [
      .wholeObject: 2, .propertyLevel: 1, .scoped: 2, .equatable: 2,
    ]
    #expect(result.counts(notifications, \.notifications) == notifications)
    #expect(result.staleFrames == result.noStaleFrames)
  }

  @Test func r2ParentsFirstAndEqualChildrenAreSkipped() throws {
    let screen = ScreenBuilder()
    let a = try screen.store("Model").field("a", .int(0))
    let label = try screen.view("Label", inputs: [.value("value")]) { view throws(DeclarationError) in
      [.text(try view.input("value")), .text(.field(a))]
    }
    let fixed = try screen.view("Static", inputs: [.value("label")]) { view throws(DeclarationError) in
      [.text(try view.input("label"))]
    }
    let root = try screen.view("Root") { _ in
      [
        .text(.field(a)),
        .child(label, ["value": .value(.field(a))]),
        .child(fixed, ["label": .value(.constant(.string("x")))]),
      ]
    }
    let result = try run(screen.build(root: root), [[.mutate(a, .add(1))]])
    // Root, then Label (new value; dirty itself but evaluated once); Static equal, skipped.
    // Scoped: scope(Text a), scope(Label), Label, and Label's own scope(Text a) once.
    let evals: [EngineKind: Int] = [.wholeObject: 2, .propertyLevel: 2, .scoped: 4, .equatable: 2]
    #expect(result.evals(evals) == evals)
    #expect(result.evals(.propertyLevel, of: "Static") == 0)
    #expect(result.reasons(.propertyLevel, of: "Label") == ["parent-inputs:value": 1])
    #expect(result.counters(.propertyLevel).comparisons == 2)
  }

  @Test func r3ClosuresNeverEqualRecordsByIdentityOrValueValuesByEquality() throws {
    let screen = ScreenBuilder()
    let model = try screen.store("Model")
    let a = try model.field("a", .int(0))
    let items = try model.records("items", count: 1, attributes: ["title"]) { _, _ in .string("t") }
    let tapper = try screen.view("Tapper", inputs: [.closure("onTap")]) { _ in
      [.text(.constant(.string("tap")))]
    }
    let row = try screen.view("Row", inputs: [.record("item", items)]) { view throws(DeclarationError) in
      [.text(try view.attribute("item", "title"))]
    }
    let plain = try screen.view("Plain", inputs: [.value("value")]) { view throws(DeclarationError) in
      [.text(try view.input("value"))]
    }
    let root = try screen.view("Root") { _ in
      [
        .text(.field(a)),
        .child(tapper, ["onTap": .closure]),
        .child(row, ["item": .record(.constant(.record(0)))]),
        .child(plain, ["value": .value(.constant(.int(1)))]),
      ]
    }
    let result = try run(screen.build(root: root), [[.mutate(a, .add(1))]])
    // Root + Tapper (re-created closure); Row equal (same record / same copied values);
    // Plain equal. Scoped: only the scope of Text(a). Equatable: `==` skips the closure.
    let evals: [EngineKind: Int] = [.wholeObject: 2, .propertyLevel: 2, .scoped: 1, .equatable: 1]
    #expect(result.evals(evals) == evals)
    #expect(result.reasons(.propertyLevel, of: "Tapper") == ["parent-closure": 1])
    #expect(result.evals(.wholeObject, of: "Row") == 0)
    #expect(result.evals(.propertyLevel, of: "Row") == 0)
  }

  @Test func r4EquatableViewUsesItsOwnEqualityWhichSkipsClosures() throws {
    let screen = ScreenBuilder()
    let a = try screen.store("Model").field("a", .int(0))
    let inputs: [InputSpec] = [.value("label"), .closure("onTap")]
    let fixed = try screen.view("EqualTapper", inputs: inputs, equality: .equatable(ignoring: [])) {
      view throws(DeclarationError) in [.text(try view.input("label"))]
    }
    let counter = try screen.view("EqualCounter", inputs: inputs, equality: .equatable(ignoring: [])) {
      view throws(DeclarationError) in [.text(try view.input("label"))]
    }
    let root = try screen.view("Root") { _ in
      [
        .text(.field(a)),
        .child(fixed, ["label": .value(.constant(.string("x"))), "onTap": .closure]),
        .child(counter, ["label": .value(.field(a)), "onTap": .closure]),
      ]
    }
    let result = try run(screen.build(root: root), [[.mutate(a, .add(1))]])
    // Root + EqualCounter (label changed); EqualTapper skipped despite its new closure.
    // Scoped: scope(Text a) + scope(EqualCounter) + EqualCounter.
    let evals: [EngineKind: Int] = [.wholeObject: 2, .propertyLevel: 2, .scoped: 3, .equatable: 2]
    #expect(result.evals(evals) == evals)
    for kind in EngineKind.strategies {
      #expect(result.evals(kind, of: "EqualTapper") == 0, "\(kind)")
    }
  }

  @Test func r5HoldersOfAnObservableObjectReEvaluateOnEveryChange() throws {
    let screen = ScreenBuilder()
    let model = try screen.store("Model")
    let a = try model.field("a", .int(0))
    let b = try model.field("b", .int(0))
    let reader = try screen.view("Reader") { _ in [.text(.field(a))] }
    let root = try screen.view("Root") { _ in [.child(reader)] }
    let built = try screen.build(root: root)
    let result = try run(built, [[.mutate(b, .add(1))]])
    // Whole-object: Reader holds the store, so b wakes it (a wasted evaluation). Equatable: the
    // root holds it and re-evaluates; Reader's value a is unchanged, so it is skipped.
    let evals: [EngineKind: Int] = [.wholeObject: 1, .propertyLevel: 0, .scoped: 0, .equatable: 1]
    #expect(result.evals(evals) == evals)
    #expect(result.reasons(.wholeObject, of: "Reader") == ["store": 1])
    #expect(result.counters(.wholeObject).wastedEvals == 1)
    let combineScoped = try run(built, [[.mutate(b, .add(1))]], [.scoped], scoped: .combine)
    #expect(combineScoped.evals(.scoped) == 1)
  }

  @Test func r6TrackingFollowsTheReadsOfTheLastEvaluation() throws {
    let screen = ScreenBuilder()
    let model = try screen.store("Model")
    let flag = try model.field("flag", .bool(false))
    let a = try model.field("a", .int(0))
    let b = try model.field("b", .int(0))
    let switcher = try screen.view("Switcher") { _ in
      [.conditional(.field(flag), then: [.text(.field(a))], otherwise: [.text(.field(b))])]
    }
    let root = try screen.view("Root") { _ in [.child(switcher)] }
    let frames: [[Event]] = [
      [.mutate(b, .add(1))], [.set(flag, .bool(true))], [.mutate(b, .add(1))], [.mutate(a, .add(1))],
    ]
    let result = try run(screen.build(root: root), frames)
    // Property-level and scoped: b (read), flag (read), b (no longer read: 0), a (now read) = 3.
    // Whole-object: every frame = 4. Equatable: root 4 + Switcher on the 3 frames that change a
    // value it read = 7.
    let evals: [EngineKind: Int] = [.wholeObject: 4, .propertyLevel: 3, .scoped: 3, .equatable: 7]
    #expect(result.evals(evals) == evals)
  }

  @Test func r7ReadsInForEachRowsBelongToTheRow() throws {
    let screen = ScreenBuilder()
    let items = try screen.store("Model").records("items", count: 3, attributes: ["likes"]) { _, _ in
      .int(0)
    }
    let row = try screen.view("Row", inputs: [.record("item", items)]) { view throws(DeclarationError) in
      [.text(try view.attribute("item", "likes"))]
    }
    let root = try screen.view("Root") { _ in
      [.forEach(.field(items.listField), row: row, ["item": .record(.item)])]
    }
    let result = try run(
      screen.build(root: root), [[.mutate(items.field(record: 1, attribute: 0), .add(1))]])
    // Property-level / scoped: only row 1 (its scope on scoped). Whole-object / equatable: the
    // root holds the store; rows are structs compared by value, row 1 differs: root + row 1.
    let evals: [EngineKind: Int] = [.wholeObject: 2, .propertyLevel: 1, .scoped: 1, .equatable: 2]
    #expect(result.evals(evals) == evals)
    #expect(result.evals(.propertyLevel, of: "Root") == 0)
    #expect(result.counters(.wholeObject).comparisons == 3)
  }

  @Test func r8LazyListsMountRowsEnteringTheWindowOnly() throws {
    let screen = ScreenBuilder()
    let items = try screen.store("Model").records("items", count: 10, attributes: ["likes"]) { _, _ in
      .int(0)
    }
    let row = try screen.view("Row", inputs: [.record("item", items)]) { view throws(DeclarationError) in
      [.text(try view.attribute("item", "likes"))]
    }
    let window = LazyWindow(listID: 7, visible: 2, prefetch: 1)
    let root = try screen.view("Root") { _ in
      [.forEach(.field(items.listField), in: .lazyStack(window), row: row, ["item": .record(.item)])]
    }
    let frames: [[Event]] = [
      [.scroll(listID: 7, firstVisible: 1)],  // window 0..<4: mounts row 3
      [.scroll(listID: 7, firstVisible: 3)],  // window 2..<6: mounts 4 and 5, unmounts 0 and 1
      [.mutate(items.field(record: 8, attribute: 0), .add(1))],  // not mounted
      [.mutate(items.field(record: 3, attribute: 0), .add(1))],  // mounted
    ]
    let result = try run(screen.build(root: root), frames)
    // Property-level: 1 + 2 + 0 + 1. Whole-object / equatable: the root holds the store, so
    // the two likes re-evaluate it (rows compared; row 3 differs): 1 + 2 + 1 + 2.
    // Scoped: a row mounts with its scope (2 each): 2 + 4 + 0 + 1.
    let evals: [EngineKind: Int] = [.wholeObject: 6, .propertyLevel: 4, .scoped: 7, .equatable: 6]
    #expect(result.evals(evals) == evals)
    #expect(result.counters(.propertyLevel).mountEvals == 4)
    #expect(result.counters(.scoped).mountEvals == 8)
    #expect(result.reasons(.propertyLevel, of: "Row") == ["mount": 3, "field:items.likes": 1])
  }

  @Test func r9OnlyReadersOfAChangedEnvironmentKeyAreEvaluated() throws {
    let screen = ScreenBuilder()
    let model = try screen.store("Model")
    let score = try model.field("score", .int(0))
    let color = try model.field("color", .string("blue"))
    let theme = try screen.environmentKey("theme", default: .string("black"))
    let size = try screen.environmentKey("size", default: .int(1))
    let themeReader = try screen.view("ThemeReader") { _ in [.text(.environment(theme))] }
    let sizeReader = try screen.view("SizeReader") { _ in [.text(.environment(size))] }
    let middle = try screen.view("Middle") { _ in [.child(themeReader), .child(sizeReader)] }
    let root = try screen.view("Root") { _ in
      [.text(.field(score)), .environment(theme, .field(color), content: [.child(middle)])]
    }
    let result = try run(
      screen.build(root: root), [[.mutate(score, .add(1))], [.set(color, .string("red"))]])
    // score: the root (or its scope) only; color: the root (or its scope) and ThemeReader.
    #expect(result.evals(everyStrategy(3)) == everyStrategy(3))
    for kind in EngineKind.strategies {
      #expect(result.evals(kind, of: "Middle") == 0, "\(kind)")
      #expect(result.evals(kind, of: "SizeReader") == 0, "\(kind)")
    }
    #expect(result.reasons(.propertyLevel, of: "ThemeReader") == ["environment:theme": 1])
  }

  @Test func r10WritingAnEqualStateValueDoesNothing() throws {
    let screen = ScreenBuilder()
    let toggle = try screen.view("Toggle", state: [StateSpec("expanded", .bool(false))]) {
      view throws(DeclarationError) in [.text(try view.state("expanded"))]
    }
    let root = try screen.view("Root") { _ in [.child(toggle)] }
    let result = try run(
      screen.build(root: root),
      [
        [.setState(view: "Toggle", state: "expanded", .bool(false))],
        [.setState(view: "Toggle", state: "expanded", .bool(true))],
      ])
    #expect(result.evals(everyStrategy(1)) == everyStrategy(1))
    #expect(result.reasons(.equatable, of: "Toggle") == ["state:expanded": 1])
  }

  @Test func r11ObserversAreEvaluatedInsteadOfTheirHost() throws {
    let screen = ScreenBuilder()
    let count = try screen.store("Model").field("count", .int(0))
    let host = try screen.view("Host") { view throws(DeclarationError) in
      let log = try view.action("log", [])
      return [
        .text(.constant(.string("host"))),
        try view.observeChange(of: .field(count), action: log),
        try view.onReceive(count, action: log),
      ]
    }
    let root = try screen.view("Root") { _ in [.child(host)] }
    let frames: [[Event]] = [[.set(count, .int(0))], [.mutate(count, .add(1))], [.set(count, .int(1))]]
    let result = try run(screen.build(root: root), frames, [.wholeObject, .propertyLevel])
    // Whole-object: the onChange observer holds the store (3 evaluations), its action runs once
    // (the value changed once); onReceive runs on all 3 writes. Property-level: equal writes do
    // not notify, so each observer (onReceive realized as onChange) runs once.
    #expect(result.evals(.wholeObject) == 3)
    #expect(result.counters(.wholeObject).actions == 1 + 3)
    #expect(result.evals(.propertyLevel) == 2)
    #expect(result.counters(.propertyLevel).actions == 2)
    #expect(result.evals(.wholeObject, of: "Host") == 0)
    #expect(result.evals(.propertyLevel, of: "Host") == 0)
  }

  @Test func r11OnFirstAppearRunsOncePerIdentity() throws {
    let screen = ScreenBuilder()
    let items = try screen.store("Model").records("items", count: 10, attributes: ["likes"]) { _, _ in
      .int(0)
    }
    let row = try screen.view("Row", inputs: [.record("item", items)]) { view throws(DeclarationError) in
      [.text(try view.attribute("item", "likes")), .onFirstAppear(action: try view.action("load", []))]
    }
    let window = LazyWindow(listID: 0, visible: 1, prefetch: 0)
    let root = try screen.view("Root") { _ in
      [.forEach(.field(items.listField), in: .lazyStack(window), row: row, ["item": .record(.item)])]
    }
    let result = try run(
      screen.build(root: root),
      [[.scroll(listID: 0, firstVisible: 5)], [.scroll(listID: 0, firstVisible: 0)]])
    // Row 0 at mount, row 5 on the first scroll; row 0 coming back has appeared before.
    #expect(result.counts(everyStrategy(2), \.actions) == everyStrategy(2))
  }
}
