/// The part of an engine that differs between strategies: which store flavour it runs on, how
/// it realizes the natural screen, how views learn that they are dirty, and how a parent decides
/// that a re-created child equals the previous one.
///
/// Contract: a strategy never evaluates a view itself and never skips the render pass's rules;
/// it only marks views dirty (through `ViewGraph.markDirty`) and answers comparisons. The graph
/// calls `didMount` once before a view's first evaluation and `willUnmount` once when it leaves;
/// `evaluate` wraps every body evaluation (a view's, never its children's).
protocol InvalidationStrategy {
  var flavour: StoreFlavour { get }
  /// The oracle: every view is evaluated on every frame and no store is observed.
  var evaluatesEverything: Bool { get }
  /// The equatable engine: bodies log what they read, to compare values passed down.
  var logsReads: Bool { get }

  /// The screen in this strategy's idiom.
  func realize(_ screen: Screen) -> ViewDecl
  func didMount(_ view: ViewInstance, in graph: ViewGraph)
  func willUnmount(_ view: ViewInstance, in graph: ViewGraph)
  /// Runs `body` for `view`, with whatever observation the strategy installs around it.
  func evaluate(_ view: ViewInstance, in graph: ViewGraph, body: () -> Void)
  /// `nil` when `child` equals its re-creation with `inputs` and `recordCopies`; otherwise why not.
  func difference(
    _ child: ViewInstance, inputs: ArraySlice<Value>, recordCopies: ArraySlice<Value>,
    in graph: ViewGraph
  ) -> EvaluationReason?
}

extension InvalidationStrategy {
  var evaluatesEverything: Bool { false }
  var logsReads: Bool { false }
  func realize(_ screen: Screen) -> ViewDecl { screen.root }
  func didMount(_ view: ViewInstance, in graph: ViewGraph) {}
  func willUnmount(_ view: ViewInstance, in graph: ViewGraph) {
    view.subscriptions.removeAll()
  }
  func evaluate(_ view: ViewInstance, in graph: ViewGraph, body: () -> Void) {
    body()
  }
  func difference(
    _ child: ViewInstance, inputs: ArraySlice<Value>, recordCopies: ArraySlice<Value>,
    in graph: ViewGraph
  ) -> EvaluationReason? {
    graph.declaredDifference(child, inputs: inputs, recordCopies: recordCopies)
  }
}
