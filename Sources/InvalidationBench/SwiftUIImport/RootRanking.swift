/// The candidates for an imported screen's root: views no other view shows, the one with the
/// most views under it first; previews (`…Preview`, `…Previews`) are never candidates.
struct RootRanking: Sendable {
  struct Candidate: Sendable {
    let name: String
    /// The views under it, itself included.
    let views: Int
  }

  let candidates: [Candidate]
  /// The views each view shows directly.
  private let children: [String: [String]]

  init(_ views: [ScreenDraft.View], shown: Set<String>) {
    var children: [String: [String]] = [:]
    for view in views { children[view.name] = SwiftUIImporter.children(view.body) }
    self.children = children
    // Only the candidates' subtrees are walked: a chain of n views has one, not n of
    // sizes up to n.
    let roots = views.map(\.name).filter { !shown.contains($0) && !Self.isPreview($0) }
    let sizes = roots.map { Self.subtree(of: $0, children).count }
    // Stable: equal sizes keep file order.
    candidates = zip(roots, sizes).enumerated().sorted { lhs, rhs in
      lhs.element.1 != rhs.element.1 ? lhs.element.1 > rhs.element.1 : lhs.offset < rhs.offset
    }.map { Candidate(name: $0.element.0, views: $0.element.1) }
  }

  /// The views under `root`, itself included.
  func views(under root: String) -> Set<String> {
    Self.subtree(of: root, children)
  }

  /// The views under `root` in `views`, itself included.
  static func views(under root: String, in views: [ScreenDraft.View]) -> Set<String> {
    var children: [String: [String]] = [:]
    for view in views { children[view.name] = SwiftUIImporter.children(view.body) }
    return subtree(of: root, children)
  }

  /// The views `root` shows, directly or through others, itself included.
  private static func subtree(of root: String, _ children: [String: [String]]) -> Set<String> {
    var seen: Set<String> = [root]
    var stack = [root]
    while let next = stack.popLast() {
      for child in children[next] ?? [] where children[child] != nil && seen.insert(child).inserted {
        stack.append(child)
      }
    }
    return seen
  }

  /// Whether a view only previews others.
  static func isPreview(_ name: String) -> Bool {
    name.hasSuffix("Preview") || name.hasSuffix("Previews")
  }
}
