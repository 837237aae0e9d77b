import SwiftSyntax

/// A call of an action (or a write through one) whose effect lies outside what the screen shows: a call rooted in the
/// SDK's or the standard library's logging, pasteboard, haptics and the like
/// (`ConstructRegistry.outsideEffects`), given no closure and no `inout` argument (an SDK
/// function cannot name the app's types, so what it is given it only reads). It is done, not
/// skipped: nothing a view reads changes (docs/swiftui-import.md, "Actions"). A type or
/// function of the same name the files or the view declare is the app's, not the SDK's.
enum OutsideEffect {
  /// Whether `expr`, a statement of an action, is such a call; `declared` names the types and
  /// functions of the files, `viewNames` what the view and the action have in scope.
  static func isOutside(_ expr: ExprSyntax, declared: Set<String>, viewNames: (String) -> Bool) -> Bool {
    // A call, or a write of what one reaches (`UIPasteboard.general.string = text`; the
    // parser leaves `a = b` unfolded, a sequence of three).
    var reached = expr
    if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      Array(sequence.elements)[1].is(AssignmentExprSyntax.self), let target = sequence.elements.first
    {
      reached = target
    } else if !expr.is(FunctionCallExprSyntax.self) {
      return false
    }
    guard let root = root(of: reached), ConstructRegistry.outsideEffects.contains(root),
      !declared.contains(root), !viewNames(root)
    else { return false }
    return !expr.tokens(viewMode: .sourceAccurate).contains { token in
      // A closure may write what a view reads (a completion handler); `&x` writes `x`.
      token.tokenKind == .leftBrace || token.tokenKind == .prefixAmpersand
    }
  }

  /// The name a chain of calls and members starts from (`UIPasteboard` of
  /// `UIPasteboard.general.setString(s)`, `print` of `print(x)`).
  private static func root(of expr: ExprSyntax) -> String? {
    var current = expr
    while true {
      if let call = current.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression
      } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        current = base
      } else {
        return current.as(DeclReferenceExprSyntax.self)?.baseName.text
      }
    }
  }
}
