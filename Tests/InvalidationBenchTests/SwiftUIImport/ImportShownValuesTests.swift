import Foundation
import Testing

@testable import InvalidationBench

/// Views a body shows without naming a view type: one held in a property or a model's field,
/// and an optional's `map` (docs/swiftui-import.md, "Bodies").
@Suite struct ImportShownValuesTests {
  // `let label: Text`, shown as `label`, is an element showing the input: its read is kept
  // exactly. The default trace taps Rename and Count in turn over 6 frames: code changes in
  // frames 1, 3 and 5, people in 2, 4 and 6. Details reads country.code to make Row's label
  // (derived: the screen cannot make a Text): 3; Row, given a new label each time (R4): 3,
  // none wasted, since its element shows the new label. Before, `label` was kept opaque and
  // its read dropped: Row's 3 re-runs showed nothing new, and were counted wasted.
  @Test func aViewHeldInAPropertyIsAnElementShowingIt() throws {
    let source = """
      import SwiftUI
      @Observable final class Country {
        var code = "FR"
        var people = 0
      }
      struct Row: View {
        let label: Text
        var body: some View {
          HStack {
            label
            Text("row")
          }
        }
      }
      struct Details: View {
        @State private var country = Country()
        var body: some View {
          VStack {
            Row(label: Text(country.code))
            Button("Rename") { country.code += "!" }
            Button("Count") { country.people += 1 }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Details.swift", source)])
    #expect(imported.summary.reads == 2)
    #expect(imported.summary.dropped == 0)
    let row = try #require(imported.workload.draft.views.first { $0.name == "Row" })
    guard case .element(let kind, let content)? = row.body.first else {
      Issue.record("Row's body is \(row.body)")
      return
    }
    #expect(kind == "View")
    #expect(content.text == "label")
    let result = try ImportActionsTests.run(imported, frames: 6, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Details") == 3)
    #expect(result.evals(.asWritten, of: "Row") == 3)
    #expect(result.counters(.asWritten).wastedEvals == 0)
    #expect(result.counters(.asWritten).staleFrames == 0)
  }

  // `profile.flag.map { flag in Text(…) }` in a body is `if let flag = profile.flag { Text(…) }`:
  // a view while the optional holds one. The condition is derived (the screen has no
  // optionals) and the branch shown; its Text, where `flag` is `profile.flag`'s value, is kept
  // exactly, so both reads are kept exactly (`profile.flag` by the Text, as well as derived
  // into the condition); it reads profile.count, which each of the 6 frames'
  // taps of Count changes: Card re-runs 6 times, none wasted. Before, `profile.flag` was kept
  // opaque, `.map` taken for a modifier of it, and the read of the optional dropped.
  @Test func anOptionalsMapIsAnIfLet() throws {
    let source = """
      import SwiftUI
      @Observable final class Profile {
        let flag: String? = "FR"
        var count = 0
      }
      struct Card: View {
        @State private var profile = Profile()
        var body: some View {
          VStack {
            profile.flag.map { flag in
              Text("\\(flag) \\(profile.count)")
            }
            Button("Count") { profile.count += 1 }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Card.swift", source)])
    #expect(imported.summary.reads == 2)
    #expect(imported.summary.derived == 0)
    #expect(imported.summary.dropped == 0)
    let card = try #require(imported.workload.draft.views.first { $0.name == "Card" })
    guard case .conditional(_, let then, let otherwise)? = card.body.first else {
      Issue.record("Card's body is \(card.body)")
      return
    }
    #expect(otherwise.isEmpty)
    guard case .element(let kind, _)? = then.first else {
      Issue.record("the branch is \(then)")
      return
    }
    #expect(kind == "Text")
    let result = try ImportActionsTests.run(imported, frames: 6, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Card") == 6)
    #expect(result.counters(.asWritten).wastedEvals == 0)
  }

  // `theme.tint.opacity(0.15)`: a Color held in a model's field, shown as a view, is an
  // element showing that field, its read kept exactly. No action writes tint, so the default
  // trace writes it as data from outside the files, a new value each of the 6 frames: Row
  // reads it, 6 re-runs. Before, `theme.tint` was kept opaque, its read dropped, and nothing
  // happened.
  @Test func aViewInAModelsFieldIsAnElementShowingIt() throws {
    let source = """
      import SwiftUI
      @Observable final class Theme {
        var tint = Color.blue
      }
      struct Row: View {
        @State private var theme = Theme()
        var body: some View {
          ZStack {
            theme.tint.opacity(0.15)
            Text("Row")
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Row.swift", source)])
    #expect(imported.summary.reads == 1)
    #expect(imported.summary.keptExactly == 1)
    let result = try ImportActionsTests.run(imported, frames: 6, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Row") == 6)
  }

  // A child the screen cannot make (here: bound to an element of a binding, `$patterns[index]`)
  // is an opaque element, but the body still evaluates the call's values to make it: the
  // element shows what they read, derived. The reads: the ForEach's data and `isLast`'s
  // patterns, 2, both derived. Each of the 6 frames taps Add, which appends to Screen's
  // patterns: Screen makes `$patterns` and reads nothing (R14), 0 re-runs; PatternList is
  // given a binding carrying a new value, 6. Before, the opaque element showed a constant and
  // the read of `isLast` was dropped.
  @Test func aChildKeptOpaqueStillReadsItsArguments() throws {
    let source = """
      import SwiftUI
      struct PatternItem: View {
        @Binding var pattern: String
        let isLast: Bool
        var body: some View {
          TextField("Pattern", text: $pattern)
        }
      }
      struct PatternList: View {
        @Binding var patterns: [String]
        var body: some View {
          VStack {
            ForEach(Array(patterns.enumerated()), id: \\.offset) { index, pattern in
              PatternItem(pattern: $patterns[index], isLast: patterns.count == index + 1)
            }
          }
        }
      }
      struct Screen: View {
        @State private var patterns = ["a", "b"]
        var body: some View {
          PatternList(patterns: $patterns)
          Button("Add") { patterns.append("c") }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Screen.swift", source)])
    #expect(imported.summary.reads == 2)
    #expect(imported.summary.derived == 2)
    #expect(
      imported.warnings.contains {
        $0.kind == .opaque && $0.message.contains("kept PatternItem as an opaque")
      })
    let result = try ImportActionsTests.run(imported, frames: 6, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Screen") == 0)
    #expect(result.evals(.asWritten, of: "PatternList") == 6)
  }

  // `Text(String(localized: title))`: `String(…)` makes a value, not a view, so the Text shows
  // it, derived from title (the screen cannot localize). Each of the 6 frames taps Go, a new
  // name: Screen re-runs for it, 6; Item is given a new title, 6, and shows it each time: none
  // wasted. Before, the capitalized call was taken for a view, the Text showed a constant ""
  // without a warning, and Item's 6 re-runs were counted wasted.
  @Test func aValueMadeWithAStandardTypeIsNoView() throws {
    let source = """
      import SwiftUI
      struct Item: View {
        let title: String
        var body: some View {
          Text(String(localized: title))
        }
      }
      struct Screen: View {
        @State private var name = "a"
        var body: some View {
          Item(title: name)
          Button("Go") { name += "!" }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Screen.swift", source)])
    #expect(imported.summary.reads == 2)
    #expect(imported.summary.dropped == 0)
    let result = try ImportActionsTests.run(imported, frames: 6, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Screen") == 6)
    #expect(result.evals(.asWritten, of: "Item") == 6)
    #expect(result.counters(.asWritten).wastedEvals == 0)
  }

  // A localized text of a literal key is the key's text and reads nothing: the Button's label
  // and the Toggle's title are values, not views. The body reads `count` only (`$isOn` passes
  // a place): 1 read. The default trace takes the two interactions in turn, Add on frames 1, 3
  // and 5, the switch on 2, 4 and 6: Screen re-runs for `count` 3 times, and not for `isOn`,
  // which its body does not read (R10); no warning is left. Before, the Toggle's title was kept
  // as an element 'NSLocalizedString' (opaque) and the Button's label approximated as "Button".
  @Test func aLocalizedTextOfALiteralKeyIsItsKey() throws {
    let source = """
      import SwiftUI
      struct Screen: View {
        @State private var count = 0
        @State private var isOn = false
        var body: some View {
          Button(NSLocalizedString("Add", comment: "")) { count += 1 }
          Toggle(NSLocalizedString("On", comment: "a switch"), isOn: $isOn)
          Text(String(localized: "Total"))
          Text("\\(count)")
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Screen.swift", source)])
    #expect(imported.warnings.isEmpty)
    #expect(imported.summary.reads == 1)
    let result = try ImportActionsTests.run(imported, frames: 6, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Screen") == 3)
  }

  // A helper given literals (`point(symbol: "car", title: "Dashboard")`) shows them: each of
  // its two calls shows its own symbol and title, exactly, and no warning is left. Before, the
  // parameters were unknown names, each shown as a constant stand-in with a warning. The body
  // reads `count` only: 1 read, and the 6 taps of Add re-run Screen 6 times.
  @Test func aHelpersLiteralArgumentsAreShownExactly() throws {
    let source = """
      import SwiftUI
      struct Screen: View {
        @State private var count = 0
        var body: some View {
          point(symbol: "car", title: "Dashboard")
          point(symbol: "gauge", title: "Odometer")
          Text("\\(count)")
          Button("Add") { count += 1 }
        }
        func point(symbol: String, title: LocalizedStringKey) -> some View {
          HStack {
            Image(systemName: symbol)
            Text(title)
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Screen.swift", source)])
    #expect(imported.warnings.isEmpty)
    #expect(imported.summary.reads == 1)
    for shown in ["Image: '\"car\"'", "Text: '\"Dashboard\"'", "Image: '\"gauge\"'", "Text: '\"Odometer\"'"] {
      #expect(imported.screenFile.contains(shown), "\(shown)")
    }
    let result = try ImportActionsTests.run(imported, frames: 6, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Screen") == 6)
  }

  // A negative literal given to a helper is put in parentheses: `-offset` of `shift(-1)` is
  // `-(-1)`, 1, not the operator `--`. A localized text with a `value:` shows that value, not
  // its key: not taken as the key, it is a stand-in with a warning.
  @Test func aNegativeLiteralAndALocalizedValueAreTakenAsWritten() throws {
    let source = """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          shift(-1)
          Text(NSLocalizedString("greeting", value: "Hello", comment: ""))
        }
        func shift(_ offset: Int) -> some View {
          Text("\\(-offset)")
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Screen.swift", source)])
    #expect(imported.screenFile.contains("-(-1)"))
    #expect(!imported.screenFile.contains("Text: '\"greeting\"'"))
    #expect(imported.warnings.contains { $0.message.contains("NSLocalizedString(\"greeting\", value:") })
  }
}
