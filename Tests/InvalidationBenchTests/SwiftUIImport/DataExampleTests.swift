import Foundation
import Testing

@testable import InvalidationBench

/// The examples of `examples/swiftui/Data/`: screens that change because their data does (a
/// model's list, SwiftData's `@Query`, a `.task` that loads), each over its default trace with
/// counts derived by hand from the rules (docs/rules.md, "The render pass"), in memory and
/// through the screen file `bench import` writes.
@Suite struct DataExampleTests {
  static let folder = SwiftUIExampleTests.examples.appendingPathComponent("Data")

  static func run(_ file: String, frames: Int, _ route: ConstructExampleTests.Route, engines: [EngineKind])
    throws -> CountRun
  {
    let path = folder.appendingPathComponent(file).path
    let imported = try SwiftUIImporter.importing(ImportedScreen.read([path]))
    let workload: any Workload
    switch route {
    case .inMemory: workload = imported.workload
    case .throughFile: workload = try ScreenFile(text: imported.screenFile, path: file + ".yaml")
    }
    return try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): frames])), engines: engines)
  }

  // Steps: Add, Delete, Toggle (TodoRow's, on the first row mounted). The todos are structs,
  // records 0 and 1 listed; a toggle writes an element of `items`. 6 frames:
  //   f1 Add: [0, 1] → [0, 1, 2]: the screen reads items (its ForEach) +1; row 2 mounts +1;
  //      rows 0 and 1 are given the same values: equal (R3).
  //   f2 Delete: [1, 2]: the screen +1; row 0 unmounts.
  //   f3 Toggle on row 1 (the first mounted now): items[1].done: a write of the array, so the
  //      screen +1; row 1's value changed +1, row 2's did not.
  //   f4 Add: [1, 2, 3] +1, row 3 +1. f5 Delete: [2, 3] +1. f6 Toggle on row 2: +1, +1.
  // As written: screen 6, rows 4. The ObservableObject version the same: its @StateObject
  // holder re-runs on each @Published write (R5), one a frame (nextID is not @Published), and
  // the rows hold a copy of their todo, not the model. On property-level the todos are
  // @Observable records tracked by attribute: a toggle re-runs only its row: screen 4, rows 4.
  @Test(arguments: ConstructExampleTests.Route.allCases) func aListInAModel(
    _ route: ConstructExampleTests.Route
  )
    throws
  {
    for file in ["TodoObservable", "TodoObservableObject"] {
      let result = try Self.run("\(file).swift", frames: 6, route, engines: [.asWritten, .propertyLevel])
      #expect(result.evals(.asWritten, of: file) == 6, "\(file)")
      #expect(result.evals(.asWritten, of: "TodoRow") == 4, "\(file)")
      #expect(result.evals(.propertyLevel, of: file) == 4, "\(file)")
      #expect(result.evals(.propertyLevel, of: "TodoRow") == 4, "\(file)")
      #expect(result.counters(.asWritten).staleFrames == 0)
    }
  }

  // The @Query lists 3 Notes (assumed), records 0, 1, 2, SwiftData models passed by
  // reference. Steps: Add (`context.insert(Note(…))`: a new one), Delete
  // (`context.delete(first)`, through a function: the first one out) and the edit of the
  // TextField bound to `$note.title` (NoteRow's, on the first row mounted). 6 frames:
  //   f1 [0, 1, 2, 3]: the list reads it (its count and ForEach) +1; row 3 mounts +1.
  //   f2 [1, 2, 3]: +1. f3 note 1's title: its row made the binding, reading the title, +1.
  //   f4 [1, 2, 3, 4]: +1, row 4 +1. f5 [2, 3, 4]: +1. f6 note 2's title: +1.
  // The list 4, the rows 4.
  @Test(arguments: ConstructExampleTests.Route.allCases) func aSwiftDataQuery(
    _ route: ConstructExampleTests.Route
  )
    throws
  {
    let result = try Self.run("SwiftDataList.swift", frames: 6, route, engines: [.asWritten])
    #expect(result.evals(.asWritten, of: "SwiftDataList") == 4)
    #expect(result.evals(.asWritten, of: "NoteRow") == 4)
  }

  // First render: the body (1); the .task's load sets isLoading (+1, the next transaction);
  // after its await, items = fetched (new data: the empty list gets three elements) and
  // isLoading = false in one later transaction (+1): 3. The default trace runs the load again
  // each frame, a refresh: isLoading true (+1), then the items new and isLoading false (+1):
  // 2 a frame, 8 in 4.
  @Test(arguments: ConstructExampleTests.Route.allCases) func aTaskThatLoads(
    _ route: ConstructExampleTests.Route
  )
    throws
  {
    let result = try Self.run("LoadingFeed.swift", frames: 4, route, engines: [.asWritten])
    let view = result.counts(.asWritten)?.viewTypes.first { $0.name == "LoadingFeed" }
    #expect(view?.firstRenderEvals == 3)
    #expect(view?.evals == 8)
    // The rows written inline (`Text(item)`) are a view of their own, named by where the
    // ForEach is written, LoadingFeed.swift line 29, in memory and through the screen file.
    let rows = result.counts(.asWritten)?.viewTypes.first { $0.name == "ForEach(LoadingFeed)" }
    #expect(rows?.source == Self.folder.appendingPathComponent("LoadingFeed.swift").path + ":29")
  }

  // The load is a step of the trace apart: every evaluation after it counts as a load's.
  @Test func theLoadsStepIsCountedApart() throws {
    let path = Self.folder.appendingPathComponent("LoadingFeed.swift").path
    let workload = try ImportedScreen.workload(swiftFiles: [path]).workload
    #expect(workload.stepDrivers == [.load])
    let run = try BenchmarkRunner(options: ConstructExampleTests.asWrittenOnce).run(
      [BenchmarkCase(workload: workload, values: workload.values([WorkloadParameter.frames(20): 4]))])
    let total = run[0].engines[0].counters.bodyEvals
    #expect(total > 0)
    #expect(run[0].imported?.evaluationsBy == [.load: total])
  }

  // A model field the views read that nothing of the files writes changes from outside: the
  // default trace changes it itself, a step of its own. `unread` is read, never written:
  // `inbox.unread += 1` each frame, +1 each: 4.
  @Test func dataFromOutsideTheFilesIsAStepOfItsOwn() throws {
    let source = """
      import Observation
      import SwiftUI
      @Observable final class Inbox { var unread = 0 }
      struct Badge: View {
        @State private var inbox = Inbox()
        var body: some View { Text("\\(inbox.unread)") }
      }
      """
    let imported = try SwiftUIImporter.importing([("Badge.swift", source)])
    #expect(imported.workload.interactions == ["inbox.unread += 1"])
    #expect(imported.workload.stepDrivers == [.external])
    let workload = imported.workload
    let result = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 4])), engines: [.asWritten])
    #expect(result.evals(.asWritten, of: "Badge") == 4)
  }

  // A view given one struct of a model's array that no view of the files creates: a host of
  // the import's making gives it the first record, id 0, which it shows at the first render:
  // 1 evaluation, and the run goes on instead of stopping at a root that takes an input.
  @Test func aRootGivenARecordIsHosted() throws {
    let source = """
      import Observation
      import SwiftUI
      struct Item: Identifiable { let id: Int; var title: String }
      @Observable final class Shelf { var items: [Item] = [] }
      struct Detail: View {
        let item: Item
        var body: some View { Text(item.title) }
      }
      """
    let imported = try SwiftUIImporter.importing([("Detail.swift", source)])
    #expect(imported.summary.root == "DetailHost")
    #expect(
      imported.warnings.contains {
        $0.message
          == "gave Detail the first of the records 'items' as 'item': no view of the files gives it one"
      })
    let workload = imported.workload
    let result = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 1])), engines: [.asWritten])
    #expect(result.counts(.asWritten)?.viewTypes.first { $0.name == "Detail" }?.firstRenderEvals == 1)
  }
}
