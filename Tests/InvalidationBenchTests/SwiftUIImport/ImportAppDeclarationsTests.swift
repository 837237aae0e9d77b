import Foundation
import Testing

@testable import InvalidationBench

/// A feature folder given alone: the import brings in, from the app around it, the files that
/// declare the models its views use, and what those inherit from (docs/swiftui-import.md,
/// "Types found for you").
@Suite struct ImportAppDeclarationsTests {
  static let files = [
    "App.xcodeproj/project.pbxproj": "// a project\n",
    "Feature/CounterView.swift": """
    import SwiftUI
    struct CounterView: View {
      @EnvironmentObject var model: CounterModel
      var body: some View {
        VStack {
          Text("\\(model.count)")
          Button("Add") { model.add() }
        }
      }
    }
    """,
    "Models/BaseModel.swift": "import Combine\nclass BaseModel: ObservableObject {}\n",
    "Models/CounterModel.swift": """
    import Combine
    final class CounterModel: BaseModel {
      @Published var count = 0
      func add() { count += 1 }
    }
    """,
    "Other/Unused.swift": "struct Unused {}\n",
  ]

  // CounterModel is declared in Models/CounterModel.swift, its base class in
  // Models/BaseModel.swift (found in a second round, from CounterModel's inheritance clause);
  // Other/Unused.swift declares neither. With both, CounterModel is a model: the trace taps
  // Add twice in 2 frames, count 0 → 1 → 2, and CounterView reads count: 2 evaluations after
  // the first render. Without the app (the folder alone, no project above it) nothing is
  // brought in and CounterModel is not declared in these files.
  @Test func aFeatureFolderAloneBringsInItsModelsFromTheApp() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    try Self.write(Self.files, in: folder)
    let feature = folder.appendingPathComponent("Feature").path
    let (workload, _, summary) = try ImportedScreen.workload(swiftFiles: [feature])
    let app = ImportedScreen.canonical(folder.path)
    #expect(summary.unknownModels.isEmpty)
    #expect(summary.broughtIn?.app == app)
    #expect(
      summary.broughtIn?.files == [
        AppFolder.Brought(path: app + "/Models/CounterModel.swift", types: ["CounterModel"]),
        AppFolder.Brought(path: app + "/Models/BaseModel.swift", types: ["BaseModel"]),
      ])
    #expect(
      summary.text.contains(
        "import: brought in from the app at \(app): CounterModel (Models/CounterModel.swift); BaseModel (Models/BaseModel.swift)"
      ))
    let run = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 2])), engines: [.asWritten])
    #expect(run.evals(.asWritten, of: "CounterView") == 2)

    try FileManager.default.removeItem(at: folder.appendingPathComponent("App.xcodeproj"))
    let alone = try ImportedScreen.workload(swiftFiles: [feature]).summary
    #expect(alone.broughtIn == nil)
    #expect(alone.unknownModels == ["CounterModel"])
  }

  // A repository that generates its Xcode project commits what generates it instead: XcodeGen's
  // `project.yml`, Tuist's `Project.swift`. Either makes its folder the app, as an `.xcodeproj`
  // does: CounterModel and BaseModel are brought in, and CounterView re-runs for the two taps as
  // above (2 evaluations after the first render).
  @Test(arguments: [
    ("project.yml", "name: App\n"),
    ("Project.swift", "import ProjectDescription\nlet project = Project(name: \"App\")\n"),
  ])
  func aGeneratedProjectsDescriptionMakesTheApp(marker: String, text: String) throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    var files = Self.files
    files["App.xcodeproj/project.pbxproj"] = nil
    files[marker] = text
    try Self.write(files, in: folder)
    let feature = folder.appendingPathComponent("Feature").path
    let (workload, _, summary) = try ImportedScreen.workload(swiftFiles: [feature])
    #expect(summary.unknownModels.isEmpty)
    #expect(summary.broughtIn?.app == ImportedScreen.canonical(folder.path))
    #expect(AppFolder.marker(of: folder.path) == marker)
    let run = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 2])), engines: [.asWritten])
    #expect(run.evals(.asWritten, of: "CounterView") == 2)
  }

  // `ring(on)` in Gauge's body is a function of an `extension View` the app declares in another
  // folder: every view's. The file is brought in and the function inlined where it is called
  // (no element "not a view of these files"); a view's own function of that name would win.
  // The view it makes, RingView, is brought in as a view the feature shows. The trace taps Flip
  // twice in 2 frames (on: false -> true -> false): Gauge reads on through the argument, 2
  // evaluations after the first render; RingView is made with a new `lit` each time (a Bool,
  // compared by value), 2 more.
  @Test func aFunctionOfAnExtensionOfViewIsBroughtInAndInlined() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    try Self.write(
      [
        "App.xcodeproj/project.pbxproj": "// a project\n",
        "Feature/Gauge.swift": """
        import SwiftUI
        struct Gauge: View {
          @State private var on = false
          var body: some View {
            VStack {
              Button("Flip") { on.toggle() }
            }
            .overlay { ring(on) }
          }
        }
        """,
        "Shared/View+Ring.swift": """
        import SwiftUI
        extension View {
          func ring(_ lit: Bool) -> some View {
            RingView(lit: lit)
          }
        }
        """,
        "Shared/RingView.swift": """
        import SwiftUI
        struct RingView: View {
          let lit: Bool
          var body: some View { Circle().fill(lit ? Color.red : Color.gray) }
        }
        """,
      ], in: folder)
    let feature = folder.appendingPathComponent("Feature").path
    let (workload, warnings, summary) = try ImportedScreen.workload(swiftFiles: [feature])
    let app = ImportedScreen.canonical(folder.path)
    #expect(
      summary.broughtIn?.files == [
        AppFolder.Brought(path: app + "/Shared/View+Ring.swift", types: ["ring"]),
        AppFolder.Brought(path: app + "/Shared/RingView.swift", types: ["RingView"]),
      ])
    #expect(summary.dropped == 0)
    #expect(!warnings.contains { $0.message.contains("'ring'") })
    let run = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 2])), engines: [.asWritten])
    #expect(run.evals(.asWritten, of: "Gauge") == 2)
    #expect(run.evals(.asWritten, of: "RingView") == 2)
  }

  static let childFiles = [
    "App.xcodeproj/project.pbxproj": "// a project\n",
    "Feature/ListScreen.swift": """
    import SwiftUI
    struct ListScreen: View {
      var body: some View {
        VStack {
          Text("Rows")
          RowView()
        }
      }
    }
    """,
    "Shared/RowView.swift": """
    import SwiftUI
    struct RowView: View {
      @EnvironmentObject var settings: Settings
      var body: some View {
        HStack {
          Text(settings.on ? "On" : "Off")
          Button("Toggle") { settings.toggle() }
          BadgeView()
        }
      }
    }
    """,
    "Shared/BadgeView.swift": """
    import SwiftUI
    struct BadgeView: View {
      var body: some View { Text("New") }
    }
    """,
    "Models/Settings.swift": """
    import Combine
    #if os(iOS)
    final class Settings: ObservableObject {
      @Published var on = false
      func toggle() { on.toggle() }
    }
    #endif
    """,
  ]

  // ListScreen shows RowView, which the folder does not declare: Shared/RowView.swift is
  // brought in (the views the folder's files call), then Models/Settings.swift for the model
  // RowView uses (found by a second survey with RowView in; declared under `#if os(iOS)`,
  // which the look for declarations reads as written). BadgeView, which RowView shows, is one level past the
  // folder: not brought in, an element with a warning. The trace taps Toggle once a frame:
  // 2 frames, on false → true → false, two changes of Settings, each re-running RowView (it
  // observes Settings) and not ListScreen (it observes nothing): 2 and 0 evaluations after
  // the first render.
  @Test func aViewTheFolderShowsIsBroughtInOneLevelDeep() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    try Self.write(Self.childFiles, in: folder)
    let feature = folder.appendingPathComponent("Feature").path
    let (workload, warnings, summary) = try ImportedScreen.workload(swiftFiles: [feature])
    let app = ImportedScreen.canonical(folder.path)
    #expect(summary.root == "ListScreen")
    #expect(summary.unknownModels.isEmpty)
    #expect(
      summary.broughtIn?.files == [
        AppFolder.Brought(path: app + "/Shared/RowView.swift", types: ["RowView"]),
        AppFolder.Brought(path: app + "/Models/Settings.swift", types: ["Settings"]),
      ])
    #expect(
      warnings.contains {
        $0.kind == .opaque && $0.message.contains("'BadgeView'") && $0.file.hasSuffix("Shared/RowView.swift")
      })
    let run = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 2])), engines: [.asWritten])
    #expect(run.evals(.asWritten, of: "RowView") == 2)
    #expect(run.evals(.asWritten, of: "ListScreen") == 0)
  }

  // Screen lists `Shelf.Kind.allCases`, an enum the folder does not declare:
  // Models/Shelf.swift, which declares it (nested in Shelf, 4 cases), is brought in, and the
  // ForEach has its 4 rows. The default trace taps Add once a frame, each tap writing
  // model.count, which each Row reads (R6) and Screen does not: 3 frames × 4 rows = 12 Row
  // evaluations ("3 assumed rows" would give 9).
  @Test func anEnumWhoseCasesAFolderListsIsBroughtIn() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    try Self.write(
      [
        "App.xcodeproj/project.pbxproj": "// a project\n",
        "Feature/Screen.swift": """
        import SwiftUI
        @Observable final class Model { var count = 0 }
        struct Row: View {
          let model: Model
          var body: some View { Text("\\(model.count)") }
        }
        struct Screen: View {
          @State private var model = Model()
          var body: some View {
            List {
              Button("Add") { model.count += 1 }
              ForEach(Shelf.Kind.allCases, id: \\.self) { _ in Row(model: model) }
            }
          }
        }
        """,
        "Models/Shelf.swift": """
        struct Shelf {
          enum Kind: CaseIterable { case books, films, games, music }
        }
        """,
      ], in: folder)
    let feature = folder.appendingPathComponent("Feature").path
    let (workload, warnings, summary) = try ImportedScreen.workload(swiftFiles: [feature])
    let app = ImportedScreen.canonical(folder.path)
    #expect(
      summary.broughtIn?.files == [AppFolder.Brought(path: app + "/Models/Shelf.swift", types: ["Kind"])])
    #expect(!warnings.contains { $0.message.contains("assumed") })
    let run = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 3])), engines: [.asWritten])
    #expect(run.evals(.asWritten, of: "Row") == 12)
  }

  // Screen shows Row, Badge and Broken, none declared in the folder. Two files declare a
  // `Row` view (unrelated types sharing a name): neither is brought in. The only `Badge` not
  // `private` is in Shared/Badge.swift: it is. Broken's file is not valid Swift: the import
  // refuses it, so it is left out with a warning at it, and the folder imports with Badge;
  // Row and Broken stay elements.
  @Test func onlyAViewTheFeatureCanSeeIsBroughtInAndARefusedFileIsLeftOut() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let view = { (name: String, text: String) in
      "import SwiftUI\nstruct \(name): View {\n  var body: some View { Text(\"\(text)\") }\n}\n"
    }
    try Self.write(
      [
        "App.xcodeproj/project.pbxproj": "// a project\n",
        "Feature/Screen.swift": """
        import SwiftUI
        struct Screen: View {
          var body: some View {
            VStack {
              Row()
              Badge()
              Broken()
            }
          }
        }
        """,
        "Inbox/Row.swift": view("Row", "inbox"),
        "Settings/Row.swift": view("Row", "settings"),
        "Shared/Badge.swift": view("Badge", "new"),
        "Other/Hidden.swift":
          "import SwiftUI\nprivate struct Badge: View {\n  var body: some View { Text(\"x\") }\n}\n",
        "Shared/Broken.swift": "import SwiftUI\nstruct Broken: View {\n  var body: some View { Text( }\n}\n",
      ], in: folder)
    let feature = folder.appendingPathComponent("Feature").path
    let (_, warnings, summary) = try ImportedScreen.workload(swiftFiles: [feature])
    let app = ImportedScreen.canonical(folder.path)
    #expect(
      summary.broughtIn?.files == [AppFolder.Brought(path: app + "/Shared/Badge.swift", types: ["Badge"])])
    #expect(
      warnings.contains {
        $0.kind == .leftOut && $0.file == app + "/Shared/Broken.swift"
          && $0.message.hasPrefix("left out this file, brought in for Broken: with it the import fails (")
      })
    for name in ["Row", "Broken"] {
      #expect(warnings.contains { $0.kind == .opaque && $0.message.contains("kept '\(name)' as an element") })
    }
  }

  /// Writes `files` (a path relative to `folder`, and its text) under `folder`.
  static func write(_ files: [String: String], in folder: URL) throws {
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
  }
}
