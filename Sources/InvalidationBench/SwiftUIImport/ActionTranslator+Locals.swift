import SwiftSyntax

extension ActionTranslator {
  /// The flow of `let x = model.method()`, `item`, keeping what a model's or the view's method
  /// returns: the method's, run for what it writes as a statement calling it would, with a
  /// warning that what it returns is not known; `nil` where the value is made otherwise.
  mutating func flow(ofResult variable: VariableDeclSyntax, _ item: CodeBlockItemSyntax, in scope: Scope)
    -> Flow?
  {
    if let flow = entityInsert(variable, in: scope) { return flow }
    guard variable.bindings.count == 1, let binding = variable.bindings.first,
      let value = binding.initializer?.value,
      let call = Self.unwrapped(value).as(FunctionCallExprSyntax.self), isMethod(call, in: scope)
    else { return nil }
    warn(
      .approximated, variable, scope,
      "ran '\(ImportWarning.snippet(call.trimmedDescription))' in an action for what it writes: what it returns to '\(binding.pattern.trimmedDescription)' is not known"
    )
    var flow = flow(ofExpression: ExprSyntax(call), item, in: scope)
    // The call starts at once; what follows waits for its value, after the call's own awaits.
    if Self.awaits(item) && !flow.suspends { flow.append(.awaited(Flow())) }
    return flow
  }

  /// What `_ = value` evaluates, its result thrown away (`_ = try await model.save()` runs the
  /// call); `nil` for any other expression.
  static func discarded(_ expr: ExprSyntax) -> ExprSyntax? {
    if let infix = expr.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self),
      infix.leftOperand.is(DiscardAssignmentExprSyntax.self)
    {
      return infix.rightOperand
    }
    guard let elements = expr.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count == 3,
      elements[0].is(DiscardAssignmentExprSyntax.self), elements[1].is(AssignmentExprSyntax.self)
    else { return nil }
    return elements[2]
  }

  /// Whether `call` calls a method of a model or of the view, which the import inlines.
  func isMethod(_ call: FunctionCallExprSyntax, in scope: Scope) -> Bool {
    let arguments = Array(call.arguments)
    return method(callee: call.calledExpression, arguments: arguments, in: scope) != nil
      || viewMethod(callee: call.calledExpression, arguments: arguments, in: scope) != nil
  }

  /// Whether a local an action declares may write something while its value is made: it does
  /// when its value calls anything but a value's initializer (`UUID()`, `Date()`,
  /// `Dictionary(grouping:by:)`: `ConstructRegistry.valueTypes`) or a method that only makes a
  /// new value (`items.filter { $0.done }`: `ConstructRegistry.pureMethods`, none a model or
  /// the view declares), or when it assigns or passes `&x` (docs/swiftui-import.md, "Actions").
  func mayWrite(_ variable: VariableDeclSyntax) -> Bool {
    variable.bindings.contains { binding in
      binding.initializer?.value.tokens(viewMode: .sourceAccurate).contains { token in
        switch token.tokenKind {
        case .prefixAmpersand, .equal: true
        // `+=`, `-=`, … write; `==`, `<=`, … compare.
        case .binaryOperator(let name): name.hasSuffix("=") && !Self.comparisons.contains(name)
        case .leftParen, .leftBrace: Self.call(opening: token).map { !isPure($0) } ?? false
        default: false
        }
      } ?? false
    }
  }

  /// The names `variable` declares when each is made from an outside effect's type, given no
  /// code (`let panel = NSOpenPanel()`, `let haptic = NSHapticFeedbackManager.defaultPerformer`):
  /// objects of the SDK's, which no model holds, so a statement rooted in one
  /// (`panel.canChooseFiles = false`, `haptic.perform(…)`) changes nothing a view reads; `nil`
  /// otherwise (docs/swiftui-import.md, "Actions").
  func outsideObjects(_ variable: VariableDeclSyntax, in scope: Scope) -> [String]? {
    var names: [String] = []
    for binding in variable.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName,
        !inScope(name, scope), let value = binding.initializer?.value,
        OutsideEffect.isOutsideValue(
          value, roots: outsideRoots.union(scope.outsideLocals), viewNames: { inScope($0, scope) })
      else { return nil }
      names.append(name)
    }
    return names.isEmpty ? nil : names
  }

  /// The operators ending in `=` that compare, not assign.
  private static let comparisons: Set<String> = ["==", "!=", "<=", ">=", "===", "!=="]

  /// The call `token` opens: its argument list's parenthesis, or the brace of its trailing
  /// closure (a call given only one has no parenthesis).
  private static func call(opening token: TokenSyntax) -> FunctionCallExprSyntax? {
    if token.tokenKind == .leftParen { return token.parent?.as(FunctionCallExprSyntax.self) }
    guard let closure = token.parent?.as(ClosureExprSyntax.self),
      let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id
    else { return nil }
    return call
  }

  /// Whether `call` only makes a value.
  private func isPure(_ call: FunctionCallExprSyntax) -> Bool {
    let callee = call.calledExpression.unspecialized
    if let function = callee.as(DeclReferenceExprSyntax.self) {
      let name = function.baseName.text
      return ConstructRegistry.valueTypes.contains(name)
        || (ConstructRegistry.pureFunctions.contains(name) && viewMethods[name] == nil
          && !stores.values.contains { $0.methods[name] != nil })
    }
    guard let member = callee.as(MemberAccessExprSyntax.self), member.base != nil else { return false }
    let name = member.declName.baseName.text
    if member.declName.baseName.tokenKind == .keyword(.`init`) {
      return member.base?.as(DeclReferenceExprSyntax.self).map {
        ConstructRegistry.valueTypes.contains($0.baseName.text)
      } ?? false
    }
    return ConstructRegistry.pureMethods.contains(name) && viewMethods[name] == nil
      && !stores.values.contains { $0.methods[name] != nil }
  }
}
