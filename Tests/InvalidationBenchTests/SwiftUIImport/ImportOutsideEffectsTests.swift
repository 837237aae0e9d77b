import Testing

@testable import InvalidationBench

/// An action's calls whose effects lie outside the screen (logging, the pasteboard, haptics)
/// are done, not skipped; the app's own calls and ones given a closure still are
/// (docs/swiftui-import.md, "Actions").
@Suite struct ImportOutsideEffectsTests {
  static let source = """
    import SwiftUI
    struct Logger { var sink: (String) -> Void = { _ in }; func log(_ text: String) { sink(text) } }
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
  // closure: no warning. `Logger` is declared in the file and keeps a closure, which may write
  // anything, so `Logger().log(name)` (line 13, column 9) is the app's and skipped; `open(…) { _ in count = 0 }` (line 17, column 9) is
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

  // An action's locals made from the SDK's outside effects (an open panel, the haptic
  // performer) are objects no model holds: setting their properties and calling them is done,
  // no warning, after a guard too (line 14: a guess, not a statement skipped). `panel.begin {
  // … }` (line 16, column 9) gives code that writes `picked`, and is skipped. Each tap writes
  // `picked`, which PanelView holds and reads (R5): 4 frames, 4.
  @Test func anActionsLocalObjectOfTheSDKIsAnOutsideEffect() throws {
    let source = """
      import SwiftUI
      final class Paths: ObservableObject { @Published var picked = 0 }
      struct PanelView: View {
        @StateObject var paths = Paths()
        var body: some View {
          VStack {
            Text("\\(paths.picked)")
            Button("Choose") {
              let panel = NSOpenPanel()
              panel.canChooseDirectories = true
              let haptic = NSHapticFeedbackManager.defaultPerformer
              haptic.perform(.generic, performanceTime: .now)
              paths.picked += 1
              guard paths.picked > 0 else { return }
              panel.allowsMultipleSelection = false
              panel.begin { _ in paths.picked = 0 }
            }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Panel.swift", source)])
    let skipped = imported.warnings.filter { $0.kind == .skipped }.map { [$0.line, $0.column] }
    #expect(skipped == [[16, 9]])
    let result = try ImportActionsTests.run(imported, frames: 4, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "PanelView") == 4)
  }

  // Two methods named `reveal`: `reveal(path:)` only opens the file viewer (outside), and
  // `reveal(_:)`, written second, counts. A call takes the one its labels fit: A's is done
  // with no warning, B's writes `count` (before, the first written stood for the name, and B's
  // call, fitting it not, was skipped). The trace taps A then B: of 4 frames, 2 and 4 write
  // `count`, which Pane holds and reads (R5): 2.
  @Test func aCallTakesTheOverloadItsLabelsFit() throws {
    let source = """
      import SwiftUI
      final class Files: ObservableObject {
        @Published var count = 0
        func reveal(path: String) { NSWorkspace.shared.activateFileViewerSelecting([URL(fileURLWithPath: path)]) }
        func reveal(_ name: String) { count += 1 }
      }
      struct Pane: View {
        @StateObject var files = Files()
        var body: some View {
          VStack {
            Text("\\(files.count)")
            Button("A") { files.reveal(path: "/") }
            Button("B") { files.reveal("b") }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Pane.swift", source)])
    #expect(imported.warnings.filter { $0.kind == .skipped }.isEmpty)
    let result = try ImportActionsTests.run(imported, frames: 4, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Pane") == 2)
  }
}

/// SwiftUI's own views are elements of their kind without a warning; a view neither SwiftUI's
/// nor the files' is kept opaque, with one (docs/swiftui-import.md, "Everything a body
/// evaluates").
@Suite struct ImportFrameworkViewsTests {
  // Gradients, a toolbar spacer, a glass container and AVKit's player are known; `FancyBadge`
  // (line 9, column 7) is not: one opaque warning, at it. `EdgeInsets(…)` is a value the
  // modifier is given, no view (it was an opaque element too).
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
            Text("x").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Card.swift", source)])
    let opaque = imported.warnings.filter { $0.kind == .opaque }.map { [$0.line, $0.column] }
    #expect(opaque == [[9, 7]])
  }
}

/// A style modifier's argument is a style, not a view the body shows (docs/swiftui-import.md,
/// "Everything a body evaluates").
@Suite struct ImportStylesTests {
  // SwiftUI's PlainButtonStyle (line 7) and `.toggleStyle(.switch)` (line 9) give no warning;
  // the files' HoverStyle (line 8, after six spaces and `Button("Same") { }.buttonStyle(`, 31
  // characters: column 38) is read as a style whose makeBody is not run: one approximated
  // warning there, and none kept opaque (before, both styles were opaque elements).
  @Test func stylesAreNoViews() throws {
    let source = """
      import SwiftUI
      struct HoverStyle: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
      struct Pad: View {
        @State private var count = 0
        var body: some View {
          VStack {
            Button("Add") { count += 1 }.buttonStyle(PlainButtonStyle())
            Button("Same") { }.buttonStyle(HoverStyle())
            Toggle("On", isOn: .constant(true)).toggleStyle(.switch)
            Text("\\(count)")
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Pad.swift", source)], root: "Pad")
    #expect(imported.warnings.filter { $0.kind == .opaque }.isEmpty)
    let approximated = imported.warnings.filter { $0.kind == .approximated && $0.message.contains("style") }
    #expect(approximated.map { [$0.line, $0.column] } == [[8, 38]])
  }
  // A ScrollViewReader's proxy only scrolls: `proxy.scrollTo(…)` (line 8, in a withAnimation
  // too, line 9) changes nothing a body reads, and is done, with one approximated warning at
  // the reader (line 5, column 5). Each Down tap writes `count`, read by Feed (R1): the
  // default trace taps Down in each of 3 frames: 3.
  @Test func aScrollProxyOnlyScrolls() throws {
    let source = """
      import SwiftUI
      struct Feed: View {
        @State private var count = 0
        var body: some View {
          ScrollViewReader { proxy in
            Text("\\(count)")
            Button("Down") {
              proxy.scrollTo(9, anchor: .bottom)
              withAnimation { proxy.scrollTo(9) }
              count += 1
            }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Feed.swift", source)])
    #expect(!imported.warnings.contains { $0.kind == .skipped })
    let reader = imported.warnings.filter { $0.message.hasPrefix("took what 'proxy' does as scrolling only") }
    #expect(reader.map { [$0.line, $0.column] } == [[5, 5]])
    let result = try ImportActionsTests.run(imported, frames: 3, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Feed") == 3)
  }

  // A scroll view around the reader binds `.scrollPosition(id:)`, which a scroll writes: the
  // proxy's `scrollTo` (line 9, column 11) stays skipped.
  @Test func aScrollProxyWhereScrollingIsObservedIsSkipped() throws {
    let source = """
      import SwiftUI
      struct Feed: View {
        @State private var shown: Int? = nil
        var body: some View {
          ScrollView {
            ScrollViewReader { reader in
              Text("rows")
              Button("Up") {
                reader.scrollTo(0)
              }
            }
          }
          .scrollPosition(id: $shown)
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Feed.swift", source)])
    let skipped = imported.warnings.filter { $0.kind == .skipped }.map { [$0.line, $0.column] }
    #expect(skipped == [[9, 11]])
  }
}
