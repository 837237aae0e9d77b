/// A view of the tree under a screen's root as report.html draws it: the views the developer
/// wrote, each with the views its body creates (through branches, rows and environment
/// blocks; framework views such as controls looked through), and the rows of a `ForEach`
/// written inline as a node of their own. A view used in
/// several places is expanded where it first appears.
public struct ViewTreeNode: Sendable, Codable, Hashable {
  /// The view's name, as `EngineResult.viewTypes` names it.
  public var name: String
  /// The views its body creates, in order.
  public var children: [ViewTreeNode]
  /// Shown again: its subtree is drawn where it first appears.
  public var repeated: Bool

  public init(name: String, children: [ViewTreeNode] = [], repeated: Bool = false) {
    self.name = name
    self.children = children
    self.repeated = repeated
  }

  /// The tree of `screen` under its root.
  static func tree(of screen: Screen) -> ViewTreeNode {
    var expanded: Set<ViewID> = []
    return node(screen.root, in: screen, expanded: &expanded)
  }

  private static func node(_ id: ViewID, in screen: Screen, expanded: inout Set<ViewID>) -> ViewTreeNode {
    let name = screen[id].name
    guard expanded.insert(id).inserted else { return ViewTreeNode(name: name, repeated: true) }
    var children: [ViewTreeNode] = []
    for child in views(in: screen[id].body, of: screen) {
      children.append(node(child, in: screen, expanded: &expanded))
    }
    return ViewTreeNode(name: name, children: children)
  }

  /// The developer's views that `parts` create, in order.
  private static func views(in parts: [Part], of screen: Screen) -> [ViewID] {
    func shown(_ id: ViewID) -> [ViewID] {
      screen[id].role.isView ? [id] : views(in: screen[id].body, of: screen)
    }
    return parts.flatMap { part -> [ViewID] in
      switch part.kind {
      case .child(let child): shown(child.view)
      // A row written inline is a node of its own: its evaluations are the rows' (docs/output-files.md).
      case .forEach(_, _, let row): screen[row.view].role.isRow ? [row.view] : shown(row.view)
      case .conditional(_, let then, let otherwise):
        views(in: then, of: screen) + views(in: otherwise, of: screen)
      case .environment(_, _, let content): views(in: content, of: screen)
      case .element, .observer, .lifecycle, .scope: []
      }
    }
  }

  /// This node and every node under it, each before its children, with the position of each
  /// one's parent in the list (`nil` for this one). Walked without recursion, so a tree of any
  /// depth the run accepts is listed.
  public var preorder: [(node: ViewTreeNode, parent: Int?)] {
    var found: [(node: ViewTreeNode, parent: Int?)] = []
    var pending: [(node: ViewTreeNode, parent: Int?)] = [(self, nil)]
    while let next = pending.popLast() {
      let position = found.count
      found.append(next)
      pending += next.node.children.reversed().map { ($0, position) }
    }
    return found
  }

  /// This node and every node under it, each before its children.
  public var all: [ViewTreeNode] { preorder.map(\.node) }

  /// This node and every node under it, each before its children, with its depth (0 for
  /// this one).
  public var depthFirst: [(node: ViewTreeNode, depth: Int)] {
    var depths: [Int] = []
    return preorder.map { node, parent in
      let depth = parent.map { depths[$0] + 1 } ?? 0
      depths.append(depth)
      return (node, depth)
    }
  }

  // results.json holds the tree as a flat list of nodes with their parents' positions, so that
  // no depth of the tree reaches the JSON coders' nesting limit (docs/output-files.md).
  private struct FlatNode: Codable {
    var name: String
    var parent: Int?
    var repeated: Bool?
  }

  private enum CodingKeys: String, CodingKey {
    case nodes
    // Results written before the flat form nest `children`.
    case name, children, repeated
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(
      preorder.map {
        FlatNode(name: $0.node.name, parent: $0.parent, repeated: $0.node.repeated ? true : nil)
      },
      forKey: .nodes)
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.contains(.nodes) else {
      name = try container.decode(String.self, forKey: .name)
      children = try container.decode([ViewTreeNode].self, forKey: .children)
      repeated = try container.decode(Bool.self, forKey: .repeated)
      return
    }
    let flat = try container.decode([FlatNode].self, forKey: .nodes)
    guard !flat.isEmpty else {
      throw DecodingError.dataCorruptedError(
        forKey: .nodes, in: container, debugDescription: "a tree has a root")
    }
    // A parent comes before its children: build the last nodes first.
    var children = flat.map { _ in [Int]() }
    for (position, node) in flat.enumerated() {
      guard let parent = node.parent else { continue }
      guard parent >= 0, parent < position else {
        throw DecodingError.dataCorruptedError(
          forKey: .nodes, in: container, debugDescription: "node \(position) names a parent after it")
      }
      children[parent].append(position)
    }
    var built: [ViewTreeNode?] = flat.map { _ in nil }
    for position in flat.indices.reversed() {
      built[position] = ViewTreeNode(
        name: flat[position].name, children: children[position].map { built[$0]! },
        repeated: flat[position].repeated ?? false)
      for child in children[position] { built[child] = nil }
    }
    self = built[0]!
  }
}
