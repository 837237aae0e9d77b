import OpenCombine

/// `whole-object`: the screen as written on `ObservableObject` stores. Every view whose own
/// body reads a store holds it (`@EnvironmentObject`) and is marked dirty by every
/// `objectWillChange`, whatever it reads (R5).
struct WholeObjectStrategy: InvalidationStrategy {
  var flavour: StoreFlavour { .combine }

  func didMount(_ view: ViewInstance, in graph: ViewGraph) {
    hold(graph.storesRead(by: view), for: view, in: graph)
  }
}

extension InvalidationStrategy {
  /// Subscribes `view` to the `objectWillChange` of each store in `stores`.
  func hold(_ stores: [Int], for view: ViewInstance, in graph: ViewGraph) {
    for index in stores {
      guard let store = graph.store(index) as? CombineStore else { continue }
      let subscription = store.objectWillChange.sink { [unowned graph, unowned view] in
        graph.storeWillChange(view)
      }
      view.subscriptions.append(subscription)
    }
  }
}
