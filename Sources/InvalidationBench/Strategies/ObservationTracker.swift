import Observation

/// What a tracked view keeps: which evaluation's registration is live, and its sentinel.
struct TrackingState {
  /// Bumped at every evaluation and cancellation; a firing of an older one is ignored.
  var generation = 0
  /// Whether a registration of the view's last evaluation is waiting to fire.
  var isPending = false
  /// The view's sentinel, built on its first tracked evaluation that read something.
  var sentinel: KeyPath<TrackingSentinels, Int>?
}

/// A strategy's per-view state that includes tracking.
protocol TrackedViewState {
  var tracking: TrackingState { get set }
}

extension TrackingState: TrackedViewState {
  var tracking: TrackingState {
    get { self }
    set { self = newValue }
  }
}

/// R6 on `@Observable` stores: a body runs inside `withObservationTracking`, and its view is
/// marked dirty on the first change of anything it read. Tracking is one-shot and re-installed
/// at each evaluation; the registration of the previous evaluation, if still pending, is
/// cancelled first, as SwiftUI does (see `TrackingSentinels`).
final class ObservationTracker {
  private let sentinels = TrackingSentinels()
  @exclusivity(unchecked) private var isCancelling = false
  /// Store reads since the current evaluation started.
  @exclusivity(unchecked) private var reads = 0
  /// Firings of registrations that a newer evaluation superseded without cancelling them;
  /// always 0 while cancellation works.
  @exclusivity(unchecked) private(set) var supersededFirings = 0

  /// Counts a store read of the evaluation in progress.
  func didRead() {
    reads &+= 1
  }

  /// Evaluates `body` for `view` under `withObservationTracking`.
  func track<S: InvalidationStrategy>(
    _ view: ViewInstance<S.ViewState>, in graph: ViewGraph<S>, body: () -> Void
  ) where S.ViewState: TrackedViewState {
    cancel(view)
    view.strategyState.tracking.generation &+= 1
    let registration = Registration(
      graph: graph, tracker: self, view: view, generation: view.strategyState.tracking.generation)
    graph.countTrackingInstall()
    reads = 0
    withObservationTracking {
      body()
      // A body that read nothing registered nothing: there is nothing to cancel later.
      if reads != 0 { readSentinel(of: view) }
    } onChange: {
      registration.fire()
    }
  }

  /// Cancels the pending registration of `view`'s last evaluation, if any: its sentinel fires
  /// it once, with a generation that is then ignored.
  func cancel<State: TrackedViewState>(_ view: ViewInstance<State>) {
    guard view.strategyState.tracking.isPending,
      let keyPath = view.strategyState.tracking.sentinel
    else { return }
    view.strategyState.tracking.isPending = false
    view.strategyState.tracking.generation &+= 1
    isCancelling = true
    sentinels.fire(keyPath)
    isCancelling = false
  }

  private func readSentinel<State: TrackedViewState>(of view: ViewInstance<State>) {
    let keyPath = view.strategyState.tracking.sentinel ?? sentinels.makeKeyPath()
    view.strategyState.tracking.sentinel = keyPath
    sentinels.read(keyPath)
    view.strategyState.tracking.isPending = true
  }

  /// A field read by `view`'s evaluation number `generation` is about to change.
  fileprivate func fired<S: InvalidationStrategy>(
    _ view: ViewInstance<S.ViewState>, generation: Int, in graph: ViewGraph<S>
  ) where S.ViewState: TrackedViewState {
    guard view.isMounted, view.strategyState.tracking.generation == generation else {
      if !isCancelling { supersededFirings += 1 }
      return
    }
    view.strategyState.tracking.isPending = false
    graph.notify(view, reason: .field(graph.fieldBeingWritten))
  }
}

/// Carries a tracked evaluation into `onChange`, which must be `@Sendable`. Everything runs on
/// one thread: `onChange` runs synchronously inside the store's setter, on the writing thread.
/// The graph is not retained: it owns the stores whose registrars hold this, so a strong
/// reference would keep every engine alive forever.
private struct Registration<S: InvalidationStrategy>: @unchecked Sendable
where S.ViewState: TrackedViewState {
  unowned(unsafe) let graph: ViewGraph<S>
  unowned(unsafe) let tracker: ObservationTracker
  let view: ViewInstance<S.ViewState>
  let generation: Int

  func fire() {
    tracker.fired(view, generation: generation, in: graph)
  }
}
