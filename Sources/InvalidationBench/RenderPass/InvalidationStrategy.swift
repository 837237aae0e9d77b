/// The part of an engine that differs between strategies: the store flavour it runs on, how it
/// realizes the natural screen, what it keeps per view, how views learn that they are dirty,
/// and how a parent decides that a re-created child equals the previous one.
///
/// Contract: the render pass (`ViewGraph`) calls these hooks and nothing else of a strategy;
/// it has no flags for particular strategies. A strategy never evaluates a view itself and
/// never bypasses the render pass's rules: it only marks views dirty (through
/// `ViewGraph.notify`/`markDirty`) and answers comparisons.
/// - `realize` runs once, before anything is mounted.
/// - `willWrite` runs before each store write of a frame's events.
/// - `willRender` runs at the start of every frame's render pass, after the frame's events.
/// - `didMount` runs once per view before its first evaluation; `willUnmount` once when it
///   leaves (after which no notification may reach it).
/// - `evaluate` wraps every body evaluation (a view's, never its children's: they are
///   evaluated afterwards, outside it).
/// - `didRead` is told of every store read made by a body, with the value read.
/// - `difference` decides R3/R4 for a mounted child its parent re-created.
protocol InvalidationStrategy: AnyObject, SendableMetatype {
  /// The store flavour this strategy runs on.
  associatedtype Store: ModelStore
  /// What the strategy keeps per mounted view.
  associatedtype ViewState

  /// The screen in this strategy's idiom (by default as written).
  func realize(_ screen: Screen) -> Screen
  /// The state of a view about to be mounted.
  func makeViewState(for decl: ViewDecl) -> ViewState
  func willWrite<Mode: EngineMode>(_ field: FieldRef, in graph: ViewGraph<Self, Mode>)
  func willRender<Mode: EngineMode>(_ graph: ViewGraph<Self, Mode>)
  func didMount<Mode: EngineMode>(_ view: ViewNode<ViewState>, in graph: ViewGraph<Self, Mode>)
  func willUnmount<Mode: EngineMode>(_ view: ViewNode<ViewState>, in graph: ViewGraph<Self, Mode>)
  /// Runs `body` for `view`, with whatever observation the strategy installs around it.
  func evaluate<Mode: EngineMode>(
    _ view: ViewNode<ViewState>, in graph: ViewGraph<Self, Mode>, body: () -> Void)
  func didRead(_ field: FieldRef, value: Value, by view: ViewNode<ViewState>)
  /// `nil` when `child` equals its re-creation (whose arguments are in the graph's scratch
  /// buffers); otherwise why not.
  func difference<Mode: EngineMode>(
    _ child: ViewNode<ViewState>, in graph: ViewGraph<Self, Mode>
  ) -> EvaluationReason?
}

extension InvalidationStrategy {
  func realize(_ screen: Screen) -> Screen { screen }
  func willWrite<Mode: EngineMode>(_ field: FieldRef, in graph: ViewGraph<Self, Mode>) {}
  func willRender<Mode: EngineMode>(_ graph: ViewGraph<Self, Mode>) {}
  func didMount<Mode: EngineMode>(_ view: ViewNode<ViewState>, in graph: ViewGraph<Self, Mode>) {}
  func willUnmount<Mode: EngineMode>(_ view: ViewNode<ViewState>, in graph: ViewGraph<Self, Mode>) {}
  func evaluate<Mode: EngineMode>(
    _ view: ViewNode<ViewState>, in graph: ViewGraph<Self, Mode>, body: () -> Void
  ) {
    body()
  }
  func didRead(_ field: FieldRef, value: Value, by view: ViewNode<ViewState>) {}
  func difference<Mode: EngineMode>(
    _ child: ViewNode<ViewState>, in graph: ViewGraph<Self, Mode>
  ) -> EvaluationReason? {
    graph.declaredDifference(child)
  }
}

extension InvalidationStrategy where ViewState == Void {
  func makeViewState(for decl: ViewDecl) {}
}
