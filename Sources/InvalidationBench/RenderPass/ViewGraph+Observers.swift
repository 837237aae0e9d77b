extension ViewGraph {
  /// The body of a hidden observer (R11): it reads the value it watches, and `onChange`'s
  /// action runs when that value differs from the last one seen.
  func observe(_ view: View, kind: ObserverKind, value valueExpr: Expr, into body: inout BodyOutput) {
    guard let observer = view.observer, observer.subscription == nil else {
      // onReceive on an ObservableObject store acts from its publisher subscription.
      return
    }
    let observed = value(valueExpr, in: view)
    if let previous = observer.lastValue, previous != observed {
      countAction()
    }
    observer.lastValue = observed
    // A change observer must see the value to decide, so the value is its output; a receive
    // observer is driven by its writes and shows nothing.
    if kind == .change { body.passed.append(observed) }
  }

  /// `onReceive` on an `ObservableObject` store: the action runs on every value the field's
  /// publisher sends, equal values included. Stores without publishers (`@Observable`) leave
  /// the observer to act as `onChange`.
  func subscribeReceiver(_ view: View) {
    guard case .observer(.receive, .field(let field), _) = view.decl.role,
      let observer = view.observer
    else { return }
    observer.subscription = stores[field.store].subscribeToWrites(of: field.index) {
      [unowned(unsafe) self, unowned(unsafe) view] _ in
      guard view.isMounted else { return }
      countNotification()
      countAction()
    }
  }
}
