import Observation

/// One separately observed thing — a store field, or a view's tracking sentinel — as a tiny
/// `@Observable`-style object with one stored property.
///
/// An `@Observable` class registers a read as (object, key path), and the registrar hashes the
/// key path: a plain stored-property key path such as `\ObservationBox.marker` hashes as cheaply
/// as a real class's `\Model.count`, where a subscript key path (`\Store.[field: 3]`) hashes its
/// argument too (a third of list-scrolling's instructions, measured). So each field gets its
/// own box, made on its first read: a field nobody has read has no observer to notify.
final class ObservationBox: Observable {
  private let registrar = ObservationRegistrar()
  private var marker = 0
  nonisolated(unsafe) private static let keyPath: KeyPath<ObservationBox, Int> = \ObservationBox.marker

  /// Registers a read with the tracking in progress, if any.
  @inline(__always)
  func access() {
    registrar.access(self, keyPath: Self.keyPath)
  }

  /// Runs `change` as a mutation of the box: every registration that read it fires first.
  @inline(__always)
  func withMutation<T>(_ change: () throws -> T) rethrows -> T {
    try registrar.withMutation(of: self, keyPath: Self.keyPath, change)
  }
}
