/// The strategies, and the oracle that bounds them: the one list that `--engine`, the reports
/// and the charts' colours come from.
public enum EngineKind: String, Sendable, CaseIterable, Codable {
  case wholeObject = "whole-object"
  case propertyLevel = "property-level"
  case scoped
  case equatable
  case oracle

  /// The strategies, in report order.
  public static let strategies: [EngineKind] = allCases.filter { $0 != .oracle }

  /// One line for `bench list` and `--engine`'s help.
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

  /// The engine's colour in every chart, as `rrggbb`.
  public var chartColour: String {
    switch self {
    case .wholeObject: "d62728"
    case .propertyLevel: "1f77b4"
    case .scoped: "2ca02c"
    case .equatable: "ff7f0e"
    case .oracle: "7f7f7f"
    }
  }

  /// A fresh engine of this kind for `screen`; `scopedObservation` is the scoped engine's
  /// store flavour.
  public func makeEngine(
    for screen: Screen, scopedObservation: StoreFlavour = .observable
  ) -> any Engine {
    // Each case names its strategy's type, so `SpecializedEngine` is made for it.
    switch self {
    case .wholeObject:
      SpecializedEngine(ViewGraph(kind: self, screen: screen, strategy: WholeObjectStrategy()))
    case .propertyLevel:
      SpecializedEngine(ViewGraph(kind: self, screen: screen, strategy: PropertyLevelStrategy()))
    case .scoped:
      switch scopedObservation {
      case .observable:
        SpecializedEngine(ViewGraph(kind: self, screen: screen, strategy: ScopedStrategy<ObservableStore>()))
      case .combine:
        SpecializedEngine(ViewGraph(kind: self, screen: screen, strategy: ScopedStrategy<CombineStore>()))
      }
    case .equatable:
      SpecializedEngine(ViewGraph(kind: self, screen: screen, strategy: EquatableStrategy()))
    case .oracle:
      SpecializedEngine(ViewGraph(kind: self, screen: screen, strategy: OracleStrategy()))
    }
  }
}
