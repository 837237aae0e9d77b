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
  /// store flavour. A counting engine (the default) counts its work and records what it shows;
  /// one that does not does only the work, for timing.
  public func makeEngine(
    for screen: Screen, scopedObservation: StoreFlavour = .observable, counting: Bool = true
  ) -> any Engine {
    counting
      ? makeEngine(for: screen, scopedObservation: scopedObservation, mode: CountingMode.self)
      : makeEngine(for: screen, scopedObservation: scopedObservation, mode: TimedMode.self)
  }

  private func makeEngine<Mode: EngineMode>(
    for screen: Screen, scopedObservation: StoreFlavour, mode: Mode.Type
  ) -> any Engine {
    // Each case names its strategy's type, so `SpecializedEngine` is made for it.
    switch self {
    case .wholeObject:
      SpecializedEngine(ViewGraph<WholeObjectStrategy, Mode>(kind: self, screen: screen, strategy: .init()))
    case .propertyLevel:
      SpecializedEngine(ViewGraph<PropertyLevelStrategy, Mode>(kind: self, screen: screen, strategy: .init()))
    case .scoped:
      switch scopedObservation {
      case .observable:
        SpecializedEngine(
          ViewGraph<ScopedStrategy<ObservableStore>, Mode>(kind: self, screen: screen, strategy: .init()))
      case .combine:
        SpecializedEngine(
          ViewGraph<ScopedStrategy<CombineStore>, Mode>(kind: self, screen: screen, strategy: .init()))
      }
    case .equatable:
      SpecializedEngine(ViewGraph<EquatableStrategy, Mode>(kind: self, screen: screen, strategy: .init()))
    case .oracle:
      SpecializedEngine(ViewGraph<OracleStrategy, Mode>(kind: self, screen: screen, strategy: .init()))
    }
  }
}
