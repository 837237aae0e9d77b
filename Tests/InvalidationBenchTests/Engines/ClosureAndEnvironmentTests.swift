import InvalidationBench
import Testing

/// R3's two closure modes and R9's environment checks. Counts derived by hand per engine.
@Suite struct ClosureAndEnvironmentTests {
  @Test func capturedClosuresCompareByTheirCapturesAfterAWarmUp() throws {
    let screen = ScreenBuilder()
    let model = try screen.store("Model")
    let count = try model.field("count", .int(0))
    let label = try model.field("label", .string("a"))
    var buttons: [ViewID] = []
    for name in ["PlainButton", "BareButton", "LabelledButton"] {
      buttons.append(
        try screen.view(name, inputs: [.closure("onTap")]) { _ in [.text(.constant(.string(name)))] })
    }
    let root = try screen.view("Root") { _ in
      [
        .text(.field(count)),
        // Captures undeclared; nothing captured; the label captured.
        .child(buttons[0], ["onTap": .closure]),
        .child(buttons[1], ["onTap": .capturing([])]),
        .child(buttons[2], ["onTap": .capturing([.field(label)])]),
      ]
    }
    let built = try screen.build(root: root)
    let frames: [[Event]] = [
      [.mutate(count, .add(1))], [.mutate(count, .add(1))], [.set(label, .string("b"))],
    ]
    let neverEqual = try run(built, frames)
    let captures = try CountRun.run(
      Scenario(screen: built, frames: frames.map(Frame.init)), engines: EngineKind.strategies,
      closures: .captures)
    // Root runs in the 3 frames (it read count, and label to capture it). The bare button's
    // closure has no context and is always equal; the plain one's is never equal.
    // Never equal: plain and labelled each frame: 3 + 3 + 3 = 9.
    // Captures: plain 3; labelled at its type's first, bitwise comparison and when label
    // changed: 3 + 3 + 2 = 8.
    // Scoped: the scopes of Text(count) (frames 1, 2) and of the labelled button (frame 3),
    // which makes it run (never equal, or its type's first comparison): 1 + 1 + 2 in both.
    // Equatable: `==` skips closures: Root alone, 3.
    let before: [EngineKind: Int] = [.wholeObject: 9, .propertyLevel: 9, .scoped: 4, .equatable: 3]
    let after: [EngineKind: Int] = [.wholeObject: 8, .propertyLevel: 8, .scoped: 4, .equatable: 3]
    #expect(neverEqual.evals(before) == before)
    #expect(captures.evals(after) == after)
    #expect(neverEqual.evals(.propertyLevel, of: "BareButton") == 0)
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
    let result = try run(
      screen.build(root: root), [[.set(brand, .string("red"))], [.set(brand, .string("red"))]])
    // Frame 1: the writer's value changed: Themed and Localized, the views below it with an
    // environment dependency, are checked (2); Themed alone runs. Frame 2 writes the same
    // value: the writer compares equal and checks nothing.
    #expect(result.counts(everyStrategy(2), \.environmentChecks) == everyStrategy(2))
    // Root (scoped: the writer's scope) and Themed in frame 1; in frame 2, the roots that
    // hold Model (whole-object, equatable) run again.
    let evals: [EngineKind: Int] = [.wholeObject: 3, .propertyLevel: 2, .scoped: 2, .equatable: 3]
    #expect(result.evals(evals) == evals)
  }

  @Test func aMemberOfAKeyIsReadFromTheNearestWriterOfTheMemberOrTheWhole() throws {
    let screen = ScreenBuilder()
    let model = try screen.store("Model")
    let brand = try model.field("brand", .string("blue"))
    let accent = try model.field("accent", .string("red"))
    let theme = try screen.environmentKey("theme", default: .string("none"))
    let themeAccent = try screen.environmentKey("theme.accent", default: .string("black"))
    let themeBackground = try screen.environmentKey("theme.background", default: .string("white"))
    let accented = try screen.view("Accented") { _ in [.text(.environment(themeAccent))] }
    let background = try screen.view("Background") { _ in [.text(.environment(themeBackground))] }
    // `.environment(\.theme.accent, model.accent).environment(\.theme, model.brand)`.
    let root = try screen.view("Root") { _ in
      [
        .environment(
          theme, .field(brand),
          content: [
            .environment(themeAccent, .field(accent), content: [.child(accented), .child(background)])
          ])
      ]
    }
    let result = try run(
      screen.build(root: root), [[.set(accent, .string("green"))], [.set(brand, .string("grey"))]])
    // Frame 1: the writer of the member changes; both views are below it with a dependency
    // (2 checks), and Accented, which reads it there, runs. Frame 2: the writer of the whole
    // changes (2 checks); Background reads its member from it and runs, Accented still reads
    // the nearer writer of its member and does not (R9: each checks the value it reads).
    #expect(result.counts(everyStrategy(4), \.environmentChecks) == everyStrategy(4))
    #expect(result.evals(.propertyLevel, of: "Accented") == 1)
    #expect(result.evals(.propertyLevel, of: "Background") == 1)
  }
}
