import SwiftSyntax

/// Finds the models of SwiftUI source: `@Observable` classes (with `@ObservationIgnored`) and
/// `ObservableObject` classes (`@Published` and plain properties), with their initial values.
struct ModelCollector {
  let file: String
  let converter: SourceLocationConverter

  func stores(in source: SourceFileSyntax, warnings: inout [ImportWarning]) -> [ScreenDraft.Store] {
    var stores: [ScreenDraft.Store] = []
    let structs = Self.structs(in: source)
    for declaration in SourceDeclarations.all(in: source).compactMap({ $0.as(ClassDeclSyntax.self) }) {
      let observable = declaration.attributes.hasAttribute("Observable")
      let observableObject =
        declaration.inheritanceClause?.inheritedTypes.contains {
          $0.type.trimmedDescription == "ObservableObject"
        } ?? false
      guard observable || observableObject else { continue }
      let name = declaration.name.plainName
      var store = ScreenDraft.Store(
        key: name.prefix(1).lowercased() + name.dropFirst(), className: name,
        isObservableObject: observableObject && !observable, file: file, line: line(of: declaration))
      for member in SourceDeclarations.members(of: declaration.memberBlock) {
        guard let variable = member.as(VariableDeclSyntax.self),
          !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
        else { continue }
        for binding in variable.bindings where binding.accessorBlock == nil {
          guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName else {
            continue
          }
          if let element = Self.arrayElement(binding), let attributes = structs[element] {
            guard store.records == nil else {
              warnings.append(
                ImportWarning(
                  file: file, line: line(of: binding),
                  message: "kept only the first array of \(name) as records; '\(identifier)' is left out"))
              continue
            }
            let count = binding.initializer?.value.as(ArrayExprSyntax.self)?.elements.count ?? 0
            if count == 0 {
              warnings.append(
                ImportWarning(
                  file: file, line: line(of: binding),
                  message: "took 20 records for '\(identifier)' (set count: to what a real screen holds)"))
            }
            store.records = ScreenDraft.Records(
              name: identifier, elementType: element, count: count > 0 ? count : 20, attributes: attributes)
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

  /// The element type of an array property (`[Item]`, `Array<Item>`, or `[Item(…), …]`).
  static func arrayElement(_ binding: PatternBindingSyntax) -> String? {
    if let array = binding.typeAnnotation?.type.as(ArrayTypeSyntax.self) {
      return array.element.trimmedDescription
    }
    if let generic = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self), generic.name.text == "Array",
      let argument = generic.genericArgumentClause?.arguments.first
    {
      return argument.trimmedDescription
    }
    if let array = binding.initializer?.value.as(ArrayExprSyntax.self),
      let call = array.elements.first?.expression.as(FunctionCallExprSyntax.self)
    {
      return call.calledExpression.trimmedDescription
    }
    return nil
  }

  /// The structs of the source (not views) with their stored properties, as record attributes
  /// with first values over the record's `id`.
  static func structs(in source: SourceFileSyntax) -> [String: [(name: String, initial: String)]] {
    var structs: [String: [(name: String, initial: String)]] = [:]
    for decl in SourceDeclarations.all(in: source) {
      guard let declaration = decl.as(StructDeclSyntax.self),
        !(declaration.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "View" }
          ?? false)
      else { continue }
      var attributes: [(name: String, initial: String)] = []
      for member in SourceDeclarations.members(of: declaration.memberBlock) {
        guard let variable = member.as(VariableDeclSyntax.self) else { continue }
        for binding in variable.bindings where binding.accessorBlock == nil {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName,
            name != "id"
          else { continue }
          let initial: String
          switch binding.typeAnnotation?.type.trimmedDescription ?? "" {
          case "Int": initial = "id"
          case "Double", "CGFloat", "Float": initial = "id * 1.0"
          case "Bool": initial = "id % 2 == 0"
          default: initial = "\"\(name.prefix(1).uppercased() + name.dropFirst()) \\(id)\""
          }
          attributes.append((name, initial))
        }
      }
      if !attributes.isEmpty { structs[declaration.name.plainName] = attributes }
    }
    return structs
  }

  private func line(of node: some SyntaxProtocol) -> Int {
    node.startLocation(converter: converter).line
  }

  /// A literal initial value as written; otherwise a guess from the type, with a warning.
  static func initialValue(
    _ binding: PatternBindingSyntax, line: Int, file: String, warnings: inout [ImportWarning]
  ) -> String {
    if let value = binding.initializer?.value, let literal = literal(value) { return literal }
    let guess = guess(forType: binding.typeAnnotation?.type.trimmedDescription ?? "")
    let written =
      binding.initializer.map { BodyTranslator.snippet($0.value.trimmedDescription) } ?? "no initial value"
    warnings.append(
      ImportWarning(
        file: file, line: line,
        message: "took \(guess) as the first value of '\(binding.pattern.trimmedDescription)' (\(written))"))
    return guess
  }

  /// A first value of a property of type `type`, when the source gives none the screen
  /// format takes.
  static func guess(forType type: String) -> String {
    switch type {
    case "Int", "Int?": "0"
    case "Double", "Double?", "CGFloat", "Float": "0.0"
    case "Bool", "Bool?": "false"
    default: "\"\""
    }
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
