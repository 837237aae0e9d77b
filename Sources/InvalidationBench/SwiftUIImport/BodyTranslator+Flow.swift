import SwiftSyntax

/// The flow of a body: its helpers inlined, `let`s and the names conditions bind, `if`,
/// `switch` and an optional's `map`.
extension BodyTranslator {
  /// A computed property or function of the view, inlined (once on a path) with its
  /// parameters bound to the call's arguments, in its own file.
  mutating func inline(
    _ name: String, arguments: LabeledExprListSyntax?, trailing: ClosureExprSyntax? = nil,
    at node: some SyntaxProtocol
  )
    -> [ScreenDraft.Part]?
  {
    guard let helper = helpers[name]?.overload(for: Array(arguments ?? []), trailing: trailing),
      !inlining.contains(name), let matched = helper.matched(Array(arguments ?? []), trailing: trailing)
    else { return nil }
    inlining.insert(name)
    let saved = (locals, closures, file, converter)
    // The call's values are the caller's expressions; the defaults, the declaration's.
    let (given, defaulted) = (matched.filter { !$0.isDefault }, matched.filter(\.isDefault))
    let values = given.map { ($0.parameter, expression($0.value)) }
    var closures: [String: ActionTranslator.GivenClosure] = [:]
    for argument in given {
      if let closure = argument.value.as(ClosureExprSyntax.self), closure.signature == nil {
        closures[argument.parameter] = .init(statements: closure.statements, file: file, converter: converter)
      } else if let passed = argument.value.as(DeclReferenceExprSyntax.self)?.baseName.plainName,
        let closure = self.closures[passed]
      {
        closures[argument.parameter] = closure
      }
    }
    self.closures = closures
    for (parameter, value) in values { locals[parameter] = value }
    (file, converter) = (helper.file, helper.converter)
    for argument in defaulted { locals[argument.parameter] = expression(argument.value) }
    defer {
      inlining.remove(name)
      (locals, self.closures, file, converter) = saved
    }
    return parts(helper.statements)
  }

  /// `value.map { x in … }` in a body: a view only while the optional `value` holds one
  /// (`Optional<some View>`; an array's map is not a view).
  static func optionalMap(_ call: FunctionCallExprSyntax) -> (ExprSyntax, ClosureExprSyntax)? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "map",
      let base = member.base, call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty,
      let closure = call.trailingClosure
    else { return nil }
    return (base, closure)
  }

  /// `optional.map { x in content }`, as `if let x = optional { content }` shows it.
  mutating func unwrapped(_ optional: ExprSyntax, _ closure: ClosureExprSyntax, container: String?)
    -> ScreenDraft.Part
  {
    let value = expression(optional)
    var test = value
    if startsNil(optional) {
      test = presence(of: [value])
    } else {
      test.testedCase = 0
    }
    let parameter = Self.parameterNames(of: closure).first ?? "$0"
    let saved = locals
    locals[parameter] = value
    let then = parts(closure.statements, container: container)
    locals = saved
    return .conditional(test, then: then, otherwise: [])
  }

  /// `let x = …` in a body: `x` stands for its value from here on.
  mutating func bind(_ variable: VariableDeclSyntax) {
    for binding in variable.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName,
        let value = binding.initializer?.value ?? Self.gotten(binding.accessorBlock)
      else { continue }
      locals[name] = expression(value)
    }
  }

  /// What a local computed variable's getter returns, when it is one expression
  /// (`var isShown: Bool { a || b }`, `{ return a || b }`).
  static func gotten(_ block: AccessorBlockSyntax?) -> ExprSyntax? {
    let statements: CodeBlockItemListSyntax?
    switch block?.accessors {
    case .getter(let getter): statements = getter
    case .accessors(let accessors):
      statements = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
    case nil: statements = nil
    }
    guard let statements, statements.count == 1, let item = statements.first?.item else { return nil }
    return item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
  }

  /// The names a condition binds (`let x = e`, `let x`, `case .a(let v) = e`) stand for
  /// what it unwraps.
  mutating func bind(_ condition: ConditionElementSyntax) {
    switch condition.condition {
    case .optionalBinding(let binding):
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName,
        let value = ViewHelper.expression(of: condition, renames: renames, file: file, converter: converter)
      else { return }
      locals[name] = withLocals(value)
    case .matchingPattern(let pattern):
      var value = expression(pattern.initializer.value)
      value.isWholeOfAPart = true
      for name in Self.boundNames(pattern.pattern) { locals[name] = value }
    default:
      break
    }
  }

  /// The names a pattern binds: `v` in `.a(let v)`.
  static func boundNames(_ pattern: some SyntaxProtocol) -> [String] {
    pattern.tokens(viewMode: .sourceAccurate).compactMap { token in
      token.parent?.is(IdentifierPatternSyntax.self) == true ? token.plainName : nil
    }
  }

  /// The condition an `if` or a presentation tests, as a value: one expression the screen may
  /// compute, or a test it can only derive (`if let`, `if case`, several clauses).
  func condition(_ conditions: ConditionElementListSyntax, at node: some SyntaxProtocol)
    -> SourceExpression
  {
    var clauses: [SourceExpression] = []
    var tests = false
    for condition in conditions {
      guard
        let value = ViewHelper.expression(of: condition, renames: renames, file: file, converter: converter)
      else { continue }
      if case .expression = condition.condition {} else { tests = true }
      clauses.append(withLocals(value))
    }
    guard var first = clauses.first else { return constant("true", at: node) }
    // `if let error = model.error` of optionals that start `nil`: whether each holds a value,
    // exactly (nil is the empty text, and stays so until something writes it).
    if tests, let present = presence(conditions) { return present }
    // `if state == .loading` alone: the state compared with the case's name, as the screen
    // holds a case (the text of its name).
    if conditions.count == 1, case .expression(let test) = conditions.first?.condition,
      let (subject, name, negated) = SourceExpression.caseComparison(test, among: enumCases.names)
    {
      return SourceExpression.testing(expression(subject), isOneOf: [name], index: 0, negated: negated)
    }
    // `if case .display = state` alone: the state compared with the case's name.
    if conditions.count == 1, case .matchingPattern(let pattern) = conditions.first?.condition,
      let names = SourceExpression.caseNames([pattern.pattern])
    {
      return SourceExpression.testing(first, isOneOf: names, index: 0)
    }
    first.alongside = Array(clauses.dropFirst())
    if tests { first.testedCase = 0 }
    return first
  }

  /// `if let a = x, let b = y` as `x != nil && y != nil`, where each clause unwraps an
  /// optional of the view or a model that starts `nil` (its first value is `nil` as written);
  /// `nil` for any other condition.
  func presence(_ conditions: ConditionElementListSyntax) -> SourceExpression? {
    var tested: [SourceExpression] = []
    for condition in conditions {
      guard case .optionalBinding = condition.condition,
        let value = ViewHelper.expression(of: condition, renames: renames, file: file, converter: converter),
        startsNil(value.syntax)
      else { return nil }
      tested.append(value)
    }
    return tested.isEmpty ? nil : presence(of: tested)
  }

  /// `a != nil && b != nil`: each of `values`, an optional that starts `nil`, holds a value.
  func presence(of values: [SourceExpression]) -> SourceExpression {
    let text = values.map { "\($0.syntax.trimmedDescription) != nil" }.joined(separator: " && ")
    var present = SourceExpression(text, at: values[0].place).renamed(values[0].renames)
    present.bindings = locals
    return present
  }

  /// Whether `binding` (`$error`, `$model.error`) is of an optional that starts `nil`.
  func startsNil(unprojected binding: ExprSyntax) -> Bool {
    if let name = binding.as(DeclReferenceExprSyntax.self)?.baseName.text, name.hasPrefix("$") {
      return stateStartsNil(String(name.dropFirst()))
    }
    guard let member = binding.as(MemberAccessExprSyntax.self),
      let name = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, name.hasPrefix("$")
    else { return false }
    return fieldStartsNil(member.declName.baseName.text, of: String(name.dropFirst()))
  }

  /// Whether `expr` names an optional that starts `nil`: a `@State` of the view, or a model's
  /// field (`model.error`), not hidden by a local.
  func startsNil(_ expr: ExprSyntax) -> Bool {
    if let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.plainName {
      return stateStartsNil(name)
    }
    guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
    if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
      return startsNil(ExprSyntax(member.declName))
    }
    guard let model = base.as(DeclReferenceExprSyntax.self)?.baseName.plainName else { return false }
    return fieldStartsNil(member.declName.baseName.text, of: model)
  }

  private func stateStartsNil(_ name: String) -> Bool {
    guard locals[name] == nil else { return false }
    return draft.state.contains { $0.name == name && $0.initial.syntax.is(NilLiteralExprSyntax.self) }
  }

  private func fieldStartsNil(_ name: String, of model: String) -> Bool {
    guard locals[model] == nil, let key = draft.models[model],
      let field = stores[key]?.fields.first(where: { $0.name == name })
    else { return false }
    return field.initial.syntax.is(NilLiteralExprSyntax.self)
  }

  mutating func conditional(_ ifExpr: IfExprSyntax, container: String?) -> ScreenDraft.Part {
    let condition = condition(ifExpr.conditions, at: ifExpr)
    let saved = locals
    for clause in ifExpr.conditions { bind(clause) }
    let then = parts(ifExpr.body.statements, container: container)
    locals = saved
    var otherwise: [ScreenDraft.Part] = []
    switch ifExpr.elseBody {
    case .ifExpr(let next)?: otherwise = [conditional(next, container: container)]
    case .codeBlock(let block)?: otherwise = parts(block.statements, container: container)
    case nil: break
    }
    return .conditional(condition, then: then, otherwise: otherwise)
  }

  /// A `switch`: each case in turn, as `if`s whose conditions are derived from the subject
  /// (the case taken is a guess); `default` is the last `else`.
  mutating func switchParts(_ switchExpr: SwitchExprSyntax, container: String?) -> [ScreenDraft.Part] {
    let subject = expression(switchExpr.subject)
    var branches: [(SourceExpression, [ScreenDraft.Part])] = []
    var fallback: [ScreenDraft.Part] = []
    for (index, element) in switchExpr.cases.enumerated() {
      guard case .switchCase(let switchCase) = element else { continue }
      let saved = locals
      if case .case(let label) = switchCase.label {
        for item in label.caseItems {
          var whole = subject
          whole.isWholeOfAPart = true
          for name in Self.boundNames(item.pattern) { locals[name] = whole }
        }
        var test = subject
        test.testedCase = index
        if label.caseItems.allSatisfy({ $0.whereClause == nil }),
          let names = SourceExpression.caseNames(label.caseItems.map(\.pattern))
        {
          test = SourceExpression.testing(subject, isOneOf: names, index: index)
        }
        branches.append((test, parts(switchCase.statements, container: container)))
      } else {
        fallback = parts(switchCase.statements, container: container)
      }
      locals = saved
    }
    var result = fallback
    for (test, then) in branches.reversed() {
      result = [.conditional(test, then: then, otherwise: result)]
    }
    return result
  }
}
