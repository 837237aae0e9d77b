/// Busy work standing in for what building an element costs in a real renderer.
enum SyntheticWork {
  /// Spins on the monotonic clock for about `nanoseconds`.
  static func spin(nanoseconds: Int) {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .nanoseconds(nanoseconds))
    while clock.now < deadline {}
  }
}
