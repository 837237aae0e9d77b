/// One thing that happens in a frame before its render pass.
public enum Event: Hashable, Sendable {
  /// A write through the setter.
  case set(FieldRef, Value)
  /// An in-place change (`+=`, `toggle()`, `append`).
  case mutate(FieldRef, Mutation)
  /// The lazy list `listID` scrolls so that `firstVisible` is its first visible row.
  case scroll(listID: Int, firstVisible: Int)
  /// A `@State` write on the first mounted view of type `view`.
  case setState(view: String, state: String, Value)
}

/// One transaction: events, then one render pass.
public struct Frame: Hashable, Sendable {
  public var events: [Event]

  public init(_ events: [Event]) {
    self.events = events
  }
}
