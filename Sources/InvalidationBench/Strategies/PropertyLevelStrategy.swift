/// `property-level`: the screen as written on `@Observable` stores. Each body runs inside
/// `withObservationTracking` and its view is marked dirty only when a field read during that
/// evaluation changes; tracking is one-shot and re-installed at every evaluation (R6).
final class PropertyLevelStrategy: InvalidationStrategy {
  typealias Store = ObservableStore
  typealias ViewState = TrackingState

  let tracker = ObservationTracker()

  func makeViewState(for decl: ViewDecl) -> TrackingState { TrackingState() }

  func evaluate<Mode: EngineMode>(
    _ view: ViewNode<TrackingState>, in graph: ViewGraph<PropertyLevelStrategy, Mode>,
    body: () -> Void
  ) {
    tracker.track(view, in: graph, body: body)
  }

  func didRead(_ field: FieldRef, value: Value, by view: ViewNode<TrackingState>) {
    tracker.didRead()
  }

  func willUnmount<Mode: EngineMode>(
    _ view: ViewNode<TrackingState>, in graph: ViewGraph<PropertyLevelStrategy, Mode>
  ) {
    tracker.cancel(view)
  }
}
