import OpenCombine

/// `whole-object`: the screen as written on `ObservableObject` stores. Every view whose own
/// body reads a store holds it (`@EnvironmentObject`) and is marked dirty by every
/// `objectWillChange`, whatever it reads (R5).
final class WholeObjectStrategy: InvalidationStrategy {
  typealias Store = CombineStore
  /// The view's `objectWillChange` subscriptions.
  typealias ViewState = [AnyCancellable]

  /// The stores each view type holds, worked out once per type.
  @exclusivity(unchecked) private var heldStores: [[Int]] = []

  func realize(_ screen: Screen) -> Screen {
    heldStores = screen.views.map { $0.storesReadByBody(.combine) }
    return screen
  }

  func makeViewState(for decl: ViewDecl) -> [AnyCancellable] { [] }

  func didMount(_ view: ViewInstance<ViewState>, in graph: ViewGraph<WholeObjectStrategy>) {
    view.strategyState = StoreHolding.hold(heldStores[view.decl.id.index], for: view, in: graph)
  }

  func willUnmount(_ view: ViewInstance<ViewState>, in graph: ViewGraph<WholeObjectStrategy>) {
    view.strategyState = []
  }
}
