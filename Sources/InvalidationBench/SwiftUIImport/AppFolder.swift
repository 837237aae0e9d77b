import Foundation
import SwiftParser
import SwiftSyntax

/// The app around a feature's files, and the declarations the import brings in from it
/// (docs/swiftui-import.md, "Types found for you").
///
/// The app is the outermost folder above the feature (the first path given), up to the
/// repository's root, that holds an `.xcodeproj` (all its Swift files) or a `Package.swift` (the
/// Swift files under its `Sources` and `Tests`), and whose files include the feature's.
public enum AppFolder {
  /// The app around `paths`, the feature first, `nil` when there is none.
  public static func root(around paths: [String]) -> String? {
    let given = paths.prefix(1).map(ImportedScreen.canonical)
    guard var folder = given.first.map({ URL(fileURLWithPath: $0) }) else { return nil }
    var found: String?
    while true {
      let parent = folder.deletingLastPathComponent()
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      if entries.contains(where: { $0.hasSuffix(".xcodeproj") || $0 == "Package.swift" }),
        given.allSatisfy({ path in
          holds(folder.path, path, packageOnly: !entries.contains { $0.hasSuffix(".xcodeproj") })
        })
      {
        found = folder.path
      }
      if entries.contains(".git") || parent.path == folder.path { return found }
      folder = parent
    }
  }

  /// The `.xcodeproj` or `Package.swift` that makes the folder at `path` an app's own folder,
  /// `nil` for any other path.
  public static func marker(of path: String) -> String? {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return entries.sorted().first { $0.hasSuffix(".xcodeproj") } ?? entries.first { $0 == "Package.swift" }
  }

  /// The Swift files of the app at `root` (see the type's documentation), resolved.
  public static func swiftFiles(of root: String) -> [String] {
    let root = ImportedScreen.canonical(root)
    guard let sources = AppSources.current else { return listed(root) }
    return sources.files(of: root) { listed(root) }
  }

  private static func listed(_ root: String) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    let packageOnly = !entries.contains { $0.hasSuffix(".xcodeproj") }
    let folders = packageOnly ? ["Sources", "Tests"].map { root + "/" + $0 } : [root]
    return folders.flatMap { ImportedScreen.swiftFiles(under: $0) }
  }

  /// Whether `path` is among the app files of `folder`: under it, and for a package alone
  /// (no Xcode project) under its `Sources` or `Tests`.
  private static func holds(_ folder: String, _ path: String, packageOnly: Bool) -> Bool {
    let prefixes = packageOnly ? ["Sources", "Tests"].map { folder + "/" + $0 + "/" } : [folder + "/"]
    return prefixes.contains { path.hasPrefix($0) || path + "/" == $0 }
  }

  /// A file of the app brought in, with the types the import wanted that it declares.
  public struct Brought: Sendable, Equatable {
    public let path: String
    public let types: [String]
  }

  /// The files among `files` that declare the types `wanted` names (a class, struct, enum,
  /// actor or protocol), and, a round at a time, those declaring what these inherit from (a
  /// base class, a protocol), at most three rounds deep; each file once, in the order found. The
  /// files are read and parsed through `AppSources.current` when a scan set it. With
  /// `viewsOnly`, only views are wanted (types that conform to `View`), and nothing they
  /// inherit.
  static func declaring(_ wanted: Set<String>, among files: [String], viewsOnly: Bool = false)
    -> [(brought: Brought, text: String)]
  {
    let rounds = viewsOnly ? 1 : 3
    let sources = AppSources.current ?? AppSources()
    var found: [(brought: Brought, text: String)] = []
    var wanted = wanted
    var seen = wanted
    var taken: Set<String> = []
    for _ in 0..<rounds where !wanted.isEmpty {
      var inherited: Set<String> = []
      // A quick look at the words first: most files name none of the types.
      for path in files where !taken.contains(path) && sources.mentions(wanted, in: path) {
        let declared = sources.declarations(in: path).filter {
          wanted.contains($0.name) && (!viewsOnly || $0.inherits.contains("View"))
        }
        guard !declared.isEmpty, let text = sources.text(of: path) else { continue }
        taken.insert(path)
        found.append((Brought(path: path, types: declared.map(\.name)), text))
        for declaration in declared { inherited.formUnion(declaration.inherits) }
      }
      wanted = inherited.subtracting(seen)
      seen.formUnion(wanted)
    }
    return found
  }
}
