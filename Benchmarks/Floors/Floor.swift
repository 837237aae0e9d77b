import InvalidationBench

/// A hand-written floor: the screen of one workload, for one engine, written as plain Swift on
/// the real observation machinery (`@Observable` classes, `ObservableObject`s with `@Published`),
/// doing exactly the work the engine counts — the same evaluations, elements, comparisons and
/// notifications — and nothing else. The harness's frames are measured against it.
///
/// `init` builds the models and mounts the screen (not measured); `run(frame:)` runs one frame
/// of the scenario's trace.
public protocol Floor: AnyObject {
  associatedtype Tally: FloorTally
  init(_ scenario: Scenario) throws(FloorError)
  func run(frame: Int)
  var tally: Tally { get }
}

/// A scenario a floor was not written for.
public struct FloorError: Error, CustomStringConvertible {
  public let description: String

  public init(_ description: String) {
    self.description = description
  }
}

/// A floor used without knowing its type: closures made where it is known, so that its
/// frames run specialized.
public final class AnyFloor {
  private let runFrame: (Int) -> Void
  private let readCounts: () -> FloorCounts

  init<F: Floor>(_ floor: F) {
    runFrame = { floor.run(frame: $0) }
    readCounts = { floor.tally.counts }
  }

  public func run(frame: Int) { runFrame(frame) }
  public var counts: FloorCounts { readCounts() }
}

/// The floors there are: one per workload of the catalogue and strategy.
public enum FloorCatalog {
  /// The floor of `workload` on `engine` for `scenario`, counting or not.
  public static func floor(
    workload: String, engine: EngineKind, scenario: Scenario, counting: Bool
  ) throws(FloorError) -> AnyFloor {
    counting
      ? try make(workload, engine, scenario, CountingTally.self)
      : try make(workload, engine, scenario, NoTally.self)
  }

  /// Whether there is a floor for `workload` on `engine`.
  public static func has(workload: String, engine: EngineKind) -> Bool {
    guard let workload = WorkloadCatalog.workload(named: workload),
      let scenario = try? workload.scenario(workload.values(workload.ciValues))
    else { return false }
    return (try? make(workload.name, engine, scenario, NoTally.self)) != nil
  }

  private static func make<T: FloorTally>(
    _ workload: String, _ engine: EngineKind, _ scenario: Scenario, _ tally: T.Type
  ) throws(FloorError) -> AnyFloor {
    switch (workload, engine) {
    case ("ticker", .wholeObject): AnyFloor(try TickerWholeObjectFloor<T>(scenario))
    case ("ticker", .propertyLevel): AnyFloor(try TickerPropertyLevelFloor<T>(scenario))
    case ("ticker", .scoped): AnyFloor(try TickerScopedFloor<T>(scenario))
    case ("ticker", .equatable): AnyFloor(try TickerEquatableFloor<T>(scenario))
    case ("typing", .wholeObject): AnyFloor(try TypingWholeObjectFloor<T>(scenario))
    case ("typing", .propertyLevel): AnyFloor(try TypingPropertyLevelFloor<T>(scenario))
    case ("typing", .scoped): AnyFloor(try TypingScopedFloor<T>(scenario))
    case ("typing", .equatable): AnyFloor(try TypingEquatableFloor<T>(scenario))
    case ("list-scrolling", .wholeObject): AnyFloor(try ListScrollingWholeObjectFloor<T>(scenario))
    case ("list-scrolling", .propertyLevel): AnyFloor(try ListScrollingPropertyLevelFloor<T>(scenario))
    case ("list-scrolling", .scoped): AnyFloor(try ListScrollingScopedFloor<T>(scenario))
    case ("list-scrolling", .equatable): AnyFloor(try ListScrollingEquatableFloor<T>(scenario))
    case ("catalog", .wholeObject), ("catalog", .equatable): AnyFloor(try CatalogHolderFloor<T>(scenario))
    case ("catalog", .propertyLevel): AnyFloor(try CatalogPropertyLevelFloor<T>(scenario))
    case ("catalog", .scoped): AnyFloor(try CatalogScopedFloor<T>(scenario))
    case ("environment", .wholeObject), ("environment", .equatable):
      AnyFloor(try EnvironmentHolderFloor<T>(scenario))
    case ("environment", .propertyLevel): AnyFloor(try EnvironmentPropertyLevelFloor<T>(scenario))
    case ("environment", .scoped): AnyFloor(try EnvironmentScopedFloor<T>(scenario))
    case ("observers", .wholeObject): AnyFloor(try ObserversWholeObjectFloor<T>(scenario))
    case ("observers", .propertyLevel), ("observers", .scoped):
      AnyFloor(try ObserversTrackedFloor<T>(scenario))
    case ("observers", .equatable): AnyFloor(try ObserversEquatableFloor<T>(scenario))
    default: throw FloorError("no floor for \(workload) on \(engine.rawValue)")
    }
  }
}
