import Foundation
import Testing

@testable import InvalidationBench

/// Closures and functions as values: content a child is given and calls in its body, a
/// model's method given to a child, an `.onReceive` publisher written with operators or
/// from outside the models (docs/swiftui-import.md, "Bodies").
@Suite struct ImportFunctionValuesTests {
  // Card calls the content it is given (`content()`): an element reading its closure input,
  // kept exactly. Screen reads count where it makes the content (shown in Screen, with a
  // warning). Each of the 6 frames taps Add: Screen re-runs for count, 6; Card is given a new
  // closure each time (R3), 6. Before, `content()` was kept opaque and its read dropped.
  @Test func contentAChildCallsIsAnElementReadingItsClosure() throws {
    let source = """
      import SwiftUI
      struct Card<Content: View>: View {
        let title: String
        @ViewBuilder let content: () -> Content
        var body: some View {
          VStack {
            Text(title)
            content()
          }
        }
      }
      struct Screen: View {
        @State private var count = 0
        var body: some View {
          VStack {
            Card(title: "Count") { Text("\\(count)") }
            Button("Add") { count += 1 }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Screen.swift", source)])
    // Card: title, content; Screen: count.
    #expect(imported.summary.reads == 3)
    #expect(imported.summary.keptExactly == 3)
    let card = try #require(imported.workload.draft.views.first { $0.name == "Card" })
    let shown = ScreenDraft.Part.all(in: card.body).compactMap { part -> String? in
      guard case .element("View", let content) = part else { return nil }
      return content.text
    }
    #expect(shown == ["content"])
    let result = try ImportActionsTests.run(imported, frames: 6, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Screen") == 6)
    #expect(result.evals(.asWritten, of: "Card") == 6)
  }

  // Content given with a parameter (`Reader { width in … }`, Reader calling `content(width)`)
  // is shown in Screen's body as content without one is, the parameter a value Reader gives
  // (what reads it is derived). Screen reads count there: each of the 6 frames taps Add, so
  // Screen re-runs 6 times, and Reader, given a new closure each time (R3), 6. Before, a
  // closure with a parameter given to a view of the files was not read at all: the read of
  // count was dropped, and neither view re-ran (0 and 0).
  @Test func contentGivenWithAParameterIsShownWhereItIsMade() throws {
    let source = """
      import SwiftUI
      struct Reader<Content: View>: View {
        @State private var width = 0.0
        @ViewBuilder let content: (Double) -> Content
        var body: some View {
          content(width)
        }
      }
      struct Screen: View {
        @State private var count = 0
        var body: some View {
          VStack {
            Reader { width in Text("\\(count) at \\(width)") }
            Button("Add") { count += 1 }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Screen.swift", source)])
    #expect(imported.summary.dropped == 0)
    let result = try ImportActionsTests.run(imported, frames: 6, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Screen") == 6)
    #expect(result.evals(.asWritten, of: "Reader") == 6)
  }

  // Row calls the closures it is given (`onTap()`, `onClick?()`): each is Screen's closure,
  // which the import reads where Screen makes it, as Screen's interaction (`row`, `row2`).
  // Row's call is done, an approximated warning at it (it was a skipped statement, which
  // withholds Row's fixes in `bench advise`). The trace takes tapA, tapB (nothing), row
  // (count + 1) and row2 (count + 2) over 4 frames: Screen re-runs twice, and Row, given new
  // closures each time (R3), twice.
  @Test func aCallOfAClosureTheParentGivesIsTheParentsInteraction() throws {
    let source = """
      import SwiftUI
      struct Row: View {
        let onTap: () -> Void
        var onClick: (() -> Void)?
        var body: some View {
          HStack {
            Button("A") { onTap() }
            Button("B") { self.onClick?() }
          }
        }
      }
      """
    try Self.expectParentsInteractions(source + "\n" + Self.parent, doneAt: [[7, 21], [8, 21]])
  }

  // A closure input given as the action as it stands (`Button(action: onTap)`,
  // `.onTapGesture(perform: self.onClick)`) is as its call: done, an approximated warning at
  // it, where it was a skipped action. The trace takes tapA, the gesture (both nothing), row
  // (count + 1) and row2 (count + 2) over 4 frames, in some order: Screen re-runs twice, and
  // Row, given new closures each time (R3), twice.
  @Test func aClosureInputGivenAsTheActionIsTheParentsInteraction() throws {
    let source = """
      import SwiftUI
      struct Row: View {
        let onTap: () -> Void
        let onClick: () -> Void
        var body: some View {
          HStack {
            Button("A", action: onTap)
            Text("B").onTapGesture(perform: self.onClick)
          }
        }
      }
      """
    try Self.expectParentsInteractions(source + "\n" + Self.parent, doneAt: [[7, 27], [8, 39]])
  }

  // An optional closure input unwrapped into a local of its name (`if let onTap`, `if let
  // onClick = onClick`) and given as the action is the input: done as above, where it was a
  // skipped action. Screen gives both closures, so each branch is taken; the counts are those
  // of the rows above.
  @Test func anUnwrappedClosureInputGivenAsTheActionIsTheParentsInteraction() throws {
    let source = """
      import SwiftUI
      struct Row: View {
        let onTap: (() -> Void)?
        let onClick: (() -> Void)?
        var body: some View {
          HStack {
            if let onTap { Button("A", action: onTap) }
            if let onClick = onClick { Text("B").onTapGesture(perform: onClick) }
          }
        }
      }
      """
    try Self.expectParentsInteractions(source + "\n" + Self.parent, doneAt: [[7, 42], [8, 66]])
  }

  /// The parent of the Rows above, which gives each two closures writing its state.
  static let parent = """
    struct Screen: View {
      @State private var count = 0
      var body: some View {
        VStack {
          Text("\\(count)")
          Row(onTap: { count += 1 }, onClick: { count += 2 })
        }
      }
    }
    """

  /// `source`'s Row does what its parent Screen gives it (count + 1 and count + 2), done at
  /// `places` (line and column), nothing skipped: over 4 frames Screen re-runs twice, and Row,
  /// given new closures each time (R3), twice.
  static func expectParentsInteractions(_ source: String, doneAt places: [[Int]]) throws {
    let imported = try SwiftUIImporter.importing([("Screen.swift", source)])
    #expect(imported.warnings.filter { $0.kind == .skipped }.isEmpty)
    let done = imported.warnings.filter { $0.message.contains("is a closure the parent gives") }
    #expect(done.map { [$0.line, $0.column] } == places)
    let result = try ImportActionsTests.run(imported, frames: 4, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Screen") == 2)
    #expect(result.evals(.asWritten, of: "Row") == 2)
  }

  // `addPattern: model.addPattern` gives the child a function of the model: passing it on
  // reads nothing (a call of it reads when it runs), and what it does is an interaction of
  // the screen that gives it, which the default trace runs. The trace takes two interactions
  // in turn over 6 frames: the child's Add button (its action, the closure it was given, is
  // the parent's: it writes nothing here) in frames 1, 3, 5, and the parent's addPattern in
  // 2, 4, 6, which appends to patterns. PatternScreen reads model.patterns: 3 re-runs;
  // PatternList is given the new patterns and a new closure: 3. Before, the method was an
  // empty closure, the read of `model` dropped, and patterns changed only as outside data.
  @Test func aModelsMethodGivenToAChildIsAnInteractionOfTheGiver() throws {
    let source = """
      import SwiftUI
      @Observable final class PatternModel {
        var patterns: [String] = []
        func addPattern() { patterns.append("new") }
      }
      struct PatternList: View {
        let patterns: [String]
        let addPattern: () -> Void
        var body: some View {
          VStack {
            Text("\\(patterns.count)")
            Button("Add", action: addPattern)
          }
        }
      }
      struct PatternScreen: View {
        @State private var model = PatternModel()
        var body: some View {
          PatternList(patterns: model.patterns, addPattern: model.addPattern)
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("PatternScreen.swift", source)])
    // PatternScreen: model (of model.patterns); PatternList: patterns.
    #expect(imported.summary.reads == 2)
    #expect(imported.summary.dropped == 0)
    let result = try ImportActionsTests.run(imported, frames: 6, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "PatternScreen") == 3)
    #expect(result.evals(.asWritten, of: "PatternList") == 3)
    #expect(result.counters(.asWritten).staleFrames == 0)
  }

  // `onChange: model.setTitle` gives the child a function of the model taking a value (Swift
  // passes a function by its full type, so the child calls it with one): it runs as
  // `{ model.setTitle($0) }` does, the parameter standing for a value the screen cannot
  // compute, so each run writes a new title (a derived write, with its warning). The trace
  // takes two interactions in turn over 6 frames, the parent's setTitle in three of them and
  // the child's Set button (the closure it was given, the parent's: it writes nothing) in the
  // other three. FormScreen reads model.title: 3 re-runs; TitleField is re-created with a new
  // closure each time (R3): 3. Before, the function was an empty action, skipped with a
  // warning: 0 and 0.
  @Test func aModelsMethodTakingAValueGivenToAChildRunsWithANewValue() throws {
    let source = """
      import SwiftUI
      @Observable final class FormModel {
        var title = ""
        func setTitle(_ value: String) { title = value }
      }
      struct TitleField: View {
        let onChange: (String) -> Void
        var body: some View {
          Button("Set") { onChange("x") }
        }
      }
      struct FormScreen: View {
        @State private var model = FormModel()
        var body: some View {
          VStack {
            Text(model.title)
            TitleField(onChange: model.setTitle)
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("FormScreen.swift", source)])
    #expect(imported.warnings.filter { $0.kind == .skipped }.isEmpty)
    let result = try ImportActionsTests.run(imported, frames: 6, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "FormScreen") == 3)
    #expect(result.evals(.asWritten, of: "TitleField") == 3)
    #expect(result.counters(.asWritten).staleFrames == 0)
  }

  // The view's own function taking a value, given the same way (`onChange: rename`), runs as
  // `{ rename($0) }`: a new title each time in three of the 6 frames, so FormScreen and
  // TitleField re-run 3 times each, as above. Two overloads taking values (`rename(_:)` and
  // `rename(_:_:)`), which the reference does not choose among, leave it skipped with its
  // warning: nothing writes the title, and neither re-runs.
  @Test(arguments: [("", 3), ("  func rename(_ a: String, _ b: String) { title = a + b }\n", 0)])
  func theViewsFunctionTakingAValueRunsUnlessOverloadsLeaveItOpen(overload: String, reRuns: Int) throws {
    let source = """
      import SwiftUI
      struct TitleField: View {
        let onChange: (String) -> Void
        var body: some View {
          Button("Set") { onChange("x") }
        }
      }
      struct FormScreen: View {
        @State private var title = ""
        func rename(_ value: String) { title = value }
      \(overload)  var body: some View {
          VStack {
            Text(title)
            TitleField(onChange: rename)
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("FormScreen.swift", source)])
    #expect(imported.warnings.contains { $0.kind == .skipped } == (reRuns == 0))
    let result = try ImportActionsTests.run(imported, frames: 6, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "FormScreen") == reRuns)
    #expect(result.evals(.asWritten, of: "TitleField") == reRuns)
  }

  // `.onReceive(state.$query.debounce(…))` watches state.query, with a warning that the
  // screen has no debounce; the model is a class nested in another type, named
  // `Workspace.SearchState`. Each of the 6 frames edits the field (a write of state.query):
  // the view observes the whole object and re-runs for it; the onReceive runs in the same
  // transaction (R11) and counts into `received`, which the view reads: one re-run a frame,
  // 6. Before, the nested type was no model, and the onReceive was left out.
  @Test func anOnReceiveThroughOperatorsWatchesTheFieldTheyStartFrom() throws {
    let source = """
      import SwiftUI
      enum Workspace {
        final class SearchState: ObservableObject {
          @Published var query = ""
        }
      }
      struct SearchBar: View {
        @StateObject private var state = Workspace.SearchState()
        @State private var received = 0
        var body: some View {
          VStack {
            TextField("Search", text: $state.query)
            Text("\\(received)")
          }
          .onReceive(state.$query.debounce(for: 0.2, scheduler: DispatchQueue.main)) { _ in
            received += 1
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("SearchBar.swift", source)])
    // received alone: state.$query is a publisher, no value read (ImportReadsTests.aProjectedValueIsNoRead).
    #expect(imported.summary.reads == 1)
    #expect(imported.summary.keptExactly == 1)
    #expect(
      imported.warnings.contains { $0.kind == .approximated && $0.message.contains("has no .debounce") })
    let result = try ImportActionsTests.run(imported, frames: 6, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "SearchBar") == 6)
  }

  // A closure given to a modifier of the app's that calls an environment action
  // (`dismiss()`) is what runs on an event, not content: an interaction, named after the
  // modifier. The reads are count's alone: 1. The trace takes Add (frames 1, 3, 5) and the
  // closure (2, 4, 6, which writes nothing; dismissing is outside the screen, with a warning)
  // in turn over 6 frames: Refund re-runs 3 times. Before, `dismiss()` was an opaque element
  // and its read dropped.
  @Test func aClosureCallingAnEnvironmentActionIsAnInteraction() throws {
    let source = """
      import SwiftUI
      extension View {
        func refundSheet(isPresented: Binding<Bool>, onDone: @escaping (Bool) -> Void) -> some View { self }
      }
      struct Refund: View {
        @Environment(\\.dismiss) private var dismiss
        @State private var shown = false
        @State private var count = 0
        var body: some View {
          VStack {
            Text("\\(count)")
            Button("Add") { count += 1 }
          }
          .refundSheet(isPresented: $shown) { result in
            if result {
              dismiss()
            }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Refund.swift", source)])
    #expect(imported.summary.reads == 1)
    #expect(imported.summary.dropped == 0)
    #expect(
      imported.workload.draft.views.first { $0.name == "Refund" }?.actions.map(\.name).contains("refundSheet")
        == true)
    let result = try ImportActionsTests.run(imported, frames: 6, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Refund") == 3)
  }

  // `.onReceive(timer)` of a publisher no model declares (a timer) is an event from outside
  // the screen: its action runs when the default trace fires it, one step, so each of the 6
  // frames: remaining changes each time, and Countdown re-runs, 6. The screen file says
  // `onEvent` and loads again. Before, the onReceive was left out and nothing happened.
  @Test func aTimersOnReceiveIsAnEventTheTraceFires() throws {
    let source = """
      import SwiftUI
      import Combine
      struct Countdown: View {
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        @State private var remaining = 10
        var body: some View {
          Text("\\(remaining)")
            .onReceive(timer) { _ in
              remaining -= 1
            }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Countdown.swift", source)])
    let result = try ImportActionsTests.run(imported, frames: 6, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Countdown") == 6)
    #expect(imported.screenFile.contains("- onEvent: countdownOnReceive"))
    _ = try ScreenFile(text: imported.screenFile, path: "Countdown.yaml")
  }
}
