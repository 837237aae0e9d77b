/// A view of the tree under a screen's root as report.html draws it: the views the developer
/// wrote, each with the views its body creates (through branches, rows and environment
/// blocks; framework views such as controls and inline rows looked through). A view used in
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
      case .forEach(_, _, let row): shown(row.view)
      case .conditional(_, let then, let otherwise):
        views(in: then, of: screen) + views(in: otherwise, of: screen)
      case .environment(_, _, let content): views(in: content, of: screen)
      case .element, .observer, .lifecycle, .scope: []
      }
    }
  }

  /// This node and every node under it, each before its children.
  public var all: [ViewTreeNode] { [self] + children.flatMap(\.all) }
}
