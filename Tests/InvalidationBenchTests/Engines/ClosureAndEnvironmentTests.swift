import InvalidationBench
import Testing

/// R3's two closure modes and R9's environment checks. Counts derived by hand per engine.
@Suite struct ClosureAndEnvironmentTests {
  @Test func capturedClosuresCompareByTheirCapturesAfterAWarmUp() throws {
    let screen = ScreenBuilder()
    let model = try screen.store("Model")
    let count = try model.field("count", .int(0))
    let label = try model.field("label", .string("a"))
    let plain = try screen.view("PlainButton", inputs: [.closure("onTap")]) { _ in [.text(.constant(.string("tap")))] }
    let labelled = try screen.view("LabelledButton", inputs: [.closure("onTap")]) { _ in
      [.text(.constant(.string("go")))]
    }
    let root = try screen.view("Root") { _ in
      [
        .text(.field(count)),
        .child(plain, ["onTap": .closure]),
        .child(labelled, ["onTap": .capturing([.field(label)])]),
      ]
    }
    let built = try screen.build(root: root)
    let frames: [[Event]] = [[.mutate(count, .add(1))], [.mutate(count, .add(1))], [.set(label, .string("b"))]]
    let neverEqual = try run(built, frames)
    let captures = try CountRun.run(
      Scenario(screen: built, frames: frames.map(Frame.init)), engines: EngineKind.strategies, closures: .captures)
    // Never equal: Root in 3 frames re-creates both buttons, which run: 3 + 6 = 9.
    // Captures: the first comparison of each type is bitwise (both run); after that the
    // plain one is equal, and the labelled one runs only when label changed: 3 + 2 + 0 + 1.
    // Scoped: only the scopes of Text(count) (frames 1, 2) and of the labelled button's
    // creation (frame 3), which makes it run (never equal, or its type's first comparison):
    // 1 + 1 + 2 in both modes. Equatable: `==` skips closures: Root alone, 3.
    let before: [EngineKind: Int] = [.wholeObject: 9, .propertyLevel: 9, .scoped: 4, .equatable: 3]
    let after: [EngineKind: Int] = [.wholeObject: 6, .propertyLevel: 6, .scoped: 4, .equatable: 3]
    #expect(neverEqual.evals(before) == before)
    #expect(captures.evals(after) == after)
    #expect(captures.staleFrames == captures.noStaleFrames)
  }

  @Test func anEnvironmentChangeChecksEveryDependentViewBelowTheWriter() throws {
    let screen = ScreenBuilder()
    let brand = try screen.store("Model").field("brand", .string("blue"))
    let theme = try screen.environmentKey("theme", default: .string("none"))
    let locale = try screen.environmentKey("locale", default: .string("en"))
    let themed = try screen.view("Themed") { _ in [.text(.environment(theme))] }
    let localized = try screen.view("Localized") { _ in [.text(.environment(locale))] }
    let plain = try screen.view("Plain") { _ in [.text(.constant(.string("plain")))] }
    let root = try screen.view("Root") { _ in
      [.environment(theme, .field(brand), content: [.child(themed), .child(localized), .child(plain)])]
    }
    let result = try run(screen.build(root: root), [[.set(brand, .string("red"))], [.set(brand, .string("red"))]])
    // Frame 1: the writer's value changed: Themed and Localized, the views below it with an
    // environment dependency, are checked (2); Themed alone runs. Frame 2 writes the same
    // value: the writer compares equal and checks nothing.
    #expect(result.counts(everyStrategy(2), \.environmentChecks) == everyStrategy(2))
    // Root (scoped: the writer's scope) and Themed in frame 1; in frame 2, the roots that
    // hold Model (whole-object, equatable) run again.
    let evals: [EngineKind: Int] = [.wholeObject: 3, .propertyLevel: 2, .scoped: 2, .equatable: 3]
    #expect(result.evals(evals) == evals)
  }
}
