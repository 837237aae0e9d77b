import Testing

@testable import InvalidationBench

/// Presented content that uses a local of the presenter's body is a view of its own, given the
/// local's value (docs/swiftui-import.md, "Presented content").
@Suite struct ImportPresentedLocalsTests {
  // `heading` is a local of Inbox's body: Inbox reads feed.title each time its body runs, and
  // the sheet's closure captures the value. The sheet reads feed.count itself (R16: its
  // content is evaluated while shown, in its own update, so what it reads is its own).
  //   f1 Open: shown false → true. Inbox makes `$shown`, no read (R14): +0. The sheet opens:
  //      InboxSheet +1.
  //   f2 Add: count 0 → 1. Inbox reads no count: +0. InboxSheet reads it: +1.
  //   f3 Rename: title "Inbox" → "Inbox!". Inbox reads it for `heading`: +1. It gives the
  //      sheet a new heading and a new content closure (R3): InboxSheet +1.
  // Inbox 1, InboxSheet 3. Kept a branch of Inbox's body (before), the sheet's reads were
  // Inbox's: Inbox re-ran in f1 (it read `shown` in the branch's test), f2 and f3: 3.
  @Test func aSheetUsingABodysLocalIsAViewGivenItsValue() throws {
    let source = """
      import SwiftUI
      @Observable final class Feed { var title = "Inbox"; var count = 0 }
      struct Inbox: View {
        @State private var feed = Feed()
        @State private var shown = false
        var body: some View {
          let heading = feed.title
          VStack {
            Button("Open") { shown = true }
            Button("Add") { feed.count += 1 }
            Button("Rename") { feed.title += "!" }
          }
          .sheet(isPresented: $shown) {
            VStack {
              Text(heading)
              Text("\\(feed.count)")
            }
          }
        }
      }
      """
    let trace = """
      trace:
        - if: frame == 1
          then: [tap(tapOpen)]
        - if: frame == 2
          then: [tap(tapAdd)]
        - if: frame == 3
          then: [tap(tapRename)]
      """
    let imported = try SwiftUIImporter.importing(
      [("Inbox.swift", source)], traceFile: (trace, "trace.yaml"))
    #expect(!imported.warnings.contains { $0.message.contains("as a branch of this body") })
    let result = try ImportActionsTests.run(imported, frames: 3, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Inbox") == 1)
    #expect(result.evals(.asWritten, of: "InboxSheet") == 3)
  }

  // A sheet whose content uses a helper's value stays a branch of the body, with a warning
  // at the `.sheet` that says so.
  @Test func aSheetKeptABranchSaysSo() throws {
    let source = """
      import SwiftUI
      struct Inbox: View {
        @State private var shown = false
        var greeting: String { "Hello" }
        var body: some View {
          Button("Open") { shown = true }
            .sheet(isPresented: $shown) { Text(greeting) }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Inbox.swift", source)])
    let warning = imported.warnings.first { $0.message.contains("as a branch of this body") }
    #expect(warning?.place.written == "Inbox.swift:7:8")
  }
}
