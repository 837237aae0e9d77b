import SwiftSyntax

/// Finds the models of SwiftUI source: `@Observable` classes (with `@ObservationIgnored`) and
/// `ObservableObject` classes (`@Published` and plain properties), with their initial values.
struct ModelCollector {
  let file: String
  let converter: SourceLocationConverter

  func stores(in source: SourceFileSyntax, warnings: inout [ImportWarning]) -> [ScreenDraft.Store] {
    var stores: [ScreenDraft.Store] = []
    for declaration in source.statements.compactMap({ $0.item.as(DeclSyntax.self)?.as(ClassDeclSyntax.self) })
    {
      let observable = declaration.attributes.hasAttribute("Observable")
      let observableObject =
        declaration.inheritanceClause?.inheritedTypes.contains {
          $0.type.trimmedDescription == "ObservableObject"
        } ?? false
      guard observable || observableObject else { continue }
      let name = declaration.name.text
      var store = ScreenDraft.Store(
        key: name.prefix(1).lowercased() + name.dropFirst(), className: name,
        isObservableObject: observableObject && !observable, line: line(of: declaration))
      for member in declaration.memberBlock.members {
        guard let variable = member.decl.as(VariableDeclSyntax.self),
          !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
        else { continue }
        for binding in variable.bindings where binding.accessorBlock == nil {
          guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            continue
          }
          let observed =
            store.isObservableObject
            ? variable.attributes.hasAttribute("Published")
            : !variable.attributes.hasAttribute("ObservationIgnored")
          let initial = Self.initialValue(binding, line: line(of: binding), file: file, warnings: &warnings)
          store.fields.append((identifier, initial, observed))
        }
      }
      stores.append(store)
    }
    return stores
  }

  private func line(of node: some SyntaxProtocol) -> Int {
    node.startLocation(converter: converter).line
  }

  /// A literal initial value as written; otherwise a guess from the type, with a warning.
  static func initialValue(
    _ binding: PatternBindingSyntax, line: Int, file: String, warnings: inout [ImportWarning]
  ) -> String {
    if let value = binding.initializer?.value, let literal = literal(value) { return literal }
    let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
    let guess: String
    switch type {
    case "Int", "Int?": guess = "0"
    case "Double", "Double?", "CGFloat", "Float": guess = "0.0"
    case "Bool", "Bool?": guess = "false"
    default: guess = "\"\""
    }
    let written = binding.initializer?.value.trimmedDescription ?? "no initial value"
    warnings.append(
      ImportWarning(
        file: file, line: line,
        message: "took \(guess) as the first value of '\(binding.pattern.trimmedDescription)' (\(written))"))
    return guess
  }

  /// The value of a literal the screen format takes, as Swift text.
  static func literal(_ expr: ExprSyntax) -> String? {
    if expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self)
      || expr.is(BooleanLiteralExprSyntax.self)
    {
      return expr.trimmedDescription
    }
    if let string = expr.as(StringLiteralExprSyntax.self),
      string.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
    {
      return string.trimmedDescription
    }
    if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
      literal(prefix.expression) != nil
    {
      return expr.trimmedDescription
    }
    return nil
  }
}

extension AttributeListSyntax {
  /// Whether the list has `@name` (with or without arguments).
  func hasAttribute(_ name: String) -> Bool {
    contains { element in
      element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name
    }
  }

  /// The first attribute among `names`, if any.
  func attribute(among names: [String]) -> AttributeSyntax? {
    for element in self {
      if let attribute = element.as(AttributeSyntax.self),
        names.contains(attribute.attributeName.trimmedDescription)
      {
        return attribute
      }
    }
    return nil
  }
}
