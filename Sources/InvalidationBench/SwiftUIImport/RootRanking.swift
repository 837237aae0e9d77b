/// The candidates for an imported screen's root: views no other view shows, the one with the
/// most views under it first; previews (`…Preview`, `…Previews`) are never candidates.
struct RootRanking: Sendable {
  struct Candidate: Sendable {
    let name: String
    /// The views under it, itself included.
    let views: Int
  }

  let candidates: [Candidate]
  /// The views each view shows, directly or through others, itself included.
  private let subtrees: [String: Set<String>]

  init(_ views: [ScreenDraft.View], shown: Set<String>) {
    var children: [String: [String]] = [:]
    for view in views { children[view.name] = SwiftUIImporter.children(view.body) }
    var subtrees: [String: Set<String>] = [:]
    for view in views {
      var seen: Set<String> = [view.name]
      var stack = [view.name]
      while let next = stack.popLast() {
        for child in children[next] ?? [] where children[child] != nil && seen.insert(child).inserted {
          stack.append(child)
        }
      }
      subtrees[view.name] = seen
    }
    self.subtrees = subtrees
    let roots = views.map(\.name).filter { !shown.contains($0) && !Self.isPreview($0) }
    // Stable: equal sizes keep file order.
    candidates = roots.enumerated().sorted { lhs, rhs in
      let (left, right) = (subtrees[lhs.element]?.count ?? 0, subtrees[rhs.element]?.count ?? 0)
      return left != right ? left > right : lhs.offset < rhs.offset
    }.map { Candidate(name: $0.element, views: subtrees[$0.element]?.count ?? 1) }
  }

  /// The views under `root`, itself included.
  func views(under root: String) -> Set<String> {
    subtrees[root] ?? [root]
  }

  /// Whether a view only previews others.
  static func isPreview(_ name: String) -> Bool {
    name.hasSuffix("Preview") || name.hasSuffix("Previews")
  }
}
