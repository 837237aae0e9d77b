import SwiftSyntax

/// Reads a screen file's `trace`: either a list of statements run every frame, or
/// `let: {variable: initial}` with `each frame: [statements]`.
struct TraceCompiler {
  let names: ScreenNames
  private var expressions: TraceExpressionCompiler

  init(names: ScreenNames) {
    self.names = names
    expressions = TraceExpressionCompiler(parameters: names.parameters, inTrace: true)
  }

  mutating func program(_ trace: YAMLValue?) throws(ScreenFileError) -> TraceProgram {
    guard let trace else { return TraceProgram(initial: [], statements: [], isRandom: false) }
    var initial: [Value] = []
    let body: YAMLValue
    if case .mapping = trace.node {
      let entries = try trace.mapping("the trace", allowed: ["let", "each frame"], required: ["each frame"])
      for variable in try entries["let"]?.mapping("the trace's variables") ?? [] {
        guard ScreenNames.isSwiftName(variable.key), names.parameters[variable.key] == nil,
          variable.key != "frame"
        else {
          throw variable.keyValue.error(
            "'\(variable.key)' cannot name a variable; use a Swift name that is not a parameter or frame")
        }
        let source = try SwiftExpression(variable.value, what: "the initial value of \(variable.key)")
        let value = try names.constants.constant(source)
        expressions.variables[variable.key] = initial.count
        initial.append(value)
      }
      body = entries["each frame"]!
    } else {
      body = trace
    }
    var random = false
    let statements = try self.statements(body, random: &random)
    return TraceProgram(initial: initial, statements: statements, isRandom: random)
  }

  private func statements(_ list: YAMLValue, random: inout Bool) throws(ScreenFileError) -> [TraceProgram
    .Statement]
  {
    var statements: [TraceProgram.Statement] = []
    for item in try list.sequence("the trace's statements") {
      if case .mapping = item.node {
        if let key = try item.mapping("a statement of the trace").first?.key,
          !["if", "then", "else"].contains(key)
        {
          throw item.error(
            "YAML reads '\(key): …' as a mapping, not a statement; quote a statement that holds ': ', as - 'scroll(to: row)', or write a condition with if:, then:, else:"
          )
        }
        let entries = try item.mapping(
          "a condition of the trace", allowed: ["if", "then", "else"], required: ["if"])
        let condition = try expression(SwiftExpression(entries["if"]!, what: "the condition"), &random)
        statements.append(
          .conditional(
            condition, then: try self.statements(entries["then"] ?? item.empty, random: &random),
            otherwise: try self.statements(entries["else"] ?? item.empty, random: &random)))
        continue
      }
      statements.append(try statement(SwiftExpression(item, what: "a statement of the trace"), &random))
    }
    return statements
  }

  private func expression(_ source: SwiftExpression, _ random: inout Bool) throws(ScreenFileError)
    -> TraceExpr
  {
    try expression(source.syntax, source, &random)
  }

  private func expression(_ syntax: ExprSyntax, _ source: SwiftExpression, _ random: inout Bool)
    throws(ScreenFileError) -> TraceExpr
  {
    let expr = try expressions.compile(syntax, source)
    if expr.isRandom { random = true }
    return expr
  }

  private func statement(_ source: SwiftExpression, _ random: inout Bool) throws(ScreenFileError)
    -> TraceProgram.Statement
  {
    let syntax = source.syntax
    let spot = SourceSpot(source, syntax)
    if let (op, lhs, rhs, node) = syntax.infix, ["=", "+=", "-="].contains(op) {
      let value = try expression(rhs, source, &random)
      if let name = lhs.unparenthesized.identifier, let slot = expressions.variables[name] {
        switch op {
        case "=": return .assign(slot: slot, value, spot)
        case "+=": return .assign(slot: slot, .binary(.add, .variable(slot), value), spot)
        default: return .assign(slot: slot, .binary(.subtract, .variable(slot), value), spot)
        }
      }
      if let (view, state) = try viewState(lhs, source) {
        guard op == "=" else { throw source.error(node, "a @State is written with = in a trace") }
        return .event(.setState(view: view, state: state, value), spot)
      }
      let target = try self.target(lhs, source, &random)
      switch op {
      case "=": return .event(.set(target, value), spot)
      case "+=":
        if case .constant(.string) = value { return .event(.mutate(target, .appendText(value)), spot) }
        if case .interpolation = value { return .event(.mutate(target, .appendText(value)), spot) }
        return .event(.mutate(target, .add(value, negated: false)), spot)
      default: return .event(.mutate(target, .add(value, negated: true)), spot)
      }
    }
    if let call = syntax.as(FunctionCallExprSyntax.self) {
      return try self.call(call, source, spot, &random)
    }
    throw source.error(
      syntax,
      "a trace statement writes (store.field = value, += , -=, .toggle(), .append(id), View.state = value), sets a variable of the trace's let, or calls tap(action), edit(control, value) or scroll(to: row); '\(syntax.trimmedDescription)' is none of these"
    )
  }

  private func call(
    _ call: FunctionCallExprSyntax, _ source: SwiftExpression, _ spot: SourceSpot, _ random: inout Bool
  ) throws(ScreenFileError) -> TraceProgram.Statement {
    let arguments = Array(call.arguments)
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
      let target = try self.target(base, source, &random)
      // A list's change, as an action writes it (`items.append(new)`, `items.removeFirst()`).
      if let write = WriteSyntax(ExprSyntax(call)), write.operation.isListChange {
        let records = names.stores.values.compactMap(\.collection).first { collection in
          if case .field(let field) = target { return field == collection.listField }
          return false
        }
        let mutation: Mutation
        switch write.operation {
        case .appendNew: mutation = .appendNew(limit: records?.count ?? .max)
        case .removeFirst: mutation = .removeFirst
        case .removeLast: mutation = .removeLast
        case .removeAll: mutation = .removeAll
        case .changeEach: mutation = .changeEach
        case .reverse: mutation = .reverse
        default:
          guard
            case .int(let index)? = try TraceExpressionCompiler.literal(
              write.value ?? ExprSyntax(call), source)
          else {
            throw source.error(call, "changeElement takes a position written out, as changeElement(at: 2)")
          }
          mutation = .changeElement(at: index)
        }
        return .event(.mutate(target, .fixed(mutation)), spot)
      }
      switch (member.declName.baseName.text, arguments.count) {
      case ("toggle", 0): return .event(.mutate(target, .toggle), spot)
      case ("append", 1):
        return .event(
          .mutate(target, .append(try expression(arguments[0].expression, source, &random))), spot)
      default:
        throw source.error(
          member.declName,
          "a field can be changed with .toggle(), .append(id) or a list's change (.append(new), .removeFirst(), .removeLast(), .removeAll(), .changeEach(), .changeElement(at:), .reverse()), not .\(member.declName.baseName.text)"
        )
      }
    }
    switch (call.calledExpression.identifier, arguments.count) {
    case ("tap", 1):
      let name = arguments[0].expression.trimmedDescription
      guard names.actions.contains(name) else {
        throw source.error(
          arguments[0].expression,
          "no view declares the action '\(name)'; \(NameSuggestion.choose("tap", from: names.actions, none: "the screen declares no action; give a view a Button or lifecycle action first"))"
        )
      }
      return .event(.perform(action: name), spot)
    case ("edit", 2):
      let name = arguments[0].expression.trimmedDescription
      guard names.controls.contains(name) else {
        throw source.error(
          arguments[0].expression,
          "no control is named '\(name)'; \(NameSuggestion.choose("edit", from: names.controls, none: "the screen has no control; give a view a TextField, Toggle or other control first")) (a control is named after its binding, or by name:)"
        )
      }
      return .event(.edit(control: name, try expression(arguments[1].expression, source, &random)), spot)
    case ("scroll", 1) where [nil, "to"].contains(arguments[0].label?.text),
      ("scroll", 2) where [nil, "to"].contains(arguments[1].label?.text):
      let listID: Int
      if arguments.count == 2 {
        let name = arguments[0].expression.trimmedDescription
        guard let id = names.lists[name] else {
          throw source.error(
            arguments[0].expression,
            "no lazy list is named '\(name)'; \(NameSuggestion.choose("scroll", from: names.lists.keys, none: "the screen has no lazy list; put a ForEach in a LazyVStack or List first"))"
          )
        }
        listID = id
      } else {
        guard names.lists.count == 1, let id = names.lists.values.first else {
          throw source.error(
            call,
            names.lists.isEmpty
              ? "the screen has no lazy list (a ForEach in List or LazyVStack) to scroll"
              : "the screen has several lazy lists; name one, as scroll(\(names.lists.keys.sorted().first!), to: row)"
          )
        }
        listID = id
      }
      return .event(
        .scroll(listID: listID, try expression(arguments.last!.expression, source, &random)), spot)
    default:
      throw source.error(
        call,
        "unknown trace call '\(call.calledExpression.trimmedDescription)'; use tap(action), edit(control, value), scroll(to: row) or scroll(list, to: row)"
      )
    }
  }

  /// `View.state`, when `syntax` names a `@State` of a declared view.
  private func viewState(_ syntax: ExprSyntax, _ source: SwiftExpression) throws(ScreenFileError) -> (
    String, String
  )? {
    guard let member = syntax.unparenthesized.as(MemberAccessExprSyntax.self),
      let view = member.base?.identifier, let state = names.state[view]
    else { return nil }
    let name = member.declName.baseName.text
    guard state.contains(where: { $0.name == name }) else {
      throw source.error(
        member.declName,
        "view '\(view)' has no @State '\(name)'; it has \(state.isEmpty ? "none" : state.map(\.name).listed())"
      )
    }
    return (view, name)
  }

  private func target(_ syntax: ExprSyntax, _ source: SwiftExpression, _ random: inout Bool)
    throws(ScreenFileError) -> TraceProgram.FieldTarget
  {
    let expr = syntax.unparenthesized
    guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base?.unparenthesized else {
      throw source.error(
        expr,
        "a trace writes store.field, store.records[id].attribute, View.state or a variable of its let; '\(expr.trimmedDescription)' is none of these"
      )
    }
    let name = member.declName.baseName.text
    if let storeName = base.identifier {
      guard let store = names.stores[storeName] else {
        throw source.error(
          base,
          "unknown store '\(storeName)'; \(NameSuggestion.choose("write to", from: names.stores.keys, none: "the screen declares no store; declare it under stores: or write a view's @State"))"
        )
      }
      if let field = store.fields[name] { return .field(field) }
      if let collection = store.collection, collection.name == name { return .field(collection.listField) }
      throw source.error(
        member.declName,
        "the store '\(storeName)' has no field '\(name)'\(NameSuggestion.hint(for: name, in: Array(store.fields.keys) + (store.collection.map { [$0.name] } ?? []))); it has \((store.fields.keys.sorted() + (store.collection.map { [$0.name] } ?? [])).listed())"
      )
    }
    if let subscriptCall = base.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
      let records = subscriptCall.calledExpression.as(MemberAccessExprSyntax.self),
      let storeName = records.base?.identifier, let store = names.stores[storeName],
      let collection = store.collection, collection.name == records.declName.baseName.text
    {
      guard let attribute = collection.attributes.firstIndex(of: name) else {
        throw source.error(
          member.declName,
          "the records of '\(collection.name)' have no attribute '\(name)'; they have \(collection.attributes.listed())"
        )
      }
      let id = try expression(subscriptCall.arguments.first!.expression, source, &random)
      return .record(collection, id: id, attribute: attribute)
    }
    throw source.error(
      expr,
      "a trace writes store.field, store.records[id].attribute, View.state or a variable of its let; '\(expr.trimmedDescription)' is none of these"
    )
  }
}
