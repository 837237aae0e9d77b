import OpenCombine

/// `scoped`: every body part that reads a store is moved into its own inline scope (a
/// `ScopeView`: a child view with a stored content closure and its own tracking), so enclosing
/// bodies read nothing. A scope is isolated from model changes, not from its parent
/// re-evaluating: its closure input is never equal (R3).
///
/// On `@Observable` stores (the default) each scope is tracked like a property-level body; on
/// `ObservableObject` stores each scope holds the stores it reads and re-evaluates on every
/// `objectWillChange`, while its parent never does (the ScopeKit README's behaviour table).
final class ScopedStrategy<Store: ModelStore>: InvalidationStrategy {
  struct ViewState: TrackedViewState {
    var tracking = TrackingState()
    var held: [AnyCancellable] = []
  }

  let tracker = ObservationTracker()
  /// On `ObservableObject` stores, the stores each view type holds.
  @exclusivity(unchecked) private var heldStores: [[Int]] = []

  func realize(_ screen: Screen) -> Screen {
    let realized = ScopeRealizer(flavour: Store.flavour ?? .observable).realize(screen)
    if Store.flavour == .combine {
      heldStores = realized.views.map { $0.storesReadByBody(.combine, in: realized.views) }
    }
    return realized
  }

  func makeViewState(for decl: ViewDecl) -> ViewState { ViewState() }

  func didMount<Mode: EngineMode>(_ view: ViewNode<ViewState>, in graph: ViewGraph<ScopedStrategy, Mode>) {
    if Store.flavour == .combine {
      let stores = heldStores[view.decl.id.index]
      if !stores.isEmpty { view.strategyState.held = StoreHolding.hold(stores, for: view, in: graph) }
    }
  }

  func evaluate<Mode: EngineMode>(
    _ view: ViewNode<ViewState>, in graph: ViewGraph<ScopedStrategy, Mode>, body: () -> Void
  ) {
    if Store.flavour == .observable {
      tracker.track(view, in: graph, body: body)
    } else {
      body()
    }
  }

  func didRead(_ field: FieldRef, value: Value, by view: ViewNode<ViewState>) {
    if Store.flavour == .observable { tracker.didRead() }
  }

  func willUnmount<Mode: EngineMode>(_ view: ViewNode<ViewState>, in graph: ViewGraph<ScopedStrategy, Mode>) {
    view.strategyState.held = []
    tracker.cancel(view)
  }
}
