/// One way of invalidating a view tree, running a scenario's screen frame by frame.
///
/// Contract: `mount()` is called once, then `run(_:)` once per frame; after each call
/// `renderedTree()` is what the screen shows. Counts are deterministic: the same screen and
/// frames give the same counters on every machine and build. An engine owns its stores and
/// every observation it installs; releasing it frees all of them.
public protocol Engine: AnyObject {
  var kind: EngineKind { get }
  var counters: Counters { get }
  /// Synthetic work per element built, in nanoseconds, so wall time reflects what a body does.
  var elementCost: Int { get set }
  func mount()
  func run(_ frame: Frame)
  func renderedTree() -> RenderedTree
  /// Counts per view type (scopes and observers under their own names), in declaration order.
  func viewTypeCounters() -> [ViewTypeCounters]
  /// Counts a frame whose rendered tree differed from the oracle's.
  func recordStaleFrame()
  /// Counts a frame whose actions differed from the oracle's.
  func recordActionMismatch()
  /// The store flavour it runs on; `nil` when each store is of the kind its source wrote
  /// (`MixedStore`).
  var flavour: StoreFlavour? { get }
  /// The actions lifecycle parts and observers ran in the last frame (or the first render), in
  /// order (count pass only).
  func actionsRun() -> [ActionRecord]
  /// When the last frame (or the first render) did not settle, the action that kept writing.
  var unsettledAction: String? { get }
  /// When the first render or the last frame mounted more than `InputLimits.mountedViews`
  /// views (count pass only): the view past the limit. Nothing was evaluated after it.
  var viewPastLimit: String? { get }
}
