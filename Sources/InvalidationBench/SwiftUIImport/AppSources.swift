import Foundation
import SwiftSyntax

/// The app's Swift files, each read, parsed and indexed at most once while many of its folders
/// are imported (`bench scan`, docs/scan.md): a folder's parent holds its files too, and each
/// folder brings in the same models from the app. An import looks here when a scan set
/// `current`; alone, it reads and parses as it goes.
public final class AppSources: @unchecked Sendable {
  /// A file parsed as a build for a platform reads it (`#if`), with the warnings of that
  /// reading.
  struct Parsed {
    let text: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    let warnings: [ImportWarning]
  }

  /// A type a file declares, with the names its inheritance clause gives.
  struct Declaration: Sendable {
    let name: String
    let inherits: [String]
    /// Declared `private` or `fileprivate`: only its own file sees it.
    let isPrivate: Bool
    /// The types and extensions it is declared in (`SourceScope.enclosing`).
    var scope: [String] = []
    /// A function of an `extension View`, every view's (`iconBorder(_:)`), not a type.
    var isViewHelper = false
    /// A type alias (`typealias LoginModelType = Store<LoginState>`): `inherits` holds the
    /// type it names (`Store`), which is where a type nested in it is found.
    var isAlias = false
    /// A type alias of a generic type at the top level (`typealias Post = Entity<PostData>`):
    /// a model class of its own where `Entity` is one (`SourceSymbols.genericClassAliases`).
    var isGenericAlias = false

    /// Whether it is a view: its inheritance clause names `View`.
    var isView: Bool { !isAlias && inherits.contains("View") }
  }

  /// The sources of the scan under way on this task, if any.
  @TaskLocal public static var current: AppSources?

  // Guards the dictionaries: a scan imports folders on several threads (`--jobs`). The work
  // is done outside the lock; two threads may do it twice, and either result is the same.
  private let lock = NSLock()
  private var texts: [String: String?] = [:]
  private var words: [String: Set<Substring>] = [:]
  private var declared: [String: [Declaration]] = [:]
  private var parsed: [String: Parsed] = [:]
  private var trees: [String: (text: String, tree: SourceFileSyntax)] = [:]
  private var listings: [String: [String]] = [:]

  public init() {}

  /// The Swift files of the app at `root`, listed by `list` the first time.
  func files(of root: String, list: () -> [String]) -> [String] {
    if let known = locked({ listings[root] }) { return known }
    let files = list()
    locked { listings[root] = files }
    return files
  }

  /// The text of the file at `path`, `nil` when it cannot be read as UTF-8.
  func text(of path: String) -> String? {
    if let known = locked({ texts[path] }) { return known }
    let text = try? String(contentsOfFile: path, encoding: .utf8)
    locked { texts[path] = .some(text) }
    return text
  }

  /// Whether the file at `path` spells any of `names` as a word: a quick look before parsing.
  func mentions(_ names: Set<String>, in path: String) -> Bool {
    let known = locked { words[path] }
    let found = known ?? Self.words(in: text(of: path) ?? "")
    if known == nil { locked { words[path] = found } }
    return names.contains { found.contains(Substring($0)) }
  }

  /// The file at `path` with `text` parsed as written (every `#if` branch).
  func tree(of path: String, text: String) -> SourceFileSyntax {
    if let known = locked({ trees[path] }), known.text == text { return known.tree }
    let tree = SourceParser.parse(text)
    locked { trees[path] = (text, tree) }
    return tree
  }

  /// The types the file at `path` declares at any depth (not its extensions), and the
  /// functions of its `extension View`s.
  func declarations(in path: String) -> [Declaration] {
    if let known = locked({ declared[path] }) { return known }
    let found = Self.declarations(in: tree(of: path, text: text(of: path) ?? ""))
    locked { declared[path] = found }
    return found
  }

  /// Whether the file at `path` declares a view (a type whose inheritance clause names
  /// `View`) in a build for `platform`: its `#if`s read as that build reads them.
  func declaresView(in path: String, platform: Platform) -> Bool {
    guard mentions(["View"], in: path), declarations(in: path).contains(where: \.isView) else { return false }
    guard let text = text(of: path), text.contains("#if") else { return true }
    let tree = tree(of: path, text: text)
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    guard let active = ActiveSource.text(of: tree, text, platform: platform, file: path, converter: converter)
    else { return true }
    return Self.declarations(in: SourceParser.parse(active.text)).contains(where: \.isView)
  }

  /// The file at `path` parsed for `platform` when it was with this very `text`.
  func parsed(_ path: String, text: String, platform: Platform) -> Parsed? {
    guard let known = locked({ parsed[path + "@" + platform.rawValue] }), known.text == text else {
      return nil
    }
    return known
  }

  func remember(_ file: Parsed, at path: String, platform: Platform) {
    locked { parsed[path + "@" + platform.rawValue] = file }
  }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  /// The identifiers of `text`: runs of letters, digits and `_` (any byte past ASCII counts
  /// as a letter, as in a Swift identifier).
  private static func words(in text: String) -> Set<Substring> {
    var found: Set<Substring> = []
    var start: String.Index?
    let bytes = text.utf8
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      let inWord =
        byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= 0x30 && byte <= 0x39)
        || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
      if inWord, start == nil { start = index }
      if !inWord, let first = start {
        found.insert(text[first..<index])
        start = nil
      }
      index = bytes.index(after: index)
    }
    if let first = start { found.insert(text[first...]) }
    return found
  }

  private static func declarations(in tree: SourceFileSyntax) -> [Declaration] {
    SourceDeclarations.all(in: tree).flatMap { decl -> [Declaration] in
      if ViewHelper.extendsView(decl), let extended = decl.as(ExtensionDeclSyntax.self) {
        let hidden = extended.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        return extended.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.map {
          function in
          let isPrivate =
            hidden || function.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
          return Declaration(name: function.name.text, inherits: [], isPrivate: isPrivate, isViewHelper: true)
        }
      }
      if let alias = decl.as(TypeAliasDeclSyntax.self) {
        let hidden = alias.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        return [
          Declaration(
            name: alias.name.text, inherits: [SourceScope.plainName(of: alias.initializer.value)],
            isPrivate: hidden, scope: SourceScope.enclosing(decl), isAlias: true,
            isGenericAlias: SourceScope.enclosing(decl).isEmpty
              && alias.initializer.value.as(IdentifierTypeSyntax.self)?.genericArgumentClause != nil)
        ]
      }
      // An extension declaring Core Data's `@NSManaged` properties (Xcode's
      // `+CoreDataProperties` file) declares what the entity's objects hold: it comes with the class.
      if let extended = decl.as(ExtensionDeclSyntax.self),
        extended.memberBlock.members.contains(where: {
          $0.decl.as(VariableDeclSyntax.self)?.attributes.hasAttribute(SourceSymbols.managed) == true
        })
      {
        return [
          Declaration(
            name: SourceScope.plainName(of: extended.extendedType), inherits: [], isPrivate: false,
            scope: SourceScope.enclosing(decl))
        ]
      }
      guard let named = decl.asProtocol(NamedDeclSyntax.self),
        let group = decl.asProtocol(DeclGroupSyntax.self),
        !decl.is(ExtensionDeclSyntax.self)
      else { return [] }
      let inherits = SourceScope.inheritedNames(group.inheritanceClause)
      let hidden = group.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
      return [
        Declaration(
          name: named.name.text, inherits: inherits, isPrivate: hidden,
          scope: SourceScope.enclosing(decl))
      ]
    }
  }
}
