import OpenCombine

/// `whole-object`: the screen as written on `ObservableObject` stores. Every view whose own
/// body reads a store holds it (`@EnvironmentObject`), as does every view declaring that it
/// holds or owns one, and is marked dirty by every `objectWillChange`, whatever it reads (R5).
final class WholeObjectStrategy: InvalidationStrategy {
  typealias Store = CombineStore
  /// The view's `objectWillChange` subscriptions.
  typealias ViewState = [AnyCancellable]

  /// The stores each view type holds, worked out once per type.
  @exclusivity(unchecked) private var heldStores: [[Int]] = []

  func realize(_ screen: Screen) -> Screen {
    heldStores = screen.views.map { decl in
      Array(Set(decl.storesReadByBody(.combine, in: screen.views) + decl.holds)).sorted()
    }
    return screen
  }

  func makeViewState(for decl: ViewDecl) -> [AnyCancellable] { [] }

  func didMount<Mode: EngineMode>(_ view: ViewNode<ViewState>, in graph: ViewGraph<WholeObjectStrategy, Mode>)
  {
    let stores = heldStores[view.decl.id.index]
    if !stores.isEmpty { view.strategyState = StoreHolding.hold(stores, for: view, in: graph) }
  }

  func willUnmount<Mode: EngineMode>(
    _ view: ViewNode<ViewState>, in graph: ViewGraph<WholeObjectStrategy, Mode>
  ) {
    view.strategyState = []
  }
}
