import InvalidationBench
import Testing

/// The rules a report lists are those its counts rest on.
@Suite struct RuleTests {
  @Test func aScenarioRestsOnTheRulesOfItsEnginesAndConstructs() throws {
    let screen = ScreenBuilder()
    let items = try screen.store("Model").records("items", count: 2, attributes: ["title"]) { _, _ in .int(0)
    }
    let theme = try screen.environmentKey("theme", default: .string("light"))
    let root = try screen.view("Root", state: [StateSpec("on", .bool(false))]) {
      view throws(DeclarationError) in
      [
        .environment(
          theme, try view.state("on"),
          content: [
            .forEach(.field(items.listField), content: [.text(.environment(theme))])
          ])
      ]
    }
    let scenario = try Scenario(screen: screen.build(root: root), frames: [Frame([])])
    // Every run: R1–R3. Property-level: R6. The ForEach: R7, R8; the environment: R9; the
    // state: R10. Nothing holds a store, no actions, bindings or ids.
    #expect(
      EngineKind.rules(of: scenario, on: [.propertyLevel]).map(\.rawValue)
        == ["R1", "R2", "R3", "R6", "R7", "R8", "R9", "R10"])
    // The equatable engine adds R4, whole-object R5 (engines, not constructs).
    let written = try Scenario(
      screen: scenario.screen, frames: [Frame([.setState(view: "Root", state: "on", .bool(true))])])
    #expect(
      EngineKind.rules(of: written, on: [.wholeObject, .equatable]).map(\.rawValue)
        == ["R1", "R2", "R3", "R4", "R5", "R7", "R8", "R9", "R10"])
  }

  @Test func everyRuleSaysHowStrongItsEvidenceIs() {
    // The table of docs/rules.md marks R1, R2, R4–R6, R8, R9, R13, R15 as Apple's (A); R7 and R10 as a
    // reimplementation's (R); R3, R11, R12, R14, R16 as observed (O).
    let levels = Dictionary(grouping: Rule.allCases, by: \.evidence).mapValues { $0.map(\.rawValue) }
    #expect(levels[.apple] == ["R1", "R2", "R4", "R5", "R6", "R8", "R9", "R13", "R15"])
    #expect(levels[.reimplementation] == ["R7", "R10"])
    #expect(levels[.observed] == ["R3", "R11", "R12", "R14", "R16"])
    #expect(levels[.indirect] == nil)
  }
}
