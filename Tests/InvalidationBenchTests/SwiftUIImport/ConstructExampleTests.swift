import Foundation
import Testing

@testable import InvalidationBench

/// The examples of `examples/swiftui/Constructs/`, one per construct the import reads as the
/// compiler would (docs/swiftui-import.md, "Reading Swift as the compiler would"), each run on
/// `as-written` over its default trace with per-view counts derived by hand from the rules
/// (docs/rules.md, "The render pass"): imported in memory, and through the screen file
/// `bench import` writes.
@Suite struct ConstructExampleTests {
  static let folder = SwiftUIExampleTests.examples.appendingPathComponent("Constructs")

  enum Route: CaseIterable { case inMemory, throughFile }

  /// `as-written`'s evaluations during `frames` frames of the default trace of `file`, by
  /// view, and the import.
  static func run(_ file: String, frames: Int, _ route: Route, platform: Platform = .ios) throws -> (
    CountRun, SwiftUIImporter.Result
  ) {
    let path = folder.appendingPathComponent(file).path
    let imported = try SwiftUIImporter.importing(ImportedScreen.read([path]), platform: platform)
    let workload: any Workload
    switch route {
    case .inMemory:
      workload = imported.workload
    case .throughFile:
      workload = try ScreenFile(text: imported.screenFile, path: file + ".yaml")
    }
    let result = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): frames])), engines: [.asWritten])
    return (result, imported)
  }

  /// One repetition on `as-written`, no warm-up: what the runner adds to the counts.
  static let asWrittenOnce: RunOptions = {
    var options = RunOptions()
    options.engines = [.asWritten]
    options.repetitions = 1
    options.warmup = 0
    return options
  }()

  static func views(_ result: CountRun, _ names: [String]) -> [String: Int] {
    Dictionary(uniqueKeysWithValues: names.map { ($0, result.evals(.asWritten, of: $0)) })
  }

  // The steps, in body order: tapAdd (`action: counter.increase`), tapTap (`action: tapped`,
  // its label "Tap" in the trailing closure).
  //   f1 tapAdd: counter.count 0 → 1; MethodReferences reads it: +1. TapCount gets 0 again: no.
  //   f2 tapTap: taps 0 → 1; MethodReferences reads taps: +1; TapCount's input 0 → 1: +1.
  //   f3, f4 the same again.
  // MethodReferences 4, TapCount 2.
  @Test(arguments: Route.allCases) func actionsGivenAsFunctionsRunThem(_ route: Route) throws {
    let (result, imported) = try Self.run("MethodReferences.swift", frames: 4, route)
    #expect(imported.workload.interactions == ["tap(tapAdd)", "tap(tapTap)"])
    #expect(Self.views(result, ["MethodReferences", "TapCount"]) == ["MethodReferences": 4, "TapCount": 2])
  }

  // Steps: Play (`self.player.isPlaying = true`), Count (`self.count += 1`), Stop
  // (`self.player.stop()`, whose `self.isPlaying = false` runs). Each changes what the body
  // reads: f1 false → true, f2 0 → 1, f3 true → false, f4 false → true. SelfWrites 4.
  @Test(arguments: Route.allCases) func selfQualifiedStatementsAreTheSameStatements(_ route: Route) throws {
    let (result, imported) = try Self.run("SelfWrites.swift", frames: 4, route)
    #expect(imported.warnings.isEmpty, "\(imported.warnings)")
    #expect(Self.views(result, ["SelfWrites"]) == ["SelfWrites": 4])
  }

  // One step, Reload: a Task (a transaction after the tap's own, which writes nothing) sets
  // isLoading = true; the write in the `do` follows an await, and `isLoading = false` after
  // the do/catch follows it, both in one later transaction: two evaluations a frame (three,
  // with isLoading = false run before the awaited write, as the import did before). 4 frames: 8.
  @Test(arguments: Route.allCases) func whatFollowsAnAwaitInADoRunsAfterIt(_ route: Route) throws {
    let (result, _) = try Self.run("AwaitOrder.swift", frames: 4, route)
    #expect(Self.views(result, ["AwaitOrder"]) == ["AwaitOrder": 8])
  }

  // Badge is a view by its extension, its body there. Each Mail: unread +1; ExtensionView
  // reads it (+1), Badge's count changes (+1). 4 frames: 4 and 4.
  @Test(arguments: Route.allCases) func aViewMadeSoInAnExtensionIsAView(_ route: Route) throws {
    let (result, _) = try Self.run("ExtensionView.swift", frames: 4, route)
    #expect(Self.views(result, ["ExtensionView", "Badge"]) == ["ExtensionView": 4, "Badge": 4])
  }

  // Loud runs the setter with newValue true: level = 10; Quiet with false: level = 0.
  // f1 0 → 10, f2 10 → 0, f3 0 → 10, f4 10 → 0: Setters 4.
  @Test(arguments: Route.allCases) func aWriteOfAComputedPropertyRunsItsSetter(_ route: Route) throws {
    let (result, imported) = try Self.run("Setters.swift", frames: 4, route)
    #expect(imported.summary.interactions.map(\.writes) == [["level"], ["level"]])
    #expect(Self.views(result, ["Setters"]) == ["Setters": 4])
  }

  // `Row(title: name)` goes through `init(title:subtitle:)`, subtitle its default: title is
  // name, a change of it re-runs that row; `Row(title: "fixed")` never changes. Each Rename:
  // Initializers +1 (it reads name), the first Row +1. 4 frames: 4 and 4.
  @Test(arguments: Route.allCases) func argumentsReachPropertiesThroughAnInitializer(_ route: Route) throws {
    let (result, imported) = try Self.run("Initializers.swift", frames: 4, route)
    #expect(imported.warnings.isEmpty, "\(imported.warnings)")
    #expect(Self.views(result, ["Initializers", "Row"]) == ["Initializers": 4, "Row": 4])
  }

  // `var count: Int = 0` and `var label: String = "level"` are inputs with defaults:
  // `Level(count: n)` passes one, `Level()` neither. Each Up: StoredDefaults +1, the first
  // Level +1, the second is given the same defaults: no. 4 frames: 4 and 4.
  @Test(arguments: Route.allCases) func storedPropertiesWithDefaultsAreInputs(_ route: Route) throws {
    let (result, _) = try Self.run("StoredDefaults.swift", frames: 4, route)
    #expect(Self.views(result, ["StoredDefaults", "Level"]) == ["StoredDefaults": 4, "Level": 4])
  }

  // iOS: the body shows tick: each Tick +1, 4. watchOS: it shows "watch" and reads nothing,
  // so a write of tick re-runs nothing (R10): 0. macOS: `.onAppear { tick = 100 }` at the
  // first render writes what the body reads: a second evaluation at the first render, then
  // +1 a frame. First render + frames: iOS 1 + 4, watchOS 1 + 0, macOS 2 + 4.
  @Test(arguments: [(Platform.ios, 1, 4), (.watchos, 1, 0), (.macos, 2, 4)])
  func ifIsReadForThePlatform(_ platform: Platform, _ first: Int, _ frames: Int) throws {
    let (result, imported) = try Self.run("Platforms.swift", frames: 4, .inMemory, platform: platform)
    #expect(imported.warnings.isEmpty, "\(imported.warnings)")
    let view = result.counts(.asWritten)?.viewTypes.first { $0.name == "Platforms" }
    #expect(view?.firstRenderEvals == first)
    #expect(view?.evals == frames)
  }

  // Steps: the rows of `List(selection: Bindable(library).selection)` select 1 and 2; the
  // toolbar's Add (built by addItem()) and the inset's Plus (the computed plusButton). No body
  // reads the selection (the list takes a binding): f1, f2 nothing; f3 count 0 → 1 (+1); f4
  // 1 → 3 (+1). ModifierHelpers 2.
  @Test(arguments: Route.allCases) func interactionsInModifiersAndTheirHelpersAreDriven(_ route: Route) throws
  {
    let (result, imported) = try Self.run("ModifierHelpers.swift", frames: 4, route)
    #expect(
      imported.workload.interactions == ["tap(select1)", "tap(select2)", "tap(tapAdd)", "tap(tapPlus)"])
    #expect(Self.views(result, ["ModifierHelpers"]) == ["ModifierHelpers": 2])
  }

  // The sheet is PresentationsSheet, given `$isShown`, a new content closure each time and
  // `$taps`. Steps: Show, the presentation's toggle, TapButton's Tap.
  //   f1 Show: isShown false → true. Presentations made `$isShown`, no read: no. The sheet
  //      reads it through its binding: +1, and mounts TapButton: +1.
  //   f2 toggle, turn (2 - 1) / 3 = 0, writes true: equal, nothing.
  //   f3 Tap: taps 0 → 1. Presentations reads taps: +1; its body makes the content closure
  //      anew, so the sheet re-runs: +1; TapButton read taps through its binding: +1.
  //   f4 Show: isShown = true, equal: nothing.
  // Presentations 1, PresentationsSheet 2, TapButton 2.
  @Test(arguments: Route.allCases) func aPresentationIsAViewOfItsOwn(_ route: Route) throws {
    let (result, _) = try Self.run("Presentations.swift", frames: 4, route)
    #expect(
      Self.views(result, ["Presentations", "PresentationsSheet", "TapButton"])
        == ["Presentations": 1, "PresentationsSheet": 2, "TapButton": 2])
  }

  // The first Text's onAppear, before `.id(version)`, runs for each new version (as an
  // onChange of it); the second's, after its `.id`, once. First render: both onAppears run
  // (loads 0 → 11), which re-runs the body: 2. The default trace taps Reload, then runs each
  // onAppear again as a load (a refresh). f1 Reload: version +1, the body reads it (+1); the
  // first onAppear runs again, loads +1 (+1). f2 the first onAppear: loads +1 (+1). f3 the
  // second: loads +10 (+1). f4 Reload: +2 as in f1. After the first render: 2 + 1 + 1 + 2 = 6.
  @Test(arguments: Route.allCases) func aModifierBeforeIdBelongsToTheViewItRecreates(_ route: Route) throws {
    let (result, _) = try Self.run("IdentityModifiers.swift", frames: 4, route)
    let view = result.counts(.asWritten)?.viewTypes.first { $0.name == "IdentityModifiers" }
    #expect(view?.firstRenderEvals == 2)
    #expect(view?.evals == 6)
  }

  // TodoApp's WindowGroup shows TodoScreen: the root, though Preferences has more views
  // under it (3 to 1), and the summary says why.
  @Test func theAppsSceneChoosesTheRoot() throws {
    let (result, imported) = try Self.run("AppRoot.swift", frames: 2, .inMemory)
    #expect(imported.summary.root == "TodoScreen")
    #expect(imported.summary.text.contains("root TodoScreen (the view the App's scene shows)"))
    #expect(Self.views(result, ["TodoScreen"]) == ["TodoScreen": 2])
  }

  // Views that navigate to each other leave no view unshown: D and C show each other, so do
  // B and A, and A shows C. Under each: D {D, C} 2, C {C, D} 2, B {B, A, C, D} 4, A 4. The
  // largest are B and A; of equal ones, the first in the file: B.
  @Test func aNavigationCycleIsBrokenByTheLargestSubtree() throws {
    let source = """
      import SwiftUI
      struct D: View { var body: some View { NavigationLink("c") { C() } } }
      struct C: View { var body: some View { NavigationLink("d") { D() } } }
      struct B: View { var body: some View { NavigationLink("a") { A() } } }
      struct A: View { var body: some View { VStack { B(); C() } } }
      """
    let imported = try SwiftUIImporter.importing([("Cycle.swift", source)])
    #expect(imported.summary.root == "B")
    #expect(
      imported.summary.text.contains(
        "root B (the feature's views all show each other: the largest)"))
  }

  // Steps: Touch (clock.seconds += 1: every holder of the ObservableObject re-runs, R5, though
  // no body reads seconds), clock.label (read, written by no action: data from outside) and
  // the root's input title (a parent outside the files passes it). Each re-runs HonestSummary:
  // 6 frames, 2 after each driver. Platform's body shows `platformView`, which the files do
  // not declare: kept opaque.
  @Test func theSummaryCountsDriversAndOpaqueViewsApart() throws {
    let (result, imported) = try Self.run("HonestSummary.swift", frames: 6, .inMemory)
    #expect(Self.views(result, ["HonestSummary"]) == ["HonestSummary": 6])
    #expect(imported.summary.text.contains("with 2 of the 2 views in the files, 1 of them kept opaque"))
    let workload = imported.workload
    let run = try BenchmarkRunner(options: Self.asWrittenOnce).run(
      [BenchmarkCase(workload: workload, values: workload.values([WorkloadParameter.frames(20): 6]))])
    #expect(run[0].imported?.evaluationsBy == [.interaction: 2, .external: 2, .rootInput: 2])
    #expect(
      run[0].imported?.drivers
        == "as-written re-evaluated 6 bodies during the frames: 2 after the screen's own interactions, 2 after data from outside the files, 2 after writes of the root's inputs"
    )
  }

  // Whole-object re-runs the holder on every write (R5), though nothing it shows changed: the
  // oracle's minimum is 0, as-written counted 4; that is waste, not "nothing happened".
  @Test func wastedEvaluationsAreNotNothing() throws {
    let source = """
      import SwiftUI
      final class Clock: ObservableObject { @Published var seconds = 0 }
      struct Quiet: View {
        @StateObject private var clock = Clock()
        var body: some View { Button("Touch") { clock.seconds += 1 } }
      }
      """
    let workload = try SwiftUIImporter.importing([("Quiet.swift", source)]).workload
    let run = try BenchmarkRunner(options: Self.asWrittenOnce).run(
      [BenchmarkCase(workload: workload, values: workload.values([WorkloadParameter.frames(20): 4]))])
    #expect(run[0].minEvals == 0)
    #expect(run[0].imported?.asWrittenEvaluated == true)
    #expect(run[0].imported?.nothingHappened(in: "quiet") == nil)
  }

  // One import declares the screen once: the run and its check reuse it.
  @Test func aScreenIsDeclaredOncePerRun() throws {
    let tally = DraftDeclarer.DeclarationTally()
    try DraftDeclarer.$tally.withValue(tally) {
      let path = Self.folder.appendingPathComponent("Presentations.swift").path
      let workload = try ImportedScreen.workload(swiftFiles: [path]).workload
      _ = try BenchmarkRunner(options: Self.asWrittenOnce).run(
        [BenchmarkCase(workload: workload, values: workload.values())])
    }
    #expect(tally.screens == 1)
  }
}
