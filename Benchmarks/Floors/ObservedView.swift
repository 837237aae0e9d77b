import Observation

/// A view's tracking sentinel, a real `@Observable` class: writing it fires the registration
/// that read it, which is how a floor cancels a registration with public API (SwiftUI does it
/// through SPI; the harness the same way as here).
@Observable final class Sentinel {
  var tick = 0
}

/// The observation of one view of an `@Observable` floor, as SwiftUI keeps it: each evaluation
/// runs inside `withObservationTracking`, and the previous evaluation's registration, if still
/// pending, is cancelled first.
final class ObservedView {
  private let sentinel = Sentinel()
  private var generation = 0
  private var isPending = false
  /// Called when a field the last evaluation read is about to change.
  let onChange: (ObservedView) -> Void

  init(onChange: @escaping (ObservedView) -> Void) {
    self.onChange = onChange
  }

  /// Runs `body` under tracking; `body` returns whether it read a field.
  @inline(__always)
  func evaluate(_ body: () -> Bool) {
    cancel()
    generation &+= 1
    let firing = Firing(view: self, generation: generation)
    withObservationTracking {
      if body() {
        _ = sentinel.tick
        isPending = true
      }
    } onChange: {
      firing.fire()
    }
  }

  /// Cancels the pending registration, as unmounting the view does.
  func cancel() {
    guard isPending else { return }
    isPending = false
    generation &+= 1
    sentinel.tick &+= 1
  }

  fileprivate func fired(_ generation: Int) {
    guard generation == self.generation else { return }
    isPending = false
    onChange(self)
  }
}

/// Carries an evaluation into `onChange`, which must be `@Sendable`; everything runs on one
/// thread, inside the setter.
private struct Firing: @unchecked Sendable {
  unowned(unsafe) let view: ObservedView
  let generation: Int

  func fire() {
    view.fired(generation)
  }
}
