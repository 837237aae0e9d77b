import Foundation
import Testing

@testable import InvalidationBench

/// A view nested in a namespace and called through it (`Parts.Title(text:)`) is that view, not
/// a modifier `Title` of a value `Parts` (docs/swiftui-import.md, "Namespaces").
@Suite struct ImportQualifiedViewTests {
  static let files = [
    "App.xcodeproj/project.pbxproj": "// a project\n",
    "Shared/Parts.swift": """
    import SwiftUI
    enum Parts {}
    extension Parts {
      struct Title: View {
        let text: String
        var body: some View { Text(text) }
      }
    }
    """,
    "Feature/Screen.swift": """
    import SwiftUI
    struct Screen: View {
      @State private var name = ""
      @State private var taps = 0
      var body: some View {
        VStack {
          Parts.Title(text: name)
          Button("Go") { name += "a" }
          Button("Count") { taps += 1 }
        }
      }
    }
    """,
  ]

  // The feature folder alone: Title, which Screen calls as `Parts.Title`, is brought in from
  // Shared/Parts.swift and is Screen's child. The default trace taps Go and Count in turn, 4
  // frames: Go changes name (frames 1 and 3), Count taps (frames 2 and 4), which nothing reads.
  // Screen reads name: 2 evaluations; Title is given a new text in frames 1 and 3 (String
  // compares with ==, R3): 2. Without the qualified call, Title was an opaque element
  // `Parts`, not brought in: no Title at all.
  @Test func aViewCalledThroughItsNamespaceIsThatView() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    try ImportAppDeclarationsTests.write(Self.files, in: folder)
    let feature = folder.appendingPathComponent("Feature").path
    let (workload, warnings, summary) = try ImportedScreen.workload(swiftFiles: [feature])
    let app = ImportedScreen.canonical(folder.path)
    #expect(summary.root == "Screen")
    #expect(
      summary.broughtIn?.files == [AppFolder.Brought(path: app + "/Shared/Parts.swift", types: ["Title"])])
    #expect(warnings.isEmpty)
    let run = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 4])), engines: [.asWritten])
    #expect(run.evals(.asWritten, of: "Screen") == 2)
    #expect(run.evals(.asWritten, of: "Title") == 2)
  }
}
