import Testing

@testable import InvalidationBench

/// An action's calls whose effects lie outside the screen (logging, the pasteboard, haptics)
/// are done, not skipped; the app's own calls and ones given a closure still are
/// (docs/swiftui-import.md, "Actions").
@Suite struct ImportOutsideEffectsTests {
  static let source = """
    import SwiftUI
    struct Logger { func log(_ text: String) {} }
    struct Copy: View {
      @State private var count = 0
      @State private var name = "a"
      var body: some View {
        VStack {
          Text("\\(count)")
          Button("Copy") {
            print("copied", name)
            UIPasteboard.general.string = name
            UIImpactFeedbackGenerator(style: .light).impactOccurred()
            Logger().log(name)
            count += 1
          }
          Button("Open") {
            UIApplication.shared.open(URL(string: "x")!) { _ in count = 0 }
          }
        }
      }
    }
    """

  // Copy's first action: print, the pasteboard and the haptic are the SDK's and given no
  // closure: no warning. `Logger` is declared in the file, so `Logger().log(name)` (line 13,
  // column 9) is the app's and skipped; `open(…) { _ in count = 0 }` (line 17, column 9) is
  // given a closure that writes count, and skipped. Two statements skipped, no other warning
  // of an action. The first action still writes count: each of its taps re-runs Copy, which
  // reads it (R1); the trace taps Copy then Open, so frames 1 and 3 of 4 re-run Copy: 2.
  @Test func theSDKsOutsideEffectsAreDoneAndTheAppsCallsSkipped() throws {
    let imported = try SwiftUIImporter.importing([("Copy.swift", Self.source)])
    let skipped = imported.warnings.filter { $0.kind == .skipped }.map { [$0.line, $0.column] }
    #expect(skipped == [[13, 9], [17, 9]])
    let result = try ImportActionsTests.run(imported, frames: 4, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Copy") == 2)
  }
}

/// SwiftUI's own views are elements of their kind without a warning; a view neither SwiftUI's
/// nor the files' is kept opaque, with one (docs/swiftui-import.md, "Everything a body
/// evaluates").
@Suite struct ImportFrameworkViewsTests {
  // Gradients, a toolbar spacer, a glass container and AVKit's player are known; `FancyBadge`
  // (line 9, column 7) is not: one opaque warning, at it.
  @Test func swiftUIsOwnViewsAreKnown() throws {
    let source = """
      import SwiftUI
      struct Card: View {
        var body: some View {
          GlassEffectContainer {
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            RadialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 9)
            ToolbarSpacer()
            VideoPlayer(player: nil)
            FancyBadge()
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Card.swift", source)])
    let opaque = imported.warnings.filter { $0.kind == .opaque }.map { [$0.line, $0.column] }
    #expect(opaque == [[9, 7]])
  }
}
