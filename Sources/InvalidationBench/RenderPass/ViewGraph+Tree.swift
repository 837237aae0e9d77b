extension ViewGraph {
  /// What the screen shows: every element in body order, conditionals following the branch
  /// each took, children and rows in place, with the developer-written view owning each.
  func renderedTree() -> RenderedTree {
    var tree = RenderedTree()
    guard let root else { return tree }
    // (node, next op, or for a container the next row)
    var stack: [(Node, Int)] = [(root, 0)]
    while let (node, position) = stack.popLast() {
      if node.isContainer {
        guard position < node.rows.count else { continue }
        stack.append((node, position + 1))
        stack.append((node.rows[position], 0))
        continue
      }
      let ops = node.program.ops
      guard position < ops.count else { continue }
      let op = ops[position]
      var next = position + 1
      switch op.kind {
      case .element:
        let element = 2 * Int(op.ordinal)
        tree.append(
          content: node.elements[element], style: node.elements[element + 1],
          owner: node.host.decl.name)
      case .child, .forEach, .observer, .scope:
        stack.append((node, next))
        if let child = node.children[Int(op.ordinal)] { stack.append((child, 0)) }
        continue
      case .branch:
        if !node.branches[Int(op.ordinal)] { next = Int(op.target) }
      case .jump:
        next = Int(op.target)
      case .environment, .endEnvironment, .lifecycle, .observe:
        break
      }
      stack.append((node, next))
    }
    return tree
  }
}
