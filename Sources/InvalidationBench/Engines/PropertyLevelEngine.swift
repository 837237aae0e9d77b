import Observation

/// `property-level`: the screen as written on `@Observable` stores. Each body runs inside
/// `withObservationTracking` and its view is marked dirty only when a field read during that
/// evaluation changes; tracking is one-shot and re-installed at every evaluation (R6).
struct PropertyLevelStrategy: InvalidationStrategy {
  var flavour: StoreFlavour { .observable }

  func evaluate(_ view: ViewInstance, in graph: ViewGraph, body: () -> Void) {
    track(view, in: graph, body: body)
  }

  func willUnmount(_ view: ViewInstance, in graph: ViewGraph) {
    graph.cancelTracking(of: view)
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
  /// of anything it read. The registration of the view's previous evaluation, if still pending,
  /// is cancelled first, as SwiftUI does (see `TrackingSentinels`).
  func track(_ view: ViewInstance, in graph: ViewGraph, body: () -> Void) {
    graph.cancelTracking(of: view)
    view.trackingGeneration &+= 1
    let generation = view.trackingGeneration
    let tracked = TrackedView(graph: graph, view: view)
    graph.countTrackingInstall()
    let readsBefore = graph.trackedReads
    withObservationTracking {
      body()
      if graph.trackedReads != readsBefore {
        graph.readSentinel(of: view)
      }
    } onChange: {
      tracked.graph.observationFired(tracked.view, generation: generation)
    }
  }
}
