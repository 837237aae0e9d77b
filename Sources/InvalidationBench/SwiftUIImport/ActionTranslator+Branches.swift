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
    guard let (subject, name, negated) = SourceExpression.caseComparison(test, among: enumCases.names) else {
      return expression(test, in: scope)
    }
    return SourceExpression.testing(
      expression(subject, in: scope), isOneOf: [name], index: 0, negated: negated)
  }

  /// A `switch` over a name or a chain of members (`currentState`, `model.phase`) whose cases
  /// each name cases of the files' enums and bind nothing (`case .first, .second:`,
  /// `case .loaded(_):`, `default:`), and that neither returns, throws, falls through nor
  /// awaits, as branches the screen takes when the action runs: each case the subject's text
  /// compared with its names', as an `if` comparing a case does; a case's last statement
  /// `break` ends it. `nil` for another `switch`, which runs its first case (a guess), with
  /// nothing of this reading kept.
  mutating func branches(_ switchExpr: SwitchExprSyntax, in scope: Scope) -> Flow? {
    let exits: [TokenKind] = [
      .keyword(.return), .keyword(.await), .keyword(.throw), .keyword(.fallthrough), .keyword(.continue),
    ]
    guard Self.isInert(switchExpr.subject),
      !switchExpr.cases.tokens(viewMode: .sourceAccurate).contains(where: { exits.contains($0.tokenKind) }),
      switchExpr.cases.allSatisfy({ $0.is(SwitchCaseSyntax.self) })
    else { return nil }
    let before = self
    let subject = expression(switchExpr.subject, in: scope)
    var arms: [(test: SourceExpression?, flow: Flow)] = []
    for case .switchCase(let arm) in switchExpr.cases {
      var test: SourceExpression?
      if case .case(let label) = arm.label {
        guard let names = Self.caseNames(label),
          names.allSatisfy({ name in enumCases.contains { $0.hasSuffix("." + name) } })
        else {
          self = before
          return nil
        }
        test = SourceExpression.testing(subject, isOneOf: names, index: 0)
      }
      var statements = Array(arm.statements)
      if statements.last?.item.is(BreakStmtSyntax.self) == true { statements.removeLast() }
      guard test?.comparesCaseNames != false,
        !statements.contains(where: {
          $0.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.break) }
        })
      else {
        self = before
        return nil
      }
      let flow = flow(CodeBlockItemListSyntax(statements), in: scope)
      guard !flow.returned, !flow.suspends else {
        // Read again as a guess, its warnings said once.
        self = before
        return nil
      }
      arms.append((test, flow))
    }
    // From the last case up: each case's test, its statements, and the cases after it.
    let written = "switch " + ImportWarning.snippet(switchExpr.subject.trimmedDescription)
    var otherwise: [ScreenDraft.ActionLine] = []
    for arm in arms.reversed() {
      guard let test = arm.test else {
        otherwise = arm.flow.lines
        continue
      }
      if arm.flow.lines.isEmpty && otherwise.isEmpty { continue }
      otherwise = [
        .when(
          ScreenDraft.ActionBranch(
            condition: test, then: arm.flow.lines, otherwise: otherwise,
            place: SourcePlace(switchExpr, file: scope.file, scope.converter), written: written))
      ]
    }
    return Flow(otherwise)
  }

  /// The names of the cases `label` matches, where each pattern names a case and binds or
  /// compares nothing (`.a`, `.b(_)`, `State.c`); `nil` for any other label (`.b(let x)`,
  /// `.b(0)`, a `where` clause).
  private static func caseNames(_ label: SwitchCaseLabelSyntax) -> [String]? {
    for item in label.caseItems {
      guard item.whereClause == nil,
        let expr = item.pattern.as(ExpressionPatternSyntax.self)?.expression
      else { return nil }
      if let call = expr.as(FunctionCallExprSyntax.self),
        !call.arguments.allSatisfy({ $0.expression.is(DiscardAssignmentExprSyntax.self) })
      {
        return nil
      }
    }
    return SourceExpression.caseNames(label.caseItems.map(\.pattern))
  }
}
