/// One way of invalidating a view tree, running a workload's screen frame by frame.
///
/// Contract: `mount()` is called once, then `run(_:)` once per frame; after each call
/// `renderedTree()` is what the screen shows. Counts are deterministic: the same screen and
/// frames give the same counters on every machine and build.
public protocol Engine: AnyObject {
  var kind: EngineKind { get }
  var counters: Counters { get }
  /// Synthetic work per element built, in nanoseconds, so wall time reflects what a body does.
  var elementCost: Int { get set }
  func mount()
  func run(_ frame: Frame)
  func renderedTree() -> RenderedTree
  /// Counts per view type (scopes and observers under their own names), in first-mount order.
  func viewTypeCounters() -> [ViewTypeCounters]
  /// Counts a frame whose rendered tree differed from the oracle's.
  func recordStaleFrame()
}

/// The strategies, and the oracle that bounds them.
public enum EngineKind: String, Sendable, CaseIterable, Codable {
  case wholeObject = "whole-object"
  case propertyLevel = "property-level"
  case scoped
  case equatable
  case oracle

  /// The four strategies, in report order.
  public static let strategies: [EngineKind] = [.wholeObject, .propertyLevel, .scoped, .equatable]

  /// One line for `bench list`.
  public var summary: String {
    switch self {
    case .wholeObject:
      "ObservableObject + @Published: every view reading a store holds it and re-evaluates on every objectWillChange"
    case .propertyLevel:
      "@Observable: each body is tracked and re-evaluates only when a field it read changes"
    case .scoped:
      "@Observable with every store-reading body part moved into its own inline scope (ScopeView)"
    case .equatable:
      "the root holds the stores and passes values down; every view is .equatable()"
    case .oracle:
      "re-evaluates everything every frame, unobserved: the correct output and the minimum work"
    }
  }

  /// A fresh engine of this kind for `screen`.
  public func makeEngine(
    for screen: Screen, scopedObservation: StoreFlavour = .observable
  ) -> any Engine {
    let strategy: any InvalidationStrategy =
      switch self {
      case .wholeObject: WholeObjectStrategy()
      case .propertyLevel: PropertyLevelStrategy()
      case .scoped: ScopedStrategy(flavour: scopedObservation)
      case .equatable: EquatableStrategy()
      case .oracle: OracleStrategy()
      }
    return ViewGraph(kind: self, screen: screen, strategy: strategy)
  }
}
