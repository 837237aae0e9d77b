import Foundation
import SwiftParser
import SwiftSyntax

/// The colours of an app's asset catalogs that Xcode declares itself: where the Xcode
/// project's build settings say `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS =
/// YES`, each colour is a static member of SwiftUI's `Color` (`Color.appGray`), which no Swift
/// file of the app declares; images get members of `UIImage` and `NSImage` only, not of
/// `Image` (docs/swiftui-import.md, "Asset symbols"). The import takes them as the constants
/// they are.
enum AssetSymbols {
  /// The name Xcode gives the file it generates, which the import stands in for.
  static let fileName = "GeneratedAssetSymbols.swift"

  /// Whether an Xcode project in the folder `app` generates asset symbols; the project is
  /// read through `sources`, once a scan.
  static func generated(in app: String, _ sources: AppSources) -> Bool {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: app)) ?? []
    return entries.filter { $0.hasSuffix(".xcodeproj") }.contains { project in
      sources.text(of: "\(app)/\(project)/project.pbxproj")?
        .contains("ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES") == true
    }
  }

  /// A member of `Color` a file uses, at its first use.
  struct Use {
    let name: String
    let file: String
    let position: FilePosition
  }

  /// The members of `Color` that `files` use (`appGray` of `Color.appGray`; not a call such as
  /// `Color.init(…)`, a keyword, a member of another type's `Color`, nor SwiftUI's own
  /// colours), each at its first use.
  static func used(in files: [(path: String, text: String)]) -> [Use] {
    guard
      let pattern = try? NSRegularExpression(pattern: #"(?<![.\w])Color\.([a-z][A-Za-z0-9_]*)\b(?!\s*\()"#)
    else { return [] }
    var found: [Use] = []
    for (path, text) in files {
      for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        guard let range = Range(match.range(at: 0), in: text),
          let name = Range(match.range(at: 1), in: text).map({ String(text[$0]) }),
          !FrameworkViewTranslator.colors.contains(name), !found.contains(where: { $0.name == name }),
          isMemberName(name)
        else { continue }
        let before = text[..<range.lowerBound]
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        let position = FilePosition(
          line: before.count(where: { $0 == "\n" }) + 1,
          column: text[lineStart..<range.lowerBound].utf8.count + 1)
        found.append(Use(name: name, file: path, position: position))
      }
    }
    return found
  }

  /// Whether `name` is a name a member may have: not a keyword (`Color.self`, `Color.init`).
  private static func isMemberName(_ name: String) -> Bool {
    let declaration = Parser.parse(source: "let \(name) = 0")
    return !declaration.hasError
      && declaration.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
  }

  /// Whether `text` declares a static member, a function or a case of the name `name` (in any
  /// type: the app's own `Color.brand`, which Xcode would not generate beside it).
  static func declares(_ name: String, in text: String) -> Bool {
    text.range(of: #"\b(static\s+(let|var|func)|case)\s+\#(name)\b"#, options: .regularExpression) != nil
  }

  /// Whether `text` declares a type of its own named `Color`, whose members are not SwiftUI's.
  static func declaresColor(in text: String) -> Bool {
    text.range(of: #"\b(struct|enum|class|typealias|protocol)\s+Color\b"#, options: .regularExpression) != nil
  }

  /// The file Xcode generates for the colours `names`, as the import reads it: each a
  /// `static let` of `Color` made of its name, a constant.
  static func source(for names: [String]) -> String {
    (["import SwiftUI", "extension Color {"] + names.map { "  static let \($0) = Color(\"\($0)\")" } + ["}"])
      .joined(separator: "\n") + "\n"
  }
}
