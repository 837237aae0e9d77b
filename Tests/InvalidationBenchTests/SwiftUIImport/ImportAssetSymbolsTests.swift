import Foundation
import Testing

@testable import InvalidationBench

/// The colours Xcode declares for an app's asset catalogs (`Color.appGray`) are constants where
/// the project generates them and no file of the app declares them (docs/swiftui-import.md,
/// "Asset symbols").
@Suite struct ImportAssetSymbolsTests {
  static func files(generating: Bool) -> [String: String] {
    [
      "App.xcodeproj/project.pbxproj":
        "ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = \(generating ? "YES" : "NO");\n",
      "Feature/Welcome.swift": """
      import SwiftUI
      struct Welcome: View {
        @State private var count = 0
        var body: some View {
          ZStack {
            Color.appGray
            Color.brand
            Image.logo
            Button("Tap \\(count)") { count += 1 }
          }
        }
      }
      """,
      "Shared/Brand.swift": """
      import SwiftUI
      extension Color {
        static var brand: Color { Color(white: Double(Int.random(in: 0...1))) }
      }
      """,
    ]
  }

  // With the setting on, `Color.appGray`, which no file declares, is an asset symbol Xcode
  // generates: an element reading nothing, with an approximated warning at its first use.
  // `Color.brand`, which Shared/Brand.swift declares (a file the feature does not bring in),
  // stays an opaque element with its warning at 7:7 (lines from `import SwiftUI`), and so does
  // `Image.logo` at 8:7: Xcode declares images on `UIImage` and `NSImage`, not on `Image`. With
  // the setting off, all three are opaque. No warning names the file the import stands in for.
  @Test(arguments: [true, false]) func theAssetSymbolsXcodeGeneratesAreConstants(generating: Bool) throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    try ImportAppDeclarationsTests.write(Self.files(generating: generating), in: folder)
    let feature = folder.appendingPathComponent("Feature").path
    let (_, warnings, summary) = try ImportedScreen.workload(swiftFiles: [feature])
    let opaque = warnings.filter { $0.kind == .opaque }.map { "\($0.line):\($0.column)" }
    #expect(opaque == (generating ? ["7:7", "8:7"] : ["6:7", "7:7", "8:7"]))
    #expect(summary.assetSymbols == (generating ? ["Color.appGray"] : []))
    #expect(!warnings.contains { $0.file.hasSuffix(AssetSymbols.fileName) })
    // The catalogs are not read: taking `Color.appGray` as one of their colours is an
    // approximation, warned at its first use (6:7).
    let taken = warnings.filter { $0.message.contains("as the colour Xcode generates") }
    #expect(taken.map { "\($0.kind):\($0.line):\($0.column)" } == (generating ? ["approximated:6:7"] : []))
  }
}
