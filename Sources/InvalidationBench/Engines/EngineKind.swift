/// The strategies, the screen as its source wrote it, and the oracle that bounds them: the one
/// list that `--engine`, the reports and the charts' colours come from.
public enum EngineKind: String, Sendable, CaseIterable, Codable {
  /// An imported screen with the models, wrappers and `.equatable()` its source uses; runs only
  /// on screens that have a `source:` (`Screen.writtenModels`).
  case asWritten = "as-written"
  case wholeObject = "whole-object"
  case propertyLevel = "property-level"
  case scoped
  case equatable
  case oracle

  /// The strategies, in report order.
  public static let strategies: [EngineKind] = allCases.filter { $0 != .oracle && $0 != .asWritten }

  /// One line for `bench list` and `--engine`'s help.
  public var summary: String {
    switch self {
    case .asWritten:
      "an imported screen as its source wrote it: its own models, wrappers and .equatable() (your screen today)"
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
    case .asWritten: "000000"
    case .wholeObject: "d62728"
    case .propertyLevel: "1f77b4"
    case .scoped: "2ca02c"
    case .equatable: "ff7f0e"
    case .oracle: "7f7f7f"
    }
  }

  /// A fresh engine of this kind for `screen`; `scopedObservation` is the scoped engine's
  /// store flavour and `closures` how closures compare (R3). A counting engine (the default)
  /// counts its work and records what it shows; one that does not does only the work, for
  /// timing.
  public func makeEngine(
    for screen: Screen, scopedObservation: StoreFlavour = .observable,
    closures: ClosureComparison = .neverEqual, counting: Bool = true
  ) -> any Engine {
    counting
      ? makeEngine(for: screen, scopedObservation, closures, CountingMode.self)
      : makeEngine(for: screen, scopedObservation, closures, TimedMode.self)
  }

  /// An oracle on `flavour` stores (`nil`: each store of its written kind), to check the
  /// engines running on them.
  public static func makeOracle(
    for screen: Screen, flavour: StoreFlavour?, closures: ClosureComparison = .neverEqual
  ) -> any Engine {
    switch flavour {
    case .observable:
      oracle.makeEngine(for: screen, closures: closures)
    case .combine:
      SpecializedEngine(
        .oracle,
        ViewGraph<OracleStrategy<CombineStore>, CountingMode>(
          screen: screen, strategy: .init(), closures: closures))
    case nil:
      SpecializedEngine(
        .oracle,
        ViewGraph<OracleStrategy<MixedStore>, CountingMode>(
          screen: screen, strategy: .init(), closures: closures))
    }
  }

  private func makeEngine<Mode: EngineMode>(
    for screen: Screen, _ scopedObservation: StoreFlavour, _ closures: ClosureComparison,
    _ mode: Mode.Type
  ) -> any Engine {
    // Each case names its strategy's type, so `SpecializedEngine` is made for it.
    switch self {
    case .asWritten:
      // Stores of one kind run on that kind's strategy, whose records are values in an
      // `ObservableObject` and `@Observable` objects in an `@Observable` model; other records
      // (an `@Observable` model's structs, `ObservableObject`s of their own in either kind),
      // and models of both kinds, run each store as written (`MixedStore`).
      switch screen.writtenModels ?? .uniform(.observable) {
      case .uniform(.combine) where !screen.stores.contains(where: \.recordsAreObjects):
        SpecializedEngine(
          self, ViewGraph<AsWrittenStrategy, Mode>(screen: screen, strategy: .init(), closures: closures))
      case .uniform(.observable)
      where !screen.stores.contains(where: {
        $0.writtenKind == .observable && $0.collection != nil && $0.recordObjects != .observable
      }):
        SpecializedEngine(
          self, ViewGraph<PropertyLevelStrategy, Mode>(screen: screen, strategy: .init(), closures: closures))
      default:
        SpecializedEngine(
          self, ViewGraph<MixedAsWrittenStrategy, Mode>(screen: screen, strategy: .init(), closures: closures)
        )
      }
    case .wholeObject:
      SpecializedEngine(
        self, ViewGraph<WholeObjectStrategy, Mode>(screen: screen, strategy: .init(), closures: closures))
    case .propertyLevel:
      SpecializedEngine(
        self, ViewGraph<PropertyLevelStrategy, Mode>(screen: screen, strategy: .init(), closures: closures))
    case .scoped:
      switch scopedObservation {
      case .observable:
        SpecializedEngine(
          self,
          ViewGraph<ScopedStrategy<ObservableStore>, Mode>(
            screen: screen, strategy: .init(), closures: closures))
      case .combine:
        SpecializedEngine(
          self,
          ViewGraph<ScopedStrategy<CombineStore>, Mode>(screen: screen, strategy: .init(), closures: closures)
        )
      }
    case .equatable:
      SpecializedEngine(
        self, ViewGraph<EquatableStrategy, Mode>(screen: screen, strategy: .init(), closures: closures))
    case .oracle:
      SpecializedEngine(
        self,
        ViewGraph<OracleStrategy<ObservableStore>, Mode>(
          screen: screen, strategy: .init(), closures: closures))
    }
  }
}
