import SwiftSyntax

/// The types the given files declare, each with its declaration and its extensions merged
/// (in any of the files): what a type's name in a body, an action or another type refers to,
/// and where each of its members is written (docs/swiftui-import.md, "Names").
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
      for type in part.group.inheritanceClause?.inheritedTypes ?? [] {
        let written = type.type.trimmedDescription
        // `SwiftUI.View`, `View & Equatable`.
        for component in written.split(separator: "&") {
          let name = component.trimmingCharacters(in: .whitespaces)
          inherited.insert(String(name.split(separator: ".").last ?? Substring(name)))
        }
      }
    }
  }

  /// The types by name (the last component of a nested type's), in the order they first
  /// appear.
  private(set) var types: [String: TypeSymbol] = [:]
  private(set) var order: [String] = []
  /// Declarations of a name declared before, which the import leaves out: each with the place
  /// of the first.
  private(set) var duplicates: [(name: String, place: SourcePlace, first: SourcePlace)] = []

  init(_ files: [(path: String, tree: SourceFileSyntax, converter: SourceLocationConverter)]) {
    for (path, tree, converter) in files {
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
            || decl.is(ActorDeclSyntax.self)
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
          duplicates.append((name, part.place(of: group), first.place(of: first.group)))
          continue
        }
        types[name]!.add(part, isDeclaration: isDeclaration)
      }
    }
  }

  /// The types in the order they first appear.
  var all: [TypeSymbol] { order.compactMap { types[$0] } }

  /// Structs that are views: declared `View`, or made one by an extension.
  var views: [TypeSymbol] { all.filter { $0.isStruct && $0.inherited.contains("View") } }

  /// The models: `@Observable` and SwiftData `@Model` classes, and `ObservableObject` classes.
  var models: [TypeSymbol] {
    all.filter { type in
      type.isClass
        && (type.attributes.contains("Observable") || type.attributes.contains("Model")
          || type.inherited.contains("ObservableObject"))
    }
  }
}
