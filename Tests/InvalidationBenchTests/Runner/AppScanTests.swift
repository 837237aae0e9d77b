import Foundation
import Testing

@testable import InvalidationBench

/// `bench scan`: every folder of an app that declares a view, imported alone and run on its
/// default trace (docs/scan.md).
@Suite struct AppScanTests {
  static let files = [
    "App.xcodeproj/project.pbxproj": "// a project\n",
    "Feature/Counter.swift": """
    import SwiftUI
    struct CounterView: View {
      @State private var count = 0
      var body: some View {
        Button("Add \\(count)") { count += 1 }
      }
    }
    """,
    "AppTests/CounterTests.swift":
      "import SwiftUI\nstruct TestView: View { var body: some View { Text(\"t\") } }\n",
    "Models/Store.swift": "final class Store {}\n",
    "Other/Badge.swift": """
    import SwiftUI
    struct Badge: View {
      var body: some View { Text("new") }
    }
    """,
  ]

  // The folders declaring a view: Feature and Other (Models declares none; a folder of tests,
  // AppTests, is left out). Feature's default trace taps Add each of its 20 frames (one interaction, the
  // least of 20 frames): count changes each time and CounterView reads it (R1), 20 evaluations
  // after the first render on every engine, the least 20 too. Other has nothing to drive: 0.
  // CounterView is the app's hottest view, at Feature/Counter.swift:2.
  @Test func everyFolderWithAViewIsScanned() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    try ImportAppDeclarationsTests.write(Self.files, in: folder)
    let app = ImportedScreen.canonical(folder.path)
    let folders = AppScan.folders(of: app)
    #expect(folders == [app + "/Feature", app + "/Other"])
    let scan = AppScan.scan(app: app, folders: folders, platform: .ios)
    let feature = try #require(scan.folders.first)
    #expect([feature.path, feature.root] == ["Feature", "CounterView"])
    #expect(feature.error == nil)
    #expect([feature.frames, feature.asWritten, feature.minimum] as [Int] == [20, 20, 20])
    #expect(feature.strategies == ["whole-object": 20, "property-level": 20, "scoped": 20, "equatable": 20])
    #expect(scan.folders.last?.asWritten == 0)
    #expect(
      scan.hottest.first
        == AppScan.HotView(
          name: "CounterView", source: "Feature/Counter.swift:2", folder: "Feature", evals: 20, wasted: 0))
    #expect(scan.markdown().contains("| Feature | CounterView | 20 | 20 | 20 | 20 | 20 | 20 | 20 |"))
  }
}
