import SwiftSyntax

extension ActionTranslator {
  /// An `if` whose condition is one expression that calls and writes nothing
  /// (`model.count > 2`, `!items.isEmpty`), and whose branches neither return nor await, as a
  /// branch the screen takes when the action runs, by what the condition computes then
  /// (docs/swiftui-import.md, "Actions"); `nil` for another `if`, which runs its first
  /// branch (a guess), with nothing of this reading kept (a call in a branch may still await
  /// or return, found only when the branch is read).
  mutating func branch(_ ifExpr: IfExprSyntax, _ item: CodeBlockItemSyntax, in scope: Scope) -> Flow? {
    // A branch that returns or awaits (a guard's `else`, an early exit) is a guess: not read
    // here first, so that nested `if`s are read once each.
    guard ifExpr.conditions.count == 1, case .expression(let test) = ifExpr.conditions.first?.condition,
      Self.isInert(test),
      !ifExpr.tokens(viewMode: .sourceAccurate).contains(where: {
        [.keyword(.return), .keyword(.await), .keyword(.throw)].contains($0.tokenKind)
      })
    else { return nil }
    let before = self
    let then = flow(ifExpr.body.statements, in: scope)
    var otherwise = Flow()
    switch ifExpr.elseBody {
    case .ifExpr(let next)?: otherwise = flow(ofExpression: ExprSyntax(next), item, in: scope)
    case .codeBlock(let block)?: otherwise = flow(block.statements, in: scope)
    case nil: break
    }
    guard !then.returned, !then.suspends, !otherwise.returned, !otherwise.suspends else {
      // Read again as a guess, its warnings said once.
      self = before
      return nil
    }
    if then.lines.isEmpty && otherwise.lines.isEmpty { return Flow() }
    return Flow([
      .when(
        ScreenDraft.ActionBranch(
          condition: condition(test, in: scope), then: then.lines, otherwise: otherwise.lines,
          place: SourcePlace(ifExpr, file: scope.file, scope.converter),
          written: ImportWarning.snippet(test.trimmedDescription)))
    ])
  }

  /// `test` in the screen's names; a comparison with a case (`state == .loading`) compares
  /// the text of its name, as the screen holds a case.
  private func condition(_ test: ExprSyntax, in scope: Scope) -> SourceExpression {
    guard let (subject, name, negated) = SourceExpression.caseComparison(test, among: enumCases) else {
      return expression(test, in: scope)
    }
    return SourceExpression.testing(
      expression(subject, in: scope), isOneOf: [name], index: 0, negated: negated)
  }
}
