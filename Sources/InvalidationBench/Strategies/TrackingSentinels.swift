import Observation

/// One observable sentinel field per view, so that a view's pending observation can be
/// cancelled with public API.
///
/// SwiftUI cancels a view's previous tracking when it re-evaluates the view (through SPI);
/// `withObservationTracking`'s public form has no cancel, and a registration that is never
/// cancelled lingers until one of its fields changes, then fires. Left alone, every re-evaluation
/// a parent causes would leave one behind, and they would fire in bursts that SwiftUI never has
/// (6.6 ms in one list-scrolling frame, measured). So every tracked evaluation also reads its
/// view's sentinel, and cancelling writes the sentinel: the one-shot registration fires once,
/// is discarded by the Observation machinery, and the tracker ignores that firing.
final class TrackingSentinels: Observable {
  private let registrar = ObservationRegistrar()
  @exclusivity(unchecked) private var nextNumber = 0

  /// A sentinel field; reading it through the key path is not tracked.
  subscript(view number: Int) -> Int {
    number
  }

  /// A new sentinel's key path, built once per view.
  func makeKeyPath() -> KeyPath<TrackingSentinels, Int> {
    nextNumber += 1
    return \TrackingSentinels.[view: nextNumber]
  }

  /// Registers a read of the sentinel with the current tracking.
  func read(_ keyPath: KeyPath<TrackingSentinels, Int>) {
    registrar.access(self, keyPath: keyPath)
  }

  /// Fires every registration that read the sentinel.
  func fire(_ keyPath: KeyPath<TrackingSentinels, Int>) {
    registrar.withMutation(of: self, keyPath: keyPath) {}
  }
}
