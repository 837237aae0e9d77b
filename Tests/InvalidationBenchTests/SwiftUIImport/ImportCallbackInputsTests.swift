import Testing

@testable import InvalidationBench

/// A closure given to a child's closure input that returns nothing (`let retry: () -> Void`)
/// runs when the child calls it, not when the parent's body is evaluated: it is an action of
/// the parent, and what it reads is no read of the body (docs/swiftui-import.md, "Actions").
@Suite struct ImportCallbackInputsTests {
  static let source = """
    import SwiftUI
    @Observable final class Loader {
      var attempts = 0
      func load() { attempts += 1 }
    }
    struct Retry: View {
      let message: String
      let retry: () -> Void
      var body: some View { Text(message) }
    }
    struct Screen: View {
      @State private var loader = Loader()
      var body: some View {
        VStack {
          Text("\\(loader.attempts)")
          Retry(message: "Again") { loader.load() }
        }
      }
    }
    """

  // The body reads loader.attempts (Screen) and message (Retry): 2 reads, both kept; the
  // closure's `loader` is no read. The default trace runs the closure, Screen's action, in
  // each of 3 frames: attempts 1, 2, 3, so Screen re-runs 3 times, and Retry, given a new
  // closure each time (R3, never equal), 3. Read as content shown beside Retry, as before,
  // `loader.load()` was an opaque element, the read of `loader` dropped, and nothing wrote
  // attempts but the trace from outside.
  @Test func aClosureForACallbackInputIsAnActionOfTheParent() throws {
    let imported = try SwiftUIImporter.importing([("Retry.swift", Self.source)])
    #expect(imported.summary.reads == 2)
    #expect(imported.summary.dropped == 0)
    #expect(imported.warnings.isEmpty)
    let workload = imported.workload
    let result = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 3])), engines: [.asWritten])
    #expect(result.evals(.asWritten, of: "Screen") == 3)
    #expect(result.evals(.asWritten, of: "Retry") == 3)
  }

  // A trailing closure goes where the initializer takes it: here the content, the callback
  // being `onDismiss:`. The content's Text reads count, a read of Screen's body (kept, not
  // skipped as an action's), and Panel's body reads its input content: 2 reads. The trace
  // runs onDismiss (Screen's action) in f1, `count = 0`, equal, no change; and taps Add in
  // f2, count 1: Screen 1.
  @Test func aTrailingClosureTheInitializerTakesAsContentIsNoCallback() throws {
    let source = """
      import SwiftUI
      struct Panel<Content: View>: View {
        let onDismiss: () -> Void
        let content: Content
        init(onDismiss: @escaping () -> Void, @ViewBuilder content: () -> Content) {
          self.onDismiss = onDismiss
          self.content = content()
        }
        var body: some View { content }
      }
      struct Screen: View {
        @State private var count = 0
        var body: some View {
          Panel(onDismiss: { count = 0 }) { Text("\\(count)") }
          Button("Add") { count += 1 }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Panel.swift", source)])
    #expect(imported.summary.reads == 2)
    #expect(imported.summary.dropped == 0)
    let workload = imported.workload
    let result = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 2])), engines: [.asWritten])
    #expect(result.evals(.asWritten, of: "Screen") == 1)
  }

  // Memberwise, an unlabelled trailing closure goes where Swift's forward scan (SE-0286)
  // sends it. `Card { Text(…) }` with `var onTap: (() -> Void)?` (nil by default) before
  // `let content: () -> Content` (none): onTap is passed over, the closure is content, its
  // Text's read of count one of Screen's body (2 reads with Card's of content), and Screen has
  // only its Add. `Row { bump() } label: { … }` with `let onTap: () -> Void` first: the first
  // trailing closure is onTap's, an action of Screen the default trace runs (`row`); count is
  // read by Screen's Text (2 reads with Row's of label), none dropped.
  @Test(arguments: [
    (
      """
      struct Card<Content: View>: View {
        var onTap: (() -> Void)?
        let content: () -> Content
        var body: some View { content() }
      }
      struct Screen: View {
        @State private var count = 0
        var body: some View {
          Card { Text("\\(count)") }
          Button("Add") { count += 1 }
        }
      }
      """, "tap(tapAdd)"
    ),
    (
      """
      struct Row<Label: View>: View {
        let onTap: () -> Void
        let label: () -> Label
        var body: some View { label() }
      }
      struct Screen: View {
        @State private var count = 0
        var body: some View {
          Row { bump() } label: { Text("row") }
          Text("\\(count)")
        }
        func bump() { count += 1 }
      }
      """, "tap(row)"
    ),
  ])
  func aTrailingClosureGoesWhereTheForwardScanSendsIt(source: String, step: String) throws {
    let imported = try SwiftUIImporter.importing([("Scan.swift", "import SwiftUI\n" + source)])
    #expect(imported.summary.reads == 2)
    #expect(imported.summary.dropped == 0)
    #expect(imported.screenFile.contains("- '\(step)'"))
    #expect(imported.screenFile.components(separatedBy: "- 'tap(").count == 2)
  }

  @Test(arguments: [
    ("() -> Void", true), ("(() -> Void)?", true), ("(Int) -> ()", true),
    ("@escaping () async -> Void", true),
    ("() -> Content", false), ("(Item) -> some View", false), ("String", false),
  ])
  func aFunctionTypeReturningNothingIsACallback(type: String, returnsNothing: Bool) {
    #expect(ViewCollector.returnsNothing(type) == returnsNothing)
  }

  // A closure given for an input that returns a plain value (`let label: (Int) -> String`),
  // reading nothing of the view, is a function the child calls for that value: no content of
  // the parent's body (it was kept as an opaque element, withholding advice). The trace taps
  // Next in each of 2 frames: chosen 1, 2; Chooser reads it and re-runs 2 times, and
  // LabelRow, given a new value, 2.
  @Test func aClosureForAValueInputIsNoContentOfTheParent() throws {
    let source = """
      import SwiftUI
      struct LabelRow: View {
        let value: Int
        let label: (Int) -> String
        var body: some View { Text(label(value)) }
      }
      struct Chooser: View {
        @State private var chosen = 0
        var body: some View {
          VStack {
            LabelRow(value: chosen, label: { "\\($0) items" })
            Button("Next") { chosen += 1 }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Chooser.swift", source)], root: "Chooser")
    #expect(imported.warnings.filter { $0.kind == .opaque }.isEmpty)
    let workload = imported.workload
    let result = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 2])), engines: [.asWritten])
    #expect(result.evals(.asWritten, of: "Chooser") == 2)
    #expect(result.evals(.asWritten, of: "LabelRow") == 2)
  }
}
