import SwiftSyntax

extension ActionTranslator {
  /// What a statement the import skips calls outside the files, if it is such a call
  /// (`ImportWarning.Outside.call`): given no code, rooted in a type the files do not declare
  /// (`AVAudioSession.sharedInstance().setActive(true)`), a function called by its name the
  /// files do not declare (`playClick()`), or a property whose type is one (`player?.pause()`
  /// of `let player = AVPlayer()`), neither read by a view's body
  /// (`SourceSymbols.OutsideNames`), or a bare name nothing of the screen holds, a global's
  /// (`logger.debug("Saved")`, `.global`). Whether it is done is the whole app's to say
  /// (`AppUses.isOutside`).
  func outsideCall(_ expr: ExprSyntax, in scope: Scope) -> ImportWarning.Outside? {
    var call = expr
    while let wrapped = call.as(TryExprSyntax.self)?.expression ?? call.as(AwaitExprSyntax.self)?.expression {
      call = wrapped
    }
    guard call.is(FunctionCallExprSyntax.self) || call.is(OptionalChainingExprSyntax.self),
      !OutsideEffect.givesCode(call), !OutsideEffect.acts(call),
      let root = OutsideEffect.root(of: call, throughSelf: true)
    else { return nil }
    guard !outsideNames.read.contains(root) else { return nil }
    if let key = Self.defaultsKey(written: call), !inScope(root, scope) { return .defaultsWrite(key: key) }
    // A type (declared in the files or not: the whole app judges it), or a function called by
    // its name alone (`playClick()`): the app's, outside any type, or a member of the view
    // from another file.
    let byName =
      call.as(FunctionCallExprSyntax.self)?.calledExpression.is(DeclReferenceExprSyntax.self) == true
    if root.first?.isUppercase == true || byName, !inScope(root, scope) {
      return .call(root: root, type: root)
    }
    // A property of the view's or of the model whose method this is (`self.player` too).
    if let type = outsideNames.properties[root], scope.locals[root] == nil, scope.parameters[root] == nil {
      return .call(root: root, type: type)
    }
    // A bare name nothing of the screen holds (`logger` of `logger.debug(…)`): a global's, if
    // the whole app says so.
    if OutsideEffect.root(of: call) == root, !inScope(root, scope) {
      return .global(root)
    }
    return nil
  }

  /// The key `call` writes the standard defaults under, if it is
  /// `UserDefaults.standard.set(_:forKey:)` or `.removeObject(forKey:)` with the key a literal.
  static func defaultsKey(written call: ExprSyntax) -> String? {
    guard let call = call.as(FunctionCallExprSyntax.self),
      let method = call.calledExpression.as(MemberAccessExprSyntax.self),
      ["set", "removeObject"].contains(method.declName.baseName.text),
      method.base?.trimmedDescription == "UserDefaults.standard",
      let key = call.arguments.last, key.label?.text == "forKey",
      let literal = key.expression.as(StringLiteralExprSyntax.self),
      literal.segments.count == 1, let text = literal.segments.first?.as(StringSegmentSyntax.self)
    else { return nil }
    return text.content.text
  }
}
