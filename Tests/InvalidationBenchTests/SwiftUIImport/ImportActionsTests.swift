import Foundation
import Testing

@testable import InvalidationBench

/// What an imported interaction writes, and the default trace that drives it
/// (docs/swiftui-import.md, "Actions" and "The default trace").
@Suite struct ImportActionsTests {
  /// The counts of `imported` over `frames` frames of its trace, on `engines`.
  static func run(_ imported: SwiftUIImporter.Result, frames: Int, on engines: [EngineKind]) throws
    -> CountRun
  {
    let workload = imported.workload
    return try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): frames])), engines: engines)
  }

  static let interactions = ImportReadsTests.examples.appendingPathComponent("Interactions.swift").path

  // examples/swiftui/Interactions.swift, root ShelfView. The default trace takes the
  // interactions in body order, one a frame: tapAdd, tapLoad, tapInfo, then the sheet's
  // isPresented: binding (a toggle): 4 steps, each run twice in 8 frames.
  //   f1 tapAdd: Shelf.add(2) runs, count 0 → 2; ShelfView reads count: ShelfView +1.
  //   f2 tapLoad: load() toggles loaded after its await, false → true (a later transaction
  //      of the same frame); LoadedBadge reads loaded: LoadedBadge +1.
  //   f3 tapInfo: showInfo false → true. ShelfView makes `$showInfo` for the sheet, which
  //      is no read (R10, R14): the sheet is a view of its own, ShelfViewSheet, which reads
  //      it through its binding: ShelfViewSheet +1, ShelfView +0.
  //   f4 toggle, turn (4 - 1) / 4 = 0, writes true: equal, nothing (R10).
  //   f5 tapAdd: count 2 → 4: ShelfView +1.
  //   f6 tapLoad: loaded true → false: LoadedBadge +1.
  //   f7 tapInfo: showInfo = true, equal: nothing.
  //   f8 toggle, turn (8 - 1) / 4 = 1, writes false: true → false: ShelfViewSheet +1.
  // ShelfView 2 (f1, f5); ShelfViewSheet 2: f3, and f5, when ShelfView's body makes the
  // sheet's content closure anew (R3) while it is shown; in f1 (not shown yet) and f8 (the
  // dismissal) its content is not evaluated (R16). LoadedBadge 2 (f2, f6): it takes no input
  // (the model is reached by name), so ShelfView's re-runs do not re-run it.
  @Test func aModelMethodATaskAndASheetAreDriven() throws {
    let imported = try SwiftUIImporter.importing(
      try ImportedScreen.read([Self.interactions]), root: "ShelfView")
    #expect(
      imported.trace.map { $0.split(separator: "\n").last.map(String.init) ?? "" } == [
        "      - 'tap(tapAdd)'", "      - 'tap(tapLoad)'", "      - 'tap(tapInfo)'",
        "      - 'edit(presentShowInfo, (frame - 1) / 4 % 2 == 0)'",
      ])
    // What each step writes: add's `count += step`, load's `loaded.toggle()`, Info's
    // `showInfo = true`, the sheet's binding; one warning, Orphan's button left out:
    // `await Task.yield()` is a pause, done (it was skipped before Task's pauses were known).
    let lines = imported.summary.text.split(separator: "\n")
    #expect(
      lines.contains(
        "import: the default trace runs 4 interactions in turn: tap(tapAdd) writes shelf.count; tap(tapLoad) writes shelf.loaded; tap(tapInfo) writes showInfo; edit(presentShowInfo, (frame - 1) / 4 % 2 == 0) writes showInfo"
      ))
    #expect(lines.contains("import: warnings: 1 left out"))
    let result = try Self.run(imported, frames: 8, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "ShelfView") == 2)
    #expect(result.evals(.asWritten, of: "ShelfViewSheet") == 2)
    #expect(result.evals(.asWritten, of: "LoadedBadge") == 2)
  }

  // examples/swiftui/Validity.swift: the default trace edits name, then taps Save (whose
  // action is empty), 2 steps, 4 frames. `new` in the onChange closure is name's new value.
  //   f1 edit(name, "1"): "" → "1"; NameForm reads name (.onChange(of:)): +1. The onChange
  //      action then sets valid = !"1".isEmpty = true, false → true; NameForm reads valid
  //      (.disabled): +1 in the same frame.
  //   f2 tap(tapSave): writes nothing.
  //   f3 edit(name, "3"): "1" → "3": +1; valid = true again, equal: nothing more.
  //   f4 tap(tapSave): nothing.
  // NameForm 3.
  @Test func anOnChangeParameterIsTheNewValue() throws {
    let path = ImportReadsTests.examples.appendingPathComponent("Validity.swift").path
    let imported = try SwiftUIImporter.importing(try ImportedScreen.read([path]))
    let result = try Self.run(imported, frames: 4, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "NameForm") == 3)
  }

  // A call in an action is matched as the compiler matches it, as in a body: `basket.add()`
  // runs `add(_ n: Int = 1)` with n = 1, `record(by: 2)` runs `record(by:twice:)` with
  // `twice` its default. The default trace taps One and Two in turn over 4 frames: count
  // becomes 1 and 2 (frames 1 and 3), total 2 and 4 (frames 2 and 4); Shop reads both: 4, and
  // nothing is skipped.
  @Test func aCallLeavingOutADefaultIsRunInAnAction() throws {
    let source = """
      import SwiftUI
      @Observable final class Basket {
        var count = 0
        func add(_ n: Int = 1) { count += n }
      }
      struct Shop: View {
        @State private var basket = Basket()
        @State private var total = 0
        var body: some View {
          VStack {
            Text("\\(basket.count)")
            Text("\\(total)")
            Button("One") { basket.add() }
            Button("Two") { record(by: 2) }
          }
        }
        func record(by step: Int, twice: Bool = false) { total += step }
      }
      """
    let imported = try SwiftUIImporter.importing([("Shop.swift", source)])
    #expect(imported.warnings.isEmpty)
    let result = try Self.run(imported, frames: 4, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Shop") == 4)
  }

  // A trace that writes nothing a view reads: the button's action writes taps, which no body
  // reads, so the oracle's minimum is 0 and the report says so.
  @Test func aTraceThatChangesNothingSaysSo() throws {
    let source = """
      import SwiftUI
      struct Quiet: View {
        @State private var taps = 0
        var body: some View {
          Button("Tap") { taps += 1 }
        }
      }
      """
    let workload = try SwiftUIImporter.importing([("Quiet.swift", source)], workload: "quiet").workload
    var options = RunOptions()
    options.repetitions = 1
    options.warmup = 0
    let cases = try BenchmarkRunner(options: options).run([
      BenchmarkCase(workload: workload, values: workload.values([WorkloadParameter.frames(20): 2]))
    ])
    #expect(cases[0].imported?.changedAnything == false)
    #expect(cases[0].imported?.interactions == ["tap(tapTap)"])
    let markdown = MarkdownReportWriter.render(
      BenchmarkResults(environment: .current(options: options), cases: cases))
    #expect(
      markdown.contains(
        "> **Nothing happened in quiet: the default trace of 1 interaction (tap(tapTap)) wrote nothing any view under the root reads"
      ))
  }

  // Orphan is under no view of ShelfView: its button is left out, with a warning at it
  // (line 49, column 12), rather than tapped to no effect.
  @Test func aViewTheRootNeverShowsIsNotDriven() throws {
    let imported = try SwiftUIImporter.importing(
      try ImportedScreen.read([Self.interactions]), root: "ShelfView")
    #expect(!imported.trace.contains { $0.contains("tapTap") })
    #expect(
      imported.warnings.contains {
        $0.line == 49 && $0.column == 12
          && $0.message.hasPrefix("left the 1 interaction of Orphan out of the default trace")
      })
  }

  // The default frames run each step twice: 4 steps need 8, under the least of 20; 12
  // buttons need 24.
  @Test func theDefaultFramesRunEachInteractionTwice() throws {
    let few = try SwiftUIImporter.importing(try ImportedScreen.read([Self.interactions]), root: "ShelfView")
    #expect(few.workload.parameters[0].defaultValue == 20)
    let buttons = (1...12).map { "Button(\"B\($0)\") { n += \($0) }" }.joined(separator: "\n")
    let source = """
      import SwiftUI
      struct Many: View {
        @State private var n = 0
        var body: some View {
          VStack {
            Text("\\(n)")
            \(buttons)
          }
        }
      }
      """
    let many = try SwiftUIImporter.importing([("Many.swift", source)])
    #expect(many.workload.parameters[0].defaultValue == 24)
  }

  // A control's edit takes a value of its binding's type: a TextField bound to an Int gets
  // the frame number, not a string; a toggle flips on each of its turns (2 steps: turn
  // (frame - 1) / 2).
  @Test func anEditWritesAValueOfTheBindingsType() throws {
    let source = """
      import SwiftUI
      struct AgeForm: View {
        @State private var age = 0
        @State private var on = false
        var body: some View {
          VStack {
            Text("\\(age)")
            TextField("Age", value: $age, format: .number)
            Toggle("On", isOn: $on)
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("AgeForm.swift", source)])
    #expect(
      imported.trace.map { $0.split(separator: "\n").last.map(String.init) ?? "" } == [
        "      - 'edit(age, frame)'", "      - 'edit(on, (frame - 1) / 2 % 2 == 0)'",
      ])
  }

  // Over every example and fixture, no interaction is left out of the default trace for a
  // value of the wrong type.
  @Test(arguments: ImportRoundTripTests.sources) func noDefaultStepWritesAWrongType(_ path: String) throws {
    let text = try String(contentsOf: ImportRoundTripTests.root.appendingPathComponent(path), encoding: .utf8)
    let imported = try SwiftUIImporter.importing([(path, text)])
    #expect(
      !imported.warnings.contains {
        $0.message.hasPrefix("left '") && $0.message.contains("out of the default trace")
      })
  }
}

extension ImportActionsTests {
  // An enum case is the text of its name, first value and writes alike; nil is "". Frame 1
  // taps Load: phase "idle" → "loading" (a change: Loader, which reads phase, +1), message
  // "" → "" (equal, nothing); frame 2: "loading" again, equal: nothing. Loader 1 in 2 frames.
  @Test func enumCasesAndNilAreTexts() throws {
    let source = """
      import SwiftUI
      enum Phase { case idle, loading }
      struct Loader: View {
        @State private var phase: Phase = .idle
        @State private var message: String? = nil
        var body: some View {
          VStack {
            Text(phase == .loading ? "…" : "ready")
            Button("Load") {
              do {
                phase = .loading
                message = nil
              }
            }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Loader.swift", source)])
    let result = try Self.run(imported, frames: 2, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Loader") == 1)
    #expect(
      imported.warnings.contains {
        $0.line == 11 && $0.message.hasPrefix("wrote '.loading' as the text \"loading\"")
      })
  }
}

extension ImportActionsTests {
  // examples/swiftui/Search.swift: the default trace's one step edits the search field,
  // query "" → "1", "2", "3", "4" in 4 frames, a change each frame. SearchList reads query
  // (the list's data is derived from library.books and query): 4. The rows' data is the
  // whole of library.books (a filter of it keeps every id), so no row comes or goes, and each
  // BookRow is given the same record: 0.
  @Test func aSearchableListReRunsItsParentNotItsRows() throws {
    let path = ImportReadsTests.examples.appendingPathComponent("Search.swift").path
    let imported = try SwiftUIImporter.importing(try ImportedScreen.read([path]))
    #expect(imported.workload.interactions == [#"edit(searchQuery, "\(frame)")"#])
    let result = try Self.run(imported, frames: 4, on: [.asWritten, .propertyLevel])
    for engine in [EngineKind.asWritten, .propertyLevel] {
      #expect(result.evals(engine, of: "SearchList") == 4)
      #expect(result.evals(engine, of: "BookRow") == 0)
    }
  }
}

extension ImportActionsTests {
  // 30 methods that each call the 29 others would nest 29 · 28 · … calls deep if inlined
  // without a bound: the action inlines at most `callLimit` calls and says so.
  @Test func methodsCallingEachOtherAreBounded() throws {
    let names = (1...30).map { "m\($0)" }
    let methods = names.map { name in
      "func \(name)() {\n count += 1\n"
        + names.filter { $0 != name }.map { "  \($0)()" }.joined(separator: "\n")
        + "\n}"
    }.joined(separator: "\n")
    let source = """
      import Observation
      import SwiftUI
      @Observable final class Web {
        var count = 0
      \(methods)
      }
      struct WebView: View {
        @State private var web = Web()
        var body: some View {
          Button("Go") { web.m1() }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Web.swift", source)])
    #expect(imported.warnings.contains { $0.message.contains("make more than 1,000 calls in all") })
  }
}

extension ImportActionsTests {
  static let stars = ImportReadsTests.examples.appendingPathComponent("Stars.swift").path

  // examples/swiftui/Stars.swift: the default trace taps Star on the first row (record 0)
  // each frame; Shelf.star(0) finds the record by its id and toggles its `starred`, a change
  // every frame. The books are structs: the write is a mutation of `books`, which ShelfList
  // read (its List): 1 a frame, 4 in 4 (RecordConformanceTests shows the real class do so).
  // It re-creates the rows: StarRow of record 0 is given a changed value, 4; the others equal
  // values (R3), 0.
  @Test func aMethodEditingOneStructElementReRunsTheListAndItsRowOnObservable() throws {
    let imported = try SwiftUIImporter.importing(try ImportedScreen.read([Self.stars]))
    #expect(imported.workload.interactions == ["tap(tapStar)"])
    let result = try Self.run(imported, frames: 4, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "StarRow") == 4)
    #expect(result.evals(.asWritten, of: "ShelfList") == 4)
  }

  // The same screen on ObservableObject, each row observing the shelf: every write sends
  // objectWillChange to every holder (R5), ShelfList and the 3 rows, each once a frame
  // (R1): ShelfList 4, StarRow 3 · 4 = 12.
  @Test func aMethodEditingOneElementReRunsEveryHolderOnObservableObject() throws {
    let observable = try String(contentsOfFile: Self.stars, encoding: .utf8)
    let source =
      observable
      .replacingOccurrences(
        of: "@Observable final class Shelf {", with: "final class Shelf: ObservableObject {"
      )
      .replacingOccurrences(
        of: "  var books: [StarredBook] = [", with: "  @Published var books: [StarredBook] = ["
      )
      .replacingOccurrences(
        of: "@State private var shelf = Shelf()", with: "@StateObject private var shelf = Shelf()"
      )
      .replacingOccurrences(of: "  let shelf: Shelf", with: "  @ObservedObject var shelf: Shelf")
    let imported = try SwiftUIImporter.importing([("Stars.swift", source)])
    let result = try Self.run(imported, frames: 4, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "ShelfList") == 4)
    #expect(result.evals(.asWritten, of: "StarRow") == 12)
  }
}

extension ImportActionsTests {
  // A fetch's result, which the screen cannot compute, is written as a value derived from
  // what it reads (items.count) and from the value it replaces, so each pull to refresh
  // writes a new title: FeedView, which shows it, re-runs once a frame, 3 in 3 (the write
  // follows the await: a later transaction of the same frame).
  @Test func aValueTheScreenCannotComputeIsANewOneEachTime() throws {
    let source = """
      import Observation
      import SwiftUI
      @Observable final class Feed {
        var title = ""
        var items: [Int] = []
        func load() async {
          title = await client.fetchTitle(for: items.count)
        }
      }
      struct FeedView: View {
        @State private var feed = Feed()
        var body: some View {
          List {
            Text(feed.title)
          }
          .refreshable { await feed.load() }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Feed.swift", source)])
    #expect(imported.workload.interactions == ["tap(refreshable)"])
    let result = try Self.run(imported, frames: 3, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "FeedView") == 3)
  }
}

extension ImportActionsTests {
  // An app's own button (`AsyncButton`, not in the files) runs its trailing closure on a
  // tap: an interaction named after it, which the default trace taps. Each tap adds 1 to
  // count, which Counter reads: 3 in 3 frames.
  @Test func anAppsOwnButtonIsAnInteraction() throws {
    let source = """
      import SwiftUI
      struct Counter: View {
        @State private var count = 0
        var body: some View {
          VStack {
            Text("\\(count)")
            AsyncButton {
              await Task.yield()
              count += 1
            }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Counter.swift", source)])
    #expect(imported.workload.interactions == ["tap(asyncButton)"])
    let result = try Self.run(imported, frames: 3, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Counter") == 3)
  }
}

extension ImportActionsTests {
  static let mail = ImportReadsTests.examples.appendingPathComponent("Mail.swift").path

  // examples/swiftui/Mail.swift: choosing a row of `List(selection:)` writes its value (an
  // enum case, as its name), and Receive runs the view's own `receive()`. The default trace
  // takes the three in turn: frame 1 selects "inbox" (the first value is "archive"), frame 2
  // "archive", frame 3 adds 1 to `unread`, and so on: every frame changes what Mail reads (the
  // switch reads `selection`, Badge's argument `unread`), so Mail re-runs each frame (R1),
  // 20 in 20. Badge's input changes on the frames of Receive, 3, 6, …, 18 (R3): 6. The switch
  // compares the selection with the cases' names, so nothing is derived.
  @Test func selectionRowsAndTheViewsOwnFunctionAreDriven() throws {
    let imported = try SwiftUIImporter.importing(try ImportedScreen.read([Self.mail]))
    #expect(
      imported.summary.interactions.map(\.statement) == [
        "tap(selectInbox)", "tap(selectArchive)", "tap(tapReceive)",
      ])
    #expect(imported.summary.interactions.map(\.writes) == [["selection"], ["selection"], ["unread"]])
    #expect(!imported.warnings.contains { $0.message.contains("derived") })
    let result = try Self.run(imported, frames: 20, on: [.asWritten, .propertyLevel])
    for engine in [EngineKind.asWritten, .propertyLevel] {
      #expect(result.evals(engine, of: "Mail") == 20)
      #expect(result.evals(engine, of: "Badge") == 6)
    }
  }
}

extension ImportActionsTests {
  // An action's `switch` runs its first case and a `for` its body once, each with a warning.
  // The trace takes Next and Sum in turn. Frame 1: Next writes tab = 1 (it was 0); frame 2:
  // Sum adds 1 to total; frame 3: Next writes 1 again, an equal write that does nothing (R10);
  // frame 4: Sum adds 1. Tabs reads both, so it re-runs on frames 1, 2 and 4: 3 in 4.
  @Test func aSwitchRunsItsFirstCaseAndAForItsBodyOnce() throws {
    let source = """
      import SwiftUI
      struct Tabs: View {
        @State private var tab = 0
        @State private var total = 0
        var body: some View {
          Text("\\(tab) \\(total)")
          Button("Next") {
            switch tab {
            case 0: tab = 1
            default: tab = 0
            }
          }
          Button("Sum") {
            for _ in 0..<2 { total += 1 }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Tabs.swift", source)])
    let messages = imported.warnings.map { "\($0.line):\($0.column): \($0.message)" }
    #expect(
      messages.contains(
        "8:7: ran the first case of 'switch tab' in an action: the case taken is a guess"))
    #expect(
      messages.contains(
        "14:7: ran the body of 'for _ in 0..<2' once in an action: how many times it runs is a guess"))
    let result = try Self.run(imported, frames: 4, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Tabs") == 3)
  }
}

extension ImportActionsTests {
  // A field's didSet runs after each write an action makes, as in the real type: each tap of
  // Rename appends to `name`, whose didSet adds 1 to `edits`. Form reads only `edits` (R1 on
  // @Observable: a view re-runs for the fields it read), so it re-runs once per frame, 4 in 4;
  // without the observer it would never re-run.
  @Test func aFieldsDidSetRunsAfterAnActionsWrite() throws {
    let source = """
      import Observation
      import SwiftUI
      @Observable final class Settings {
        var edits = 0
        var name = "" {
          didSet { edits += 1 }
        }
      }
      struct Form: View {
        @State private var settings = Settings()
        var body: some View {
          Text("\\(settings.edits) edits")
          Button("Rename") { settings.name += "a" }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Form.swift", source)])
    #expect(
      imported.warnings.map { "\($0.line):\($0.column): \($0.message)" }.contains(
        "5:7: runs the willSet/didSet of 'name' of Settings around each write an action makes; an edit through a binding (a control's) does not run them"
      ))
    #expect(imported.summary.interactions.map(\.writes) == [["settings.name", "settings.edits"]])
    let result = try Self.run(imported, frames: 4, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Form") == 4)
  }
}

extension ImportActionsTests {
  // A closure with a parameter given to a child (`onSelect: { title in chosen = title }`) is
  // the parent's interaction, beside the child; what the child passes is unknown here, so the
  // write is derived from what it replaces: a new value each run. The trace takes the parent's
  // closure (frames 1 and 3) and Row's own button (frames 2 and 4, whose call of its closure
  // input writes nothing the screen sees). Chooser reads `chosen`: 2 evaluations in 4 frames.
  @Test func aClosureWithAParameterGivenToAChildIsAnInteraction() throws {
    let source = """
      import SwiftUI
      struct Chooser: View {
        @State private var chosen = ""
        var body: some View {
          Text(chosen)
          Row(title: "A", onSelect: { title in chosen = title })
        }
      }
      struct Row: View {
        let title: String
        let onSelect: (String) -> Void
        var body: some View {
          Button(title) { onSelect(title) }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Chooser.swift", source)])
    #expect(imported.summary.interactions.map(\.writes) == [["chosen"], []])
    let result = try Self.run(imported, frames: 4, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Chooser") == 2)
  }
}

extension ImportActionsTests {
  // `items` is not @Published: writing it notifies no one. The method then calls
  // `objectWillChange.send()`, which notifies every holder as a @Published write does (R5):
  // CartView re-runs on each tap of Add, 4 in 4 frames, and shows the new count.
  @Test func objectWillChangeSendIsANotification() throws {
    let source = """
      import SwiftUI
      final class Cart: ObservableObject {
        var items = 0
        func add() {
          items += 1
          objectWillChange.send()
        }
      }
      struct CartView: View {
        @StateObject private var cart = Cart()
        var body: some View {
          Text("\\(cart.items)")
          Button("Add") { cart.add() }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Cart.swift", source)])
    #expect(imported.summary.interactions.map(\.writes) == [["cart.items", "cart.objectWillChange"]])
    let result = try Self.run(imported, frames: 4, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "CartView") == 4)
    #expect(result.engines.first { $0.kind == .asWritten }?.counters.staleFrames == 0)
  }
}
