import SwiftSyntax

/// Compiles a statement of an action (`model.count += 1`, `isOn.toggle()`, `text = ""`,
/// `items.append(3)`), read as a write (`WriteSyntax`), into a step of the screen.
struct ActionCompiler {
  let expressions: ViewExpressionCompiler

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
