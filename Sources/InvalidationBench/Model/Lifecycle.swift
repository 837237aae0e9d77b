/// A modifier of a view's body that runs an action when something happens to the view rather
/// than when it is drawn (docs/rules.md "The render pass", R12 and R13). Its action runs after the
/// render pass in which it fired, and the writes it makes are the next transaction.
public enum Lifecycle: Sendable {
  /// `.onAppear { action }`: each time the part appears (the view mounts, or the branch
  /// holding it is taken).
  case onAppear(action: String)
  /// `.onDisappear { action }`: each time the part disappears (the view unmounts, or the
  /// branch holding it is left).
  case onDisappear(action: String)
  /// Runs once per identity of the view (a new `.id` is a new identity).
  case onFirstAppear(action: String)
  /// `.task(id:) { action }`: starts when the part appears and restarts (the old task
  /// cancelled) whenever `id` changes; cancelled when it disappears. Without an id it starts
  /// once per appearance.
  case task(id: Expr?, action: String)
  /// SwiftUI's `.onChange(of: value, initial:) { old, new in action }`: the host's body
  /// computes `value` (a read of the host's), and the action runs after a render in which it
  /// differs from the value of the previous evaluation — once per transaction, with the first
  /// old and the last new value. With `initial`, it also runs when the part appears.
  case onChange(of: Expr, initial: Bool, action: String)
  /// `.onReceive(timer) { action }` of a publisher from outside the screen (a timer, a
  /// notification): nothing while rendering; the action runs when the event comes, which a
  /// trace fires.
  case onEvent(action: String)

  /// The action the part runs.
  public var action: String {
    switch self {
    case .onAppear(let action), .onDisappear(let action), .onFirstAppear(let action),
      .task(_, let action), .onChange(_, _, let action), .onEvent(let action):
      action
    }
  }

  /// The modifier's name in reports and action records.
  public var name: String {
    switch self {
    case .onAppear: "onAppear"
    case .onDisappear: "onDisappear"
    case .onFirstAppear: "onFirstAppear"
    case .task: "task"
    case .onChange: "onChange"
    case .onEvent: "onEvent"
    }
  }

  /// The expression the part computes in its host's body, if any.
  var value: Expr? {
    switch self {
    case .task(let id, _): id
    case .onChange(let value, _, _): value
    default: nil
    }
  }
}
