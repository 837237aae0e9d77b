import Observation

/// What a tracked view keeps: which evaluation's registration is live, and its sentinel.
struct TrackingState {
  /// Bumped at every evaluation and cancellation; a firing of an older one is ignored.
  var generation = 0
  /// Whether a registration of the view's last evaluation is waiting to fire.
  var isPending = false
  /// The view's sentinel, made on its first tracked evaluation that read something.
  var sentinel: ObservationBox?
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
/// at each evaluation.
///
/// SwiftUI cancels a view's previous tracking when it re-evaluates the view (through SPI);
/// `withObservationTracking`'s public form has no cancel, and a registration that is never
/// cancelled lingers until one of its fields changes, then fires. Left alone, every
/// re-evaluation a parent causes would leave one behind, and they would fire in bursts that
/// SwiftUI never has (6.6 ms in one list-scrolling frame, measured). So every tracked
/// evaluation also reads its view's sentinel box, and cancelling writes the sentinel: the
/// one-shot registration fires once, is discarded by the Observation machinery, and the tracker
/// ignores that firing.
final class ObservationTracker {
  @exclusivity(unchecked) private var isCancelling = false
  /// Store reads since the current evaluation started.
  @exclusivity(unchecked) private var reads = 0
  /// Firings of registrations that a newer evaluation superseded without cancelling them;
  /// always 0 while cancellation works.
  @exclusivity(unchecked) private(set) var supersededFirings = 0

  /// Counts a store read of the evaluation in progress.
  @inline(__always)
  func didRead() {
    reads &+= 1
  }

  /// Evaluates `body` for `view` under `withObservationTracking`.
  func track<S: InvalidationStrategy, Mode: EngineMode>(
    _ view: ViewNode<S.ViewState>, in graph: ViewGraph<S, Mode>, body: () -> Void
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
  func cancel<State: TrackedViewState>(_ view: ViewNode<State>) {
    guard view.strategyState.tracking.isPending, let sentinel = view.strategyState.tracking.sentinel
    else { return }
    view.strategyState.tracking.isPending = false
    view.strategyState.tracking.generation &+= 1
    isCancelling = true
    sentinel.withMutation(0) {}
    isCancelling = false
  }

  private func readSentinel<State: TrackedViewState>(of view: ViewNode<State>) {
    let sentinel = view.strategyState.tracking.sentinel ?? ObservationBox()
    view.strategyState.tracking.sentinel = sentinel
    sentinel.access(0)
    view.strategyState.tracking.isPending = true
  }

  /// A field read by `view`'s evaluation number `generation` is about to change.
  fileprivate func fired<S: InvalidationStrategy, Mode: EngineMode>(
    _ view: ViewNode<S.ViewState>, generation: Int, in graph: ViewGraph<S, Mode>
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
private struct Registration<S: InvalidationStrategy, Mode: EngineMode>: @unchecked Sendable
where S.ViewState: TrackedViewState {
  unowned(unsafe) let graph: ViewGraph<S, Mode>
  unowned(unsafe) let tracker: ObservationTracker
  let view: ViewNode<S.ViewState>
  let generation: Int

  func fire() {
    tracker.fired(view, generation: generation, in: graph)
  }
}
