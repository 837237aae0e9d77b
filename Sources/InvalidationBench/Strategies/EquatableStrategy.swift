import OpenCombine

/// `equatable`: the screen's root holds the `ObservableObject` stores and reads every field the
/// screen shows; the values travel down as inputs through every level in between, and every
/// view is `.equatable()` over its value inputs (R4, with the usual generated `==` that skips
/// closures).
///
/// The values passed down are modelled by what each view's subtree read at its last
/// evaluation: a child differs when one of its declared value inputs differs or when a field
/// some view below it read now holds another value, which is exactly when the prop-drilled
/// value would differ. Views other than the root read their values through their inputs, so
/// they hold no store.
final class EquatableStrategy: InvalidationStrategy {
  typealias Store = CombineStore

  struct ViewState {
    /// The root's `objectWillChange` subscriptions.
    var held: [AnyCancellable] = []
    /// Fields read by the last evaluation, with the value seen.
    var reads: [(FieldRef, Value)] = []
  }

  /// The walk's stack, kept between comparisons so that a comparison allocates nothing.
  @exclusivity(unchecked) private var stack: [ViewInstance<ViewState>] = []

  func realize(_ screen: Screen) -> Screen {
    screen.realized(
      views: screen.views.map { decl in
        guard !decl.isInline, case .structural = decl.equality else { return decl }
        return decl.realized(equality: .equatable(ignoring: []))
      })
  }

  func makeViewState(for decl: ViewDecl) -> ViewState { ViewState() }

  func didMount(_ view: ViewInstance<ViewState>, in graph: ViewGraph<EquatableStrategy>) {
    if view.parent == nil {
      view.strategyState.held = StoreHolding.hold(
        Array(graph.screen.stores.indices), for: view, in: graph)
    }
  }

  func willUnmount(_ view: ViewInstance<ViewState>, in graph: ViewGraph<EquatableStrategy>) {
    view.strategyState.held = []
  }

  func evaluate(_ view: ViewInstance<ViewState>, in graph: ViewGraph<EquatableStrategy>, body: () -> Void) {
    view.strategyState.reads.removeAll(keepingCapacity: true)
    body()
  }

  func didRead(_ field: FieldRef, value: Value, by view: ViewInstance<ViewState>) {
    view.strategyState.reads.append((field, value))
  }

  func difference(
    _ child: ViewInstance<ViewState>, inputs: ArraySlice<Value>, recordCopies: ArraySlice<Value>,
    in graph: ViewGraph<EquatableStrategy>
  ) -> EvaluationReason? {
    if !child.decl.isInline,
      let reason = graph.declaredDifference(child, inputs: inputs, recordCopies: recordCopies)
    {
      return reason
    }
    if let field = changedRead(below: child, in: graph) {
      return .parentDrilled(field)
    }
    // Scopes and observers keep their closure input, which `==` skips.
    return nil
  }

  /// The first field read in `view`'s subtree (in body order) whose value changed since.
  private func changedRead(
    below view: ViewInstance<ViewState>, in graph: ViewGraph<EquatableStrategy>
  ) -> FieldRef? {
    for (field, seen) in view.strategyState.reads
    where graph.stores[field.store].read(field.index) != seen {
      return field
    }
    // Most compared children are leaves: only a subtree needs the walk.
    guard !view.children.isEmpty else { return nil }
    defer { stack.removeAll(keepingCapacity: true) }
    stack.append(contentsOf: view.children.reversed())
    while let view = stack.popLast() {
      for (field, seen) in view.strategyState.reads
      where graph.stores[field.store].read(field.index) != seen {
        return field
      }
      stack.append(contentsOf: view.children.reversed())
    }
    return nil
  }
}
