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

    /// The members of the declaration alone (stored properties are only there).
    var declaredMembers: [Member] {
      guard let declaration else { return [] }
      return declaration.group.memberBlock.members.map { Member(decl: $0.decl, part: declaration) }
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
  }

  /// The types by name (the last component of a nested type's), in the order they first
  /// appear.
  private(set) var types: [String: TypeSymbol] = [:]
  private(set) var order: [String] = []
  /// Declarations of a name declared before, which the import leaves out: each with the place
  /// of the first.
  private(set) var duplicates: [(name: String, place: SourcePlace, first: SourcePlace)] = []
  /// A protocol that a type of another namespace shadows (`protocol StateModel` and
  /// `extension Feature { class StateModel }`), by name: the name is the type where a
  /// property's type or a call writes it, and this protocol only where something conforms to
  /// it (docs/swiftui-import.md, "Namespaces").
  private(set) var shadowed: [String: TypeSymbol] = [:]
  /// The constant lists the files declare, by the name a body uses for them, with how many
  /// elements each has: a global or `static let` holding an array literal (`tabs`,
  /// `Tab.all`), and an enum's `allCases` (`Tab.allCases`) with its cases.
  private(set) var constantLists: [String: Int] = [:]
  /// The cases of the enums the files declare, each as its type names it (`Mode.dark`).
  private(set) var enumCases: Set<String> = []
  /// The functions and variables the files declare outside any type (`func log(_:)`,
  /// `let logger`).
  private(set) var globals: Set<String> = []
  /// The functions the files declare outside any type, by name (each overload).
  private(set) var globalFunctions: [String: [FunctionDeclSyntax]] = [:]

  /// The names the files declare a type or a global of: a call rooted in one is the app's.
  var declaredNames: Set<String> {
    globals.union(types.values.filter { $0.declaration != nil }.map(\.name))
  }

  init(_ files: [(path: String, tree: SourceFileSyntax, converter: SourceLocationConverter)]) {
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
          if !shadow(name, by: part) {
            duplicates.append((name, part.place(of: group), first.place(of: first.group)))
          }
          continue
        }
        types[name]!.add(part, isDeclaration: isDeclaration)
      }
    }
    addTypeLists()
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

  /// The types in the order they first appear.
  var all: [TypeSymbol] { order.compactMap { types[$0] } }

  /// The lists of the type `part` declares (`static let`, an enum's `allCases`), or, with no
  /// type, a global `let`.
  private mutating func addConstantLists(_ variable: VariableDeclSyntax, in type: String?) {
    guard variable.bindingSpecifier.tokenKind == .keyword(.let),
      type == nil || variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
    else { return }
    for binding in variable.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName,
        let array = binding.initializer?.value.as(ArrayExprSyntax.self)
      else { continue }
      constantLists[type.map { "\($0).\(name)" } ?? name] = array.elements.count
    }
  }

  /// The constant lists of the types: their `static let`s, and an enum's `allCases` when it
  /// is `CaseIterable` and no case has associated values.
  private mutating func addTypeLists() {
    for type in all {
      for member in type.members {
        if let variable = member.decl.as(VariableDeclSyntax.self) {
          addConstantLists(variable, in: type.name)
        }
      }
      guard type.isEnum else { continue }
      let cases = type.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
      enumCases.formUnion(cases.map { "\(type.name).\($0.name.text)" })
      guard type.inherited.contains("CaseIterable") else { continue }
      if cases.allSatisfy({ $0.parameterClause == nil }) {
        constantLists["\(type.name).allCases"] = cases.count
      }
    }
  }

  /// Structs that are views: declared `View`, or made one by an extension.
  var views: [TypeSymbol] { all.filter { $0.isStruct && $0.inherited.contains("View") } }

  /// The models: `@Observable` and SwiftData `@Model` classes, and `ObservableObject` classes,
  /// whose conformance may come from a base class or a protocol of the files.
  var models: [TypeSymbol] {
    all.filter { type in
      type.isClass
        && (type.attributes.contains("Observable") || type.attributes.contains("Model")
          || conformances(of: type).contains("ObservableObject"))
    }
  }
}
