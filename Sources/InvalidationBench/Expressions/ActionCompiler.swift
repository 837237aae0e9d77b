import SwiftSyntax

/// Reads a view's actions from a screen file: each a list of Swift statements
/// (`model.count += 1`, `isOn.toggle()`, `text = ""`, `items.append(3)`) and blocks
/// (`withAnimation: [...]`, `async: [...]`).
struct ActionCompiler {
  let expressions: ViewExpressionCompiler

  func steps(_ list: YAMLValue, action: String) throws(ScreenFileError) -> [ActionStep] {
    var steps: [ActionStep] = []
    for item in try list.sequence("the action '\(action)'") {
      if case .mapping = item.node {
        if let key = try item.mapping("a block").first?.key, !["withAnimation", "async"].contains(key) {
          throw item.error(
            "YAML reads '\(key): …' as a mapping, not a statement; quote a statement that holds ': ', or write a block as withAnimation: [...] or async: [...]"
          )
        }
        let entries = try item.mapping(
          "a block of the action '\(action)'", allowed: ["withAnimation", "async"])
        guard entries.count == 1, let entry = entries.first else {
          throw item.error("a block of the action '\(action)' is one of withAnimation: [...] or async: [...]")
        }
        let inner = try self.steps(entry.value, action: action)
        steps.append(entry.key == "withAnimation" ? .withAnimation(inner) : .async(inner))
        continue
      }
      steps.append(try step(SwiftExpression(item, what: "a statement of the action '\(action)'")))
    }
    return steps
  }

  /// One statement: an assignment, `+=`, `-=`, `.toggle()`, `.append(id)`, or a change of a
  /// list's elements (`append(new)`, `removeFirst()`, `removeLast()`, `removeAll()`,
  /// `changeEach()`, `changeElement(at:)`, `reverse()`).
  func step(_ statement: SwiftExpression) throws(ScreenFileError) -> ActionStep {
    guard let write = WriteSyntax(statement.syntax) else {
      throw statement.error(
        statement.syntax,
        "an action's statement is an assignment (=, +=, -=), .toggle(), .append(id) or a change of a list (.append(new), .removeFirst(), .removeLast(), .removeAll(), .changeEach(), .changeElement(at:), .reverse()), not '\(statement.syntax.trimmedDescription)'"
      )
    }
    return try step(
      target: SwiftExpression(reparsing: write.target, of: statement), write.operation,
      value: write.value.map { SwiftExpression(reparsing: $0, of: statement) })
  }

  /// The step that writes `target` by `operation` with `value` (none for `toggle()`), each
  /// part compiled where it stands.
  func step(target: SwiftExpression, _ operation: WriteSyntax.Operation, value: SwiftExpression?)
    throws(ScreenFileError) -> ActionStep
  {
    let location = try expressions.compile(target.syntax, target)
    switch operation {
    case .assign:
      guard let value else { throw target.error(target.syntax, "an assignment writes a value; give one") }
      return .set(location, try expressions.compile(value.syntax, value))
    case .add, .subtract:
      guard let value else {
        throw target.error(target.syntax, "\(operation.rawValue) takes a value; give one")
      }
      switch try TraceExpressionCompiler.literal(value.syntax, value) {
      case .int(let delta)?: return .mutate(location, .add(operation == .add ? delta : 0 &- delta))
      case .string(let text)? where operation == .add: return .mutate(location, .appendText(text))
      default:
        throw value.error(
          value.syntax,
          "\(operation.rawValue) takes a whole number (or, with +=, a string) written out; for a computed value write target = target \(operation.rawValue.dropLast()) value"
        )
      }
    case .toggle:
      return .mutate(location, .toggle)
    case .append:
      guard let value, case .int(let id)? = try TraceExpressionCompiler.literal(value.syntax, value) else {
        throw (value ?? target).error(
          (value ?? target).syntax,
          "append takes a record id written out, as append(3), or new, as append(new)")
      }
      return .mutate(location, .append(id))
    case .appendNew:
      // A collection's records exist up to its count: a new one is one of those.
      let records = expressions.names.stores.values.compactMap(\.collection).first { collection in
        if case .field(let field) = location { return field == collection.listField }
        return false
      }
      return .mutate(location, .appendNew(limit: records?.count ?? .max))
    case .removeFirst: return .mutate(location, .removeFirst)
    case .removeLast: return .mutate(location, .removeLast)
    case .removeAll: return .mutate(location, .removeAll)
    case .changeEach: return .mutate(location, .changeEach)
    case .reverse: return .mutate(location, .reverse)
    case .changeElement:
      guard let value, case .int(let index)? = try TraceExpressionCompiler.literal(value.syntax, value) else {
        throw (value ?? target).error(
          (value ?? target).syntax, "changeElement takes a position written out, as changeElement(at: 2)")
      }
      return .mutate(location, .changeElement(at: index))
    }
  }
}
