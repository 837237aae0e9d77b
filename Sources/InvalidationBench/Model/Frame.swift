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
  /// A tap: the action named `action` runs on the first mounted view that declares it.
  case perform(action: String)
  /// A user edit of the control named `control` (on its first mounted instance): the value
  /// is written through its binding.
  case edit(control: String, Value)
}

/// What the trace does in one frame: one transaction of events, its render pass, and the
/// transactions that the actions run by these start (docs/rules.md "The render pass", R12).
public struct Frame: Hashable, Sendable {
  public var events: [Event]

  public init(_ events: [Event]) {
    self.events = events
  }
}
