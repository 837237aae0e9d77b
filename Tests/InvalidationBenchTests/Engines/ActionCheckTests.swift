import InvalidationBench
import Testing

/// The per-frame check of actions against an oracle of the same store flavour.
@Suite struct ActionCheckTests {
  @Test func onChangeOfAnInputRunsOnEveryEngine() throws {
    let screen = ScreenBuilder()
    let count = try screen.store("Model").field("count", .int(0))
    let child = try screen.view("Child", inputs: [.value("n")]) { view throws(DeclarationError) in
      [
        .text(.constant(.string("child"))),
        try view.observeChange(of: try view.input("n"), action: try view.action("log", [])),
      ]
    }
    let root = try screen.view("Root") { _ in [.child(child, ["n": .value(.field(count))])] }
    let result = try run(screen.build(root: root), [[.mutate(count, .add(1))], [.mutate(count, .add(1))]])
    // The input changes twice: the observer's action runs twice, on the equatable engine too
    // (its host's re-created observer is evaluated with it).
    #expect(result.counts(everyStrategy(2), \.actions) == everyStrategy(2))
    #expect(result.counts(everyStrategy(0), \.actionMismatches) == everyStrategy(0))
  }

  @Test func anEngineThatRunsOtherActionsIsReportedNamingTheView() throws {
    let screen = ScreenBuilder()
    let count = try screen.store("Model").field("count", .int(0), observed: false)
    let root = try screen.view("Watcher") { view throws(DeclarationError) in
      [
        .text(.constant(.string("watching"))),
        try view.observeChange(of: .field(count), action: try view.action("log", [])),
      ]
    }
    let result = try run(screen.build(root: root), [[.set(count, .int(1))]])
    // count is unobserved: no engine hears the write, while the oracle, which evaluates
    // everything, sees the new value and runs log.
    #expect(result.counts(everyStrategy(1), \.actionMismatches) == everyStrategy(1))
    #expect(result.counts(.propertyLevel)?.mismatchViews == ["Watcher": 1])
    #expect(result.counts(.wholeObject)?.firstMismatchFrame == 1)
  }
}
