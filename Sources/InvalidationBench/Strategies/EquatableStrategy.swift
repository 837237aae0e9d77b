import OpenCombine

/// `equatable`: the screen's root holds the `ObservableObject` stores and reads every field the
/// screen shows; the values travel down as inputs through every level in between, and every
/// view is `.equatable()` over its value inputs (R4, with the usual generated `==` that skips
/// closures).
///
/// The values passed down are modelled by what each view's subtree read at its last
/// evaluation: a child differs when one of its declared value inputs differs or when a field
/// some view below it read now holds another value, which is exactly when the prop-drilled
/// value would differ. Views other than the root read their values through their inputs, so
/// they hold no store.
///
/// Comparisons cost the same whatever lies below the child: a view whose read went stale is
/// counted in every ancestor's `staleBelow` when the frame's writes are applied, and taken out
/// again when it is evaluated or unmounted.
final class EquatableStrategy: InvalidationStrategy {
  typealias Store = CombineStore
  typealias Node = ViewNode<ViewState>

  struct ViewState {
    /// The root's `objectWillChange` subscriptions.
    var held: [AnyCancellable] = []
    /// Fields read by the last evaluation, with the value seen.
    var reads: [(FieldRef, Value)] = []
    /// The fields under which the view is listed among the readers.
    var registered: [FieldRef] = []
    /// Whether a field the view read now holds another value.
    var isStale = false
    /// Stale views in the subtree, the view included, and the field that made it first stale.
    var staleBelow = 0
    var staleField = FieldRef(store: 0, index: 0)
  }

  /// The views that read each field, with entries left behind by views that stopped reading it
  /// (dropped when next met).
  @exclusivity(unchecked) private var readers: [FieldRef: [Node]] = [:]
  /// The fields written since the last render pass.
  @exclusivity(unchecked) private var written: [FieldRef] = []

  func realize(_ screen: Screen) -> Screen {
    screen.realized(
      views: screen.views.map { decl in
        guard !decl.isInline, case .structural = decl.equality else { return decl }
        return decl.realized(equality: .equatable(ignoring: []))
      })
  }

  func makeViewState(for decl: ViewDecl) -> ViewState { ViewState() }

  func didMount<Mode: EngineMode>(_ view: Node, in graph: ViewGraph<EquatableStrategy, Mode>) {
    if view.parent == nil {
      view.strategyState.held = StoreHolding.hold(
        Array(graph.screen.stores.indices), for: view, in: graph)
    }
  }

  func willUnmount<Mode: EngineMode>(_ view: Node, in graph: ViewGraph<EquatableStrategy, Mode>) {
    view.strategyState.held = []
    if view.strategyState.isStale { markStale(view, false, field: nil) }
  }

  func willWrite<Mode: EngineMode>(_ field: FieldRef, in graph: ViewGraph<EquatableStrategy, Mode>) {
    if written.last != field { written.append(field) }
  }

  /// Brings every reader of a written field up to date: stale if a field it read now holds
  /// another value.
  func willRender<Mode: EngineMode>(_ graph: ViewGraph<EquatableStrategy, Mode>) {
    guard !written.isEmpty else { return }
    for field in written {
      guard var list = readers.removeValue(forKey: field) else { continue }
      var position = 0
      while position < list.count {
        let reader = list[position]
        guard reader.isMounted, reader.strategyState.reads.contains(where: { $0.0 == field }) else {
          reader.strategyState.registered.removeAll { $0 == field }
          list.swapAt(position, list.count - 1)
          list.removeLast()
          continue
        }
        let changed = reader.strategyState.reads.first { read, seen in
          graph.stores[read.store].read(read.index) != seen
        }
        if (changed != nil) != reader.strategyState.isStale {
          markStale(reader, changed != nil, field: changed?.0)
        }
        position += 1
      }
      if !list.isEmpty { readers[field] = list }
    }
    written.removeAll(keepingCapacity: true)
  }

  func evaluate<Mode: EngineMode>(
    _ view: Node, in graph: ViewGraph<EquatableStrategy, Mode>, body: () -> Void
  ) {
    if view.strategyState.isStale { markStale(view, false, field: nil) }
    view.strategyState.reads.removeAll(keepingCapacity: true)
    body()
    for (field, _) in view.strategyState.reads where !view.strategyState.registered.contains(field) {
      view.strategyState.registered.append(field)
      readers[field, default: []].append(view)
    }
  }

  func didRead(_ field: FieldRef, value: Value, by view: Node) {
    view.strategyState.reads.append((field, value))
  }

  func difference<Mode: EngineMode>(
    _ child: Node, in graph: ViewGraph<EquatableStrategy, Mode>
  ) -> EvaluationReason? {
    // Observers and rows written inline are not `.equatable()`: their re-created content
    // closure decides, as for any view (R3).
    if let reason = graph.declaredDifference(child) { return reason }
    if child.strategyState.staleBelow > 0 {
      return .parentDrilled(child.strategyState.staleField)
    }
    return nil
  }

  /// Marks `view` stale (because of `field`) or fresh, keeping every ancestor's count of stale
  /// views below it.
  private func markStale(_ view: Node, _ stale: Bool, field: FieldRef?) {
    view.strategyState.isStale = stale
    let field = field ?? FieldRef(store: 0, index: 0)
    var node: Node? = view
    while let current = node {
      current.strategyState.staleBelow += stale ? 1 : -1
      if stale && current.strategyState.staleBelow == 1 { current.strategyState.staleField = field }
      node = current.parent
    }
  }
}
