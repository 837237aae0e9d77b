import OpenCombine

/// R5 on `ObservableObject` stores: a view that holds a store (`@StateObject`,
/// `@ObservedObject`, `@EnvironmentObject`) is marked dirty by every `objectWillChange`.
enum StoreHolding {
  /// Subscribes `view` to the `objectWillChange` of each store in `stores`; the view keeps the
  /// subscriptions, and dropping them ends the holding.
  static func hold<S: InvalidationStrategy, Mode: EngineMode>(
    _ stores: [Int], for view: ViewNode<S.ViewState>, in graph: ViewGraph<S, Mode>
  ) -> [AnyCancellable] {
    stores.compactMap { index in
      graph.stores[index].subscribeToWillChange { [unowned(unsafe) graph, unowned(unsafe) view] in
        graph.notify(view, reason: .store)
      }
    }
  }
}
