import OpenCombine

/// `as-written` on `ObservableObject` stores: the imported screen with the wrappers its source
/// uses. A view holds a store only where the source says so (`@StateObject`, `@ObservedObject`,
/// `@EnvironmentObject`: the screen's `holds`/`owns`) and is then marked dirty by every
/// `objectWillChange` (R5). A view that reads a model through a plain `let` holds nothing, as in
/// SwiftUI, so it goes stale when only the model changes; the per-frame check reports it.
///
/// On `@Observable` stores the as-written engine is `PropertyLevelStrategy` itself: tracking
/// follows what a body reads, whichever wrapper (or none) the model came through (R6).
final class AsWrittenStrategy: InvalidationStrategy {
  typealias Store = CombineStore
  typealias ViewState = [AnyCancellable]

  func makeViewState(for decl: ViewDecl) -> [AnyCancellable] { [] }

  func didMount<Mode: EngineMode>(_ view: ViewNode<ViewState>, in graph: ViewGraph<AsWrittenStrategy, Mode>) {
    // `holds` already includes the stores the view owns; only developer-written views declare any.
    if !view.decl.holds.isEmpty {
      view.strategyState = StoreHolding.hold(view.decl.holds, for: view, in: graph)
    }
  }

  func willUnmount<Mode: EngineMode>(
    _ view: ViewNode<ViewState>, in graph: ViewGraph<AsWrittenStrategy, Mode>
  ) {
    view.strategyState = []
  }
}
