import OpenCombine

/// `as-written` on a screen whose models mix `ObservableObject` and `@Observable` (a screen
/// mid-migration), each store of the kind its source wrote (`MixedStore`). A view holding an
/// `ObservableObject` (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`) is marked dirty
/// by its every `objectWillChange` (R5), as in `AsWrittenStrategy`; every body is also tracked,
/// so that it is marked dirty when an `@Observable` field it read changes (R6), as in
/// `PropertyLevelStrategy`. A read of an `ObservableObject` registers nothing with the tracking,
/// as in SwiftUI, where only the `@Observable` registrar reports accesses. A view given a
/// record that is an `ObservableObject` of its own (`@ObservedObject var row: RowModel`, an
/// element of a model's array) holds that record: its every `objectWillChange` marks the view
/// dirty (R5), whichever record the parent gave it last.
final class MixedAsWrittenStrategy: InvalidationStrategy {
  typealias Store = MixedStore

  struct ViewState: TrackedViewState {
    var tracking = TrackingState()
    var held: [AnyCancellable] = []
  }

  let tracker = ObservationTracker()
  /// For each view type, its record inputs that are objects of their own, with their store.
  @exclusivity(unchecked) private var heldRecords: [[(input: Int, store: Int)]] = []

  func realize(_ screen: Screen) -> Screen {
    heldRecords = screen.views.map { decl in
      decl.inputs.indices.compactMap { index in
        guard case .record(let records) = decl.inputs[index].kind else { return nil }
        let store = screen.stores[records.listField.store]
        return store.recordObjects == .combine
          ? (index, records.listField.store) : nil
      }
    }
    return screen
  }

  func makeViewState(for decl: ViewDecl) -> ViewState { ViewState() }

  func didMount<Mode: EngineMode>(
    _ view: ViewNode<ViewState>, in graph: ViewGraph<MixedAsWrittenStrategy, Mode>
  ) {
    // An `@Observable` store gives no `objectWillChange`: holding it subscribes to nothing.
    if !view.decl.holds.isEmpty {
      view.strategyState.held = StoreHolding.hold(view.decl.holds, for: view, in: graph)
    }
    for (input, store) in heldRecords[view.decl.id.index] {
      let held = graph.stores[store].subscribeToRecordWillChange {
        [unowned(unsafe) graph, unowned(unsafe) view] id in
        // A record given by a row is `.record(id)`; one a screen file writes, `.int(id)`.
        switch view.inputs[input] {
        case .record(id), .int(id): graph.notify(view, reason: .store)
        default: break
        }
      }
      if let held { view.strategyState.held.append(held) }
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
