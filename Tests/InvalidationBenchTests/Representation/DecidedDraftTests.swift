import Foundation
import Testing

@testable import InvalidationBench

/// A decided draft (the draft `bench import` writes as a screen file, and the one `bench
/// advise` changes) declared again is the screen the import declared: it shows the same on
/// every frame (docs/advise.md, "How a fix is judged").
@Suite struct DecidedDraftTests {
  // The rows are derived data (`visible`, a filter of `events` by `query`), so each row's
  // `if let` tests a value derived from the row's item, that data and the case it tests (0).
  // Declared again from its own text, the test must read the same operands, the case too, or
  // the branch may go the other way in any row: in Basic-Car-Maintenance's dashboard every fix
  // was rejected at frame 0 because the screen as written, declared again, showed another row.
  // Eight rows, each test a derived `Bool`: with the case dropped, all eight would stay as
  // they were only one time in 2⁸.
  static let source = """
    import SwiftUI
    @Observable final class Events {
      var events = [1, 2, 3, 4, 5, 6, 7, 8]
      var query = ""
      var names = ["a"]
      var visible: [Int] { events.filter { query.isEmpty || "\\($0)" == query } }
    }
    struct EventList: View {
      @State private var model = Events()
      var body: some View {
        List {
          ForEach(model.visible, id: \\.self) { event in
            let name = model.names.first { $0 == "\\(event)" }
            if let name {
              Text(name)
            }
            Text("\\(event)")
          }
        }
        Button("Search") { model.query += "1" }
      }
    }
    """

  @Test func aDecidedDraftDeclaredAgainShowsTheSame() throws {
    let imported = try SwiftUIImporter.importing([("EventList.swift", Self.source)])
    let advisor = Advisor(workload: imported.workload)
    let trace = try imported.workload.traceText()
    let written = try advisor.measure(nil, on: trace)
    let again = try advisor.measure(imported.workload.draft, on: trace)
    #expect(written.outputs.count == 21)
    #expect(again.outputs == written.outputs)
  }

  // Every Swift source the tests keep (`ImportRoundTripTests.sources`): the decided draft
  // declared again shows what the imported screen shows, frame by frame, with as many
  // evaluations and elements.
  @Test(arguments: ImportRoundTripTests.sources) func everySourcesDraftDeclaredAgainRunsAlike(_ path: String)
    throws
  {
    let text = try String(contentsOf: ImportRoundTripTests.root.appendingPathComponent(path), encoding: .utf8)
    let imported = try SwiftUIImporter.importing([(path, text)])
    let advisor = Advisor(workload: imported.workload)
    let trace = try imported.workload.traceText()
    let written = try advisor.measure(nil, on: trace)
    let again = try advisor.measure(imported.workload.draft, on: trace)
    #expect(again.outputs == written.outputs, "\(path)")
    #expect(again.evals == written.evals && again.elements == written.elements, "\(path)")
  }

  // Two views own a Tally (`@StateObject`): the screen holds one object of each model, so the
  // second declared owner, Board (a child is declared before the view that shows it), takes
  // it as held ("took tally as held, not owned"), and its decided draft says so. The screen
  // declared must hold it too: Board observes the Tally's objectWillChange (R3) and re-runs on
  // each of the 4 Adds, 4, as Score, its owner, does, 4; never stale. (Before, the import's
  // own screen left Board holding nothing: 0 re-runs, 4 stale frames, and the draft declared
  // again ran 4 more evaluations.)
  @Test func aModelOwnedTwiceIsHeldByItsSecondOwner() throws {
    let source = """
      import SwiftUI
      final class Tally: ObservableObject { @Published var count = 0 }
      struct Board: View {
        @StateObject private var tally = Tally()
        var body: some View {
          VStack {
            Text("\\(tally.count)")
            Button("Add") { tally.count += 1 }
            Score()
          }
        }
      }
      struct Score: View {
        @StateObject private var tally = Tally()
        var body: some View { Text("\\(tally.count)") }
      }
      """
    let imported = try SwiftUIImporter.importing([("Board.swift", source)], root: "Board")
    #expect(
      imported.warnings.contains {
        $0.message == "in Board, took tally as held, not owned: another view owns it"
      })
    let result = try ImportActionsTests.run(imported, frames: 4, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Board") == 4)
    #expect(result.evals(.asWritten, of: "Score") == 4)
    #expect(result.counters(.asWritten).staleFrames == 0)
    let advisor = Advisor(workload: imported.workload)
    let trace = try imported.workload.traceText()
    #expect(
      try advisor.measure(imported.workload.draft, on: trace).evals == advisor.measure(nil, on: trace).evals)
  }
}
