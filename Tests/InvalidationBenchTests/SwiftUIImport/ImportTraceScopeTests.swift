import Testing

@testable import InvalidationBench

/// The default trace changes, as data from outside, only what a view the root shows reads
/// (docs/swiftui-import.md, "The default trace").
@Suite struct ImportTraceScopeTests {
  // Feed reads feed.title, which nothing in the file writes: a step of data from outside.
  // Detail reads feed.image, which nothing writes either, but Feed never shows Detail: no step
  // for it (it would re-run nothing under the root). One step; over 2 frames it writes a new
  // title twice and Feed re-runs twice (R1).
  @Test func dataOnlyAViewNeverShownReadsIsNoStep() throws {
    let source = """
      import SwiftUI
      @Observable final class FeedModel {
        var title = "News"
        var image = "photo"
      }
      struct Feed: View {
        @Environment(FeedModel.self) private var feed
        var body: some View { Text(feed.title) }
      }
      struct Detail: View {
        @Environment(FeedModel.self) private var feed
        var body: some View { Text(feed.image) }
      }
      """
    let imported = try SwiftUIImporter.importing([("Feed.swift", source)], root: "Feed")
    #expect(imported.summary.interactions.map(\.statement) == ["external(feedModel.title)"])
    let result = try ImportActionsTests.run(imported, frames: 2, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Feed") == 2)
  }
}
