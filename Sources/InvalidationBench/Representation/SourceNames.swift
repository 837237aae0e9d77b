import SwiftSyntax

/// The names of an expression from SwiftUI source in a screen file's terms: `self.x` is `x`, a
/// view's model property is its store's key (`vm.count` → `catalogModel.count`, and
/// `$vm.query` → `$catalogModel.query`), a `ForEach` closure's parameter (`$0` too) is `item`. The
/// importer compiles the source as it stands with these names as aliases
/// (`SwiftExpression.aliases`); `bench import` writes the text they make.
enum SourceNames {
  /// `expr` written with `renames`, on the tokens as they stand (no tree is rebuilt), trimmed.
  static func text(_ expr: ExprSyntax, _ renames: [String: String]) -> String {
    var out = ""
    var skipPeriod = false
    let tokens = Array(expr.tokens(viewMode: .sourceAccurate))
    for (index, token) in tokens.enumerated() {
      let leading = index == 0 ? "" : token.leadingTrivia.description
      let trailing = index == tokens.count - 1 ? "" : token.trailingTrivia.description
      if skipPeriod, token.tokenKind == .period {
        skipPeriod = false
        out += leading
        continue
      }
      if token.tokenKind == .keyword(.self), isBaseOfMemberAccess(token) {
        skipPeriod = true
        out += leading
        continue
      }
      out += leading + (renamed(token, renames) ?? token.text) + trailing
    }
    return out
  }

  /// The view's own property a call calls, with the callee as written without its `?`: `x`
  /// of `x()`, `x?()`, `self.x()` and `self.x?()`; `nil` for any other callee.
  static func calledProperty(_ call: FunctionCallExprSyntax) -> (name: String, callee: ExprSyntax)? {
    var callee = call.calledExpression
    if let optional = callee.as(OptionalChainingExprSyntax.self) { callee = optional.expression }
    return property(callee).map { ($0, callee) }
  }

  /// The view's own property `expr` names: `x` of `x` and `self.x`; `nil` for anything else.
  static func property(_ expr: ExprSyntax) -> String? {
    if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.plainName }
    guard let member = expr.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    else { return nil }
    return member.declName.baseName.plainName
  }

  /// Whether `token` is the whole base of a member access (`self` in `self.x`).
  private static func isBaseOfMemberAccess(_ token: TokenSyntax) -> Bool {
    guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
    return reference.keyPathInParent == \MemberAccessExprSyntax.base
  }

  /// The new name of a reference's token, if it is renamed: a member's name is only when it
  /// is one of `self` (`self.x` is `x`).
  private static func renamed(_ token: TokenSyntax, _ renames: [String: String]) -> String? {
    guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
    if reference.keyPathInParent == \MemberAccessExprSyntax.declName {
      let base = reference.parent?.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)
      guard base?.baseName.tokenKind == .keyword(.self) else { return nil }
    }
    var name = token.plainName
    if let alias = renames[name] { return alias }
    let projected = name.hasPrefix("$")
    if projected { name.removeFirst() }
    return renames[name].map { (projected ? "$" : "") + $0 }
  }
}

extension TokenSyntax {
  /// The name an identifier token spells, without the backticks of `` `name` ``.
  var plainName: String {
    identifier?.name ?? text
  }
}
