extension ViewGraph {
  /// The body of a hidden observer (R11): it reads the value it watches, and an
  /// `onChange(of:in:)`'s action fires when that value differs from the last one seen.
  func observe(_ node: Node, op: BodyOp) {
    guard let observer = node.observer, observer.subscription == nil,
      case .observer(let kind, _, let action) = node.decl.role
    else {
      // onReceive on an ObservableObject store acts from its publisher subscription.
      return
    }
    let observed = value(op.expr, in: node, program: node.program)
    if let previous = observer.lastValue, previous != observed {
      fire(
        node, modifier: kind == .change ? "onChange(of:in:)" : "onReceive", action: action,
        slot: 0, values: [previous, observed])
    }
    observer.lastValue = observed
    // A change observer must see the value to decide, so the value is its output; a receive
    // observer is driven by its writes and shows nothing.
    if Mode.counts && op.ordinal == 0 { tally.passed.append(observed) }
  }

  /// `onReceive` on an `ObservableObject` store: the action runs on every value the field's
  /// publisher sends, equal values included, right after the write. Stores without publishers
  /// (`@Observable`) leave the observer to act as `onChange(of:in:)`.
  func subscribeReceiver(_ node: Node) {
    guard case .observer(.receive, .field(let field), let action) = node.decl.role,
      let observer = node.observer
    else { return }
    observer.subscription = stores[field.store].subscribeToWrites(of: field.index) {
      [unowned(unsafe) self, unowned(unsafe) node] value in
      guard node.isMounted else { return }
      if Mode.counts { counters.notifications += 1 }
      fireInline(node, action: action, value: value)
    }
  }
}
