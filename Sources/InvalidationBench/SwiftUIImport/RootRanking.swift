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
  /// Why the first candidate is the root.
  let reason: Reason

  /// Why a view was chosen as the root.
  enum Reason: Sendable, Equatable {
    /// `--root` named it.
    case given
    /// The `App` among the files shows it in its scene (`WindowGroup { FeedView() }`).
    case app
    /// No other view of the feature shows it, and it has the most views under it.
    case unshown(of: Int)
    /// Every view of the feature is shown by another (views that navigate to each other):
    /// the one with the most views under it breaks the cycle.
    case cycle
    /// The feature's views that no other view shows, run side by side under one root.
    case sideBySide(Int)
    /// A root of the import's making showing the view chosen, which takes a record no view
    /// of the files gives it.
    case host(String)

    /// As the summary says it.
    var text: String {
      switch self {
      case .given: "chosen with --root"
      case .app: "the view the App's scene shows"
      case .unshown(1): "no other view shows it"
      case .unshown(let count): "the largest of the feature's \(count) views no other view shows"
      case .cycle: "the feature's views all show each other: the largest"
      case .sideBySide(let count):
        "the feature's \(count) views no other view shows, side by side; choose one with --root"
      case .host(let view):
        "showing \(view) with the first record it takes, which no view of the files gives it"
      }
    }
  }

  /// The candidates among `views`: those of the `feature` files (all files when `nil`) that no
  /// other view shows, the largest first; the view `app` names (the `App`'s scene) before any.
  /// The root `sideBySide`, which shows the candidates a ranking found (`SwiftUIImporter`).
  /// With `hosting`, the root hosts that one view (`Reason.host`).
  init(
    _ views: [ScreenDraft.View], shown: Set<String>, feature: Set<String>?, sideBySide: String,
    hosting: String? = nil
  ) {
    var children: [String: [String]] = [:]
    for view in views { children[view.name] = SwiftUIImporter.children(view.body) }
    self.children = children
    candidates = [Candidate(name: sideBySide, views: Self.subtree(of: sideBySide, children).count)]
    reason = hosting.map(Reason.host) ?? .sideBySide(children[sideBySide]?.count ?? 0)
  }

  init(_ views: [ScreenDraft.View], shown: Set<String>, feature: Set<String>? = nil, app: String? = nil) {
    var children: [String: [String]] = [:]
    for view in views { children[view.name] = SwiftUIImporter.children(view.body) }
    self.children = children
    let named = views.map(\.name).filter { !Self.isPreview($0) }
    let featured = views.filter { feature?.contains($0.place.file) ?? true }.map(\.name).filter {
      !Self.isPreview($0)
    }
    // A first path with no view (a model file given first) leaves every view a candidate.
    let own = featured.isEmpty ? named : featured
    // Only the candidates' subtrees are walked: a chain of n views has one, not n of
    // sizes up to n.
    var roots = own.filter { !shown.contains($0) }
    var reason = Reason.unshown(of: roots.count)
    if roots.isEmpty {
      roots = own
      reason = .cycle
    }
    let sizes = roots.map { Self.subtree(of: $0, children).count }
    // Stable: equal sizes keep file order.
    var ranked = zip(roots, sizes).enumerated().sorted { lhs, rhs in
      lhs.element.1 != rhs.element.1 ? lhs.element.1 > rhs.element.1 : lhs.offset < rhs.offset
    }.map { Candidate(name: $0.element.0, views: $0.element.1) }
    if let app, children[app] != nil {
      ranked.removeAll { $0.name == app }
      ranked.insert(Candidate(name: app, views: Self.subtree(of: app, children).count), at: 0)
      reason = .app
    }
    candidates = ranked
    self.reason = reason
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
