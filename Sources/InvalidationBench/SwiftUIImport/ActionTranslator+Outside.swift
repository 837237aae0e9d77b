import SwiftSyntax

extension ActionTranslator {
  /// What a statement the import skips calls outside the files, if it is such a call
  /// (`ImportWarning.Outside.call`): given no code, rooted in a type the files do not declare
  /// (`AVAudioSession.sharedInstance().setActive(true)`) or in a property whose type is one
  /// (`player?.pause()` of `let player = AVPlayer()`), neither read by a view's body
  /// (`SourceSymbols.OutsideNames`). Whether it is done is the whole app's to say
  /// (`AppUses.isOutside`).
  func outsideCall(_ expr: ExprSyntax, in scope: Scope) -> ImportWarning.Outside? {
    var call = expr
    while let wrapped = call.as(TryExprSyntax.self)?.expression ?? call.as(AwaitExprSyntax.self)?.expression {
      call = wrapped
    }
    guard call.is(FunctionCallExprSyntax.self) || call.is(OptionalChainingExprSyntax.self),
      !OutsideEffect.givesCode(call), let root = Self.root(of: call)
    else { return nil }
    guard !outsideNames.read.contains(root) else { return nil }
    if root.first?.isUppercase == true, !outsideNames.declared.contains(root), !inScope(root, scope) {
      return .call(root: root, type: root)
    }
    // A property of the view's or of the model whose method this is (`self.player` too).
    if let type = outsideNames.properties[root], scope.locals[root] == nil, scope.parameters[root] == nil {
      return .call(root: root, type: type)
    }
    return nil
  }

  /// The name a chain of calls and members starts from, through `?`, `!` and `self.`
  /// (`player` of `self.player?.pause()`).
  private static func root(of expr: ExprSyntax) -> String? {
    var current = expr
    var member: String?
    while true {
      if let call = current.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression
      } else if let access = current.as(MemberAccessExprSyntax.self), let base = access.base {
        member = access.declName.baseName.text
        current = base
      } else if let optional = current.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else if let unwrapped = current.as(ForceUnwrapExprSyntax.self) {
        current = unwrapped.expression
      } else if let reference = current.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.tokenKind == .keyword(.self) ? member : reference.baseName.text
      } else {
        return nil
      }
    }
  }
}
