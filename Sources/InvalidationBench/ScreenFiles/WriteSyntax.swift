import SwiftSyntax

/// A statement that writes, read from its syntax: its target, how it changes it, and the value
/// it writes (`a = b`, `a += b`, `a -= b`, `a.toggle()`, `a.append(b)`); the one shape both a
/// screen file's action and an imported action take (docs/screen-format.md, "Actions").
struct WriteSyntax {
  enum Operation: String, Sendable {
    case assign = "="
    case add = "+="
    case subtract = "-="
    case toggle
    case append
  }

  let target: ExprSyntax
  let operation: Operation
  /// The value written or added (none for `toggle()`).
  let value: ExprSyntax?

  /// The write `expr` is, folded or not; `nil` for anything else.
  init?(_ expr: ExprSyntax) {
    let expr = expr.unparenthesized
    if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
      let elements = Array(sequence.elements)
      let operation: Operation?
      if elements[1].is(AssignmentExprSyntax.self) {
        operation = .assign
      } else {
        operation = elements[1].as(BinaryOperatorExprSyntax.self).flatMap {
          Operation(rawValue: $0.operator.text)
        }
      }
      guard let operation, operation != .toggle, operation != .append else { return nil }
      (target, self.operation, value) = (elements[0], operation, elements[2])
      return
    }
    if let (op, lhs, rhs, _) = expr.infix, let operation = Operation(rawValue: op),
      [.assign, .add, .subtract].contains(operation)
    {
      (target, self.operation, value) = (lhs, operation, rhs)
      return
    }
    guard let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
    else { return nil }
    switch (member.declName.baseName.text, call.arguments.count) {
    case ("toggle", 0): (target, operation, value) = (base, .toggle, nil)
    case ("append", 1) where call.arguments.first?.label == nil:
      (target, operation, value) = (base, .append, call.arguments.first!.expression)
    default: return nil
    }
  }

  /// The names along the target, outermost first, without `self.` and without subscripts:
  /// `model.items[3].done` is `model`, `items`, `done`.
  static func path(of target: ExprSyntax) -> [String] {
    var names: [String] = []
    var node: ExprSyntax? = target.unparenthesized
    while let current = node {
      if let member = current.as(MemberAccessExprSyntax.self) {
        names.append(member.declName.baseName.text)
        node = member.base
      } else if let subscripted = current.as(SubscriptCallExprSyntax.self) {
        node = subscripted.calledExpression
      } else if let reference = current.as(DeclReferenceExprSyntax.self) {
        if reference.baseName.tokenKind != .keyword(.self) { names.append(reference.baseName.text) }
        node = nil
      } else {
        node = nil
      }
    }
    return names.reversed()
  }
}
