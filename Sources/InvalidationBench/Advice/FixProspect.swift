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

  /// The views whose re-runs it is about.
  var views: [String] {
    switch self {
    case .reruns(let names), .storeReruns(let names): names
    case .parentReruns(let name), .closureReruns(let name): [name]
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
    }
  }
}
