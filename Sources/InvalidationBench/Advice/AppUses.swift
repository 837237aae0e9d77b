import Foundation
import SwiftSyntax

/// What the whole app does with the names a fix changes, read from every Swift file of the
/// app around the files given to `bench advise`: a claim such as "no body reads it" must hold
/// in the files the user did not give too (docs/advise.md, "The whole app").
///
/// The app is the folder `AppFolder` finds around the feature. Files given from outside it (a
/// dependency's models) are read with it.
public struct AppUses: Sendable {
  /// One place a name is used. What is said of it is worked out when asked: an app has tens of
  /// thousands of uses, and a claim asks about a few.
  struct Use: Sendable {
    /// The code there.
    let node: Syntax
    let file: String
    let converter: SourceLocationConverter
    /// Whether the file is one of those given (read by the import).
    let given: Bool

    var place: SourcePlace { SourcePlace(node, file: file, converter) }
    /// The code there, as written (`$model.selectedTab`), its first line.
    var code: String {
      String((node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? "").prefix(80))
    }
    /// The type whose declaration or extension holds it (`nil` at the top level).
    var owner: String? { Collector.owner(of: node) }
  }

  /// The app's folder; `nil` for the files given alone.
  public let root: String?
  /// How many Swift files it has.
  public let files: Int
  /// What the files hold, read at the first question: most advice asks none.
  private let index: LazyIndex

  var unread: [String] { index.value.unread }
  var members: [String: [Use]] { index.value.members }
  var references: [String: [Use]] { index.value.references }
  var constructions: [String: [(use: Use, labels: [String])]] { index.value.constructions }
  var holders: [String: [Holder]] { index.value.holders }
  var injections: [Injection] { index.value.injections }
  var sharedObjects: [String: [String]] { index.value.sharedObjects }
  var codeTakers: Set<String> { index.value.codeTakers }
  var classes: Set<String> { index.value.classes }
  var declarations: [String: [String]] { index.value.declarations }
  var extensions: [String: [String]] { index.value.extensions }
  var observableObjects: [String: [ModelDeclaration]] { index.value.observableObjects }
  var published: [String: [(field: String, removal: SourceEdit)]] { index.value.published }
  var imports: [String: (modules: Set<String>, end: Int)] { index.value.imports }
  var texts: [String: String] { index.value.texts }
  var inertNames: Set<String> { index.value.inertNames }
  var properties: [String: [Property]] { index.value.properties }
  var enumCases: [String: Set<String>] { index.value.enumCases }
  var functions: Set<String> { index.value.functions }

  /// The app around `paths`, the feature first (`AppFolder`), `nil` when there is none.
  public static func root(around paths: [String]) -> String? {
    AppFolder.root(around: paths)
  }

  /// Reads every Swift file of the app at `root`; `given` are the files (or folders) the import
  /// read.
  public init(root: String, given: [String]) {
    let root = ImportedScreen.canonical(root)
    let givenFiles = Self.files(of: given)
    // Listed under resolved folders, the files' paths are resolved already.
    let app = AppFolder.swiftFiles(of: root)
    let inApp = Set(app)
    let outside = givenFiles.filter { !inApp.contains($0) }
    self.init(root: root, paths: app + outside, given: Set(givenFiles))
  }

  /// The files given alone, for an app that was not found: what they subscribe to still counts.
  public init(given: [String]) {
    let files = Self.files(of: given)
    self.init(root: nil, paths: files, given: Set(files))
  }

  /// The Swift files `paths` name, resolved: a file as it is, a folder as the files under it.
  private static func files(of paths: [String]) -> [String] {
    paths.flatMap { path in
      let resolved = ImportedScreen.canonical(path)
      let files = ImportedScreen.swiftFiles(under: resolved)
      return files.isEmpty ? [resolved] : files
    }
  }

  private init(root: String?, paths: [String], given: Set<String>) {
    self.root = root
    files = paths.count
    index = LazyIndex { Index(paths: paths, given: given) }
  }

  /// What the app's files hold, by name.
  struct Index: Sendable {
    /// The files that could not be read.
    fileprivate(set) var unread: [String] = []
    /// `x.name` and `x.$name`, by the name after the dot (`$name` for a publisher).
    fileprivate(set) var members: [String: [Use]] = [:]
    /// A publisher or `objectWillChange` named alone (`$options`), by name: the only names alone
    /// a claim asks about.
    fileprivate(set) var references: [String: [Use]] = [:]
    /// `Type(…)` calls, by type name, with the argument labels.
    fileprivate(set) var constructions: [String: [(use: Use, labels: [String])]] = [:]
    /// `@StateObject`, `@ObservedObject` and `@EnvironmentObject` properties, by their type.
    fileprivate(set) var holders: [String: [Holder]] = [:]
    /// `.environmentObject(…)` calls.
    fileprivate(set) var injections: [Injection] = []
    /// The types of the objects `static let`s make (`static let shared = Store()`), by the
    /// property as code names it (`Store.shared`): one type each, unless the app declares
    /// two such names.
    fileprivate(set) var sharedObjects: [String: [String]] = [:]
    /// The names code is given to: those a call or an assignment giving a closure, `self` or
    /// a selector is made on or given (`AppUses.codeTakers(of:)`).
    fileprivate(set) var codeTakers: Set<String> = []
    /// The classes the app declares, by name.
    fileprivate(set) var classes: Set<String> = []
    /// The files declaring each type (class, struct, enum, actor, protocol or type alias), by
    /// name.
    fileprivate(set) var declarations: [String: [String]] = [:]
    /// The files extending each type, by the type's name as written.
    fileprivate(set) var extensions: [String: [String]] = [:]
    /// Where a patch changes the app's models: each `ObservableObject` class declaration, and
    /// the `@Published` fields of each class, by class name.
    fileprivate(set) var observableObjects: [String: [ModelDeclaration]] = [:]
    fileprivate(set) var published: [String: [(field: String, removal: SourceEdit)]] = [:]
    /// The modules each file imports, and where a new import goes (after the last).
    fileprivate(set) var imports: [String: (modules: Set<String>, end: Int)] = [:]
    /// The text of each file read, by path.
    fileprivate(set) var texts: [String: String] = [:]
    /// The app's types and functions outside any type that can change nothing a view reads,
    /// judged on every file of the app (`SourceSymbols.inertNames`).
    fileprivate(set) var inertNames: Set<String> = []
    /// Every property the app declares, by name.
    fileprivate(set) var properties: [String: [Property]] = [:]
    /// The cases of each enum the app declares (or extends with one), by the enum's name.
    fileprivate(set) var enumCases: [String: Set<String>] = [:]
    /// The names of the functions the app declares.
    fileprivate(set) var functions: Set<String> = []

    /// The files at `paths` read, `given` being those the import read.
    init(paths: [String], given givenFiles: Set<String>) {
      var parsed: [(path: String, tree: SourceFileSyntax, converter: SourceLocationConverter)] = []
      defer { inertNames = SourceSymbols(parsed).inertNames(wholeApp: true) }
      for path in paths {
        guard let data = try? InputFile.read(path) else {
          unread.append(path)
          continue
        }
        let text = String(decoding: data, as: UTF8.self)
        texts[path] = text
        // A scan asks of the same app for each folder: parsed once (`AppSources`).
        let tree = AppSources.current?.tree(of: path, text: text) ?? SourceParser.parse(text)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let collector = Collector(
          file: path, given: givenFiles.contains(path), text: text, converter: converter)
        collector.walk(tree)
        parsed.append((path, tree, converter))
        for (name, uses) in collector.members { members[name, default: []] += uses }
        for (name, uses) in collector.references { references[name, default: []] += uses }
        for (name, calls) in collector.constructions { constructions[name, default: []] += calls }
        for (name, found) in collector.holders { holders[name, default: []] += found }
        injections += collector.injections
        for (name, type) in collector.sharedObjects { sharedObjects[name, default: []].append(type) }
        codeTakers.formUnion(collector.codeTakers)
        classes.formUnion(collector.classes)
        for name in collector.declared { declarations[name, default: []].append(path) }
        for name in collector.extended { extensions[name, default: []].append(path) }
        for (name, found) in collector.observableObjects { observableObjects[name, default: []] += found }
        for (name, found) in collector.published { published[name, default: []] += found }
        imports[path] = (collector.modules, collector.importsEnd)
        for property in collector.properties { properties[property.name, default: []].append(property) }
        for (owner, name) in collector.enumCases { enumCases[owner, default: []].insert(name) }
        functions.formUnion(collector.functions)
      }
    }
  }

  /// The type `call` makes, if it is a type's call: `View(…)`, or a nested type's, qualified
  /// (`Preference.ConfigView(…)`): a capitalized name, after a capitalized base.
  static func madeType(by call: FunctionCallExprSyntax) -> String? {
    let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    let qualified = member?.base.map { $0.trimmedDescription.first?.isUppercase == true } ?? false
    guard
      let called = call.calledExpression.as(DeclReferenceExprSyntax.self)
        ?? (qualified ? member?.declName : nil),
      called.baseName.text.first?.isUppercase == true
    else { return nil }
    return called.baseName.text
  }

  /// The index, made once, when first asked for (by any thread).
  private final class LazyIndex: @unchecked Sendable {
    private let lock = NSLock()
    private let make: @Sendable () -> Index
    private var made: Index?

    init(_ make: @escaping @Sendable () -> Index) {
      self.make = make
    }

    var value: Index {
      lock.lock()
      defer { lock.unlock() }
      if let made { return made }
      let index = make()
      made = index
      return index
    }
  }

  /// Reads one file's uses.
  fileprivate final class Collector: SyntaxVisitor {
    let file: String
    let given: Bool
    let converter: SourceLocationConverter
    var members: [String: [Use]] = [:]
    var references: [String: [Use]] = [:]
    var constructions: [String: [(use: Use, labels: [String])]] = [:]
    var holders: [String: [Holder]] = [:]
    var injections: [Injection] = []
    var sharedObjects: [(name: String, type: String)] = []
    var codeTakers: Set<String> = []
    var classes: Set<String> = []
    var extended: [String] = []
    var declared: [String] = []
    var observableObjects: [String: [ModelDeclaration]] = [:]
    var published: [String: [(field: String, removal: SourceEdit)]] = [:]
    var modules: Set<String> = []
    var importsEnd = 0
    var properties: [Property] = []
    var functions: Set<String> = []
    var enumCases: [(owner: String, name: String)] = []
    let bytes: [UInt8]

    init(file: String, given: Bool, text: String, converter: SourceLocationConverter) {
      self.file = file
      bytes = Array(text.utf8)
      self.given = given
      self.converter = converter
      super.init(viewMode: .sourceAccurate)
    }

    private func use(_ node: some SyntaxProtocol) -> Use {
      Use(node: Syntax(node), file: file, converter: converter, given: given)
    }

    /// Whether `node` is a member of a type or extension, or at the top of a file: not a local
    /// of a function, closure or accessor.
    static func isDeclaredAtTypeOrFileLevel(_ node: some SyntaxProtocol) -> Bool {
      for ancestor in sequence(first: Syntax(node), next: \.parent).dropFirst() {
        if ancestor.is(MemberBlockItemSyntax.self) || ancestor.is(SourceFileSyntax.self) { return true }
        if ancestor.is(CodeBlockSyntax.self) || ancestor.is(ClosureExprSyntax.self)
          || ancestor.is(AccessorBlockSyntax.self)
        {
          return false
        }
      }
      return false
    }

    /// The type whose declaration or extension holds `node`.
    static func owner(of node: some SyntaxProtocol) -> String? {
      for ancestor in sequence(first: Syntax(node), next: \.parent) {
        if let type = ancestor.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = ancestor.as(StructDeclSyntax.self) { return type.name.text }
        if let type = ancestor.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = ancestor.as(ActorDeclSyntax.self) { return type.name.text }
        if let type = ancestor.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
      }
      return nil
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      declared.append(node.name.text)
      return .visitChildren
    }

    // An enum, an actor, a protocol or a type alias declares a name of the app's too.
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }

    private func declare(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
      declared.append(name.text)
      return .visitChildren
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
      // `for await event in player.events`: what the sequence yields runs the loop's code.
      if node.awaitKeyword != nil { codeTakers.formUnion(AppUses.names(in: node.sequence)) }
      return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      extended.append(node.extendedType.trimmedDescription)
      return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      declared.append(node.name.text)
      // A subclass of an SDK class (`class MyPlayer: AVPlayer`) changes what its calls do.
      extended +=
        node.inheritanceClause?.inheritedTypes.compactMap {
          $0.type.trimmedDescription.split(separator: ".").last.map(String.init)
        } ?? []
      classes.insert(node.name.text)
      if let declaration = ModelDeclaration(node, file: file) {
        observableObjects[node.name.text, default: []].append(declaration)
      }
      return .visitChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
      modules.insert(node.path.trimmedDescription)
      importsEnd = max(importsEnd, node.endPositionBeforeTrailingTrivia.utf8Offset)
      return .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      let name = node.declName.baseName.text
      members[name, default: []].append(use(node))
      if name == "environmentObject", let call = node.parent?.as(FunctionCallExprSyntax.self) {
        injections.append(Injection(use(call), call, name: node.declName.baseName))
      }
      return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      if node.keyPathInParent != \MemberAccessExprSyntax.declName {
        let name = node.baseName.text
        if name.hasPrefix("$") || name == "objectWillChange" {
          references[name, default: []].append(use(node))
        }
      }
      return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      codeTakers.formUnion(AppUses.codeTakers(of: node))
      if let type = AppUses.madeType(by: node) {
        constructions[type, default: []].append((use(node), node.arguments.compactMap { $0.label?.text }))
      }
      return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      codeTakers.formUnion(AppUses.codeTakers(of: node))
      return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      functions.insert(node.name.text)
      return .visitChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
      if let owner = Self.owner(of: node) {
        enumCases += node.elements.map { (owner, $0.name.text) }
      }
      return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      if Self.isDeclaredAtTypeOrFileLevel(node) {
        properties += Property.all(declaredBy: node, in: Self.owner(of: node))
      }
      if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
        node.bindingSpecifier.tokenKind == .keyword(.let), let owner = Self.owner(of: node)
      {
        for binding in node.bindings {
          // `Store()`, a generic one, `Store<Item>(…)`, or `Self()`: its type's name.
          let called = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let made = called?.unspecialized.as(DeclReferenceExprSyntax.self)
          else { continue }
          let type = made.baseName.tokenKind == .keyword(.Self) ? owner : made.baseName.text
          sharedObjects.append(("\(owner).\(name)", type))
        }
      }
      for attribute in node.attributes.compactMap({ $0.as(AttributeSyntax.self) }) {
        let wrapper = attribute.attributeName.trimmedDescription
        if wrapper == "Published", let owner = Self.owner(of: node) {
          let removal = SourceEdit.removing(attribute, in: bytes, file: file)
          for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
              continue
            }
            published[owner, default: []].append((name, removal))
          }
        }
        guard let kind = Holder.Wrapper(rawValue: wrapper), let binding = node.bindings.first,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { continue }
        let type =
          binding.typeAnnotation?.type.trimmedDescription
          ?? binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
        guard let type else { continue }
        holders[type, default: []].append(
          Holder(
            use: use(node), wrapper: kind, name: name,
            attribute: SourceEdit.removing(attribute, in: bytes, file: file),
            written: attribute.positionAfterSkippingLeadingTrivia
              .utf8Offset..<attribute.endPositionBeforeTrailingTrivia
              .utf8Offset))
      }
      return .visitChildren
    }
  }
}
