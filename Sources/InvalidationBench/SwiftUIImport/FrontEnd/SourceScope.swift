import SwiftSyntax

/// Where a declaration is written, as Swift looks a type's name up (docs/swiftui-import.md,
/// "Namespaces"): a name used inside `extension Feature { … }` finds `Feature.StateModel` before a
/// `StateModel` of the top level, so two types of one name in different namespaces are two
/// types, each found from its own namespace.
enum SourceScope {
  /// The names of the types and extensions that hold `node`, outermost first (`extension
  /// Feature.Part { struct Row }` holds `Row` in `["Feature", "Part"]`).
  static func enclosing(_ node: some SyntaxProtocol) -> [String] {
    var names: [String] = []
    var current = node.parent
    while let syntax = current {
      if let extended = syntax.as(ExtensionDeclSyntax.self) {
        names.insert(contentsOf: components(of: extended.extendedType), at: 0)
      } else if syntax.isProtocol(DeclGroupSyntax.self), let named = syntax.asProtocol(NamedDeclSyntax.self) {
        names.insert(named.name.plainName, at: 0)
      }
      current = syntax.parent
    }
    return names
  }

  /// The name a type is written with, without its module, its outer types or its generic
  /// arguments (`BaseModel<Provider>`, `Feature.StateModel`, `SwiftUI.View`: `BaseModel`,
  /// `StateModel`, `View`).
  static func plainName(of type: TypeSyntax) -> String {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.plainName }
    if let member = type.as(MemberTypeSyntax.self) { return member.name.plainName }
    let written = type.trimmedDescription
    let plain = written.split(separator: "<").first.map(String.init) ?? written
    return String(plain.split(separator: ".").last ?? Substring(plain))
  }

  /// The names an inheritance clause gives, each as `plainName` writes it (`SwiftUI.View`,
  /// `View & Equatable`, `BaseModel<Provider>`, `@unchecked Sendable`: `View`, `View`,
  /// `Equatable`, `BaseModel`, `Sendable`).
  static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
    (clause?.inheritedTypes ?? []).flatMap { inherited -> [String] in
      var written = inherited.type
      if let attributed = written.as(AttributedTypeSyntax.self) { written = attributed.baseType }
      let components = written.as(CompositionTypeSyntax.self)?.elements.map(\.type) ?? [written]
      return components.map(plainName(of:))
    }
  }

  /// Where a type's name is used: the scope it is written in, or, for a name written with
  /// its outer types (`Feature.StateModel`), those types.
  struct Use: Hashable, Sendable {
    let scope: [String]
    let isQualified: Bool
  }

  /// Of the scopes a name is declared in, the one a use finds: for a name written alone, the
  /// longest that its scope starts with (`[]`, the top level, starts every scope); for a
  /// qualified name, one that ends with its outer types; `nil` when none does.
  static func found(among declared: [[String]], from use: Use) -> [String]? {
    if use.isQualified { return declared.first { $0.reversed().starts(with: use.scope.reversed()) } }
    return declared.filter { use.scope.starts(with: $0) }.max { $0.count < $1.count }
  }

  /// How the property `binding` of a view written in `scope` uses its type's name: by its
  /// type (`var state: Feature.StateModel`) or what makes its value (`= Feature.StateModel()`).
  static func use(of binding: PatternBindingSyntax?, in scope: [String]) -> Use {
    var type = binding?.typeAnnotation?.type
    if let optional = type?.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
    if let member = type?.as(MemberTypeSyntax.self) {
      return Use(scope: components(of: member.baseType), isQualified: true)
    }
    let made = binding?.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression
      .trimmedDescription
    // `Feature.StateModel()`, `Feature.StateModel.init()`.
    var names = made?.split(separator: ".").map(String.init) ?? []
    while names.last?.first?.isUppercase == false { names.removeLast() }
    if type == nil, names.count > 1, names.allSatisfy({ $0.first?.isUppercase == true }) {
      return Use(scope: Array(names.dropLast()), isQualified: true)
    }
    return Use(scope: scope, isQualified: false)
  }

  /// The names a type is written with, its outer types' first (`Feature.StateModel`).
  static func components(of type: TypeSyntax) -> [String] {
    if let member = type.as(MemberTypeSyntax.self) {
      return components(of: member.baseType) + [member.name.plainName]
    }
    return [plainName(of: type)]
  }
}
