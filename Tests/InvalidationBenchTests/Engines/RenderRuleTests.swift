import InvalidationBench
import Testing

/// One small screen per rule of DESIGN §1, with the evaluation counts derived by hand from the
/// rule. Arrays are in `EngineKind.strategies` order: whole-object, property-level, scoped,
/// equatable.
@Suite struct RenderRuleTests {
  @Test func r1CoalescingEvaluatesAViewOnceHoweverManyNotifications() {
    let store = StoreSchema(name: "Model")
    let a = store.field("a", .int(0))
    let root = ViewDecl("Root") { _ in [.text(.field(a)), .text(.field(a))] }
    let result = run(Screen(stores: [store], root: root), [[.mutate(a, .add(1)), .mutate(a, .add(1))]])
    // Root once everywhere; scoped has one scope per Text, each once.
    #expect(result.strategyEvals == [1, 1, 2, 1])
    // Two objectWillChange sends to the holder; one-shot tracking fires once per view.
    #expect(EngineKind.strategies.map { result.counters($0).notifications } == [2, 1, 2, 2])
    #expect(result.staleFrames == [0, 0, 0, 0])
  }

  @Test func r2ParentsFirstAndEqualChildrenAreSkipped() {
    let store = StoreSchema(name: "Model")
    let a = store.field("a", .int(0))
    let label = ViewDecl("Label", inputs: [.value("value")]) { view in
      [.text(view.input("value")), .text(.field(a))]
    }
    let fixed = ViewDecl("Static", inputs: [.value("label")]) { view in [.text(view.input("label"))] }
    let root = ViewDecl("Root") { _ in
      [
        .text(.field(a)),
        .child(label, [("value", .value(.field(a)))]),
        .child(fixed, [("label", .value(.constant(.string("x"))))]),
      ]
    }
    let result = run(Screen(stores: [store], root: root), [[.mutate(a, .add(1))]])
    // Root, then Label (new value; dirty itself but evaluated once); Static equal, skipped.
    // Scoped: scope(Text a), scope(Label), Label, and Label's own scope(Text a) once.
    #expect(result.strategyEvals == [2, 2, 4, 2])
    #expect(result.evals(.propertyLevel, of: "Static") == 0)
    #expect(result.reasons(.propertyLevel, of: "Label") == ["parent-inputs:value": 1])
    #expect(result.counters(.propertyLevel).comparisons == 2)
  }

  @Test func r3ClosuresNeverEqualRecordsByIdentityOrValueValuesByEquality() {
    let store = StoreSchema(name: "Model")
    let a = store.field("a", .int(0))
    let items = store.records("items", count: 1, attributes: ["title"]) { _, _ in .string("t") }
    let tapper = ViewDecl("Tapper", inputs: [.closure("onTap")]) { _ in [.text(.constant(.string("tap")))] }
    let row = ViewDecl("Row", inputs: [.record("item", items)]) { view in
      [.text(view.attribute("item", "title"))]
    }
    let plain = ViewDecl("Plain", inputs: [.value("value")]) { view in [.text(view.input("value"))] }
    let root = ViewDecl("Root") { _ in
      [
        .text(.field(a)),
        .child(tapper, [("onTap", .closure)]),
        .child(row, [("item", .record(.constant(.record(0))))]),
        .child(plain, [("value", .value(.constant(.int(1))))]),
      ]
    }
    let result = run(Screen(stores: [store], root: root), [[.mutate(a, .add(1))]])
    // Root + Tapper (re-created closure); Row equal (same record / same copied values);
    // Plain equal. Scoped: only the scope of Text(a). Equatable: `==` skips the closure.
    #expect(result.strategyEvals == [2, 2, 1, 1])
    #expect(result.reasons(.propertyLevel, of: "Tapper") == ["parent-closure": 1])
    #expect(result.evals(.wholeObject, of: "Row") == 0)
    #expect(result.evals(.propertyLevel, of: "Row") == 0)
  }

  @Test func r4EquatableViewUsesItsOwnEqualityWhichSkipsClosures() {
    let store = StoreSchema(name: "Model")
    let a = store.field("a", .int(0))
    let inputs: [InputSpec] = [.value("label"), .closure("onTap")]
    let fixed = ViewDecl("EqualTapper", inputs: inputs, equality: .equatable(ignoring: [])) { view in
      [.text(view.input("label"))]
    }
    let counter = ViewDecl("EqualCounter", inputs: inputs, equality: .equatable(ignoring: [])) { view in
      [.text(view.input("label"))]
    }
    let root = ViewDecl("Root") { _ in
      [
        .text(.field(a)),
        .child(fixed, [("label", .value(.constant(.string("x")))), ("onTap", .closure)]),
        .child(counter, [("label", .value(.field(a))), ("onTap", .closure)]),
      ]
    }
    let result = run(Screen(stores: [store], root: root), [[.mutate(a, .add(1))]])
    // Root + EqualCounter (label changed); EqualTapper skipped despite its new closure.
    // Scoped: scope(Text a) + scope(EqualCounter) + EqualCounter.
    #expect(result.strategyEvals == [2, 2, 3, 2])
    #expect(EngineKind.strategies.map { result.evals($0, of: "EqualTapper") } == [0, 0, 0, 0])
  }

  @Test func r5HoldersOfAnObservableObjectReEvaluateOnEveryChange() {
    let store = StoreSchema(name: "Model")
    let a = store.field("a", .int(0))
    let b = store.field("b", .int(0))
    let reader = ViewDecl("Reader") { _ in [.text(.field(a))] }
    let root = ViewDecl("Root") { _ in [.child(reader)] }
    let screen = Screen(stores: [store], root: root)
    let result = run(screen, [[.mutate(b, .add(1))]])
    // Whole-object: Reader holds the store, so b wakes it (a wasted evaluation). Equatable: the
    // root holds it and re-evaluates; Reader's value a is unchanged, so it is skipped.
    #expect(result.strategyEvals == [1, 0, 0, 1])
    #expect(result.reasons(.wholeObject, of: "Reader") == ["store": 1])
    #expect(result.counters(.wholeObject).wastedEvals == 1)
    let combineScoped = run(screen, [[.mutate(b, .add(1))]], [.scoped], scoped: .combine)
    #expect(combineScoped.evals(.scoped) == 1)
  }

  @Test func r6TrackingFollowsTheReadsOfTheLastEvaluation() {
    let store = StoreSchema(name: "Model")
    let flag = store.field("flag", .bool(false))
    let a = store.field("a", .int(0))
    let b = store.field("b", .int(0))
    let switcher = ViewDecl("Switcher") { _ in
      [.conditional(.field(flag), then: [.text(.field(a))], otherwise: [.text(.field(b))])]
    }
    let root = ViewDecl("Root") { _ in [.child(switcher)] }
    let frames: [[Event]] = [
      [.mutate(b, .add(1))], [.set(flag, .bool(true))], [.mutate(b, .add(1))], [.mutate(a, .add(1))],
    ]
    let result = run(Screen(stores: [store], root: root), frames)
    // Property-level and scoped: b (read), flag (read), b (no longer read: 0), a (now read) = 3.
    // Whole-object: every frame = 4. Equatable: root 4 + Switcher on the 3 frames that change a
    // value it read = 7.
    #expect(result.strategyEvals == [4, 3, 3, 7])
  }

  @Test func r7ReadsInForEachRowsBelongToTheRow() {
    let store = StoreSchema(name: "Model")
    let items = store.records("items", count: 3, attributes: ["likes"]) { _, _ in .int(0) }
    let row = ViewDecl("Row", inputs: [.record("item", items)]) { view in
      [.text(view.attribute("item", "likes"))]
    }
    let root = ViewDecl("Root") { _ in
      [.forEach(.field(items.listField), row: row, [("item", .record(.item))])]
    }
    let result = run(
      Screen(stores: [store], root: root), [[.mutate(items.field(record: 1, attribute: 0), .add(1))]])
    // Property-level / scoped: only row 1 (its scope on scoped). Whole-object / equatable: the
    // root holds the store; rows are structs compared by value, row 1 differs: root + row 1.
    #expect(result.strategyEvals == [2, 1, 1, 2])
    #expect(result.evals(.propertyLevel, of: "Root") == 0)
    #expect(result.counters(.wholeObject).comparisons == 3)
  }

  @Test func r8LazyListsMountRowsEnteringTheWindowOnly() {
    let store = StoreSchema(name: "Model")
    let items = store.records("items", count: 10, attributes: ["likes"]) { _, _ in .int(0) }
    let row = ViewDecl("Row", inputs: [.record("item", items)]) { view in
      [.text(view.attribute("item", "likes"))]
    }
    let window = LazyWindow(listID: 7, visible: 2, prefetch: 1)
    let root = ViewDecl("Root") { _ in
      [.forEach(.field(items.listField), window: window, row: row, [("item", .record(.item))])]
    }
    let frames: [[Event]] = [
      [.scroll(listID: 7, firstVisible: 1)],  // window 0..<4: mounts row 3
      [.scroll(listID: 7, firstVisible: 3)],  // window 2..<6: mounts 4 and 5, unmounts 0 and 1
      [.mutate(items.field(record: 8, attribute: 0), .add(1))],  // not mounted
      [.mutate(items.field(record: 3, attribute: 0), .add(1))],  // mounted
    ]
    let result = run(Screen(stores: [store], root: root), frames)
    // Property-level: 1 + 2 + 0 + 1. Whole-object / equatable: the root holds the store, so
    // the two likes re-evaluate it (rows compared; row 3 differs): 1 + 2 + 1 + 2.
    // Scoped: a row mounts with its scope (2 each): 2 + 4 + 0 + 1.
    #expect(result.strategyEvals == [6, 4, 7, 6])
    #expect(result.counters(.propertyLevel).mountEvals == 4)
    #expect(result.counters(.scoped).mountEvals == 8)
    #expect(result.reasons(.propertyLevel, of: "Row") == ["mount": 3, "field:items.likes": 1])
  }

  @Test func r9OnlyReadersOfAChangedEnvironmentKeyAreEvaluated() {
    let store = StoreSchema(name: "Model")
    let score = store.field("score", .int(0))
    let color = store.field("color", .string("blue"))
    let theme = 0
    let size = 1
    let themeReader = ViewDecl("ThemeReader") { _ in [.text(.environment(theme))] }
    let sizeReader = ViewDecl("SizeReader") { _ in [.text(.environment(size))] }
    let middle = ViewDecl("Middle") { _ in [.child(themeReader), .child(sizeReader)] }
    let root = ViewDecl("Root") { _ in
      [.text(.field(score)), .environment(theme, .field(color), content: [.child(middle)])]
    }
    let screen = Screen(
      stores: [store],
      environmentKeys: [
        EnvironmentKeySpec("theme", default: .string("black")), EnvironmentKeySpec("size", default: .int(1)),
      ],
      root: root)
    let result = run(screen, [[.mutate(score, .add(1))], [.set(color, .string("red"))]])
    // score: the root (or its scope) only; color: the root (or its scope) and ThemeReader.
    #expect(result.strategyEvals == [3, 3, 3, 3])
    #expect(EngineKind.strategies.map { result.evals($0, of: "Middle") } == [0, 0, 0, 0])
    #expect(EngineKind.strategies.map { result.evals($0, of: "SizeReader") } == [0, 0, 0, 0])
    #expect(result.reasons(.propertyLevel, of: "ThemeReader") == ["environment:theme": 1])
  }

  @Test func r10WritingAnEqualStateValueDoesNothing() {
    let toggle = ViewDecl("Toggle", state: [("expanded", .bool(false))]) { view in
      [.text(view.state("expanded"))]
    }
    let root = ViewDecl("Root") { _ in [.child(toggle)] }
    let result = run(
      Screen(stores: [], root: root),
      [
        [.setState(view: "Toggle", state: "expanded", .bool(false))],
        [.setState(view: "Toggle", state: "expanded", .bool(true))],
      ])
    #expect(result.strategyEvals == [1, 1, 1, 1])
    #expect(result.reasons(.equatable, of: "Toggle") == ["state:expanded": 1])
  }

  @Test func r11ObserversAreEvaluatedInsteadOfTheirHost() {
    let store = StoreSchema(name: "Model")
    let count = store.field("count", .int(0))
    let host = ViewDecl("Host") { _ in
      [
        .text(.constant(.string("host"))),
        .onChange(of: .field(count), action: "log"),
        .onReceive(count, action: "log"),
      ]
    }
    let root = ViewDecl("Root") { _ in [.child(host)] }
    let frames: [[Event]] = [[.set(count, .int(0))], [.mutate(count, .add(1))], [.set(count, .int(1))]]
    let result = run(Screen(stores: [store], root: root), frames, [.wholeObject, .propertyLevel])
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

  @Test func r11OnFirstAppearRunsOncePerIdentity() {
    let store = StoreSchema(name: "Model")
    let items = store.records("items", count: 10, attributes: ["likes"]) { _, _ in .int(0) }
    let row = ViewDecl("Row", inputs: [.record("item", items)]) { view in
      [.text(view.attribute("item", "likes")), .onFirstAppear(action: "load")]
    }
    let window = LazyWindow(listID: 0, visible: 1, prefetch: 0)
    let root = ViewDecl("Root") { _ in
      [.forEach(.field(items.listField), window: window, row: row, [("item", .record(.item))])]
    }
    let result = run(
      Screen(stores: [store], root: root),
      [[.scroll(listID: 0, firstVisible: 5)], [.scroll(listID: 0, firstVisible: 0)]])
    // Row 0 at mount, row 5 on the first scroll; row 0 coming back has appeared before.
    for kind in EngineKind.strategies {
      #expect(result.counters(kind).actions == 2, "\(kind)")
    }
  }
}
