import Foundation
import SwiftParser
import SwiftSyntax

/// The app around a feature's files, and the declarations the import brings in from it
/// (docs/swiftui-import.md, "Types found for you").
///
/// The app is the outermost folder above the feature (the first path given), up to the
/// repository's root, that holds an Xcode project or what generates one (`isProject`: all its
/// Swift files) or a `Package.swift` (the Swift files under its `Sources` and `Tests`), and whose
/// files include the feature's. A
/// folder given as an app that has neither (a repository whose project lies deeper) stands for
/// every Swift file under it (`swiftFiles(of:)`), vendored ones (`Pods/`) included.
public enum AppFolder {
  /// The app around `paths`, the feature first, `nil` when there is none.
  public static func root(around paths: [String]) -> String? {
    let given = paths.prefix(1).map(ImportedScreen.canonical)
    guard var folder = given.first.map({ URL(fileURLWithPath: $0) }) else { return nil }
    var found: String?
    while true {
      let parent = folder.deletingLastPathComponent()
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      if entries.contains(where: { isProject($0) || $0 == "Package.swift" }),
        given.allSatisfy({ path in holds(folder.path, path, packageOnly: !entries.contains(where: isProject))
        })
      {
        found = folder.path
      }
      if entries.contains(".git") || parent.path == folder.path { return found }
      folder = parent
    }
  }

  /// Whether `entry`, a name in a folder, makes it an Xcode project's folder: the project
  /// (`.xcodeproj`) or, where the repository generates it, its description for XcodeGen
  /// (`project.yml`) or Tuist (`Project.swift`); the project lists the folder's Swift files.
  static func isProject(_ entry: String) -> Bool {
    entry.hasSuffix(".xcodeproj") || ["project.yml", "project.yaml", "Project.swift"].contains(entry)
  }

  /// The project (`isProject`) or `Package.swift` that makes the folder at `path` an app's own
  /// folder, `nil` for any other path.
  public static func marker(of path: String) -> String? {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return entries.sorted().first(where: isProject) ?? entries.first { $0 == "Package.swift" }
  }

  /// The Swift files of the app at `root` (see the type's documentation; a folder with neither
  /// marker, all its Swift files), resolved.
  public static func swiftFiles(of root: String) -> [String] {
    let root = ImportedScreen.canonical(root)
    guard let sources = AppSources.current else { return listed(root) }
    return sources.files(of: root) { listed(root) }
  }

  private static func listed(_ root: String) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    // A folder with neither (a repository whose project lies deeper, `code/App/App.xcodeproj`)
    // has all its Swift files, as a project's folder has.
    let packageOnly = entries.contains("Package.swift") && !entries.contains(where: isProject)
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

  /// What a type is wanted for, which decides where its declaration may be found.
  enum Wanted {
    /// A model a view holds: any declaration of the name, and, a round at a time, those of
    /// what it inherits from (a base class, a protocol), three rounds at most.
    case model
    /// A view the feature shows: a type that conforms to `View`, nothing it inherits.
    case view
    /// An enum whose cases the feature lists: the type alone.
    case list
    /// A function a body calls by name that an `extension View` of the app declares
    /// (`iconBorder(size)`): every view's, so the feature's.
    case helper

    /// Whether a name declared in more than one file is left out: a view's or an enum's is
    /// taken by its own name (`Row`, `Kind`), common to unrelated types.
    var isUnique: Bool { self != .model }
  }

  /// The files among `files` that declare the types `wanted` names (a class, struct, enum,
  /// actor or protocol) as `kind` wants them, each file once, in the order found; the files
  /// are read and parsed through `AppSources.current` when one is set. A `private` or
  /// `fileprivate` view or enum is not visible to the feature, and one whose name more than one
  /// file declares is not brought in (it stays what it was without the app). A name used
  /// where `scopes` says (a model a view nested in `extension Feature` holds) is the
  /// declaration Swift finds from there, where the app declares it in several namespaces.
  static func declaring(
    _ wanted: Set<String>, among files: [String], as kind: Wanted,
    scopes: [String: Set<SourceScope.Use>] = [:]
  )
    -> [(brought: Brought, text: String)]
  {
    let sources = AppSources.current ?? AppSources()
    var found: [(brought: Brought, text: String)] = []
    var (wanted, scopes) = (wanted, scopes)
    var taken: Set<String> = []
    var chains: [String: [String]] = [:]
    for round in 0..<(kind == .model ? 3 : 1) where !wanted.isEmpty {
      // What a type brought in inherits is named from where that type is declared; a name
      // wanted before may be another declaration from there (a protocol its subclass shadows).
      var inherited: [String: Set<SourceScope.Use>] = [:]
      var matches: [(path: String, declared: [AppSources.Declaration])] = []
      // Where a name is declared in the files brought in already: the one a use finds may be there.
      var broughtScopes: [String: [[String]]] = [:]
      // A quick look at the words first: most files name none of the types.
      for path in files
      where sources.mentions(wanted, in: path)
        && (kind != .helper || sources.mentions(["extension"], in: path))
      {
        let declared = sources.declarations(in: path).filter { declaration in
          wanted.contains(declaration.name)
            && (!declaration.isAlias || (kind == .model && declaration.isGenericAlias))
            && (kind == .model || !declaration.isPrivate)
            && (kind != .view || declaration.isView)
            && declaration.isViewHelper == (kind == .helper)
        }
        if taken.contains(path) {
          for declaration in declared {
            broughtScopes[declaration.name, default: []].append(declaration.scope)
          }
        } else if !declared.isEmpty {
          matches.append((path, declared))
        }
      }
      if !scopes.isEmpty {
        matches = Self.visible(
          matches, also: broughtScopes, from: scopes, keepingUnfound: round == 0,
          bases: { outer in
            if let known = chains[outer] { return known }
            let chain = Self.bases(of: outer, among: files, sources: sources)
            chains[outer] = chain
            return chain
          })
      }
      if kind.isUnique {
        var declaringFiles: [String: Set<String>] = [:]
        for match in matches {
          for declaration in match.declared {
            declaringFiles[declaration.name, default: []].insert(match.path)
          }
        }
        matches = matches.map { match in
          (match.path, match.declared.filter { declaringFiles[$0.name]?.count == 1 })
        }.filter { !$0.declared.isEmpty }
      }
      for (path, declared) in matches {
        guard let text = sources.text(of: path) else { continue }
        taken.insert(path)
        found.append((Brought(path: path, types: declared.map(\.name)), text))
        for declaration in declared {
          for name in declaration.inherits {
            inherited[name, default: []].insert(
              SourceScope.Use(scope: declaration.scope + [declaration.name], isQualified: false))
          }
        }
      }
      (wanted, scopes) = (Set(inherited.keys), inherited)
    }
    return found
  }

  /// Of the declarations `matches` holds, those of a name used in `scopes` that Swift finds
  /// from one of them (`SourceScope.found`), among those and the ones `brought` in already
  /// (which a use may find instead). A name found from none keeps them all where a view uses
  /// it (`keepingUnfound`: it stays as it was without namespaces), and its one declaration
  /// where a type inherits it. A name its outer type does not declare (`LoginModel.Context`)
  /// is found in that type's base classes, nearest first, as Swift finds an inherited
  /// nested type.
  private static func visible(
    _ matches: [(path: String, declared: [AppSources.Declaration])], also brought: [String: [[String]]],
    from scopes: [String: Set<SourceScope.Use>], keepingUnfound: Bool, bases: (String) -> [String]
  ) -> [(path: String, declared: [AppSources.Declaration])] {
    var declaredIn = brought
    for declaration in matches.flatMap(\.declared) {
      declaredIn[declaration.name, default: []].append(declaration.scope)
    }
    var visible: [String: Set<[String]>] = [:]
    for (name, uses) in scopes {
      let declared = declaredIn[name] ?? []
      let found = uses.compactMap { use in
        SourceScope.found(among: declared, from: use)
          ?? (use.isQualified && !declared.isEmpty ? use.scope.last : nil).flatMap { outer in
            bases(outer).lazy.compactMap {
              SourceScope.found(among: declared, from: SourceScope.Use(scope: [$0], isQualified: true))
            }.first
          }
      }
      if !found.isEmpty {
        visible[name] = Set(found)
      } else if !keepingUnfound, declared.count > 1 {
        visible[name] = []
      }
    }
    return matches.map { match in
      (match.path, match.declared.filter { visible[$0.name]?.contains($0.scope) ?? true })
    }.filter { !$0.declared.isEmpty }
  }

  /// The most base classes followed from a type (a chain longer than any app's).
  static let inheritanceDepth = 8

  /// The classes `name` inherits from, nearest first, through type aliases (`LoginModel:
  /// LoginModelType`, `typealias LoginModelType = Store<LoginState>`: `LoginModelType`,
  /// `Store`): the first name of each inheritance clause, a class's superclass (a protocol
  /// there names no nested type, and is passed over). The chain ends at a name the app
  /// declares other than once.
  private static func bases(of name: String, among files: [String], sources: AppSources) -> [String] {
    var chain: [String] = []
    var current = name
    while chain.count < Self.inheritanceDepth {
      let declared = files.filter { sources.mentions([current], in: $0) }.flatMap { path in
        sources.declarations(in: path).filter { $0.name == current && !$0.isViewHelper }
      }
      guard declared.count == 1, let next = declared[0].inherits.first, next != name, !chain.contains(next)
      else { break }
      chain.append(next)
      current = next
    }
    return chain
  }
}
