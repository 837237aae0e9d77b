import Testing

@testable import InvalidationBench

/// An action's calls on the app's own types that can reach no model are done, and SwiftUI's
/// environment actions are done with a note: neither changes what a view reads
/// (docs/swiftui-import.md, "Actions").
@Suite struct ImportAppTypeEffectsTests {
  // Haptics (line 4) names nothing of the files but itself: its call (line 15) is done, no
  // warning. Audit (line 5) names Basket, a model: its call (line 16, column 9) may write
  // what a view reads, and is skipped. `dismiss()` (line 18, column 9) ends the presentation
  // outside the screen: done, with an approximated warning at it. `Task.sleep` in the task
  // (line 23) is a pause: done, no warning.
  @Test func callsThatReachNoModelAreDone() throws {
    let source = """
      import Observation
      import SwiftUI
      @Observable final class Basket { var items = 0 }
      final class Haptics { static let shared = Haptics(); func tap(_ strength: Int) {} }
      enum Audit { static func record(_ basket: Basket) { basket.items += 1 } }
      struct Shop: View {
        @Environment(\\.dismiss) private var dismiss
        @State private var basket = Basket()
        @State private var count = 0
        var body: some View {
          VStack {
            Text("\\(count)")
            Button("Buy") {
              count += 1
              Haptics.shared.tap(2)
              Audit.record(basket)
              count += 1
              dismiss()
            }
          }
          .task {
            count += 1
            try? await Task.sleep(for: .seconds(1))
            count += 1
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Shop.swift", source)], root: "Shop")
    let skipped = imported.warnings.filter { $0.kind == .skipped }.map { [$0.line, $0.column] }
    #expect(skipped == [[16, 9]])
    let done = imported.warnings.filter { $0.message.contains("dismiss") }
    #expect(done.map { [$0.line, $0.column] } == [[18, 9]])
    #expect(done.map(\.kind) == [.approximated])
  }

  // A function outside any type that names nothing of the files (`playClick`, line 3) is
  // done, no warning; one that writes a global variable (`bump`, line 4, `clicks`) may write
  // what a view reads: its call (line 11, column 7) is skipped. So is `print` given what a
  // call returns (line 12, column 7): that call may write what a view reads. (A function that
  // names a type the files do not declare, `Int` too, is judged by `bench advise` against the
  // whole app: the files alone cannot tell the SDK's from a model of a file not given.)
  @Test func functionsThatReachNoModelAreDone() throws {
    let source = """
      import SwiftUI
      var clicks = 0
      func playClick() { print("click") }
      func bump() { clicks += 1 }
      struct Pad: View {
        @State private var taps = 0
        var body: some View {
          Button("Tap \\(taps)") {
            taps += 1
            playClick()
            bump()
            print(taps.signum())
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Pad.swift", source)], root: "Pad")
    let skipped = imported.warnings.filter { $0.kind == .skipped }.map { [$0.line, $0.column] }
    #expect(skipped == [[11, 7], [12, 7]])
  }

  // `viewModel.client = client` gives a model to another: the write is kept, the model written
  // as its name (approximated at line 9, column 28), not skipped.
  @Test func aModelWrittenIntoAnotherIsKeptAsItsName() throws {
    let source = """
      import Observation
      import SwiftUI
      @Observable final class Client { var name = "c" }
      @Observable final class Feed { var client: Client? = nil; var title = "t" }
      struct FeedView: View {
        @Environment(Client.self) private var client
        @State private var feed = Feed()
        var body: some View {
          Text(feed.title).onAppear { feed.client = client }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Feed.swift", source)], root: "FeedView")
    #expect(imported.warnings.filter { $0.kind == .skipped }.isEmpty)
    let named = imported.warnings.filter { $0.message.hasPrefix("wrote the model") }
    #expect(named.map { [$0.line, $0.column] } == [[9, 47]])
  }

  // A TextField's trailing closure is what Return runs: `Task { … }` there starts an action,
  // it is no view kept opaque (before, 'Task' was an opaque element at line 7, column 9).
  @Test func aTaskInATextFieldsClosureIsAnAction() throws {
    let source = """
      import SwiftUI
      struct Search: View {
        @State private var query = ""
        @State private var runs = 0
        var body: some View {
          TextField("Find", text: $query) {
            Task { runs += 1 }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Search.swift", source)], root: "Search")
    #expect(imported.warnings.filter { $0.kind == .opaque }.isEmpty)
  }

  // A helper returning a value (`add() -> Bool`) ends with `return true`: what it returns
  // goes to its caller and changes nothing a view reads, so the return is no skipped
  // statement. The default trace taps Add in each of 4 frames, each writing count, which
  // Counter reads: 4 re-runs.
  @Test func aReturnedValueIsNoSkippedStatement() throws {
    let source = """
      import SwiftUI
      struct Counter: View {
        @State private var count = 0
        @discardableResult
        func add() -> Bool {
          count += 1
          return true
        }
        var body: some View {
          VStack {
            Text("\\(count)")
            Button("Add") { add() }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Counter.swift", source)], root: "Counter")
    #expect(imported.warnings.filter { $0.kind == .skipped }.isEmpty)
    let result = try ImportActionsTests.run(imported, frames: 4, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Counter") == 4)
  }
}
