import SwiftSyntax

/// The types the given files declare, each with its declaration and its extensions merged
/// (in any of the files): what a type's name in a body, an action or another type refers to,
/// and where each of its members is written (docs/swiftui-import.md, "Reading Swift as the compiler would").
struct SourceSymbols {
  /// A declaration of a type, or an extension of it, in its file.
  struct Part {
    let group: any DeclGroupSyntax
    let file: String
    let converter: SourceLocationConverter

    func place(of node: some SyntaxProtocol) -> SourcePlace {
      SourcePlace(node, file: file, converter)
    }
  }

  /// A member of a type, in the declaration or extension that writes it.
  struct Member {
    let decl: DeclSyntax
    let part: Part
  }

  /// What a type is to the import.
  final class TypeSymbol {
    let name: String
    /// The `struct`, `class`, `enum` or `actor` declaration, if the files have it.
    private(set) var declaration: Part?
    private(set) var extensions: [Part] = []
    /// The names of what it inherits or conforms to, in its declaration and its extensions
    /// (`View`, `ObservableObject`, `Equatable`, `App`), the last component of each.
    private(set) var inherited: Set<String> = []
    /// The attributes of its declaration (`Observable`, `Model`, `main`).
    private(set) var attributes: Set<String> = []

    init(name: String) {
      self.name = name
    }

    /// The lines of its declaration and of each extension.
    var spans: [SourceSpan] {
      ([declaration].compactMap { $0 } + extensions).map { SourceSpan($0.group, file: $0.file, $0.converter) }
    }

    var isStruct: Bool { declaration?.group.is(StructDeclSyntax.self) == true }
    var isClass: Bool { declaration?.group.is(ClassDeclSyntax.self) == true }
    var isEnum: Bool { declaration?.group.is(EnumDeclSyntax.self) == true }
    var isProtocol: Bool { declaration?.group.is(ProtocolDeclSyntax.self) == true }

    /// Every member, those of the declaration first, then each extension's.
    var members: [Member] {
      ([declaration].compactMap { $0 } + extensions).flatMap { part in
        part.group.memberBlock.members.map { Member(decl: $0.decl, part: part) }
      }
    }

    /// The members of the declaration alone (stored properties are only there), with the
    /// `@NSManaged` properties of its extensions, which Core Data stores (Xcode's
    /// `+CoreDataProperties` extension declares an entity's).
    var declaredMembers: [Member] {
      guard let declaration else { return [] }
      let managed = extensions.flatMap { part in
        part.group.memberBlock.members
          .filter {
            $0.decl.as(VariableDeclSyntax.self)?.attributes.hasAttribute(SourceSymbols.managed) == true
          }
          .map { Member(decl: $0.decl, part: part) }
      }
      return declaration.group.memberBlock.members.map { Member(decl: $0.decl, part: declaration) } + managed
    }

    fileprivate func add(_ part: Part, isDeclaration: Bool) {
      if isDeclaration {
        // The first declaration of a name wins; another is left out by the collectors.
        guard declaration == nil else { return }
        declaration = part
        for attribute in part.group.attributes {
          if let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription {
            attributes.insert(String(name.split(separator: ".").last ?? Substring(name)))
          }
        }
      } else {
        extensions.append(part)
      }
      inherited.formUnion(SourceScope.inheritedNames(part.group.inheritanceClause))
    }

    /// Hands the extension `part` over to `other`, with what it inherits.
    fileprivate func move(_ part: Part, to other: TypeSymbol) {
      extensions.removeAll { $0.group.id == part.group.id }
      other.add(part, isDeclaration: false)
      inherited = Set(
        ([declaration].compactMap { $0 } + extensions).flatMap {
          SourceScope.inheritedNames($0.group.inheritanceClause)
        })
    }
  }

  /// The types by name (the last component of a nested type's), in the order they first
  /// appear.
  private(set) var types: [String: TypeSymbol] = [:]
  private(set) var order: [String] = []
  /// Declarations of a name declared before, which the import leaves out: each with the place
  /// of the first.
  private(set) var duplicates: [(name: String, place: SourcePlace, first: SourcePlace)] = []
  /// Structs and enums of a name declared before inside another type (`DialogRow.Constant`
  /// after `ChatInputPanel.Constant`, each type's `CodingKeys`), by name: Swift tells them
  /// apart by the type around each, and to the import they are the same, no view, no model,
  /// each `Equatable` or none (`settleNamesakes`). Their lists and `allCases` are not read by
  /// the name (docs/swiftui-import.md, "Namespaces").
  private(set) var namesakes: [String: [Part]] = [:]
  /// A protocol that a type of another namespace shadows (`protocol StateModel` and
  /// `extension Feature { class StateModel }`), by name: the name is the type where a
  /// property's type or a call writes it, and this protocol only where something conforms to
  /// it (docs/swiftui-import.md, "Namespaces").
  private(set) var shadowed: [String: TypeSymbol] = [:]
  /// Classes of one name nested in other types (`extension ContainerLogsView { @Observable
  /// final class ViewModel }`, `StacksView.ViewModel`), by that name: Swift tells them apart
  /// by the types around each, and so does the import. The first keeps the name; each other
  /// is a type of its own, named with its outer types. Each with the scope it is declared in
  /// and the name it is kept under (docs/swiftui-import.md, "Namespaces").
  private(set) var namesakeClasses: [String: [(scope: [String], name: String)]] = [:]
  /// The constant lists the files declare, by the name a body uses for them, with how many
  /// elements each has: a global or `static let` holding an array literal (`tabs`,
  /// `Tab.all`), and an enum's `allCases` (`Tab.allCases`) with its cases.
  private(set) var constantLists: [String: Int] = [:]
  /// The static members of the files' types and their extensions that are a value of the type
  /// that never changes, each as its type names it (`Color.brand`, `Image.placeholder`): a
  /// `static let` of the type (`isOwnValue`), or a `static var` whose getter makes one of
  /// literals (`makesOfLiterals`). A namesake's are left out (the name does not say which
  /// type's).
  private(set) var constantMembers: Set<String> = []
  /// The cases of the enums the files declare, each as its type names it (`Mode.dark`), with
  /// their raw values.
  private(set) var enumCases = EnumCases()
  /// The functions and variables the files declare outside any type (`func log(_:)`,
  /// `let logger`).
  private(set) var globals: Set<String> = []
  /// The functions the files declare outside any type, by name (each overload).
  private(set) var globalFunctions: [String: [FunctionDeclSyntax]] = [:]
  /// Type aliases of a generic class the files declare, each a class of its own
  /// (`addGenericClassAliases`), with the generic class's name.
  private(set) var genericClassAliases: [String: String] = [:]

  /// The names the files declare a type or a global of: a call rooted in one is the app's.
  var declaredNames: Set<String> {
    globals.union(types.values.filter { $0.declaration != nil }.map(\.name))
  }

  init(_ files: [(path: String, tree: SourceFileSyntax, converter: SourceLocationConverter)]) {
    var aliases: [TypeAliasDeclSyntax] = []
    for (path, tree, converter) in files {
      for item in tree.statements {
        if let variable = item.item.as(VariableDeclSyntax.self) {
          addConstantLists(variable, in: nil)
          for binding in variable.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
              globals.insert(name)
            }
          }
        }
        if let function = item.item.as(FunctionDeclSyntax.self) {
          globals.insert(function.name.text)
          globalFunctions[function.name.text, default: []].append(function)
        }
      }
      for decl in SourceDeclarations.all(in: tree) {
        if let alias = decl.as(TypeAliasDeclSyntax.self), SourceScope.enclosing(alias).isEmpty {
          aliases.append(alias)
        }
        guard let group = decl.asProtocol(DeclGroupSyntax.self) else { continue }
        let part = Part(group: group, file: path, converter: converter)
        let name: String
        let isDeclaration: Bool
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
          let written = extensionDecl.extendedType.trimmedDescription
          name = String(written.split(separator: ".").last ?? Substring(written))
          isDeclaration = false
        } else if let named = decl.asProtocol(NamedDeclSyntax.self),
          decl.is(StructDeclSyntax.self) || decl.is(ClassDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
            || decl.is(ActorDeclSyntax.self) || decl.is(ProtocolDeclSyntax.self)
        {
          name = named.name.plainName
          isDeclaration = true
        } else {
          continue
        }
        if types[name] == nil {
          types[name] = TypeSymbol(name: name)
          order.append(name)
        }
        if isDeclaration, let first = types[name]!.declaration {
          if let qualified = Self.namesakeClassName(part, of: first, name), types[qualified] == nil {
            addNamesakeClass(part, named: qualified, of: first, name)
          } else if Self.mayBeNamesake(part, of: first) {
            namesakes[name, default: []].append(part)
          } else if !shadow(name, by: part) {
            duplicates.append((name, part.place(of: group), first.place(of: first.group)))
          }
          continue
        }
        types[name]!.add(part, isDeclaration: isDeclaration)
      }
    }
    settleNamesakes()
    moveQualifiedExtensions()
    addGenericClassAliases(aliases)
    addTypeLists()
  }

  /// `typealias Post = Entity<PostData, PostExtra>` of a generic class the files declare: `Post`
  /// is a class of its own with `Entity`'s declaration and unconstrained extensions, and its own
  /// extensions (`extension Post`). Swift makes each specialization a type of its own, whose
  /// instances are its own; what its generic parameters stand for is left as written
  /// (docs/swiftui-import.md, "What the source states").
  private mutating func addGenericClassAliases(_ aliases: [TypeAliasDeclSyntax]) {
    for alias in aliases {
      let name = alias.name.plainName
      guard let generic = alias.initializer.value.as(IdentifierTypeSyntax.self),
        generic.genericArgumentClause != nil,
        let base = types[generic.name.plainName], base.name != name,
        let declaration = base.declaration, base.isClass,
        declaration.group.as(ClassDeclSyntax.self)?.genericParameterClause != nil,
        types[name]?.declaration == nil, shadowed[name] == nil, namesakes[name] == nil
      else { continue }
      let symbol = TypeSymbol(name: name)
      symbol.add(declaration, isDeclaration: true)
      for part in base.extensions where part.group.as(ExtensionDeclSyntax.self)?.genericWhereClause == nil {
        symbol.add(part, isDeclaration: false)
      }
      for part in types[name]?.extensions ?? [] { symbol.add(part, isDeclaration: false) }
      if types[name] == nil { order.append(name) }
      types[name] = symbol
      genericClassAliases[name] = base.name
    }
  }

  /// The name a class declared after `first` of its name `name` is kept under when Swift tells
  /// the two apart by the types around each: both classes, this one nested in a type other
  /// than the one `first` is in (`StacksView.ViewModel`).
  private static func namesakeClassName(_ part: Part, of first: Part, _ name: String) -> String? {
    guard part.group.is(ClassDeclSyntax.self), first.group.is(ClassDeclSyntax.self) else { return nil }
    let outer = SourceScope.enclosing(part.group)
    guard !outer.isEmpty, outer != SourceScope.enclosing(first.group) else { return nil }
    return (outer + [name]).joined(separator: ".")
  }

  private mutating func addNamesakeClass(
    _ part: Part, named qualified: String, of first: Part, _ name: String
  ) {
    let symbol = TypeSymbol(name: qualified)
    symbol.add(part, isDeclaration: true)
    types[qualified] = symbol
    order.append(qualified)
    if namesakeClasses[name] == nil { namesakeClasses[name] = [(SourceScope.enclosing(first.group), name)] }
    namesakeClasses[name]?.append((SourceScope.enclosing(part.group), qualified))
  }

  /// An extension written with a namesake class's outer types (`extension
  /// StacksView.ViewModel`) extends that class, not the first of its name.
  private mutating func moveQualifiedExtensions() {
    for name in namesakeClasses.keys.sorted() {
      guard let first = types[name] else { continue }
      for part in first.extensions {
        guard let extended = part.group.as(ExtensionDeclSyntax.self),
          let owner = types[SourceScope.components(of: extended.extendedType).joined(separator: ".")],
          owner !== first
        else { continue }
        first.move(part, to: owner)
      }
    }
  }

  /// The name the files keep the class `name` under where a property or a call written in
  /// `scope` names it (`use`): of namesake classes, the one Swift finds from there; else
  /// `name` itself.
  func className(_ name: String, used use: @autoclosure () -> SourceScope.Use) -> String {
    guard let declared = namesakeClasses[name],
      let scope = SourceScope.found(among: declared.map(\.scope), from: use())
    else { return name }
    return declared.first { $0.scope == scope }?.name ?? name
  }

  /// Whether the declaration `part` of `name`, declared before, is told apart by its
  /// namespace: one of the two a protocol, the other not, each in another scope (Swift
  /// refuses two of one name in one scope). The type takes the name, with the extensions so
  /// far; the protocol is `shadowed`.
  private mutating func shadow(_ name: String, by part: Part) -> Bool {
    guard let kept = types[name], let first = kept.declaration, shadowed[name] == nil,
      first.group.is(ProtocolDeclSyntax.self) != part.group.is(ProtocolDeclSyntax.self),
      SourceScope.enclosing(first.group) != SourceScope.enclosing(part.group)
    else { return false }
    let (type, protocolPart) = part.group.is(ProtocolDeclSyntax.self) ? (first, part) : (part, first)
    let taking = TypeSymbol(name: name)
    taking.add(type, isDeclaration: true)
    for extended in kept.extensions { taking.add(extended, isDeclaration: false) }
    let protocolSymbol = TypeSymbol(name: name)
    protocolSymbol.add(protocolPart, isDeclaration: true)
    types[name] = taking
    shadowed[name] = protocolSymbol
    return true
  }

  /// Whether `part`, declared after `first` of its name, may be its namesake: both enums, or
  /// both structs without stored properties of their own (a record's type is read by its name:
  /// `ModelCollector`), each inside another type (`SourceScope.enclosing`).
  private static func mayBeNamesake(_ part: Part, of first: Part) -> Bool {
    let kinds = [part.group, first.group].map { group -> Int in
      if group.is(EnumDeclSyntax.self) { return 0 }
      return group.is(StructDeclSyntax.self) && !storesValues(group) ? 1 : 2
    }
    let (outer, firstOuter) = (SourceScope.enclosing(part.group), SourceScope.enclosing(first.group))
    return kinds[0] == kinds[1] && kinds[0] < 2 && !outer.isEmpty && !firstOuter.isEmpty
      && outer != firstOuter
  }

  /// Whether `group` declares a stored property of its instances, or may (a `#if` block).
  private static func storesValues(_ group: some DeclGroupSyntax) -> Bool {
    group.memberBlock.members.contains { $0.decl.is(IfConfigDeclSyntax.self) }
      || group.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.contains { variable in
        !variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
          && variable.bindings.contains(where: \.isStored)
      }
  }

  /// Namesakes that the import would read as one type they are not: one with an attribute
  /// (`@Observable`, `@MainActor`), a view (its extensions count for the first), or some
  /// `Equatable` and some not (`TypeEquatability`). Those are left out with a warning, as two
  /// declarations of one name are.
  private mutating func settleNamesakes() {
    for name in namesakes.keys.sorted() {
      guard let parts = namesakes[name], let kept = types[name], let first = kept.declaration else {
        continue
      }
      let telling: Set<String> = ["View", "App", "Scene"]
      let firstEquatable = TypeEquatability.declares(kept, in: self)
      let alike =
        kept.attributes.isEmpty && kept.inherited.isDisjoint(with: telling)
        && parts.allSatisfy { part in
          let alone = TypeSymbol(name: name)
          alone.add(part, isDeclaration: true)
          return part.group.attributes.isEmpty && alone.inherited.isDisjoint(with: telling)
            && TypeEquatability.declares(alone, in: self) == firstEquatable
        }
      guard !alike else { continue }
      namesakes[name] = nil
      duplicates += parts.map { (name, $0.place(of: $0.group), first.place(of: first.group)) }
    }
  }

  /// The types in the order they first appear.
  var all: [TypeSymbol] { order.compactMap { types[$0] } }

  /// The lists of the type `type` declares (`static let`, an enum's `allCases`), or, with no
  /// type, a global `let`; and the type's constant members (`constantMembers`).
  private mutating func addConstantLists(_ variable: VariableDeclSyntax, in type: String?) {
    let isStatic = variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
    if let type, isStatic, variable.bindingSpecifier.tokenKind == .keyword(.var) {
      // `static var brand: Color { .init("Brand") }`: made anew of literals each time, the same.
      for binding in variable.bindings
      where Self.makesOfLiterals(binding.accessorBlock, type: type) && Self.isTyped(binding, as: type) {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName,
          namesakes[type] == nil
        else { continue }
        constantMembers.insert("\(type).\(name)")
      }
    }
    guard variable.bindingSpecifier.tokenKind == .keyword(.let), type == nil || isStatic else { return }
    for binding in variable.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName else {
        continue
      }
      // A namesake's list is another type's: the name does not say which.
      if let type, namesakes[type] != nil { continue }
      if let type, Self.isOwnValue(binding, of: type) { constantMembers.insert("\(type).\(name)") }
      guard let array = binding.initializer?.value.as(ArrayExprSyntax.self) else { continue }
      constantLists[type.map { "\($0).\(name)" } ?? name] = array.elements.count
    }
  }

  /// Whether `accessor`, a computed property's getter, is one call of `type`'s initializer
  /// given only literals (`.init("Brand")`, `Color("Brand")`, `Color(red: 1, green: 0, blue:
  /// 0)`): the same value each time.
  private static func makesOfLiterals(_ accessor: AccessorBlockSyntax?, type: String) -> Bool {
    guard let accessor, case .getter(let statements) = accessor.accessors, statements.count == 1,
      let expr = statements.first?.item.as(ExprSyntax.self)
        ?? statements.first?.item.as(ReturnStmtSyntax.self)?.expression,
      let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
      initializes(call, type)
    else { return false }
    return call.arguments.allSatisfy { SourceExpression.isLiteral($0.expression) }
  }

  /// Whether `binding`, of a `static let` of `type`, holds a value of `type`: written with it
  /// (`: Color`, `: Self`), or made by its initializer (`Color("Brand")`, `.init(…)`).
  private static func isOwnValue(_ binding: PatternBindingSyntax, of type: String) -> Bool {
    if binding.typeAnnotation != nil { return isTyped(binding, as: type) }
    guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { return false }
    return initializes(call, type)
  }

  /// Whether `binding` is written with `type` (`: Color`, `: Self`), or without a type.
  private static func isTyped(_ binding: PatternBindingSyntax, as type: String) -> Bool {
    binding.typeAnnotation.map { [type, "Self"].contains($0.type.trimmedDescription) } ?? true
  }

  /// Whether `call` calls `type`'s initializer: `Color(…)`, `Self(…)`, `.init(…)`.
  private static func initializes(_ call: FunctionCallExprSyntax, _ type: String) -> Bool {
    let callee = call.calledExpression
    if let member = callee.as(MemberAccessExprSyntax.self) {
      return member.base == nil && member.declName.baseName.text == "init"
    }
    return callee.as(DeclReferenceExprSyntax.self).map { [type, "Self"].contains($0.baseName.text) } ?? false
  }

  /// The constant lists of the types: their `static let`s, and an enum's `allCases` when it
  /// is `CaseIterable` and no case has associated values; by the type's name and by the names
  /// the types around it give it (`addQualifiedLists`). The cases of every namesake of an enum
  /// are its cases by the name.
  private mutating func addTypeLists() {
    for type in all {
      for member in type.members {
        if let variable = member.decl.as(VariableDeclSyntax.self) {
          addConstantLists(variable, in: type.name)
        }
      }
      addQualifiedLists(of: type)
      guard type.isEnum else { continue }
      let cases = type.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
      enumCases.add(cases, of: type.name, inherited: type.inherited, ownsName: namesakes[type.name] == nil)
      for namesake in namesakes[type.name] ?? [] {
        let theirs = namesake.group.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
        enumCases.add(Array(theirs.flatMap(\.elements)), of: type.name, inherited: [], ownsName: false)
      }
      guard type.inherited.contains("CaseIterable"), namesakes[type.name] == nil else { continue }
      if cases.allSatisfy({ $0.parameterClause == nil }) {
        constantLists["\(type.name).allCases"] = cases.count
      }
    }
  }

  /// The lists of a nested type (and of each namesake) by the name the types around it give
  /// it (`DreamCodeService.Sort.allCases`, `Feed.Layout.tabs`): what its own declaration
  /// declares, each namesake's its own.
  private mutating func addQualifiedLists(of type: TypeSymbol) {
    for part in [type.declaration].compactMap({ $0 }) + (namesakes[type.name] ?? []) {
      let outer = SourceScope.enclosing(part.group)
      guard !outer.isEmpty else { continue }
      let qualified = (outer + [type.name]).joined(separator: ".")
      let members = part.group.memberBlock.members.map(\.decl)
      for variable in members.compactMap({ $0.as(VariableDeclSyntax.self) }) {
        addConstantLists(variable, in: qualified)
      }
      let cases = members.compactMap { $0.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
      // Its own clause: an extension of the name (`extension Shop.Sort: CaseIterable`) is
      // merged into the first declaration, whichever it extends.
      let inherited = Set(SourceScope.inheritedNames(part.group.inheritanceClause))
      if part.group.is(EnumDeclSyntax.self), inherited.contains("CaseIterable"),
        cases.allSatisfy({ $0.parameterClause == nil })
      {
        constantLists["\(qualified).allCases"] = cases.count
      }
    }
  }

  /// Structs that are views: declared `View`, or made one by an extension.
  var views: [TypeSymbol] { all.filter { $0.isStruct && $0.inherited.contains("View") } }

  /// The models: `@Observable` and SwiftData `@Model` classes, and `ObservableObject` classes,
  /// whose conformance may come from a base class or a protocol of the files, or from Core
  /// Data's `NSManagedObject`.
  var models: [TypeSymbol] {
    all.filter { type in
      type.isClass
        && (type.attributes.contains("Observable") || type.attributes.contains("Model")
          || conformances(of: type).contains("ObservableObject") || isManagedObject(type))
    }
  }
}
