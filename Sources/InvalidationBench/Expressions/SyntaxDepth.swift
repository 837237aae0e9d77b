import SwiftSyntax

/// How deeply a syntax tree nests, measured without recursion so that measuring cannot overflow
/// the stack the way compiling it could. An operator chain or a chain of nested ternaries counts
/// one level per operand, as it will once its operators are folded.
enum SyntaxDepth {
  /// The statement (or, in a single expression, the expression) holding a part that nests
  /// deeper than `limit`, if any.
  static func firstNode(deeperThan limit: Int, in root: some SyntaxProtocol) -> Syntax? {
    var stack: [(Syntax, Int)] = [(Syntax(root), 1)]
    while let (node, depth) = stack.popLast() {
      let step = node.as(SequenceExprSyntax.self).map { max(1, $0.elements.count / 2) } ?? 1
      let children = node.children(viewMode: .sourceAccurate)
      guard !children.isEmpty else { continue }
      if depth + step > limit { return statement(around: node, under: Syntax(root)) }
      for child in children { stack.append((child, depth + step)) }
    }
    return nil
  }

  /// The innermost statement around `node` (climbing without recursion), or `root`.
  private static func statement(around node: Syntax, under root: Syntax) -> Syntax {
    var current = node
    while current.id != root.id, let parent = current.parent {
      if parent.is(CodeBlockItemSyntax.self) { return parent }
      current = parent
    }
    return root
  }
}
