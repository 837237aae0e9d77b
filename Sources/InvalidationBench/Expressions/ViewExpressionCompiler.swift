import SwiftSyntax

/// Turns a Swift expression written in a view of a screen file into an `Expr`, resolving
/// names as Swift would in the view: its inputs and `@State`, `item` and `index` in a
/// `ForEach` row, `store.field`, environment keys, parameters (constants) and, in a view's own
/// `==`, `lhs.input` and `rhs.input`.
struct ViewExpressionCompiler {
  let names: ScreenNames
  let view: String
  let inputs: [InputSpec]
  let state: [StateSpec]
  /// Inside a `ForEach` row: the records its items are, if the list is a collection's.
  var row: RowNames?
  var inEquality = false
  /// Whether an unknown name's error lists what the name could be: off where only whether
  /// the expression compiles matters (the list costs more than the compiling).
  var explains = true

  struct RowNames {
    let collection: RecordCollection?
  }

  func compile(_ expression: SwiftExpression) throws(ScreenFileError) -> Expr {
    try compile(expression.syntax, expression)
  }

  /// A binding source: `$state`, `$store.field` or `$bindingInput`.
  func binding(_ expression: SwiftExpression) throws(ScreenFileError) -> Expr {
    let syntax = expression.syntax.unparenthesized
    guard syntax.trimmedDescription.hasPrefix("$") else {
      throw expression.error(
        syntax,
        "a binding is written with '$': $name for @State or a @Binding input, $store.field for a store's field"
      )
    }
    return try compile(syntax, expression, projected: true)
  }

  func compile(_ syntax: ExprSyntax, _ source: SwiftExpression, projected: Bool = false)
    throws(ScreenFileError) -> Expr
  {
    let expr = syntax.unparenthesized
    if let literal = try TraceExpressionCompiler.literal(expr, source) { return .constant(literal) }
    if var name = expr.identifier.map(source.resolved) {
      if projected {
        guard name.hasPrefix("$") else { throw source.error(expr, "write the binding as $\(name)") }
        name.removeFirst()
      } else if name.hasPrefix("$") {
        throw source.error(
          expr,
          "'\(name)' is a binding, which only a control or a @Binding input takes; drop the '$' to read the value"
        )
      }
      // A name standing for a model's field: a child's `value` that reads `model.tick` itself.
      if let dot = name.firstIndex(of: "."), let store = names.stores[String(name[..<dot])] {
        let member = String(name[name.index(after: dot)...])
        if let field = store.fields[member] { return .field(field) }
        // A `@Query`'s name stands for the records of its store (`noteStore.noteList`).
        if let collection = store.collection, collection.name == member {
          return .field(collection.listField)
        }
      }
      // An imported ForEach's parameter over a list in state, or in a model's field, stands for
      // `list[item]`.
      if name.hasSuffix("[item]") {
        let list = String(name.dropLast(6))
        if let dot = list.firstIndex(of: "."), let store = names.stores[String(list[..<dot])],
          let field = store.fields[String(list[list.index(after: dot)...])]
        {
          return .element(.field(field), at: try identifier("item", expr, source))
        }
        return .element(try identifier(list, expr, source), at: try identifier("item", expr, source))
      }
      return try identifier(name, expr, source)
    }
    // `todos[item]`, `$todos[item]`: an element of a list in state; `model.items[item]`, of a
    // model's list.
    if let element = expr.as(SubscriptCallExprSyntax.self),
      element.calledExpression.identifier != nil || element.calledExpression.is(MemberAccessExprSyntax.self),
      element.arguments.count == 1, let position = element.arguments.first, position.label == nil
    {
      let list = try compile(element.calledExpression, source, projected: projected)
      return .element(list, at: try compile(position.expression, source))
    }
    if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
      // `self.x` in imported source is `x`.
      if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
        return try compile(ExprSyntax(member.declName), source, projected: projected)
      }
      return try self.member(base, member.declName.baseName.text, member, source, projected: projected)
    }
    if projected {
      throw source.error(
        expr, "a binding must name @State, a @Binding input, store.field or record.attribute")
    }
    if let derived = try derived(expr, source) { return derived }
    if let (op, lhs, rhs, node) = expr.infix {
      if op == "..<" || op == "..." {
        let lower = try names.constants.integer(
          SwiftExpression(reparsing: lhs, of: source), what: "a range's start")
        let upper = try names.constants.integer(
          SwiftExpression(reparsing: rhs, of: source), what: "a range's end")
        let (span, overflow) = upper.subtractingReportingOverflow(lower)
        let count = op == "..." ? span &+ 1 : span
        guard !overflow, span >= 0, count >= 0, count <= 10_000_000 else {
          throw source.error(
            node,
            "the range \(expr.trimmedDescription) is \(lower)\(op)\(upper); give a start at most its end, and at most 10,000,000 items"
          )
        }
        return .constant(.list(Array(lower..<(lower + count))))
      }
    }
    if let computed = try source.compileComputed(
      expr, { (inner) throws(ScreenFileError) in try compile(inner, source) })
    {
      return computed
    }
    throw source.error(
      expr,
      "'\(expr.trimmedDescription)' is not an expression a view can show; use literals, inputs, @State, store.field, item, index, environment keys, parameters, operators, ?:, .count, .isEmpty and derived(…)"
    )
  }

  /// The types a derived value may have, as `as` names them.
  static let derivedTypes: [String: ValueType] = [
    "String": .string, "Int": .int, "Double": .double, "Bool": .bool, "List": .list,
  ]

  /// `derived(a, b)` (a string) or `derived(a, b) as T`; `nil` if `expr` is neither.
  private func derived(_ expr: ExprSyntax, _ source: SwiftExpression) throws(ScreenFileError) -> Expr? {
    var call = expr.as(FunctionCallExprSyntax.self)
    var type = ValueType.string
    if let cast = expr.as(AsExprSyntax.self) {
      call = cast.expression.unparenthesized.as(FunctionCallExprSyntax.self)
      guard call?.isDerived == true else { return nil }
      guard let named = Self.derivedTypes[cast.type.trimmedDescription] else {
        throw source.error(
          cast.type,
          "a derived value is one of \(Self.derivedTypes.keys.sorted().joined(separator: ", ")), not '\(cast.type.trimmedDescription)'"
        )
      }
      type = named
    }
    guard let call, call.isDerived else { return nil }
    var operands: [Expr] = []
    for argument in call.arguments {
      if let label = argument.label {
        throw source.error(label, "derived(…) takes what the value reads, without labels")
      }
      operands.append(try compile(argument.expression, source))
    }
    if type == .list, operands.isEmpty {
      throw source.error(
        call, "a derived list starts with the list it is made from: derived(store.items, …) as List")
    }
    return .derived(operands, as: type)
  }

  private func identifier(_ name: String, _ expr: ExprSyntax, _ source: SwiftExpression)
    throws(ScreenFileError) -> Expr
  {
    if let index = inputs.firstIndex(where: { $0.name == name }) { return .input(index) }
    if let index = state.firstIndex(where: { $0.name == name }) { return .state(index) }
    if row != nil, name == "item" { return .item }
    if row != nil, name == "index" { return .index }
    if let key = names.environment[name] { return .environment(key) }
    if let value = names.parameters[name] { return .constant(.int(value)) }
    if names.stores[name] != nil {
      throw source.error(expr, "'\(name)' is a store; read one of its fields, as \(name).field")
    }
    guard explains else { throw source.error(expr, "unknown name '\(name)' in view '\(view)'") }
    var known = inputs.map(\.name) + state.map(\.name)
    if row != nil { known += ["item", "index"] }
    known += names.environment.keys.sorted()
    throw source.error(
      expr,
      "unknown name '\(name)' in view '\(view)'\(NameSuggestion.hint(for: name, in: known + names.stores.keys + names.parameters.keys + ["true", "false"]))\(known.isEmpty ? "" : "; it knows \(known.listed())"), store fields as store.field, and parameters"
    )
  }

  /// `theme.tables` as the key path `theme.tables`; `nil` for anything but names and members.
  private static func keyPath(_ expr: ExprSyntax) -> String? {
    if let name = expr.identifier { return name }
    guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
    return keyPath(base).map { $0 + "." + member.declName.baseName.text }
  }

  /// Whether `name` is a store, an input or a state of the view, which its members are of.
  private func isOwnName(_ name: String) -> Bool {
    names.stores[name] != nil || inputs.contains { $0.name == name } || state.contains { $0.name == name }
  }

  private func member(
    _ base: ExprSyntax, _ name: String, _ node: MemberAccessExprSyntax, _ source: SwiftExpression,
    projected: Bool
  ) throws(ScreenFileError) -> Expr {
    let base = base.unparenthesized
    // `theme.accent`: a member of an environment key that the screen declares as a key.
    if !projected, let path = Self.keyPath(base).map({ $0 + "." + name }), let key = names.environment[path],
      !isOwnName(String(path.prefix { $0 != "." }))
    {
      return .environment(key)
    }
    if var storeName = base.identifier.map(source.resolved) {
      if projected { storeName.removeFirst(storeName.hasPrefix("$") ? 1 : 0) }
      // A model a child no longer holds, whose fields it is given: `model.title` is `title`.
      if storeName == "self" { return try identifier(name, ExprSyntax(node), source) }
      if let store = names.stores[storeName] {
        if let field = store.fields[name] { return .field(field) }
        if let collection = store.collection, collection.name == name { return .field(collection.listField) }
        guard explains else {
          throw source.error(node.declName, "the store '\(storeName)' has no field '\(name)'")
        }
        let known = store.fields.keys.sorted() + (store.collection.map { [$0.name] } ?? [])
        throw source.error(
          node.declName,
          "the store '\(storeName)' has no field '\(name)'\(NameSuggestion.hint(for: name, in: known)); it has \(known.listed())"
        )
      }
      if inEquality, storeName == "lhs" || storeName == "rhs" {
        guard let index = inputs.firstIndex(where: { $0.name == name }) else {
          throw source.error(
            node.declName,
            "view '\(view)' has no input '\(name)'; its == compares inputs: \(inputs.map(\.name).listed())"
          )
        }
        return storeName == "lhs" ? .old(index) : .new(index)
      }
    }
    // `model.items[id].title`: an attribute of the record with that id.
    if let element = base.as(SubscriptCallExprSyntax.self), element.arguments.count == 1,
      let list = element.calledExpression.as(MemberAccessExprSyntax.self),
      let storeName = list.base?.identifier.map(source.resolved),
      let collection = names.stores[storeName]?.collection, collection.name == list.declName.baseName.text,
      let id = element.arguments.first?.expression
    {
      return .member(
        try compile(id, source), collection: collection,
        attribute: try attribute(name, of: collection, node, source))
    }
    // `$note.title`: a binding to an attribute of a record input (a `@Bindable` model's).
    if projected, let inputName = base.identifier.map(source.resolved).map({ String($0.drop { $0 == "$" }) }),
      let index = inputs.firstIndex(where: { $0.name == inputName }),
      case .record(let collection) = inputs[index].kind, name != "id"
    {
      return .attribute(
        input: index, collection: collection, attribute: try attribute(name, of: collection, node, source))
    }
    if projected {
      throw source.error(
        node, "a binding must name @State, a @Binding input, store.field or record.attribute")
    }
    switch name {
    case "count": return .count(try compile(base, source))
    case "isEmpty": return .isEmpty(try compile(base, source))
    // A list's positions, `0..<count`.
    case "indices": return .derived([.count(try compile(base, source))], as: .list)
    default: break
    }
    if let inputName = base.identifier.map(source.resolved),
      let index = inputs.firstIndex(where: { $0.name == inputName }),
      case .record(let collection) = inputs[index].kind
    {
      // A record is its id.
      if name == "id" { return .input(index) }
      return .attribute(
        input: index, collection: collection, attribute: try attribute(name, of: collection, node, source))
    }
    if let row, base.identifier.map(source.resolved) == "item", !inputs.contains(where: { $0.name == "item" })
    {
      guard let collection = row.collection else {
        throw source.error(node, "this ForEach's items are numbers, not records; use item or index")
      }
      if name == "id" { return .item }
      return .member(
        .item, collection: collection, attribute: try attribute(name, of: collection, node, source))
    }
    throw source.error(
      node,
      "'\(node.trimmedDescription)' names nothing a view can read; use store.field, record.attribute, .count or .isEmpty"
    )
  }

  private func attribute(
    _ name: String, of collection: RecordCollection, _ node: MemberAccessExprSyntax, _ source: SwiftExpression
  ) throws(ScreenFileError) -> Int {
    guard let index = collection.attributes.firstIndex(of: name) else {
      throw source.error(
        node.declName,
        "the records of '\(collection.name)' have no attribute '\(name)'; they have \(collection.attributes.listed())"
      )
    }
    return index
  }
}

extension FunctionCallExprSyntax {
  /// `derived(…)`, with no closure.
  fileprivate var isDerived: Bool {
    calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "derived" && trailingClosure == nil
  }
}
