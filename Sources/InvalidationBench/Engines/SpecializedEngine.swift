/// The `Engine` a `ViewGraph` is used through. It forwards to closures made where the
/// strategy's and the mode's types are known, so the render pass runs compiled for them:
/// called through a protocol witness of the generic class instead, the whole pass runs as
/// unspecialized generic code (measured 2–4× slower per frame; docs/toolchain.md).
final class SpecializedEngine: Engine {
  let kind: EngineKind
  /// The graph, for tests that look inside.
  let graph: AnyObject
  private let mountGraph: () -> Void
  private let runFrame: (Frame) -> Void
  private let readCounters: () -> Counters
  private let setElementCost: (Int) -> Void
  private let readElementCost: () -> Int
  private let tree: () -> RenderedTree
  private let typeCounters: () -> [ViewTypeCounters]
  private let staleFrame: () -> Void
  private let actionMismatch: () -> Void
  private let actions: () -> [ActionRecord]
  private let unsettled: () -> String?
  private let pastLimit: () -> String?
  let flavour: StoreFlavour?

  init<Strategy: InvalidationStrategy, Mode: EngineMode>(
    _ kind: EngineKind, _ graph: ViewGraph<Strategy, Mode>
  ) {
    self.kind = kind
    self.graph = graph
    mountGraph = { graph.mount() }
    runFrame = { graph.run($0) }
    readCounters = { graph.counters }
    setElementCost = { graph.elementCost = $0 }
    readElementCost = { graph.elementCost }
    tree = { graph.renderedTree() }
    typeCounters = { graph.viewTypeCounters() }
    staleFrame = { graph.recordStaleFrame() }
    actionMismatch = { graph.recordActionMismatch() }
    actions = { graph.tally.actions }
    unsettled = { graph.unsettledAction }
    pastLimit = { graph.viewPastLimit }
    flavour = Strategy.Store.flavour
  }

  var counters: Counters { readCounters() }

  var elementCost: Int {
    get { readElementCost() }
    set { setElementCost(newValue) }
  }

  func mount() { mountGraph() }
  func run(_ frame: Frame) { runFrame(frame) }
  func renderedTree() -> RenderedTree { tree() }
  func viewTypeCounters() -> [ViewTypeCounters] { typeCounters() }
  func recordStaleFrame() { staleFrame() }
  func recordActionMismatch() { actionMismatch() }
  func actionsRun() -> [ActionRecord] { actions() }
  var unsettledAction: String? { unsettled() }
  var viewPastLimit: String? { pastLimit() }
}
