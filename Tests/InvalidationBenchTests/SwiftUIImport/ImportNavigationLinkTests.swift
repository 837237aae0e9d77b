import Foundation
import Testing

@testable import InvalidationBench

/// A `NavigationLink` keeps whether it is pushed: pushing and popping re-run no body of the
/// view that shows the link, only the destination's (docs/swiftui-import.md, "Navigation").
@Suite struct ImportNavigationLinkTests {
  // The default trace takes its two interactions in turn over 8 frames: Add on frames 1, 3,
  // 5, 7; the link pushed on 2 and 6, popped on 4 and 8 ((frame - 1) / 2 % 2 == 0). Home reads
  // `count`, not the link's state (R10): it re-runs on the 4 Adds only, 4. Detail is mounted at
  // each push, its body evaluated then, 2; Home's re-runs while it is pushed (frames 3 and 7)
  // give it no input, equal (R3), 0 more. Before, the pushed state was Home's and its body read
  // it: Home re-ran on the 4 pushes and pops too, 8.
  @Test func pushingReRunsNoBodyOfTheLinksView() throws {
    let source = """
      import SwiftUI
      struct Home: View {
        @State private var count = 0
        var body: some View {
          NavigationStack {
            Text("\\(count)")
            Button("Add") { count += 1 }
            NavigationLink(destination: Detail()) {
              Text("Open")
            }
          }
        }
      }
      struct Detail: View {
        var body: some View { Text("Detail") }
      }
      """
    let imported = try SwiftUIImporter.importing([("Home.swift", source)])
    let result = try ImportActionsTests.run(imported, frames: 8, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Home") == 4)
    #expect(result.evals(.asWritten, of: "Detail") == 2)
    #expect(result.counters(.asWritten).staleFrames == 0)
  }

  // A destination given a model's field (`Detail(name: model.name)`) stays a branch of the view
  // holding the model, which observes it: the link's own view would hold no model and miss
  // its changes. Rename on frames 1, 3, 5, 7, the link pushed on 2 and 6, popped on 4 and 8.
  // Detail is mounted at each push, 2, and given a new name by Home's re-runs while pushed, at
  // 3 and 7 (R2): 4, never stale.
  @Test func aDestinationReadingAModelStaysWithTheView() throws {
    let source = """
      import SwiftUI
      final class Profile: ObservableObject {
        @Published var name = "a"
      }
      struct Home: View {
        @StateObject private var model = Profile()
        var body: some View {
          NavigationStack {
            Button("Rename") { model.name += "!" }
            NavigationLink(destination: Detail(name: model.name)) {
              Text("Open")
            }
          }
        }
      }
      struct Detail: View {
        let name: String
        var body: some View { Text(name) }
      }
      """
    let imported = try SwiftUIImporter.importing([("Home.swift", source)])
    let result = try ImportActionsTests.run(imported, frames: 8, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Detail") == 4)
    #expect(result.counters(.asWritten).staleFrames == 0)
    #expect(!imported.workload.draft.views.contains { $0.name == "HomeLink" })
  }
}
