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
  /// What moving parts of a view into new child views can save (docs/advise.md, "Only what
  /// could save"):
  /// - the view's own re-runs for a binding it is given, which the parts take;
  /// - re-runs of the views a new child's parts make that the view's re-runs caused (R3, R14),
  ///   when the view re-ran for something those parts do not read (the child, not re-run then,
  ///   does not re-create them);
  /// - re-runs of the views the rest of the body makes that the view's re-runs caused, when the
  ///   view re-ran for something only moved parts read (the view no longer does).
  /// Its re-runs for a field, a state or an environment value the parts read become the
  /// children's, one for one; those its parent causes stay. It is tried when that is more than
  /// what the new children cost: an evaluation each at every mount of the view.
  case movedPartReruns(MovedPart)

  /// The views whose re-runs it is about.
  var views: [String] {
    switch self {
    case .reruns(let names), .storeReruns(let names): names
    case .parentReruns(let name), .closureReruns(let name): [name]
    case .movedPartReruns(let moved): [moved.view]
    }
  }

  /// Whether the views the run counted (`views`, by name) re-ran for that cause.
  func isOpen(in views: [String: ViewTypeCounters]) -> Bool {
    switch self {
    case .reruns(let names):
      names.contains { (views[$0]?.evals ?? 0) > 0 }
    case .parentReruns(let name):
      views[name]?.reasons.contains { $0.key.cause.isParent && $0.value > 0 } == true
    case .closureReruns(let name):
      (views[name]?.reasons[.parentClosure] ?? 0) > 0
    case .storeReruns(let names):
      names.contains { (views[$0]?.reasons[.store] ?? 0) > 0 }
    case .movedPartReruns(let moved):
      Self.saving(moved, in: views) > (views[moved.view]?.reasons[.mount] ?? 0) * moved.children.count
    }
  }

  /// At most how many evaluations moving the parts saves: the view's re-runs for a model it
  /// holds, and the re-runs of views a new child's parts make (when the view re-ran for
  /// something those parts do not read) or the rest of the body makes (when it re-ran for
  /// something only moved parts read) because the view re-created them:
  /// - a control, once at most a re-run of the view: its binding may carry a value changed
  ///   since (R14);
  /// - a child view or a row, without bound (its subtree re-runs with it), when the view gave
  ///   it a new closure (R3) or a binding (R14). Given other values, it re-runs only when they
  ///   changed (R4), and they change only with what the side that makes it reads, which
  ///   re-runs it as before.
  private static func saving(_ moved: MovedPart, in views: [String: ViewTypeCounters]) -> Int {
    let reasons = views[moved.view]?.reasons ?? [:]
    func count(_ kept: (ViewReason) -> Bool) -> Int { reasons.filter { kept($0.key) }.values.reduce(0, +) }
    let sides =
      moved.children.map { parts in (parts.made, count { $0 != .mount && !moved.reads($0, in: parts) }) }
      + [
        (
          moved.rest.made,
          count { reason in
            moved.children.contains { moved.reads(reason, in: $0) } && !moved.reads(reason, in: moved.rest)
          }
        )
      ]
    // Its re-runs for a model's `objectWillChange` stay: it still holds the model (R5).
    var total = count { !isOwnRead($0) && !$0.cause.isParent && $0.cause != .store }
    for (made, causes) in sides where causes > 0 {
      if made.views.contains(where: { reCreated($0, bindings: moved.bindings[$0, default: []], in: views) }) {
        return Int.max
      }
      total += made.controls.map { kind, made in
        let byParent = (views[kind]?.reasons ?? [:]).filter { $0.key.cause.isParent }.values.reduce(0, +)
        return min(byParent, causes * made)
      }.reduce(0, +)
    }
    return total
  }

  /// Whether the view `view` re-ran because its parent gave it a new closure (R3) or one of
  /// its `bindings` (R14).
  private static func reCreated(_ view: String, bindings: Set<String>, in views: [String: ViewTypeCounters])
    -> Bool
  {
    (views[view]?.reasons ?? [:]).contains { reason, count in
      count > 0
        && (reason.cause == .parentClosure
          || reason.cause == .parentInputs && reason.name.map(bindings.contains) == true)
    }
  }

  /// A re-run for what the view reads itself, or for its mount: a child the part moves into
  /// has the same.
  private static func isOwnRead(_ reason: ViewReason) -> Bool {
    reason.cause == .mount || reason.cause == .field || reason.cause == .state || reason.cause == .environment
  }
}
