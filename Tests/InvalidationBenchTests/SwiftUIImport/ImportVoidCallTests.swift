import Testing

@testable import InvalidationBench

/// A closure that calls one of the view's functions returning nothing is an action, whatever
/// it is given to: `()` is no view, so Swift refuses such a call in a view builder.
@Suite struct ImportVoidCallTests {
  // `.watch` is a package's modifier (not SwiftUI's, not the files'): its closure calls
  // refresh(), so it is an interaction the default trace runs, each frame, not content whose
  // statements would be elements. Over 2 frames count goes 0 → 1 → 2; Panel reads it (the
  // Text and the modifier's value): 2. Read as content, nothing would run it: 0.
  @Test func aClosureCallingAFunctionReturningNothingIsAnAction() throws {
    let source = """
      import SwiftUI
      struct Panel: View {
        @State private var count = 0
        var body: some View {
          Text("\\(count)")
            .watch(value: count) { _ in refresh() }
        }
        func refresh() { count += 1 }
      }
      """
    let imported = try SwiftUIImporter.importing([("Panel.swift", source)], root: "Panel")
    #expect(imported.warnings.filter { $0.message.contains("as an opaque element") }.isEmpty)
    let result = try ImportActionsTests.run(imported, frames: 2, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Panel") == 2)
  }

  // `let _ = note()` is a declaration, which a view builder takes: what `.card` (a package's
  // modifier) is given stays content. The trace taps Add each frame, count 0 → 1 → 2; Panel
  // reads count (the Text in the card): 2. (Read as an action, the card's Text would not be
  // read, and the trace would run the card as an interaction too.)
  @Test func aDeclarationCallingAFunctionReturningNothingIsContent() throws {
    let source = """
      import SwiftUI
      struct Panel: View {
        @State private var count = 0
        var body: some View {
          VStack {
            Text("Count")
              .card {
                let _ = note()
                Text("\\(count)")
              }
            Button("Add") { count += 1 }
          }
        }
        func note() {}
      }
      """
    let imported = try SwiftUIImporter.importing([("Panel.swift", source)], root: "Panel")
    let result = try ImportActionsTests.run(imported, frames: 2, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Panel") == 2)
  }
}
