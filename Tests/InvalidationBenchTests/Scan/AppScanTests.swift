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
    let folders = AppScan.folders(of: app, platform: .ios)
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

  // Watch/Face.swift declares its view under `#if os(watchOS)`: a folder of the watchOS app,
  // none of the iOS app. Wrappers/Frame.swift names View only in a generic constraint: it
  // declares no view. So for iOS, Feature and Other (as above); for watchOS, Feature, Other
  // and Watch (those files have no `#if`).
  @Test func aFolderIsScannedWhenItDeclaresAViewForThePlatform() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    var files = Self.files
    files["Watch/Face.swift"] = """
      import SwiftUI
      #if os(watchOS)
      struct Face: View {
        var body: some View { Text("12:00") }
      }
      #endif
      """
    files["Wrappers/Frame.swift"] = "import SwiftUI\nstruct Frame<Content: View> { let content: Content }\n"
    try ImportAppDeclarationsTests.write(files, in: folder)
    let app = ImportedScreen.canonical(folder.path)
    #expect(AppScan.folders(of: app, platform: .ios) == [app + "/Feature", app + "/Other"])
    #expect(
      AppScan.folders(of: app, platform: .watchos) == [app + "/Feature", app + "/Other", app + "/Watch"])
  }
}

/// `bench scan`'s threads, report.html and the app's own folder.
@Suite struct AppScanReportTests {
  // Two folders at a time give the figures one at a time gives: each folder's run is its own,
  // and the results are put in path order.
  @Test func jobsDoNotChangeTheFigures() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    try ImportAppDeclarationsTests.write(AppScanTests.files, in: folder)
    let app = ImportedScreen.canonical(folder.path)
    let folders = AppScan.folders(of: app, platform: .ios)
    let one = AppScan.scan(app: app, folders: folders, platform: .ios, jobs: 1)
    let two = AppScan.scan(app: app, folders: folders, platform: .ios, jobs: 2)
    #expect(one.folders == two.folders)
    #expect(one.hottest == two.hottest)
    // CounterView as written already does the least (20 = 20): no fix can save, none offered.
    #expect(one.folders.map(\.suggestions) == [0, 0])
  }

  // A screen past 1,000 evaluations as written is not advised in the scan (each fix is a run
  // of it): each of 20 taps changes count, which ManyView and its 60 rows read (R1, R3), so
  // at least 20 × (1 + 60) = 1,220 evaluations; the report says "–" and names the command.
  @Test func aLargeScreenIsNotAdvised() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    try ImportAppDeclarationsTests.write(
      [
        "App.xcodeproj/project.pbxproj": "// a project\n",
        "Many/ManyView.swift": """
        import SwiftUI
        struct ManyView: View {
          @State private var count = 0
          var body: some View {
            VStack {
              Button("Add") { count += 1 }
              ForEach(0..<60, id: \\.self) { _ in Row(count: count) }
            }
          }
        }
        struct Row: View {
          let count: Int
          var body: some View { Text("\\(count)") }
        }
        """,
      ], in: folder)
    let app = ImportedScreen.canonical(folder.path)
    let scan = AppScan.scan(app: app, folders: AppScan.folders(of: app, platform: .ios), platform: .ios)
    let many = try #require(scan.folders.first)
    #expect(many.error == nil)
    #expect(many.asWritten >= 1_220)
    #expect(many.suggestions == nil)
    #expect(scan.markdown().contains("bench advise '\(app)/Many'"))
  }

  // The page lists the hottest view first and a row per folder, in path order; Feature's
  // strategies save nothing on as written (20 each), so no cell is marked as a saving.
  @Test func reportListsEveryFolder() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    try ImportAppDeclarationsTests.write(AppScanTests.files, in: folder)
    let app = ImportedScreen.canonical(folder.path)
    let page = AppScan.scan(app: app, folders: AppScan.folders(of: app, platform: .ios), platform: .ios)
      .html()
    let rows = page.components(separatedBy: #"<tr class="folder"><td>"#).dropFirst().map {
      String($0.prefix { $0 != "<" })
    }
    #expect(rows == ["Feature", "Other"])
    let first = page.components(separatedBy: #"<td class="name">"#).dropFirst().first?.prefix { $0 != "<" }
    #expect(first == "CounterView")
    #expect(!page.contains(#"class="saves""#))
  }

  // A repository whose project lies deeper (code/App/App.xcodeproj) and which has no
  // Package.swift of its own: scanned from its root, it has the same two folders (Feature
  // and Other, under code/App), not none (as if it were a package with no Sources/).
  @Test func aRepositoryWhoseProjectLiesDeeperIsScanned() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    try ImportAppDeclarationsTests.write(
      Dictionary(uniqueKeysWithValues: AppScanTests.files.map { ("code/App/" + $0.key, $0.value) }),
      in: folder)
    let root = ImportedScreen.canonical(folder.path)
    #expect(
      AppScan.folders(of: root, platform: .ios) == [root + "/code/App/Feature", root + "/code/App/Other"])
  }

  // A view file right in the app's folder makes it a folder to scan, "." in the report, read
  // for its own files alone (Home), not the whole app under it (Badge's folder is its own row).
  @Test func theAppsOwnFolderIsItsFilesAlone() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    try ImportAppDeclarationsTests.write(
      AppScanTests.files.merging(
        ["Home.swift": "import SwiftUI\nstruct Home: View { var body: some View { Text(\"home\") } }\n"]
      ) { $1 }, in: folder)
    let app = ImportedScreen.canonical(folder.path)
    let scan = AppScan.scan(app: app, folders: AppScan.folders(of: app, platform: .ios), platform: .ios)
    #expect(scan.folders.map(\.path) == [".", "Feature", "Other"])
    #expect(scan.folders.first?.root == "Home")
    #expect(scan.folders.first?.error == nil)
  }

  // A whole app given to the import, with no --root, holds views in several folders (Feature,
  // Other, AppTests): one sentence names bench scan and --root; with --root it imports.
  @Test func aWholeAppNamesScan() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    try ImportAppDeclarationsTests.write(AppScanTests.files, in: folder)
    let app = ImportedScreen.canonical(folder.path)
    let error = #expect(throws: ScreenFileError.self) {
      try ImportedScreen.workload(swiftFiles: [app])
    }
    #expect(error?.description.contains("is a whole app (its App.xcodeproj is here)") == true)
    // The app's path is quoted, shortened when long (as every quoted input).
    #expect(error?.description.contains("run 'bench scan /") == true)
    #expect(error?.description.contains("give --root VIEW") == true)
    #expect(try ImportedScreen.workload(swiftFiles: [app], root: "Badge").workload.root == "Badge")
  }
}
