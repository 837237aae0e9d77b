import Observation

/// `property-level`: the screen as written on `@Observable` stores. Each body runs inside
/// `withObservationTracking` and its view is marked dirty only when a field read during that
/// evaluation changes; tracking is one-shot and re-installed at every evaluation (R6).
struct PropertyLevelStrategy: InvalidationStrategy {
  var flavour: StoreFlavour { .observable }

  func evaluate(_ view: ViewInstance, in graph: ViewGraph, body: () -> Void) {
    track(view, in: graph, body: body)
  }
}

/// Carries the graph and view into `onChange`, which must be `@Sendable`. Everything runs on one
/// thread: `onChange` runs synchronously inside the store's setter, on the writing thread.
private struct TrackedView: @unchecked Sendable {
  let graph: ViewGraph
  let view: ViewInstance
}

extension InvalidationStrategy {
  /// Evaluates `body` under `withObservationTracking`, marking `view` dirty on the first change
  /// of anything it read. A newer evaluation supersedes the registration of an older one.
  func track(_ view: ViewInstance, in graph: ViewGraph, body: () -> Void) {
    view.trackingGeneration &+= 1
    let generation = view.trackingGeneration
    let tracked = TrackedView(graph: graph, view: view)
    graph.countTrackingInstall()
    withObservationTracking(body) {
      tracked.graph.observationFired(tracked.view, generation: generation)
    }
  }
}
