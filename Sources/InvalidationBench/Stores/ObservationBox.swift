import Observation

/// Observed things — a store's plain fields, a record's attributes, or a view's tracking
/// sentinel — as an `@Observable`-style object with one stored property per thing
/// (`ObservationBox.slots` of them), like a class the `@Observable` macro expands.
///
/// An `@Observable` class registers a read as (object, key path), and the registrar hashes the
/// key path: a plain stored-property key path such as `\ObservationBox.slot3` hashes as cheaply
/// as a real class's `\Model.count`, where a subscript key path (`\Store.[field: 3]`) hashes its
/// argument too (a third of list-scrolling's instructions, measured).
final class ObservationBox: Observable {
  /// The things one box observes.
  static let slots = 8

  private let registrar = ObservationRegistrar()
  private var slot0 = 0
  private var slot1 = 0
  private var slot2 = 0
  private var slot3 = 0
  private var slot4 = 0
  private var slot5 = 0
  private var slot6 = 0
  private var slot7 = 0
  nonisolated(unsafe) private static let keyPaths: [KeyPath<ObservationBox, Int>] = [
    \.slot0, \.slot1, \.slot2, \.slot3, \.slot4, \.slot5, \.slot6, \.slot7,
  ]

  /// Registers a read of `slot` with the tracking in progress, if any.
  @inline(__always)
  func access(_ slot: Int) {
    registrar.access(self, keyPath: Self.keyPaths[slot])
  }

  /// Runs `change` as a mutation of `slot`: every registration that read it fires first.
  @inline(__always)
  func withMutation<T>(_ slot: Int, _ change: () throws -> T) rethrows -> T {
    try registrar.withMutation(of: self, keyPath: Self.keyPaths[slot], change)
  }
}
