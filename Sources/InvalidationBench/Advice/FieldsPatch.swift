import SwiftSyntax

extension AppUses {
  /// `view` given `fields` of `model` as `let`s of their written types instead of its property
  /// `property`: the declaration replaced, each `property.field` in the view's body the field,
  /// each call making the view passing the fields (docs/advise.md, "Patches").
  func passing(_ fields: [String], of model: String, to view: String, instead property: String)
    -> Result<[SourceEdit], FixPatch.Refusal>
  {
    guard let modelFile = single(model), let viewFile = single(view) else {
      return .failure(.init(why: "\(model) and \(view) must each be declared once in the files read"))
    }
    // The types, as the model writes them.
    guard
      let declaration = tree(modelFile).flatMap({
        Self.declaration(ClassDeclSyntax.self, named: model, in: $0)
      })
    else { return .failure(.init(why: "class \(model) was not found in \(modelFile)")) }
    var types: [String] = []
    for field in fields {
      guard let type = Self.writtenType(of: field, in: declaration.memberBlock) else {
        return .failure(
          .init(
            why:
              "\(model).\(field) has no written type (an annotation, or a string, number or Bool literal): give it one"
          ))
      }
      types.append(type)
    }
    // The view: its property replaced by the fields, its uses by theirs.
    guard let viewTree = tree(viewFile),
      let structure = Self.declaration(StructDeclSyntax.self, named: view, in: viewTree)
    else { return .failure(.init(why: "struct \(view) was not found in \(viewFile)")) }
    let members = structure.memberBlock.members.map(\.decl)
    if members.contains(where: { $0.is(InitializerDeclSyntax.self) }) {
      return .failure(.init(why: "\(view) has an init of its own: change it and the property by hand"))
    }
    guard
      let held = members.compactMap({ $0.as(VariableDeclSyntax.self) }).first(where: {
        $0.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property
      })
    else { return .failure(.init(why: "\(view) declares no property \(property)")) }
    let bytes = Array((texts[viewFile] ?? "").utf8)
    let start = held.positionAfterSkippingLeadingTrivia.utf8Offset
    let lineStart = SourceEdit.indentation(before: start, in: bytes)
    let indent = String(decoding: bytes[lineStart..<start], as: UTF8.self)
    var edits = [
      SourceEdit(
        file: viewFile, range: start..<held.endPositionBeforeTrailingTrivia.utf8Offset,
        replacement: zip(fields, types).map { "let \($0): \($1)" }.joined(separator: "\n" + indent))
    ]
    let uses = Uses(property: property, fields: Set(fields))
    uses.walk(structure.memberBlock)
    if let other = uses.other {
      let place = SourcePlace(
        other, file: viewFile, SourceLocationConverter(fileName: viewFile, tree: viewTree))
      return .failure(
        .init(why: "\(place.written): \(view) uses \(property) otherwise than by a field it reads"))
    }
    edits += uses.replaced.map { SourceEdit(file: viewFile, range: $0.range, replacement: $0.text) }
    switch callsPassing(fields, to: view, instead: property) {
    case .failure(let refusal): return .failure(refusal)
    case .success(let calls): return .success(edits + calls)
    }
  }

  /// Each call making `view` given the fields of its argument `property` instead of it.
  private func callsPassing(_ fields: [String], to view: String, instead property: String)
    -> Result<[SourceEdit], FixPatch.Refusal>
  {
    var edits: [SourceEdit] = []
    let made = Dictionary(grouping: constructions[view] ?? [], by: \.use.place.file)
    for (file, uses) in made.sorted(by: { $0.key < $1.key }) {
      guard let callTree = tree(file) else { continue }
      let converter = SourceLocationConverter(fileName: file, tree: callTree)
      let calls = Self.calls(making: view, in: callTree)
      // Every call must be rewritten: one the walk does not find would no longer compile.
      guard calls.count == uses.count else {
        return .failure(
          .init(
            why:
              "\(uses[0].use.place.written): \(view) is made here otherwise than by a call: pass the fields by hand"
          ))
      }
      for call in calls {
        guard let argument = call.arguments.first(where: { $0.label?.text == property }) else {
          let place = SourcePlace(call, file: file, converter)
          return .failure(
            .init(
              why:
                "\(place.written): \(view) is made without \(property) as an argument (it comes from the environment or a default): pass the fields by hand"
            ))
        }
        let value = argument.expression
        guard value.is(DeclReferenceExprSyntax.self) || value.is(MemberAccessExprSyntax.self) else {
          let place = SourcePlace(value, file: file, converter)
          return .failure(
            .init(
              why: "\(place.written): \(view) is given \(property) by an expression: pass the fields by hand")
          )
        }
        let written = value.trimmedDescription
        edits.append(
          SourceEdit(
            file: file,
            range: argument.positionAfterSkippingLeadingTrivia
              .utf8Offset..<value.endPositionBeforeTrailingTrivia.utf8Offset,
            replacement: fields.map { "\($0): \(written).\($0)" }.joined(separator: ", ")))
      }
    }
    return .success(edits)
  }

  /// The calls in `tree` that make `view`, by its name or qualified (`Outer.View(…)`), as
  /// `AppUses.constructions` counts them.
  private static func calls(making view: String, in tree: SourceFileSyntax) -> [FunctionCallExprSyntax] {
    let finder = CallsMaking(view)
    finder.walk(tree)
    return finder.found
  }

  /// The one file declaring `name`, if there is exactly one.
  func single(_ name: String) -> String? {
    let files = Set(declarations[name] ?? [])
    return files.count == 1 ? files.first : nil
  }

  /// The declaration of the type `name` in `tree` (found by its name token).
  static func declaration<T: NamedDeclSyntax>(
    _ kind: T.Type, named name: String, in tree: SourceFileSyntax
  )
    -> T?
  {
    tree.tokens(viewMode: .sourceAccurate).lazy.compactMap { $0.parent?.as(T.self) }.first {
      $0.name.text == name
    }
  }

  func tree(_ file: String) -> SourceFileSyntax? {
    texts[file].map(SourceParser.parse)
  }

  /// The type `field` is declared with in `members`: its annotation, or its literal's type.
  private static func writtenType(of field: String, in members: MemberBlockSyntax) -> String? {
    for member in members.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings
      where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == field {
        if let annotation = binding.typeAnnotation { return annotation.type.trimmedDescription }
        switch binding.initializer?.value.kind {
        case .stringLiteralExpr?: return "String"
        case .integerLiteralExpr?: return "Int"
        case .floatLiteralExpr?: return "Double"
        case .booleanLiteralExpr?: return "Bool"
        default: return nil
        }
      }
    }
    return nil
  }

  /// The uses of `property` in a view: `property.field` and `self.property.field`, each to be
  /// the field; any other use stops the patch.
  private final class Uses: SyntaxVisitor {
    let property: String
    let fields: Set<String>
    var replaced: [(range: Range<Int>, text: String)] = []
    var other: Syntax?

    init(property: String, fields: Set<String>) {
      self.property = property
      self.fields = fields
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      let field = node.declName.baseName.text
      let range =
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
      if let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == property,
        fields.contains(field)
      {
        replaced.append((range, field))
        return .skipChildren
      }
      if let base = node.base?.as(MemberAccessExprSyntax.self), base.declName.baseName.text == property,
        base.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
        fields.contains(field)
      {
        replaced.append((range, "self." + field))
        return .skipChildren
      }
      return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      if node.baseName.text == property || node.baseName.text == "$" + property, other == nil {
        other = Syntax(node)
      }
      return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      // The declaration itself is replaced whole.
      node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property
        ? .skipChildren : .visitChildren
    }
  }
}

/// The calls of a file that make one view (`AppUses.madeType(by:)`).
private final class CallsMaking: SyntaxVisitor {
  let view: String
  private(set) var found: [FunctionCallExprSyntax] = []

  init(_ view: String) {
    self.view = view
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if AppUses.madeType(by: node) == view { found.append(node) }
    return .visitChildren
  }
}
