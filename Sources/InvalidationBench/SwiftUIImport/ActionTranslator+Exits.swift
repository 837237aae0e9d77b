import SwiftSyntax

extension ActionTranslator {
  /// A `do` in an action: its body runs as if nothing threw, and its `catch`, which runs on a
  /// failure the screen cannot foresee, is an open branch (docs/advise.md, "Open values"):
  /// read failing, the statements before its first `try` run, then the `catch`, after the
  /// awaited call that threw if that `try` awaits.
  mutating func flow(ofDo doStmt: DoStmtSyntax, in scope: Scope) -> Flow {
    let statements = doStmt.body.statements
    guard let handler = doStmt.catchClauses.first(where: { !$0.body.statements.isEmpty }) else {
      return flow(statements, in: scope)
    }
    let place = SourcePlace(handler, file: scope.file, scope.converter)
    let throwing = statements.firstIndex(where: Self.throwsToCatch)
    if place == failing, let throwing {
      var result = flow(statements, in: scope, before: statements[throwing])
      guard !result.returned else { return result }
      let caught = flow(handler.body.statements, in: scope)
      result.append(Self.awaits(statements[throwing]) ? .awaited(caught) : caught)
      return result
    }
    if let throwing {
      let first = ImportWarning.snippet(statements[throwing].trimmedDescription)
      guessedBranches.append((place, "'\(first)' throwing"))
    }
    warn(
      .leftOut, at: place,
      "left out this catch in an action: the screen runs the do block as if nothing failed")
    return flow(statements, in: scope)
  }

  /// Whether `item` has a `try` whose error reaches the enclosing `catch`: not `try?` or
  /// `try!`, and not inside a closure.
  private static func throwsToCatch(_ item: CodeBlockItemSyntax) -> Bool {
    item.tokens(viewMode: .sourceAccurate).contains { token in
      guard token.tokenKind == .keyword(.try), let tried = token.parent?.as(TryExprSyntax.self),
        tried.questionOrExclamationMark == nil
      else { return false }
      var node = token.parent
      while let current = node, current.id != item.id {
        if current.is(ClosureExprSyntax.self) { return false }
        node = current.parent
      }
      return true
    }
  }

  /// An `if` without `else` whose block ends in a bare `return` (`if isLoading { return }`) is
  /// an early exit, read as a guard is: not taken, what follows runs, and taken is an open
  /// branch; `nil` for another `if`.
  mutating func earlyExit(_ ifExpr: IfExprSyntax, in scope: Scope) -> Flow? {
    guard ifExpr.elseBody == nil,
      let last = ifExpr.body.statements.last?.item.as(ReturnStmtSyntax.self), last.expression == nil
    else { return nil }
    let place = SourcePlace(ifExpr, file: scope.file, scope.converter)
    if place == failing { return flow(ifExpr.body.statements, in: binding(ifExpr.conditions, in: scope)) }
    let guess = "if \(ImportWarning.snippet(ifExpr.conditions.trimmedDescription))"
    guessedBranches.append((place, "'\(guess)' taken"))
    warn(
      .guessed, at: place,
      "took '\(guess)' as not taken in an action: it returns early, and whether it does is a guess")
    return Flow()
  }

  /// `flow`, from a branch the import guessed (an `if`'s first, a `switch`'s first case, a
  /// loop's body run once): one that returns ends the action there, which is a guess too.
  mutating func guessed(_ flow: Flow, at node: some SyntaxProtocol, in scope: Scope) -> Flow {
    if flow.returned {
      warn(
        .guessed, node, scope,
        "took the branch that returns here as taken in an action: what follows is not run, a guess")
    }
    return flow
  }

  /// The block a call is given: its trailing closure, or a closure given as its last
  /// argument, unlabelled or as a block's label says (`withAnimation(.easeInOut, { … })`,
  /// `DispatchQueue.main.async(execute: { … })`, `Task(operation: { … })`,
  /// `MainActor.run(body: { … })`).
  static func block(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
    if let trailing = call.trailingClosure { return trailing }
    guard let last = call.arguments.last, [nil, "body", "execute", "operation"].contains(last.label?.text)
    else {
      return nil
    }
    return last.expression.as(ClosureExprSyntax.self)
  }

  /// A block run where the action says: `MainActor.run { … }` runs it in place (its `return`
  /// ends the block, not the action); `DispatchQueue.main.asyncAfter(deadline:) { … }` runs it
  /// as a transaction of its own, as `DispatchQueue.main.async` does, with its delay not
  /// modelled (approximated); `nil` for another call.
  mutating func scheduled(
    _ closure: ClosureExprSyntax, callee: String, at call: FunctionCallExprSyntax, in scope: Scope
  )
    -> Flow?
  {
    if callee == "MainActor.run" {
      var block = flow(closure.statements, in: scope)
      block.returned = false
      return block
    }
    guard callee.hasSuffix(".main.asyncAfter") else { return nil }
    warn(
      .approximated, call, scope,
      "ran the block of '\(callee)' as a transaction of its own right after this one: its delay is not modelled"
    )
    return Flow([.async(flow(closure.statements, in: scope).lines)])
  }
}
