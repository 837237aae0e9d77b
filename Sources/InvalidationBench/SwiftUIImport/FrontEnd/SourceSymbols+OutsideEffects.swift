import SwiftSyntax

extension SourceSymbols {
  /// The roots of the calls an action makes that change nothing a view reads: the SDK's
  /// (`ConstructRegistry.outsideEffects`) that the files do not declare again, and the app's
  /// own types and functions that can reach no model (`inertNames`) (docs/swiftui-import.md,
  /// "Actions").
  var outsideEffectRoots: Set<String> {
    ConstructRegistry.outsideEffects.subtracting(declaredNames).union(inertNames)
  }

  /// The app's types and functions outside any type that can change nothing a view reads (a
  /// haptics helper, a logger, a formatter, `func playClick()`): no model nor view, no
  /// protocol, and none of their declarations and extensions names a model (but one it only
  /// tests through a private stored property, `ReadOnlyModels`), a view, a protocol, a global
  /// variable of the files, a type or function of the files that is not itself such a one, what feeds a view back (`ConstructRegistry.feedsViews`), or a function
  /// type (a closure it keeps or is given may write anything). A function is not one where a
  /// type of the files has a member of its name (a call inside that type is the member's), nor
  /// is any name declared twice. Judged on the files of one import (not `wholeApp`), a function
  /// that names a capitalized name the files do not declare is not one either: that may be a
  /// model of a file not given. Decided on the names alone, so one may be refused that could
  /// not reach a model, never taken that can.
  var inertNames: Set<String> { inertNames(wholeApp: false) }

  /// `inertNames`, judged on every file of the app when `wholeApp`: a name none declares is
  /// then the SDK's or a package's.
  func inertNames(wholeApp: Bool) -> Set<String> {
    let modelNames = Set(models.map(\.name))
    let known = Set(types.keys).union(globals)
    // A name a protocol of another namespace shares means two types.
    let twice = Set(duplicates.map(\.name)).union(shadowed.keys).union(namesakes.keys)
      .union(namesakeClasses.values.flatMap { $0.map(\.name) })
    var references: [String: Set<String>] = [:]
    for type in all where !type.isProtocol && !modelNames.contains(type.name) && !isView(type) {
      let parts = ([type.declaration].compactMap { $0 } + type.extensions).map { Syntax($0.group) }
      guard !twice.contains(type.name), let named = Self.namesUsed(by: parts) else { continue }
      let onlyRead = ReadOnlyModels(in: parts, among: named.intersection(modelNames)).names
      references[type.name] = named.subtracting(onlyRead).intersection(known).subtracting([type.name])
    }
    let memberNames = Set(all.flatMap { $0.members.flatMap { Self.memberNames($0.decl) } })
    for (name, functions) in globalFunctions where types[name] == nil && !memberNames.contains(name) {
      guard let named = Self.namesUsed(by: functions.map { Syntax($0) }),
        wholeApp || !named.contains(where: { $0.first?.isUppercase == true && !known.contains($0) })
      else { continue }
      references[name] = named.intersection(known).subtracting([name])
    }
    var inert = Set(references.keys)
    var changed = true
    while changed {
      changed = false
      for (name, named) in references where inert.contains(name) && !named.isSubset(of: inert) {
        inert.remove(name)
        changed = true
      }
    }
    return inert
  }

  /// The names a member declares, if it is a function or a variable.
  private static func memberNames(_ decl: DeclSyntax) -> [String] {
    if let function = decl.as(FunctionDeclSyntax.self) { return [function.name.text] }
    return decl.as(VariableDeclSyntax.self)?.bindings.compactMap {
      $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    } ?? []
  }

  /// What the files say of names outside them, for the calls an action makes on them
  /// (`ActionTranslator.outsideCall`).
  struct OutsideNames: Sendable {
    /// The names the files declare a type or a global of.
    var declared: Set<String> = []
    /// The properties of the files' types whose type the files do not declare (`player` of
    /// `let player: AVPlayer?` or `var player = AVPlayer()`), by name, with that type: a
    /// capitalized name without generic arguments, not one of the files' types, of a
    /// property without a wrapper (`@StateObject`, `@Published`: what a view may observe). A
    /// name declared with another type too, or without a type written, is not one.
    var properties: [String: String] = [:]
    /// The names a computed property (a view's body among them) or a function returning a
    /// value uses, outside the closures an action runs: what a view may read (a package's
    /// `@Observable` object's members are tracked wherever a body reads them).
    var read: Set<String> = []
  }

  /// What the files say of names outside them.
  var outsideNames: OutsideNames {
    var names = OutsideNames(declared: declaredNames)
    var found: [String: String?] = [:]
    for type in all {
      for member in type.members {
        // A function returning a value may be called by a body (a view part, a model's
        // `status()`): what it uses, a body may read.
        if let function = member.decl.as(FunctionDeclSyntax.self), function.signature.returnClause != nil {
          names.read.formUnion(Self.identifiers(in: function.body))
        }
        guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
        for binding in variable.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
          if !binding.isStored { names.read.formUnion(Self.identifiers(in: binding.accessorBlock)) }
          let written =
            variable.attributes.isEmpty
            ? Self.typeName(of: binding).flatMap { names.declared.contains($0) ? nil : $0 } : nil
          found[name] = found[name] == nil || found[name] == written ? written : String?.none
        }
      }
    }
    names.properties = found.compactMapValues { $0 }.filter { !names.read.contains($0.key) }
    return names
  }

  /// The identifiers `node` uses where a body evaluates them: outside the closures an action
  /// runs (`ActionClosures`), as the read census counts reads.
  private static func identifiers(in node: (some SyntaxProtocol)?) -> Set<String> {
    guard let node else { return [] }
    let finder = NameFinder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.names
  }

  /// The type `binding` is written with or made by (`ModelCollector.typeName(of:)`), if it is
  /// capitalized and has no generic arguments.
  private static func typeName(of binding: PatternBindingSyntax) -> String? {
    if let type = binding.typeAnnotation?.type, type.description.contains("<") { return nil }
    guard let name = ModelCollector.typeName(of: binding), name.first?.isUppercase == true else { return nil }
    return name
  }

  private func isView(_ type: TypeSymbol) -> Bool {
    let conformances = conformances(of: type)
    return conformances.contains("View") || conformances.contains("App") || conformances.contains("Scene")
  }

  /// The identifiers `parts` (a type's declaration and extensions, or a function's
  /// overloads) use; `nil` if one feeds a view back (a key path type among those), writes
  /// through a key path literal (`\`), or a function type is written there.
  private static func namesUsed(by parts: [Syntax]) -> Set<String>? {
    var names: Set<String> = []
    for part in parts {
      for token in part.tokens(viewMode: .sourceAccurate) {
        if token.tokenKind == .backslash { return nil }
        guard case .identifier(let text) = token.tokenKind else { continue }
        if ConstructRegistry.feedsViews.contains(text) { return nil }
        names.insert(text)
      }
      if FunctionTypeFinder.finds(in: part) { return nil }
    }
    return names
  }
}

/// Whether a declaration writes a function type (`() -> Void`, `@escaping (Int) -> Void`).
private final class FunctionTypeFinder: SyntaxVisitor {
  private var found = false

  static func finds(in node: Syntax) -> Bool {
    let finder = FunctionTypeFinder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.found
  }

  override func visit(_ node: FunctionTypeSyntax) -> SyntaxVisitorContinueKind {
    found = true
    return .skipChildren
  }
}
