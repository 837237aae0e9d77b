import SwiftSyntax

/// Rewrites the names of an expression from SwiftUI source into a screen file's: `self.x` is
/// `x`, a view's model property is its store's key (`vm.count` → `catalogModel.count`, and
/// `$vm.query` → `$catalogModel.query`), a `ForEach` closure's parameter is `item`.
final class SourceNames: SyntaxRewriter {
  private let renames: [String: String]

  init(_ renames: [String: String]) {
    self.renames = renames
    super.init(viewMode: .sourceAccurate)
  }

  /// `expr` in a screen's names, detached from its file and trimmed.
  static func rewritten(_ expr: ExprSyntax, _ renames: [String: String]) -> ExprSyntax {
    let renamed = expr.tokens(viewMode: .sourceAccurate).contains { token in
      token.tokenKind == .keyword(.self) || renames[String(token.plainName.trimmingPrefix("$"))] != nil
    }
    // Detached: put back in place, the rewritten node would copy its whole file (every
    // declaration of it), which made the import quadratic in the file's size.
    guard renamed else { return expr.detached.trimmed }
    let rewritten = SourceNames(renames).rewrite(Syntax(expr), detach: true)
    return (rewritten.as(ExprSyntax.self) ?? expr).trimmed
  }

  override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
    if let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind == .keyword(.self) {
      return visit(ExprSyntax(node.declName))
    }
    guard let base = node.base else { return ExprSyntax(node) }
    return ExprSyntax(node.with(\.base, visit(base)))
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
    var name = node.baseName.plainName
    let projected = name.hasPrefix("$")
    if projected { name.removeFirst() }
    guard let renamed = renames[name] else { return ExprSyntax(node) }
    let text = (projected ? "$" : "") + renamed
    return ExprSyntax(
      node.with(
        \.baseName,
        .identifier(text).with(\.leadingTrivia, node.baseName.leadingTrivia).with(
          \.trailingTrivia, node.baseName.trailingTrivia)))
  }
}

extension TokenSyntax {
  /// The name an identifier token spells, without the backticks of `` `name` ``.
  var plainName: String {
    identifier?.name ?? text
  }
}
