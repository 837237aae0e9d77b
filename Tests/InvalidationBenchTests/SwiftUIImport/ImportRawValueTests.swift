import Testing

@testable import InvalidationBench

/// A first value written as a case's `rawValue` is the raw value the enum states
/// (docs/swiftui-import.md, "What the source states"; `EnumCases`).
@Suite struct ImportRawValueTests {
  /// A first value, the `if` a body tests it with, and whether the source states it.
  struct Case: Sendable, CustomTestStringConvertible {
    let enumeration: String
    let initial: String
    let test: String
    let stated: Bool
    let evaluations: Int
    var testDescription: String { "\(initial) where \(enumeration)" }
  }

  // Screen shows `count` only under the `if` on the first value; the trace taps Add in each of
  // 3 frames (count 0 → 1 → 2 → 3), and nothing writes the first value. Where the `if` holds
  // at launch, Screen reads `count` and each Add re-runs it: 3 (R3). Where the raw value is
  // not stated, the first value is a guess (`""`, `0`) with its warning, as before.
  //   - `Mode.unread.rawValue`: a `String` enum's implicit raw value is the case's name,
  //     "unread" (before: the guess "", the `if` not taken, 0).
  //   - `Mode.all.rawValue`: "All", as written after the case (the name would be "all").
  //   - `Level.high.rawValue`: `low` 0, `mid` 5 as written, `high` one more, 6.
  //   - `Level.low.rawValue`: 0, the first implicit integer.
  //   - `Step.next.rawValue` after `case first = -1`: -1 is no integer literal (a prefix `-`),
  //     so `next`'s 0 is not stated: the guess "" (the property has no type written), the
  //     `if value == 0` not taken, 0, and a warning.
  static let cases: [Case] = [
    .init(
      enumeration: "enum Mode: String { case all = \"All\", unread }", initial: "Mode.unread.rawValue",
      test: "value == \"unread\"", stated: true, evaluations: 3),
    .init(
      enumeration: "enum Mode: String { case all = \"All\", unread }", initial: "Mode.all.rawValue",
      test: "value == \"All\"", stated: true, evaluations: 3),
    .init(
      enumeration: "enum Level: Int { case low, mid = 5, high }", initial: "Level.high.rawValue",
      test: "value == 6", stated: true, evaluations: 3),
    .init(
      enumeration: "enum Level: Int { case low, mid = 5, high }", initial: "Level.low.rawValue",
      test: "value == 0", stated: true, evaluations: 3),
    .init(
      enumeration: "enum Step: Int { case first = -1, next }", initial: "Step.next.rawValue",
      test: "value == 0", stated: false, evaluations: 0),
  ]

  @Test(arguments: cases) func aCasesRawValueIsTheValueItStates(_ example: Case) throws {
    let (result, imported) = try Self.run(
      declaring:
        "\(example.enumeration)\n@Observable final class Settings { var value = \(example.initial) }",
      property: "@State private var settings = Settings()", test: "settings.\(example.test)")
    #expect(result.evals(.asWritten, of: "Screen") == example.evaluations)
    let guessed = imported.warnings.filter {
      $0.kind == .guessed && $0.message.contains("first value of 'value'")
    }
    #expect(guessed.count == (example.stated ? 0 : 1))
  }

  // The same in a view's `@AppStorage`, a value the view keeps. `Mode.unread.rawValue` is
  // "unread": the `if` is taken, each of the 3 Adds re-runs Screen, 3 (before: the guess "",
  // 0). Where the case states `unread = "u"`, it is "u": the `if` is not taken, 0.
  @Test(arguments: [("", 3), (" = \"u\"", 0)]) func aStoredPreferenceStartsAtTheRawValue(
    written: String, evaluations: Int
  ) throws {
    let (result, _) = try Self.run(
      declaring: "enum Mode: String { case all, unread\(written) }",
      property: "@AppStorage(\"mode\") private var mode: String = Mode.unread.rawValue",
      test: "mode == \"unread\"")
    #expect(result.evals(.asWritten, of: "Screen") == evaluations)
  }

  /// Screen, keeping `property` after the files' `declarations`, shows `count` under `if
  /// test`; the trace taps Add (`count += 1`) in each of 3 frames.
  static func run(declaring declarations: String, property: String, test: String) throws -> (
    CountRun, SwiftUIImporter.Result
  ) {
    let source = """
      import SwiftUI
      \(declarations)
      struct Screen: View {
        \(property)
        @State private var count = 0
        var body: some View {
          VStack {
            if \(test) { Text("\\(count)") }
            Button("Add") { count += 1 }
          }
        }
      }
      """
    let trace = """
      trace:
        - if: frame <= 3
          then: [tap(tapAdd)]
      """
    return try ImportSourceStatesTests.run(source, trace: trace, frames: 3)
  }
}
