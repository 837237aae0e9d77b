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

  /// One statement: an assignment, `+=`, `-=`, `.toggle()` or `.append(id)`.
  func step(_ statement: SwiftExpression) throws(ScreenFileError) -> ActionStep {
    let syntax = statement.syntax
    if let (op, lhs, rhs, node) = syntax.infix {
      let target = try expressions.compile(lhs, statement)
      switch op {
      case "=": return .set(target, try expressions.compile(rhs, statement))
      case "+=", "-=":
        switch try TraceExpressionCompiler.literal(rhs, statement) {
        case .int(let delta)?: return .mutate(target, .add(op == "+=" ? delta : 0 &- delta))
        case .string(let text)? where op == "+=": return .mutate(target, .appendText(text))
        default:
          throw statement.error(
            rhs,
            "\(op) takes a whole number (or, with +=, a string) written out; for a computed value write target = target \(op.dropLast()) value"
          )
        }
      default:
        throw statement.error(
          node,
          "an action's statement is an assignment (=, +=, -=), .toggle() or .append(id); '\(op)' is none of these"
        )
      }
    }
    if let call = syntax.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
    {
      let target = try expressions.compile(base, statement)
      switch (member.declName.baseName.text, call.arguments.count) {
      case ("toggle", 0): return .mutate(target, .toggle)
      case ("append", 1):
        guard
          case .int(let id)? = try TraceExpressionCompiler.literal(
            call.arguments.first!.expression, statement)
        else {
          throw statement.error(
            call.arguments.first!.expression, "append takes a record id written out, as append(3)")
        }
        return .mutate(target, .append(id))
      default: break
      }
    }
    throw statement.error(
      syntax,
      "an action's statement is an assignment (=, +=, -=), .toggle() or .append(id), not '\(syntax.trimmedDescription)'"
    )
  }
}
