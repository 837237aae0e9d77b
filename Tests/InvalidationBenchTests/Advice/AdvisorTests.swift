import Foundation
import SwiftSyntax
import Testing

@testable import InvalidationBench

/// `bench advise` (docs/advise.md): the fixes it keeps are right, their savings are the counts
/// derived by hand, and no suggestion breaks the screen it was made for.
@Suite struct AdvisorTests {
  static let examples = ImportReadsTests.examples

  static func advice(_ file: String, trace: String? = nil) throws -> (Advisor, Advice) {
    let path = examples.appendingPathComponent(file).path
    let tracePath = trace.map { examples.appendingPathComponent("traces/\($0)").path }
    let imported = try ImportedScreen.workload(swiftFiles: [path], tracePath: tracePath)
    let advisor = Advisor(workload: imported.workload)
    return (advisor, try advisor.advise())
  }

  // examples/swiftui/Clock.swift: the default trace taps Add on each of 20 frames, and Clock
  // reads count: 20 evaluations, each building a Text and a Button, re-creating CountLabel
  // with the new count, which re-runs and builds its Text, and re-creating the 2 hours' rows
  // (a new closure each time, R3), each building its Text: 20 × (1 + 1 + 2) = 80 evaluations,
  // 20 × (2 + 1 + 2) = 100 elements. Two fixes are open, count's state into a child and all of
  // Clock's (Clock then no longer re-runs, nor its rows); now's alone is skipped (now never
  // changes, and its part, a Text, makes no view). Both change Clock, whose `now = Date()` the
  // import guessed (`""`, at 9:28): neither is judged, each lists that warning.
  // `.equatable()` on CountLabel touches only CountLabel: it is tried, and saves nothing (its
  // count changes at every frame).
  @Test func noFixIsJudgedWhereTheImportGuessed() throws {
    let path = Self.examples.appendingPathComponent("Clock.swift").path
    let imported = try ImportedScreen.workload(swiftFiles: [path])
    let advice = try Advisor(workload: imported.workload, warnings: imported.warnings).advise()
    #expect(advice.evals == 80)
    #expect(advice.elements == 100)
    #expect(advice.tried == 1)
    #expect(advice.skipped == 1)
    #expect(advice.suggestions.isEmpty)
    #expect(advice.notJudged.map(\.subject).sorted() == ["Clock", "Clock.count"])
    let warning = "\(path):9:28: warning: took \"\" as the first value of 'now' (Date())"
    #expect(advice.notJudged.allSatisfy { $0.kind == .stateInChild && $0.warnings == [warning] })
    // Without the warnings, the same fixes are tried: 2 + 1. Count's state in a child saves
    // Clock's 20 re-runs and its rows' 40; the child re-runs as Clock did: 80 - 60 + 20 = 40.
    let unwarned = try Advisor(workload: imported.workload).advise()
    #expect(unwarned.tried == 3)
    #expect(unwarned.suggestions.first { $0.subject == "Clock.count" }?.evalsAfter == 40)
  }

  // Moving a part into a child saves only re-runs of the views the body makes that the view's
  // own re-runs caused: its own re-runs for the state it reads become the child's, one for
  // one. Counter's body makes no view: each of the 20 taps re-runs Counter (20); with count's
  // state in a child, the child re-runs instead (20). The three moves (count's, label's, both)
  // are skipped, not tried.
  @Test func movingAPartOfAViewThatMakesNoViewIsNotTried() throws {
    let imported = try SwiftUIImporter.importing([
      (
        "Counter.swift",
        """
        import SwiftUI
        struct Counter: View {
          @State private var count = 0
          @State private var label = "Taps"
          var body: some View {
            VStack {
              Text(label)
              Text("\\(count)")
              Button("Add") { count += 1 }
            }
          }
        }
        """
      )
    ])
    let advice = try Advisor(workload: imported.workload, frames: 20).advise()
    #expect(advice.evals == 20)
    #expect(advice.tried == 0)
    #expect(advice.skipped == 3)
  }

  /// A feed whose rows, tint and button each read its model (`eachPartMovedIntoAChildOfItsOwn…`).
  static let feed = """
    import Observation
    import SwiftUI

    @Observable final class Feed {
      var items = [1, 2, 3]
      var tint = "blue"
    }

    struct FeedView: View {
      @State private var feed = Feed()

      var body: some View {
        VStack {
          ForEach(feed.items, id: \\.self) { item in
            Text("\\(item)")
          }
          Text(feed.tint)
          Button("Tint") { feed.tint += "!" }
        }
      }
    }

    """

  // Each part moved into a child of its own is judged by what that child reads. 20 taps of
  // Tint: FeedView re-runs (it reads feed.tint), and re-creates its 3 rows with a new closure
  // (R3), each re-running: 20 + 60 = 80 evaluations; 20 × (Text, Button, 3 rows' Texts) = 100
  // elements.
  // - The rows in a child: FeedView still re-runs, but the child, with no input, does not (R4),
  //   nor do its rows: 20.
  // - Text(feed.tint) in a child: the child re-runs instead of FeedView, which no longer
  //   re-creates its rows: 20.
  // - Each of the three parts in a child of its own: only Text(feed.tint)'s child re-runs: 20.
  // - The button alone: FeedView re-runs as before, for what the button does not read, and the
  //   button makes no view: skipped.
  @Test func eachPartMovedIntoAChildOfItsOwnIsJudgedByWhatThatChildReads() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let path = folder.appendingPathComponent("FeedView.swift").path
    let trace = folder.appendingPathComponent("tint.yaml").path
    try "trace:\n  - 'tap(tapTint)'\n".write(toFile: trace, atomically: true, encoding: .utf8)
    try Self.feed.write(toFile: path, atomically: true, encoding: .utf8)
    let imported = try ImportedScreen.workload(swiftFiles: [path], tracePath: trace)
    let advice = try Advisor(workload: imported.workload).advise()
    #expect(advice.evals == 80)
    #expect(advice.elements == 100)
    #expect(advice.tried == 3)
    #expect(advice.skipped == 1)
    #expect(advice.suggestions.map(\.subject).sorted() == ["FeedView", "FeedViewPart1", "FeedViewPart2"])
    #expect(advice.suggestions.allSatisfy { $0.kind == .extractRead && $0.evalsAfter == 20 })
  }

  // A model declared inside its view holds only its own lines (5–7): the guess at 10:28, after
  // it, is the view's. As in Clock.swift: 20 taps of Add, each re-running Panel (it reads
  // model.count), a Text and a Button each, and CountText, given the new count, with its Text:
  // 40 evaluations, 60 elements. One fix that changes Panel is open, CountText reading
  // model.count itself, and it is not judged. The moves of Panel's parts are skipped: Panel
  // re-runs only for model.count, which CountText's call reads, and the rest of its body makes
  // no view. `.equatable()` on CountText is tried: it touches only CountText.
  @Test func aWarningAfterANestedModelIsTheViews() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let path = folder.appendingPathComponent("Panel.swift").path
    try """
    import Observation
    import SwiftUI

    struct Panel: View {
      @Observable final class Model {
        var count = 0
      }

      @State private var model = Model()
      @State private var now = Date()

      var body: some View {
        VStack {
          Text("\\(now)")
          CountText(count: model.count)
          Button("Add") { model.count += 1 }
        }
      }
    }

    struct CountText: View {
      let count: Int
      var body: some View { Text("\\(count)") }
    }

    """.write(toFile: path, atomically: true, encoding: .utf8)
    let imported = try ImportedScreen.workload(swiftFiles: [path])
    let advice = try Advisor(workload: imported.workload, warnings: imported.warnings).advise()
    #expect(advice.evals == 40)
    #expect(advice.elements == 60)
    #expect(advice.tried == 1)
    #expect(advice.notJudged.map(\.kind) == [.readInChild])
    let warning = "\(path):10:28: warning: took \"\" as the first value of 'now' (Date())"
    #expect(advice.notJudged.allSatisfy { $0.warnings == [warning] })
  }

  // A field without @Published: the default trace taps Add (count += 1, which notifies no
  // one) and Tap (taps += 1, which re-runs the view) in turn. Frames 1, 3, …, 19 show the old
  // count: 10 stale frames, the first at frame 1; the 10 taps re-run the view, with a Text and
  // two Buttons each, and TapsLabel with the new taps and its Text: 20 evaluations, 40
  // elements. The staleness is in Unpublished, the root, and in Counter, which it holds; a fix
  // of TapsLabel, below it, is judged (`StaleFootprint`): made Equatable, TapsLabel is still
  // given a new `taps` on each of the 10 taps and re-runs each time, 20 → 20, saving nothing.
  @Test func aChildOfAViewStaleAsWrittenIsJudged() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let path = folder.appendingPathComponent("Unpublished.swift").path
    try """
    import Combine
    import SwiftUI

    final class Counter: ObservableObject {
      var count = 0
    }

    struct Unpublished: View {
      @StateObject private var counter = Counter()
      @State private var taps = 0

      var body: some View {
        VStack {
          Text("\\(counter.count)")
          TapsLabel(taps: taps)
          Button("Add") { counter.count += 1 }
          Button("Tap") { taps += 1 }
        }
      }
    }

    struct TapsLabel: View {
      let taps: Int
      var body: some View { Text("\\(taps)") }
    }

    """.write(toFile: path, atomically: true, encoding: .utf8)
    let imported = try ImportedScreen.workload(swiftFiles: [path])
    #expect(imported.warnings.filter(\.kind.blocksAdvice).isEmpty)
    let advice = try Advisor(workload: imported.workload, warnings: imported.warnings).advise()
    #expect(advice.evals == 20)
    #expect(advice.elements == 40)
    #expect(advice.staleFrames == 10)
    #expect(advice.tried == 1)
    #expect(advice.notJudged.isEmpty)
    #expect(advice.unhelpful.map(\.subject) == ["TapsLabel"])
    #expect(advice.unhelpful.map(\.evalsAfter) == [20])
  }

  // examples/swiftui/Dashboard.swift with traces/dashboard.yaml, 20 frames: every frame
  // ticks, every fifth also raises the alerts. As written (ObservableObject), Dashboard owns
  // the model and Header and AlertBadge hold it: each re-runs on every write, 20; TickLabel
  // is given model.tick, new every frame, 20: 80. @Observable: Dashboard reads tick (for
  // TickLabel), 20; Header reads title, which no frame writes, 0; TickLabel 20; AlertBadge
  // reads alerts, written in frames 5, 10, 15, 20: 4. 44, 36 saved.
  @Test func theDashboardsModelMigratedSavesWhatTheRulesSay() throws {
    let (_, advice) = try Self.advice("Dashboard.swift", trace: "dashboard.yaml")
    #expect(advice.evals == 80)
    let top = try #require(advice.suggestions.first)
    #expect(top.kind == .migrateToObservable)
    #expect(top.subject == "DashboardModel")
    #expect(top.evalsAfter == 44)
    #expect(
      top.views.map { "\($0.view) \($0.before) → \($0.after)" } == ["AlertBadge 20 → 4", "Header 20 → 0"])
    #expect(top.place == Self.examples.appendingPathComponent("Dashboard.swift").path + ":5")
  }

  // The other fixes that save on the same run. Header given title instead of the model: it
  // re-runs when title changes, never: 20 → 0, 80 → 60. AlertBadge given alerts: 20 → 4, 80 →
  // 64. The model split, tick (which only Tick writes) in a model of its own: the dashboard
  // reads it and owns both halves, 20; TickLabel 20; Header and AlertBadge hold the other half,
  // written only by the alerts in 4 frames: 4 each. 48.
  @Test func passingFieldsAndSplittingTheModelSaveWhatTheRulesSay() throws {
    let (_, advice) = try Self.advice("Dashboard.swift", trace: "dashboard.yaml")
    let found = advice.suggestions.map { "\($0.kind.rawValue) \($0.subject) \($0.evalsAfter)" }
    #expect(found.contains("pass-fields Header.model 60"))
    #expect(found.contains("pass-fields AlertBadge.model 64"))
    #expect(found.contains("split-model DashboardModel.tapTick 48"))
  }

  static let plainLet = """
    import SwiftUI
    final class Counter: ObservableObject {
      @Published var count = 0
    }
    struct Label: View {
      @ObservedObject var counter: Counter
      var body: some View { Text("\\(counter.count)") }
    }
    struct Middle: View {
      let counter: Counter
      var body: some View { Label(counter: counter) }
    }
    struct Screen: View {
      @StateObject private var counter = Counter()
      var body: some View {
        VStack {
          Middle(counter: counter)
          Button("Add") { counter.count += 1 }
        }
      }
    }
    """

  // Label holds the counter and re-runs at each tap; Middle reads it through a plain let, so
  // it holds nothing and, re-created with the same object, never re-runs. Given count
  // instead of the counter (pass-fields), Label would get it from Middle, which never re-runs:
  // Label would show 0 after every tap, a stale frame each frame. Rejected, naming Label.
  @Test func aFixThatLeavesAViewStaleIsRejected() throws {
    let imported = try SwiftUIImporter.importing([("Counter.swift", Self.plainLet)])
    let advice = try Advisor(workload: imported.workload, frames: 4).advise()
    let rejection = try #require(advice.rejected.first { $0.kind == .passFields })
    #expect(rejection.subject == "Label.counter")
    #expect(rejection.why.hasPrefix("stale frames (4, the first at frame 1) in Label"))
    #expect(!advice.suggestions.contains { $0.kind == .passFields })
  }

  // Over every example and fixture: each suggestion, written as a screen file and loaded from
  // it (not through the advisor), runs on as-written with no stale frame and no wrong action,
  // and to the evaluations the advisor predicted.
  @Test(arguments: ImportRoundTripTests.sources)
  func noSuggestionBreaksItsScreen(_ path: String) throws {
    let file = URL(fileURLWithPath: path).lastPathComponent
    let text = try String(contentsOf: ImportRoundTripTests.root.appendingPathComponent(path), encoding: .utf8)
    let imported = try SwiftUIImporter.importing([(file, text)])
    try Self.expectNoSuggestionBreaks(Advisor(workload: imported.workload), of: file)
  }

  /// Each suggestion of `advisor`, written as a screen file and loaded from it (not through
  /// the advisor), runs on as-written with no stale frame and no wrong action, and to the
  /// evaluations predicted.
  static func expectNoSuggestionBreaks(_ advisor: Advisor, of name: String) throws {
    let advice = try advisor.advise()
    #expect(advice.staleFrames == 0, "\(name)")
    for suggestion in advice.suggestions {
      let text = try #require(try advisor.screenFile(after: suggestion))
      let screen = try ScreenFile(text: text, path: "\(suggestion.subject).yaml")
      let run = try CountRun.run(
        try screen.scenario(screen.values([WorkloadParameter.frames(20): advice.frames])),
        engines: [.asWritten])
      #expect(run.counters(.asWritten).staleFrames == 0, "\(name): \(suggestion.subject)")
      #expect(run.counters(.asWritten).actionMismatches == 0, "\(name): \(suggestion.subject)")
      #expect(run.evals(.asWritten) == suggestion.evalsAfter, "\(name): \(suggestion.subject)")
    }
  }

  /// The screen files of examples/ and the shipped workloads.
  static let screenFiles: [String] = {
    let root = ImportRoundTripTests.root
    let folders = ["examples", "Sources/InvalidationBench/Screens"]
    return folders.flatMap { folder in
      ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? [])
        .filter { $0.hasSuffix(".yaml") }.sorted().map { "\(folder)/\($0)" }
    }
  }()

  // Over every example screen file and shipped workload, read as a draft: each suggestion,
  // written as a screen file and loaded from it, runs on as-written with no stale frame and no
  // wrong action, and to the evaluations the advisor predicted.
  @Test(arguments: screenFiles)
  func noSuggestionBreaksAScreenFile(_ path: String) throws {
    let read = try ImportedScreen.workload(
      screenFile: ImportRoundTripTests.root.appendingPathComponent(path).path)
    try Self.expectNoSuggestionBreaks(Advisor(workload: read.workload), of: path)
  }

  // examples/dashboard.yaml, 600 frames: each ticks, every 5th raises the alerts (120). Its
  // store has no kind:, so it is advised as @Observable, with a warning at the store. As
  // written: Dashboard reads model.tick to pass it, 600; Header reads the title, never
  // written, and takes no inputs, 0; TickLabel is given the new tick, 600; AlertBadge reads
  // alerts, 120: 1320. TickLabel reading model.tick itself: Dashboard 0, TickLabel 600,
  // AlertBadge 120: 720, the change examples/swiftui/DashboardLeaves.swift makes.
  @Test func theDashboardScreenFilesTopSuggestionIsTheLeavesReadingTheTick() throws {
    let path = ImportRoundTripTests.root.appendingPathComponent("examples/dashboard.yaml").path
    let read = try ImportedScreen.workload(screenFile: path)
    #expect(read.warnings.map(\.position) == ["\(path):20:3"])
    let advice = try Advisor(workload: read.workload).advise()
    #expect(advice.evals == 1320)
    let top = try #require(advice.suggestions.first)
    #expect(top.kind == .readInChild)
    #expect(top.subject == "TickLabel.value")
    #expect(top.evalsAfter == 720)
  }

  // A view compared ignoring an input is read as the file says, by the one reader bench run
  // uses too. Over 10 frames add is tapped each frame and changes `note`: Screen reads it, 10;
  // Label is re-created with an equal count and a new note, which it ignores, 0: 10 (20 if the
  // ignoring were lost).
  @Test func aViewComparedIgnoringAnInputIsAdvisedAsTheFileSays() throws {
    let (folder, path) = try Self.screenFile(
      "Ignoring",
      """
      workload: ignoring
      parameters:
        frames:
          default: 10
      views:
        Label:
          inputs: {count: value, note: value}
          equatable: {ignoring: [note]}
          body: [Text: count]
        Screen:
          state: {count: 0, note: 0}
          actions: {add: [note += 1]}
          body:
            - Text: note
            - Label: {count: count, note: note}
            - Button: {label: '"Add"', action: add}
      root: Screen
      trace: [tap(add)]
      """)
    defer { BenchProcess.remove(folder) }
    let read = try ImportedScreen.workload(screenFile: path)
    #expect(try Advisor(workload: read.workload).advise().evals == 10)
  }

  // A closure argument in parentheses captures nothing, as the file's loader reads it. Over 60
  // frames add is tapped in frames 15, 30, 45 and 60: Screen reads count, 4; Child is given
  // an equal closure each time (R3), 0: 4, at the advice's frames, not the file's 10.
  @Test func aScreenFileIsAdvisedOnTheFramesAsked() throws {
    let (folder, path) = try Self.screenFile(
      "Parens",
      """
      workload: parens
      parameters:
        frames:
          default: 10
      views:
        Child:
          inputs: {onTap: closure}
          body: [Text: '"child"']
        Screen:
          state: {count: 0}
          actions: {add: [count += 1]}
          body:
            - Text: count
            - Child: {onTap: '({ })'}
            - Button: {label: '"Add"', action: add}
      root: Screen
      trace:
        - if: every(15)
          then: [tap(add)]
      """)
    defer { BenchProcess.remove(folder) }
    let read = try ImportedScreen.workload(screenFile: path)
    #expect(try Advisor(workload: read.workload, frames: 60).advise().evals == 4)
  }

  // A kind the format does not have is refused at it (line 4, column 11), not taken as one.
  @Test func anUnknownKindIsRefused() throws {
    let (folder, path) = try Self.screenFile(
      "Kind",
      """
      workload: kind
      stores:
        model:
          kind: ObservableObjects
          fields: {n: 0}
      views:
        Screen:
          body: [Text: model.n]
      root: Screen
      trace: [model.n += 1]
      """)
    defer { BenchProcess.remove(folder) }
    #expect {
      _ = try ImportedScreen.workload(screenFile: path)
    } throws: { error in
      "\(error)"
        == "\(path):4:11: unknown kind 'ObservableObjects' (did you mean 'ObservableObject'?); use ObservableObject or Observable"
    }
  }

  // A size written as an expression fixes each parameter it names: `chain: depth - 1` is
  // written out at depth's default, 3, as Link1 and Link2, so depth takes only 3 in the
  // screens the advice writes. Screen's `source:` stays the Swift declaration it names.
  @Test func aSizeWrittenAsAnExpressionFixesTheParametersItNames() throws {
    let (folder, path) = try Self.screenFile(
      "Deep",
      """
      workload: deep
      parameters:
        depth: 3
        width: 2
      views:
        Label:
          body: [Text: '"leaf"']
        Screen:
          source: 'Deep.swift:7'
          state: {count: 0}
          actions: {add: [count += 1]}
          body:
            - Text: count
            - chain: depth - 1
              named: Link
              last: Label
            - Button: {label: '"Add"', action: add}
      root: Screen
      trace: [tap(add)]
      """)
    defer { BenchProcess.remove(folder) }
    let read = try ImportedScreen.workload(screenFile: path)
    let parameters = try #require(read.workload.fileParameters)
    #expect(parameters.first { $0.name == "depth" }?.range == 3...3)
    #expect(parameters.first { $0.name == "width" }?.range != 2...2)
    #expect(
      read.workload.draft.views.filter { $0.name.hasPrefix("Link") }.map(\.name).sorted() == [
        "Link1", "Link2",
      ])
    #expect(read.workload.draft.views.first { $0.name == "Screen" }?.source == "Deep.swift:7")
  }

  /// `text` written as `NAME.yaml` in a new temporary folder.
  static func screenFile(_ name: String, _ text: String) throws -> (folder: URL, path: String) {
    let folder = try BenchProcess.temporaryFolder()
    let path = folder.appendingPathComponent("\(name).yaml").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return (folder, path)
  }
}

/// The example pairs: the advisor, given the first file, finds the change the second makes,
/// and predicts exactly what the second file measures.
@Suite struct AdvisorPairTests {
  static func measured(_ file: String, trace: String) throws -> Int {
    let path = AdvisorTests.examples.appendingPathComponent(file).path
    let tracePath = AdvisorTests.examples.appendingPathComponent("traces/\(trace)").path
    let imported = try ImportedScreen.workload(swiftFiles: [path], tracePath: tracePath)
    let workload = imported.workload
    let run = try CountRun.run(try workload.scenario(workload.values()), engines: [.asWritten])
    return run.evals(.asWritten)
  }

  // SettingsForm.swift with traces/settings-form.yaml, 20 frames: Save in frames 5, 10, 15,
  // 20 (4); the slider in 3, 6, 9, 12, 18 (5); the name in the other 11. As written the form
  // reads only saves (for SavedLabel; making $name reads nothing): 4; SavedLabel 4; the text
  // field re-runs at each edit, 11, and at each of the form's re-runs, its binding carrying a
  // name changed since (R14), 4: 15; the slider 5 + 4 = 9. 32. With each state in a child
  // view of its own (SettingsFormIsolated.swift): the form 0, the regions read nothing of
  // their state (bindings), the field 11, the slider 5, the save region reads saves, 4, and
  // SavedLabel 4: 24. The top suggestion is that change, 32 → 24, and the second file
  // measures 24.
  @Test func theFormsTopSuggestionIsToIsolateItsRegions() throws {
    let (_, advice) = try AdvisorTests.advice("SettingsForm.swift", trace: "settings-form.yaml")
    #expect(advice.evals == 32)
    let top = try #require(advice.suggestions.first)
    #expect(top.kind == .stateInChild)
    #expect(top.subject == "SettingsForm")
    #expect(top.evalsAfter == 24)
    #expect(try Self.measured("SettingsFormIsolated.swift", trace: "settings-form.yaml") == 24)
  }

  // Dashboard.swift → DashboardLeaves.swift is two fixes: the model made @Observable (80 → 44,
  // AdvisorTests) and TickLabel reading model.tick itself instead of being given it. Then the
  // dashboard reads nothing, 0; Header 0; TickLabel reads tick, 20; AlertBadge 4: 24, which is
  // what DashboardLeaves.swift measures. The advisor's combination is those two, 80 → 24.
  @Test func theDashboardsCombinationIsTheLeavesVersion() throws {
    let (_, advice) = try AdvisorTests.advice("Dashboard.swift", trace: "dashboard.yaml")
    let combined = try #require(advice.combined)
    #expect(combined.fixes == ["migrate-to-observable DashboardModel", "read-in-child TickLabel.value"])
    #expect(combined.evalsAfter == 24)
    #expect(try Self.measured("DashboardLeaves.swift", trace: "dashboard.yaml") == 24)
  }

  // Catalog.swift → CatalogSubviews.swift extracts the three parts that read the model into
  // views that hold it (@ObservedObject). On an ObservableObject that costs: each holder
  // re-runs on every write. Traces/catalog.yaml writes the model in each of 20 frames: the
  // catalog, which owns it, 20, and the text field, bound to searchQuery, at each of the 16
  // edits: 36. Extracted, each of the three parts' views re-runs 20 more: 96, which is what
  // CatalogSubviews.swift measures. So the advisor does not suggest it: it lists it as
  // costing 60 more.
  @Test func theCatalogsExtractionCostsWhatCatalogSubviewsMeasures() throws {
    let (_, advice) = try AdvisorTests.advice("Catalog.swift", trace: "catalog.yaml")
    #expect(advice.evals == 36)
    #expect(!advice.suggestions.contains { $0.kind == .extractRead })
    let extraction = try #require(
      advice.unhelpful.first { $0.kind == .extractRead && $0.subject == "CatalogView" })
    #expect(extraction.evalsAfter == 96)
    #expect(try Self.measured("CatalogSubviews.swift", trace: "catalog.yaml") == 96)
  }
}

/// Fixes on small screens, counted by hand.
@Suite struct AdvisorFixTests {
  static let closure = """
    import SwiftUI
    struct Row: View {
      let title: String
      let onTap: () -> Void
      var body: some View { Button(title, action: onTap) }
    }
    struct Screen: View {
      @State private var count = 0
      var body: some View {
        VStack {
          Text("\\(count)")
          Row(title: "Add", onTap: { count += 1 })
        }
      }
    }
    """

  // The default trace runs two interactions in turn over 4 frames: the Row's button (its
  // title's tap writes nothing) and the closure Screen gives it, which counts: frames 2 and 4
  // write count. Screen reads it: 2. Each re-run of Screen re-creates Row with a new closure,
  // never equal (R3): Row 2. The closure writes Screen's `count`: one without Screen's
  // context (a static function) could not, so no stable closure is a fix (it was the top
  // suggestion, 4 → 2, and a wrong one); nor is an `.equatable()` Row, whose inputs are not
  // all values (Swift generates no `==` over a closure): nothing is offered.
  @Test func aClosureUsingItsViewsStateIsNoStableClosure() throws {
    let imported = try SwiftUIImporter.importing([("Closure.swift", Self.closure)])
    let advice = try Advisor(workload: imported.workload, frames: 4).advise()
    #expect(advice.evals == 4)
    let all = advice.suggestions + advice.withoutPatch + advice.unhelpful
    #expect(!all.contains { $0.kind == .stableClosure })
    #expect(advice.suggestions.isEmpty)
  }

  // A closure that uses only its own parameters and types (`Log.tap(title)`, a static
  // function of the app's, given the row's own parameter) is one a static function can be.
  @Test func aClosureUsingNothingOfItsViewCanBeStable() throws {
    let uses = { (source: String) -> Bool in
      let closure = try #require(
        SourceParser.parse("let c = \(source)").statements.first?.item.as(VariableDeclSyntax.self)?.bindings
          .first?
          .initializer?.value.as(ClosureExprSyntax.self))
      return StableClosureFix.usesNothingOfItsView(closure)
    }
    #expect(try uses("{ title in Log.tap(title) }"))
    #expect(try uses("{ Haptics.shared.play(); Log.write($0) }"))
    #expect(try !uses("{ print($0) }"))  // a global function: taken as the view's, to be safe
    #expect(try !uses("{ count += 1 }"))
    #expect(try !uses("{ isHovered in Text(text).opacity(isSelected ? 1 : 0) }"))
    #expect(try !uses("{ self.save() }"))
    #expect(try !uses("{ Toggle(\"On\", isOn: $enabled) }"))
  }

  /// A Text reading a model's count and the view's own `@State` named `label`, with a button
  /// for each; `observable` makes the model `@Observable` (else an `ObservableObject`).
  static func panel(label: String, observable: Bool) -> String {
    let model =
      observable
      ? "@Observable final class Counter {\n  var count = 0\n}"
      : "final class Counter: ObservableObject {\n  @Published var count = 0\n}"
    let holder = observable ? "@State" : "@StateObject"
    return """
      import SwiftUI
      import Observation
      \(model)
      struct Panel: View {
        \(holder) private var model = Counter()
        @State private var \(label) = "Taps"
        var body: some View {
          VStack {
            Text("\\(\(label)): \\(model.count)")
            Button("Tap") { model.count += 1 }
            Button("Rename") { \(label) += "!" }
          }
        }
      }
      """
  }

  // The Text reads the model and Panel's own label, so it cannot move whole (extract-read),
  // and label's parts are not together (state-in-child). The default trace taps Tap and
  // Rename in turn over 20 frames, 10 each. As written Panel reads both: 20 evaluations, 3
  // elements each, 60. In a ScopeView: Panel reads label only, 10 (2 buttons each, 20); the
  // scope re-runs on the 10 taps and with each of Panel's 10 (its closure is never equal,
  // R3): 20 (a Text each, 20). 30 evaluations and 40 elements: it costs 10 evaluations and
  // saves 20 elements, so it is listed as saving nothing, with its numbers. A state named
  // `content` is passed beside the scope's closure, which is then named apart from it.
  @Test(arguments: ["label", "content"])
  func aScopeAroundAReadRerunsWithItsParent(label: String) throws {
    let imported = try SwiftUIImporter.importing([("Panel.swift", Self.panel(label: label, observable: true))]
    )
    let advice = try Advisor(workload: imported.workload).advise()
    #expect(advice.evals == 20)
    #expect(advice.elements == 60)
    #expect(!advice.suggestions.contains { $0.kind == .scopeRead })
    #expect(!advice.rejected.contains { $0.kind == .scopeRead })
    let scope = try #require(advice.unhelpful.first { $0.kind == .scopeRead })
    #expect(scope.subject == "PanelScope1")
    #expect(scope.evalsAfter == 30)
    #expect(scope.elementsAfter == 40)
  }

  // On an ObservableObject Panel re-runs on each of the 10 taps' objectWillChange (R5) and
  // for its label: 20, as on @Observable. Wrapped, Panel would still run 20 and the scope
  // with it 20 (40, 2 + 1 elements each, 60): it saves nothing, so it is not tried.
  @Test func noScopeIsTriedAroundAnObservableObjectItsViewHolds() throws {
    let imported = try SwiftUIImporter.importing([
      ("Panel.swift", Self.panel(label: "label", observable: false))
    ])
    let advice = try Advisor(workload: imported.workload).advise()
    #expect(advice.evals == 20)
    let kinds = (advice.suggestions + advice.unhelpful).map(\.kind) + advice.rejected.map(\.kind)
    #expect(!kinds.contains(.scopeRead))
  }
}

extension AdvisorTests {
  // examples/swiftui/Migration.swift for an app that supports iOS 16 and macOS 13: the
  // migration to @Observable (20 → 13, the top suggestion for any app) needs iOS 17 and macOS
  // 14 (Observation), so it ranks after the one the app can take, dropping @Published from
  // lastSync, which saves less.
  @Test func aMigrationTheAppCannotTakeRanksAfterTheOthers() throws {
    let path = Self.examples.appendingPathComponent("Migration.swift").path
    let imported = try ImportedScreen.workload(swiftFiles: [path])
    let anyApp = try Advisor(workload: imported.workload).advise()
    #expect(anyApp.suggestions.first?.kind == .migrateToObservable)
    #expect(anyApp.suggestions.first?.evalsAfter == 13)
    let targets = try #require(DeploymentTargets(list: "iOS16,macOS13"))
    let old = try Advisor(workload: imported.workload, targets: targets).advise()
    #expect(old.suggestions.map(\.kind) == [.ignoreUnreadField, .migrateToObservable])
    #expect(
      old.suggestions.last?.needs == [
        "iOS 17 (the app supports iOS 16)", "macOS 14 (the app supports macOS 13)",
      ])
    #expect(old.suggestions.first?.needs == [])
    #expect(old.targets == "iOS 16, macOS 13 (--platforms)")
  }

  // The targets come from the nearest folder above the files that holds a Package.swift or an
  // Xcode project; a project's lowest setting of each platform counts.
  @Test func deploymentTargetsAreReadFromThePackageOrTheProject() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let feature = folder.appendingPathComponent("App/Sources/Feature")
    try FileManager.default.createDirectory(at: feature, withIntermediateDirectories: true)
    try "let package = Package(name: \"App\", platforms: [.iOS(.v16), .macOS(\"13.3\")])\n"
      .write(to: folder.appendingPathComponent("App/Package.swift"), atomically: true, encoding: .utf8)
    let package = try #require(DeploymentTargets.find(around: feature.path))
    #expect(package.versions == [.ios: 16, .macos: 13])
    let project = folder.appendingPathComponent("Xcode/App.xcodeproj")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    try
      "IPHONEOS_DEPLOYMENT_TARGET = 16.4;\nIPHONEOS_DEPLOYMENT_TARGET = 15.0;\nMACOSX_DEPLOYMENT_TARGET = 14.0;\n"
      .write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
    let fromProject = try #require(
      DeploymentTargets.find(around: folder.appendingPathComponent("Xcode").path))
    #expect(fromProject.versions == [.ios: 15, .macos: 14])
    #expect(DeploymentTargets(list: "iOS") == nil)
    #expect(DeploymentTargets(list: "Android14") == nil)
  }
}
