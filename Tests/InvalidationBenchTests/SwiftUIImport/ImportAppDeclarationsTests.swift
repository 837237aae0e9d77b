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
