/// What a fix could save, read from the run of the screen as written: a fix whose views did
/// not re-run for the cause it removes saves nothing there, and is not tried.
enum FixProspect: Sendable {
  /// Re-runs of these views, whatever their cause.
  case reruns([String])
  /// Re-runs of this view because its parent re-created it (R3, R4).
  case parentReruns(String)
  /// Re-runs of this view because its parent gave it a new closure (R3).
  case closureReruns(String)
  /// Re-runs of these views because a model they hold sent `objectWillChange` (R5).
  case storeReruns([String])
  /// What moving a part of `view` into a child view can save: the re-runs of `children`, the
  /// views its body makes, that its own re-runs caused (R3, R14), and its own re-runs for a
  /// model it holds (R5). Its re-runs for a field, a state or an environment value the part
  /// reads become the child's, one for one; those its parent causes stay (docs/advise.md,
  /// "Only what could save").
  case movedPartReruns(view: String, children: [String])

  /// The views whose re-runs it is about.
  var views: [String] {
    switch self {
    case .reruns(let names), .storeReruns(let names): names
    case .parentReruns(let name), .closureReruns(let name), .movedPartReruns(let name, _): [name]
    }
  }

  /// Whether the views the run counted (`views`, by name) re-ran for that cause.
  func isOpen(in views: [String: ViewTypeCounters]) -> Bool {
    switch self {
    case .reruns(let names):
      names.contains { (views[$0]?.evals ?? 0) > 0 }
    case .parentReruns(let name):
      views[name]?.reasons.contains { $0.key.hasPrefix("parent") && $0.value > 0 } == true
    case .closureReruns(let name):
      (views[name]?.reasons["parent-closure"] ?? 0) > 0
    case .storeReruns(let names):
      names.contains { (views[$0]?.reasons["store"] ?? 0) > 0 }
    case .movedPartReruns(let view, let children):
      Self.reruns(of: view, in: views) { !Self.isOwnRead($0) && !$0.hasPrefix("parent") }
        || children.contains { child in
          Self.reruns(of: child, in: views) { !Self.isOwnRead($0) && $0 != "store" }
        }
    }
  }

  /// Whether `view` re-ran for a reason `counts` keeps.
  private static func reruns(
    of view: String, in views: [String: ViewTypeCounters], counting counts: (String) -> Bool
  ) -> Bool {
    views[view]?.reasons.contains { $0.value > 0 && counts($0.key) } == true
  }

  /// A re-run for what the view reads itself, or for its mount: a child the part moves into
  /// has the same (EvaluationReason's names).
  private static func isOwnRead(_ reason: String) -> Bool {
    reason == "mount" || reason.hasPrefix("field:") || reason.hasPrefix("state:")
      || reason.hasPrefix("environment:")
  }
}
