import Testing

@testable import InvalidationBench

/// The bounds the import holds a screen to (docs/limits.md): a body nested past
/// `InputLimits.partNesting` is refused at its place, and the default trace of a screen of many
/// interactions is held to `ImportedWorkload.maximumFrames` frames, which the summary says.
@Suite struct ImportLimitsTests {
  /// A view whose body is a `switch` of `cases` cases and a default, each showing a Text.
  static func switchScreen(_ cases: Int) -> String {
    "import SwiftUI\nstruct Big: View {\n  @State private var k = 0\n  var body: some View {\n    switch k {\n"
      + (0..<cases).map { "    case \($0): Text(\"\($0)\")\n" }.joined()
      + "    default: Text(\"none\")\n    }\n  }\n}\n"
  }

  // 999 cases and a default nest 1,000 levels: imported. 1,000 and a default nest 1,001: the
  // default's Text (line 5 + 1,000 cases + 1 = 1,006; its text at column 19, after
  // `    default: Text(`) is past the limit. Run on the stack bench runs its command on.
  @Test func aBodyNestedPastTheLimitIsRefusedAtItsPlace() {
    let within = FuzzTests.onCommandStack {
      do {
        _ = try SwiftUIImporter.importing([("Big.swift", Self.switchScreen(999))])
        return nil
      } catch {
        return error
      }
    }
    #expect(within == nil)
    let past = FuzzTests.onCommandStack {
      do {
        _ = try SwiftUIImporter.importing([("Big.swift", Self.switchScreen(1000))])
        return nil
      } catch {
        return error
      }
    }
    let error = past as? ScreenFileError
    #expect(error?.line == 1006)
    #expect(error?.column == 19)
    #expect(error?.message.contains("deeper than 1,000 levels") == true)
  }

  /// A view of `count` buttons, each adding to one state.
  static func buttons(_ count: Int) -> String {
    "import SwiftUI\nstruct Buttons: View {\n  @State private var n = 0\n  var body: some View {\n    VStack {\n"
      + "      Text(\"\\(n)\")\n" + (0..<count).map { "      Button(\"b\($0)\") { n += 1 }\n" }.joined()
      + "    }\n  }\n}\n"
  }

  // Each button is an interaction the default trace taps twice: 200 buttons run 400 frames;
  // 300 would run 600, past the 500 the trace is held to, which the summary says.
  @Test func theDefaultTraceOfManyInteractionsIsHeldToItsFrames() throws {
    let few = try SwiftUIImporter.importing([("Few.swift", Self.buttons(200))])
    #expect(few.workload.parameters[0].defaultValue == 400)
    #expect(!few.summary.text.contains("held to"))
    let many = try SwiftUIImporter.importing([("Many.swift", Self.buttons(300))])
    #expect(many.workload.parameters[0].defaultValue == 500)
    #expect(many.summary.text.contains("held to 500 frames: the first 300 interactions run, not each twice"))
  }

  // `all(in:)` lists each part before what it contains, branches in order (then, else), without
  // recursion: a chain of 1,500 nested ifs, each with one Text, and a last Text is 3,001 parts,
  // nested past the limit of 1,000.
  @Test func everyPartOfANestedBodyIsListedInOrder() {
    let place = SourcePlace(file: "F.swift", at: .start)
    func text(_ label: String) -> ScreenDraft.Part {
      .element(kind: "Text", content: SourceExpression("\"\(label)\"", at: place))
    }
    let condition = SourceExpression("true", at: place)
    let small: [ScreenDraft.Part] = [
      .conditional(condition, then: [text("a")], otherwise: [text("b")]), text("c"),
    ]
    let listed = ScreenDraft.Part.all(in: small).map { part -> String in
      if case .element(_, let content) = part { return content.text }
      return "if"
    }
    #expect(listed == ["if", "\"a\"", "\"b\"", "\"c\""])
    var chain: [ScreenDraft.Part] = [text("end")]
    for _ in 0..<1_500 { chain = [.conditional(condition, then: [text("x")], otherwise: chain)] }
    #expect(ScreenDraft.Part.all(in: chain).count == 3_001)
    #expect(ScreenDraft.Part.nestedPast(InputLimits.partNesting, in: chain) != nil)
  }
}
