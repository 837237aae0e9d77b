import SwiftSyntax

/// `Text(…)`, an element showing its first argument (what the others read alongside), and
/// Texts joined with `+`, one Text.
enum TextTranslator: ConstructTranslator {
  static let views: Set<String> = ["Text"]

  static func view(_ view: ViewCall, in body: inout BodyTranslator) -> [ScreenDraft.Part]? {
    let value =
      body.shownValue(Array(view.call.arguments), firstAlways: true) ?? body.constant("\"\"", at: view.call)
    return [.element(kind: "Text", content: value)]
  }

  /// `Text(a) + Text(b).bold() + …`, one Text (the body's operators are not folded: a chain
  /// of `+` is a sequence of its operands): the screen cannot join texts, so its content is
  /// derived from every operand and modifier argument, with a warning.
  static func expression(_ expr: ExprSyntax, in body: inout BodyTranslator) -> [ScreenDraft.Part]? {
    guard let sequence = expr.as(SequenceExprSyntax.self) else { return nil }
    let elements = Array(sequence.elements)
    guard elements.count >= 3, elements.count % 2 == 1,
      stride(from: 1, to: elements.count, by: 2).allSatisfy({
        elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
      })
    else { return nil }
    var values: [ExprSyntax] = []
    var texts = 0
    for operand in stride(from: 0, to: elements.count, by: 2).map({ elements[$0] }) {
      let (core, modifiers) = stripped(operand)
      guard let text = core.as(FunctionCallExprSyntax.self), BodyTranslator.calledName(text) == "Text" else {
        // `(estimate ? Text(a) : Text(b))`: a Text the screen cannot pick, derived from all
        // it reads.
        values.append(operand)
        continue
      }
      texts += 1
      values += text.arguments.map(\.expression).filter { !$0.is(ClosureExprSyntax.self) } + modifiers
    }
    guard texts > 0 else { return nil }
    guard let first = values.first else {
      return [.element(kind: "Text", content: body.constant("\"\"", at: expr))]
    }
    var value = body.expression(first)
    value.alongside = values.dropFirst().map { body.expression($0) }
    return [.element(kind: "Text", content: value)]
  }

  /// An operand without its parentheses (`(Text(a))`) and the modifiers a Text keeps its type
  /// through (`.bold()`), with those modifiers' value arguments.
  private static func stripped(_ operand: ExprSyntax) -> (ExprSyntax, [ExprSyntax]) {
    var core = operand
    var modifiers: [ExprSyntax] = []
    while true {
      if let tuple = core.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first, only.label == nil
      {
        core = only.expression
      } else if let call = core.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
      {
        modifiers += call.arguments.map(\.expression).filter { !$0.is(ClosureExprSyntax.self) }
        core = base
      } else {
        return (core, modifiers)
      }
    }
  }
}
