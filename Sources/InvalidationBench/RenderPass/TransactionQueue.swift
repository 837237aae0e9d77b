/// The transactions of the frame in progress that are still to run, and the actions fired in
/// the one running (docs/rules.md "The render pass", R12).
struct TransactionQueue<State> {
  typealias Node = ViewNode<State>

  /// A transaction waiting to run: actions' statements, each run for the view that fired or
  /// declared it.
  struct Pending {
    var steps: [(node: Node, steps: [CompiledStep])] = []
    /// Whether these are the writes of actions a render pass fired, which belong to the update
    /// that fired them (R13: an `onChange` acts at most once in it); a `withAnimation` or
    /// `DispatchQueue.main.async` block starts an update of its own.
    var continuesUpdate = false

    var writesSomething: Bool { steps.contains { !$0.steps.isEmpty } }
  }

  /// An action fired by a lifecycle part or an observer.
  struct Fired {
    let node: Node
    /// The part's slot in the node's body.
    let slot: Int32
    /// When it fired, among the actions of its render pass.
    let sequence: Int
    /// The action's position among the host's actions, and its statements.
    let action: Int
    let steps: [CompiledStep]
    /// What the count pass records of it.
    let record: ActionRecord?

    /// Actions fired together run in the order of their parts in the natural screen, the same
    /// on every engine; at the same place (an old identity and its replacement), in the order
    /// they fired.
    static func inScreenOrder(_ fired: inout [Fired]) {
      guard fired.count > 1 else { return }
      fired = fired.map { ($0.node.order(slot: $0.slot), $0) }
        .sorted { lhs, rhs in
          lhs.0 == rhs.0 ? lhs.1.sequence < rhs.1.sequence : lhs.0.lexicographicallyPrecedes(rhs.0)
        }
        .map(\.1)
    }
  }

  /// Transactions to run next, in order: `withAnimation` blocks and the writes of actions
  /// fired by a render pass.
  var next: [Pending] = []
  /// `DispatchQueue.main.async` blocks, run once `next` is empty.
  var later: [Pending] = []
  /// `withAnimation` blocks of the actions run in the transaction in progress.
  var blocks: [Pending] = []
  /// Actions fired by the render pass in progress, run after it.
  var fired: [Fired] = []
  /// `onReceive` actions fired by a write, run right after it.
  var inline: [Fired] = []
  /// The batch of `onReceive` actions running.
  var inlineBatch: [Fired] = []
  /// `onReceive` actions run in the transaction in progress.
  var inlineRun = 0
  /// Actions fired so far in the frame, to order those fired at the same place.
  var firedCount = 0
  /// The action run last, for the report of a frame that does not settle.
  var lastRun: (node: Node, action: Int)?

  /// `'View.action'` of the action run last.
  var lastRunName: String {
    guard let (node, action) = lastRun else { return "''" }
    return "'\(node.host.decl.name).\(node.host.decl.actions[action].name)'"
  }

  /// The next transaction to run, if any.
  mutating func popNext() -> Pending? {
    if !next.isEmpty { return next.removeFirst() }
    if !later.isEmpty { return later.removeFirst() }
    return nil
  }

  mutating func removeAll() {
    next.removeAll()
    later.removeAll()
    blocks.removeAll()
    fired.removeAll()
    inline.removeAll()
    inlineBatch.removeAll()
  }
}
