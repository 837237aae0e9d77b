import SwiftSyntax

/// What a closure given to a child captures, as far as its text says (docs/rules.md, R3: a
/// closure capturing nothing is always equal, a re-created one capturing values is not).
enum ClosureCaptures {
  /// Whether `expr` names a type's initializer, unapplied (`EmptyView.init`, `Row.Model.init`:
  /// the base a chain of capitalized names, as types are named): the same function each time,
  /// capturing nothing (R3). Other members are not taken: a static computed property may make
  /// a new closure each time it is read.
  static func namesInitializerOfAType(_ expr: ExprSyntax) -> Bool {
    guard let access = expr.as(MemberAccessExprSyntax.self),
      access.declName.baseName.tokenKind == .keyword(.`init`),
      var base = access.base
    else { return false }
    while let member = base.as(MemberAccessExprSyntax.self), let inner = member.base {
      guard member.declName.baseName.text.first?.isUppercase == true else { return false }
      base = inner
    }
    return base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
  }

  /// Whether a closure argument written `expr` is the same function each time (R3): `nil`, a
  /// type's initializer, or a closure that certainly captures nothing.
  static func isSameEachTime(_ expr: ExprSyntax) -> Bool {
    expr.is(NilLiteralExprSyntax.self) || namesInitializerOfAType(expr)
      || expr.as(ClosureExprSyntax.self).map(capturesNothing) == true
  }

  /// Whether `closure` certainly captures nothing: every name it uses is one it declares (its
  /// parameters, `$0`, its locals) or a type's (`SystemPreferencesHelper.openSettings()`,
  /// capitalized, as types are named), and it names no `self`. Any other name (`url`,
  /// `dismiss()`, a member of the view called without `self.`) may be a capture.
  static func capturesNothing(_ closure: ClosureExprSyntax) -> Bool {
    var declared: Set<String> = []
    switch closure.signature?.parameterClause {
    case .simpleInput(let parameters): declared.formUnion(parameters.map(\.name.text))
    case .parameterClause(let clause):
      declared.formUnion(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
    case nil: break
    }
    let tokens = Array(closure.statements.tokens(viewMode: .sourceAccurate))
    for token in tokens where token.parent?.is(IdentifierPatternSyntax.self) == true {
      // `if let url`, `if let url = url`, `let x = x`: a local of the name of what it unwraps
      // or copies, which the closure captures.
      let holder = token.parent?.parent
      if let condition = holder?.as(OptionalBindingConditionSyntax.self) {
        guard let value = condition.initializer?.value else { return false }
        if value.as(DeclReferenceExprSyntax.self)?.baseName.text == token.text { return false }
      } else if let binding = holder?.as(PatternBindingSyntax.self),
        binding.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.text == token.text
      {
        return false
      }
      declared.insert(token.text)
    }
    for token in tokens {
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        reference.keyPathInParent != \MemberAccessExprSyntax.declName
      else { continue }
      if token.tokenKind == .keyword(.self) { return false }
      let name = token.text
      // `$0` is the closure's own; `$text` is a projected value of the view's: a capture.
      let isShorthand = name.hasPrefix("$") && name.dropFirst().allSatisfy(\.isNumber) && name.count > 1
      if name.first?.isUppercase == true || isShorthand || declared.contains(name) { continue }
      return false
    }
    return true
  }
}
