import Foundation
import InvalidationBench
import Testing

/// What real source brings that the screen format cannot say: platform `#if`s, views nested
/// in extensions, expressions of the app's own types, roots that take inputs, two owners of
/// one model, folders. The import keeps what it can model, makes the rest constant with a
/// warning at its place, and the screen runs (docs/swiftui-import.md, "What it cannot model").
@Suite struct SwiftUIImportRepairTests {
  func run(_ source: String, frames: Int, engines: [EngineKind] = [.asWritten, .propertyLevel]) throws
    -> (result: CountRun, imported: SwiftUIImporter.Result)
  {
    let imported = try SwiftUIImporter.importing([("Feature.swift", source)])
    let workload = try ScreenFile(text: imported.screenFile, path: "Feature.yaml")
    let result = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): frames])), engines: engines)
    return (result, imported)
  }

  func messages(_ imported: SwiftUIImporter.Result) -> [String] {
    imported.warnings.map { "\($0.line):\($0.column): \($0.message)" }
  }

  // A build for one platform sees the first branch of each #if: Counter, not Text("mac"); the
  // padding under #if is left out. The default trace taps Add each frame: count += 1 runs
  // Screen, which owns the @State and reads it (R1), and Counter, whose input changed (R3):
  // 1 each per frame, 3 each in 3 frames, on every engine that runs @State.
  @Test func eachIfReadForThePlatformAndViewsNestedInExtensions() throws {
    let source = """
      import SwiftUI
      enum Feature {}
      extension Feature {
        struct Screen: View {
          @State private var count = 0
          var body: some View {
            VStack {
              #if os(iOS)
              Counter(count: count)
              #else
              Text("mac")
              #endif
              Button("Add") { count += 1 }
            }
            #if os(iOS)
            .padding()
            #endif
          }
        }
      }
      extension Feature.Screen {
        struct Counter: View {
          let count: Int
          var body: some View { Text("\\(count)") }
        }
      }
      """
    let (result, imported) = try run(source, frames: 3)
    #expect(imported.roots == ["Screen"])
    #expect(!imported.screenFile.contains("mac"))
    // `#if os(iOS)` is evaluated for iOS (the default platform): no guess, no warning.
    #expect(messages(imported) == [])
    for engine in [EngineKind.asWritten, .propertyLevel] {
      #expect(result.evals(engine, of: "Screen") == 3)
      #expect(result.evals(engine, of: "Counter") == 3)
    }
  }

  // `formatter` is an input of the root, which no view of the file creates: it becomes
  // @State (""). Line 8's `formatter.string(for: count) ?? ""` (from column 12) uses `??`,
  // which a view cannot compute: its Text shows a value derived from what it reads,
  // `formatter` and `count`. Line 9: `model.items` (column 15) is not a model of the file and
  // reads no list or whole number: the ForEach's rows are derived from `model` (3 rows, the
  // same while `model` changes), and the row's `$0.title` (column 35), read as `item.title`,
  // is derived from `item` and from what the rows are taken from, `model`. The warnings are
  // at those places. The default trace has three steps in turn: the tap of Add, then the two
  // inputs as a parent would pass new values. Each writes what Screen reads (`count` twice,
  // `formatter`, `model`), so Screen re-runs once per frame (R1): 3 in 3 frames.
  @Test func whatTheFormatCannotSayIsDerivedOrConstantAndTheRestCounts() throws {
    let source = """
      import SwiftUI
      struct Screen: View {
        @State private var count = 0
        let formatter: NumberFormatter
        let model: ViewModel
        var body: some View {
          VStack {
            Text(formatter.string(for: count) ?? "")
            ForEach(model.items) { Text($0.title) }
            Text("\\(count)")
            Button("Add") { count += 1 }
          }
        }
      }
      """
    let (result, imported) = try run(source, frames: 3)
    let warnings = messages(imported)
    #expect(
      warnings.contains(
        "2:1: the root Screen takes inputs from a parent these files do not show; took formatter = \"\", model = \"\" as @State"
      ))
    #expect(
      warnings.contains {
        $0.hasPrefix(
          "8:12: in Screen, derived the content of Text 'formatter.string(for: count) ?? \"\"' from formatter, count:"
        )
      }
    )
    #expect(
      warnings.contains {
        $0.hasPrefix(
          "9:15: in Screen, derived the ForEach's data 'model.items' from model (3 rows: it reads no list or whole number to count them by)"
        )
      })
    #expect(
      warnings.contains {
        $0.hasPrefix(
          "9:35: in Screen, derived the content of Text 'item.title' from item, model: this ForEach's items are numbers"
        )
      })
    #expect(warnings.count == 4)
    #expect(
      imported.summary.interactions.map(\.statement) == [
        "tap(tapAdd)", "Screen.formatter = \"\\(frame)\"", "Screen.model = \"\\(frame)\"",
      ])
    #expect(
      imported.summary.interactions.map(\.writes) == [["count"], ["Screen.formatter"], ["Screen.model"]])
    for engine in [EngineKind.asWritten, .propertyLevel] {
      #expect(result.evals(engine, of: "Screen") == 3)
    }
  }

  // Two views create a Session with @StateObject. The format has one Session store, which one
  // view owns. The loader declares a child before its parent, so Badge owns it; Screen, the
  // second owner, is refused and holds it instead (as @ObservedObject would), with a warning
  // at its line (3).
  @Test func aSecondOwnerOfAModelHoldsIt() throws {
    let source = """
      import SwiftUI
      final class Session: ObservableObject { @Published var user = "" }
      struct Screen: View {
        @StateObject private var session = Session()
        var body: some View { Badge() }
      }
      struct Badge: View {
        @StateObject private var session = Session()
        var body: some View { Text(session.user) }
      }
      """
    let (_, imported) = try run(source, frames: 1, engines: [.asWritten])
    #expect(messages(imported).contains { $0.hasPrefix("3:1: in Screen, took session as held, not owned") })
  }

  // A folder stands for the .swift files under it, in path order; hidden folders and
  // Package.swift are not the app's views.
  @Test func aFolderReadsTheSwiftFilesUnderIt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (path, text) in [
      ("Views/Screen.swift", "struct Screen: View { var body: some View { Row() } }"),
      ("Views/Row.swift", "struct Row: View { var body: some View { Text(\"row\") } }"),
      (".build/Old.swift", "struct Old: View { var body: some View { Text(\"old\") } }"),
      ("Package.swift", "let package = Package(name: \"App\")"),
      ("README.md", "not Swift"),
    ] {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let sources = try ImportedScreen.read([folder.path])
    #expect(
      sources.map { String($0.path.dropFirst(folder.path.count)) } == [
        "/Views/Row.swift", "/Views/Screen.swift",
      ])
    let imported = try SwiftUIImporter.importing(sources)
    #expect(imported.roots == ["Screen"])

    let empty = folder.appendingPathComponent("Empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    #expect(throws: ScreenFileError.self) { try ImportedScreen.read([empty.path]) }
  }
}
