import OpenCombine

/// `as-written` on a screen whose models mix `ObservableObject` and `@Observable` (a screen
/// mid-migration), each store of the kind its source wrote (`MixedStore`). A view holding an
/// `ObservableObject` (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`) is marked dirty
/// by its every `objectWillChange` (R5), as in `AsWrittenStrategy`; every body is also tracked,
/// so that it is marked dirty when an `@Observable` field it read changes (R6), as in
/// `PropertyLevelStrategy`. A read of an `ObservableObject` registers nothing with the tracking,
/// as in SwiftUI, where only the `@Observable` registrar reports accesses.
final class MixedAsWrittenStrategy: InvalidationStrategy {
  typealias Store = MixedStore

  struct ViewState: TrackedViewState {
    var tracking = TrackingState()
    var held: [AnyCancellable] = []
  }

  let tracker = ObservationTracker()

  func makeViewState(for decl: ViewDecl) -> ViewState { ViewState() }

  func didMount<Mode: EngineMode>(
    _ view: ViewNode<ViewState>, in graph: ViewGraph<MixedAsWrittenStrategy, Mode>
  ) {
    // An `@Observable` store gives no `objectWillChange`: holding it subscribes to nothing.
    if !view.decl.holds.isEmpty {
      view.strategyState.held = StoreHolding.hold(view.decl.holds, for: view, in: graph)
    }
  }

  func evaluate<Mode: EngineMode>(
    _ view: ViewNode<ViewState>, in graph: ViewGraph<MixedAsWrittenStrategy, Mode>, body: () -> Void
  ) {
    tracker.track(view, in: graph, body: body)
  }

  func didRead(_ field: FieldRef, value: Value, by view: ViewNode<ViewState>) {
    tracker.didRead()
  }

  func willUnmount<Mode: EngineMode>(
    _ view: ViewNode<ViewState>, in graph: ViewGraph<MixedAsWrittenStrategy, Mode>
  ) {
    view.strategyState.held = []
    tracker.cancel(view)
  }
}
