import Foundation
import InvalidationBench
import Testing

/// The SwiftUI files of `examples/swiftui/`, imported and run on `as-written` and the four
/// strategies, with counts derived by hand from the rules (docs/rules.md "The render pass"). Each is
/// run twice: imported in memory, as `bench run --swiftui` does, and through the screen file
/// `bench import` writes, read back from disk; both must give the hand-derived counts.
@Suite struct SwiftUIExampleTests {
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("examples/swiftui")

  /// How an example reaches the engines.
  enum Route: CaseIterable { case inMemory, throughFile }

  static let everyEngine = [EngineKind.asWritten] + EngineKind.strategies

  func run(_ file: String, trace: String? = nil, frames: Int, _ route: Route) throws -> CountRun {
    let path = Self.examples.appendingPathComponent(file).path
    let tracePath = trace.map { Self.examples.appendingPathComponent("traces/\($0)").path }
    let workload: any Workload
    switch route {
    case .inMemory:
      workload = try ImportedScreen.workload(swiftFiles: [path], tracePath: tracePath).workload
    case .throughFile:
      let text = try SwiftUIImporter.importing(ImportedScreen.read([path])).screenFile
      let written = FileManager.default.temporaryDirectory
        .appendingPathComponent("swiftui-example-\(UUID().uuidString).yaml")
      try Data(text.utf8).write(to: written)
      defer { try? FileManager.default.removeItem(at: written) }
      let traceFile = try tracePath.map { ($0, try String(contentsOfFile: $0, encoding: .utf8)) }
      workload = try ScreenFile(
        text: try String(contentsOf: written, encoding: .utf8), path: written.path,
        traceFile: traceFile.map { (text: $0.1, path: $0.0) })
    }
    #expect(workload.runsAsWritten)
    let result = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): frames])),
      engines: Self.everyEngine)
    #expect(result.counts(everyEngine(0), \.actionMismatches) == everyEngine(0))
    return result
  }

  func everyEngine(_ count: Int) -> [EngineKind: Int] {
    Self.everyEngine.reduce(into: [:]) { $0[$1] = count }
  }

  // The trace of examples/dashboard.yaml: every frame taps Tick, frames 5 and 10 raise alerts.
  // The counts are that example's (ExampleScreenTests.dashboard): whole-object 40,
  // property-level, scoped and equatable 22. As written, Dashboard owns the model with
  // @StateObject and Header and AlertBadge observe it with @ObservedObject: the views
  // whole-object makes hold it, so 3 + TickLabel 1 per frame: 40.
  @Test(arguments: Route.allCases) func dashboardWhoseParentReadsTheTick(_ route: Route) throws {
    let result = try run("Dashboard.swift", trace: "dashboard.yaml", frames: 10, route)
    let evals: [EngineKind: Int] = [
      .asWritten: 40, .wholeObject: 40, .propertyLevel: 22, .scoped: 22, .equatable: 22,
    ]
    #expect(result.evals(evals) == evals)
    #expect(result.evals(.asWritten, of: "Header") == 10)
    #expect(result.minEvals == 22)
    #expect(result.staleFrames == result.noStaleFrames)
  }

  // The default trace alternates Tick (frames 1, 3) and Alert (2, 4). The parent reads
  // nothing; each leaf reads its field of an @Observable model.
  // as-written and property-level: TickLabel on the ticks, AlertBadge on the alerts: 4.
  // whole-object: all four views read the model, hold it and run on every write: 16.
  // scoped: the leaves' reading parts as scopes: 1 per frame: 4.
  // equatable: the root holds the model (4), + the leaf whose drilled value changed (4): 8.
  @Test(arguments: Route.allCases) func dashboardWhoseLeavesReadTheTick(_ route: Route) throws {
    let result = try run("DashboardLeaves.swift", frames: 4, route)
    let evals: [EngineKind: Int] = [
      .asWritten: 4, .wholeObject: 16, .propertyLevel: 4, .scoped: 4, .equatable: 8,
    ]
    #expect(result.evals(evals) == evals)
    #expect(result.evals(.asWritten, of: "Dashboard") == 0)
    #expect(result.minEvals == 4)
  }

  // The trace of examples/settings-form.yaml; its counts (ExampleScreenTests.settingsForm):
  // 16 on every engine, the form on the 2 saves, 4 needless control runs. There are no
  // models, so as written is the same.
  @Test(arguments: Route.allCases) func formOwningTheStateOfItsControls(_ route: Route) throws {
    let result = try run("SettingsForm.swift", trace: "settings-form.yaml", frames: 10, route)
    #expect(result.evals(everyEngine(16)) == everyEngine(16))
    #expect(result.evals(.asWritten, of: "SettingsForm") == 2)
    #expect(result.counters(.asWritten).wastedEvals == 4)
    #expect(result.minEvals == 2 * 2 + 8)
  }

  // The same trace on isolated regions: SaveSection and SavedLabel on the 2 saves (4), the
  // slider on the 3 moves, the text field on the 5 letters; the regions holding the text
  // field and the slider read nothing (passing $name is not a read, R10): 4 + 3 + 5 = 12,
  // with nothing wasted.
  @Test(arguments: Route.allCases) func formOfIsolatedRegions(_ route: Route) throws {
    let result = try run("SettingsFormIsolated.swift", trace: "settings-form.yaml", frames: 10, route)
    #expect(result.evals(everyEngine(12)) == everyEngine(12))
    #expect(result.evals(.asWritten, of: "NameField") == 0)
    #expect(result.counters(.asWritten).wastedEvals == 0)
    #expect(result.minEvals == 12)
  }

  // The trace of examples/catalog-one-view.yaml; its counts (ExampleScreenTests): 18 on every
  // engine. As written the root owns the model with @StateObject, as whole-object holds it.
  @Test(arguments: Route.allCases) func catalogInOneView(_ route: Route) throws {
    let result = try run("Catalog.swift", trace: "catalog.yaml", frames: 10, route)
    #expect(result.evals(everyEngine(18)) == everyEngine(18))
    #expect(result.minEvals == 8 + 2)
  }

  // examples/catalog-subviews.yaml gives whole-object 38, property-level and scoped 18,
  // equatable 28. In the Swift source the root owns the model with @StateObject, which
  // subscribes it to every objectWillChange (R5): as written and whole-object also run the
  // root on all 10 frames: 38 + 10 = 48.
  @Test(arguments: Route.allCases) func catalogWithSubviews(_ route: Route) throws {
    let result = try run("CatalogSubviews.swift", trace: "catalog.yaml", frames: 10, route)
    let evals: [EngineKind: Int] = [
      .asWritten: 48, .wholeObject: 48, .propertyLevel: 18, .scoped: 18, .equatable: 28,
    ]
    #expect(result.evals(evals) == evals)
    #expect(result.evals(.asWritten, of: "CatalogView") == 10)
    #expect(result.minEvals == 8 + 2)
  }

  // The default trace: Increment (frames 1, 4), the favourite toggle (2), the note (3). The
  // body reads title and count and makes bindings to isFavorite and note (a read, R14).
  // as-written and property-level: the body on every frame (4), the footer on the 2
  // increments, the toggle and the text field once each: 8. whole-object: the same (the body
  // holds the model): 8. scoped: the count's text and the footer's argument are scopes, and
  // each control's binding: increments 3, toggle 2, note 2, increment 3: 10.
  // equatable: the root every frame (4), the footer on 2, each control once: 8.
  @Test(arguments: Route.allCases) func featureViewReadingAllItsModel(_ route: Route) throws {
    let result = try run("FeatureView.swift", frames: 4, route)
    let evals: [EngineKind: Int] = [
      .asWritten: 8, .wholeObject: 8, .propertyLevel: 8, .scoped: 10, .equatable: 8,
    ]
    #expect(result.evals(evals) == evals)
    // Needed: the count's text and the footer on 2 frames, a control on each of the others.
    #expect(result.minEvals == 2 * 2 + 2)
  }

  // A child given an ObservableObject through a plain `let` does not observe it: its parent
  // re-runs on the write (@StateObject), but re-creates the child with the same reference, so
  // the child is equal and keeps showing the old count (R3, R5). As written, every frame is
  // stale; whole-object, which makes the child hold the model, is not.
  @Test func childWithoutObservedObjectGoesStale() throws {
    let source = """
      import SwiftUI
      final class Counter: ObservableObject {
        @Published var count = 0
      }
      struct Screen: View {
        @StateObject private var counter = Counter()
        var body: some View {
          CountLabel(counter: counter)
          Button("Add") { counter.count += 1 }
        }
      }
      struct CountLabel: View {
        let counter: Counter
        var body: some View { Text("\\(counter.count)") }
      }
      """
    let imported = try SwiftUIImporter.importing([("Screen.swift", source)])
    let workload = try ScreenFile(text: imported.screenFile, path: "Screen.yaml")
    let result = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 3])),
      engines: [.asWritten, .wholeObject])
    #expect(result.counters(.asWritten).staleFrames == 3)
    #expect(result.counts(.asWritten)?.staleViews == ["CountLabel": 3])
    #expect(result.counters(.wholeObject).staleFrames == 0)
    // The screen runs on each tap; CountLabel, equal, does not.
    #expect(result.evals(.asWritten, of: "Screen") == 3)
    #expect(result.evals(.asWritten, of: "CountLabel") == 0)
  }
}
