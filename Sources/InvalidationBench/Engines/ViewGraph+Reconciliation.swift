extension ViewGraph {
  /// R2: matches re-created children with the mounted ones by identity, evaluates those whose
  /// inputs differ (or that are dirty), mounts new ones and unmounts the rest.
  func reconcile(_ parent: ViewInstance, with specs: [ChildSpec]) {
    let old = parent.children
    if old.isEmpty && specs.isEmpty { return }
    let mark = nextReconcileMark()
    var children: [ViewInstance] = []
    children.reserveCapacity(specs.count)
    var oldByKey: [Int: ViewInstance]?
    for (position, spec) in specs.enumerated() {
      var match: ViewInstance?
      if position < old.count, old[position].key == spec.key, old[position].decl === spec.decl {
        match = old[position]
      } else {
        if oldByKey == nil {
          oldByKey = Dictionary(old.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        }
        if let candidate = oldByKey?[spec.key], candidate.decl === spec.decl,
          candidate.reconcileMark != mark
        {
          match = candidate
        }
      }
      if let child = match {
        child.reconcileMark = mark
        update(child, with: spec)
        children.append(child)
      } else {
        let child = mountChild(spec, parent: parent)
        child.reconcileMark = mark
        children.append(child)
      }
    }
    for child in old where child.reconcileMark != mark {
      unmount(child)
    }
    parent.children = children
  }

  private func mountChild(_ spec: ChildSpec, parent: ViewInstance) -> ViewInstance {
    let child = makeInstance(
      decl: spec.decl, parent: parent, key: spec.key, container: spec.container,
      inputs: spec.inputs, recordCopies: spec.recordCopies, environment: spec.environment)
    if child.container != nil {
      reconcileRows(child, recreate: true)
      return child
    }
    strategy.didMount(child, in: self)
    subscribeReceiver(child)
    evaluate(child, reason: .mount)
    return child
  }

  /// `onReceive` on an ObservableObject store: the action runs on every value the field's
  /// publisher sends, equal values included.
  private func subscribeReceiver(_ view: ViewInstance) {
    guard case .observer(.receive, .field(let field), _) = view.decl.role, flavour == .combine,
      let store = stores[field.store] as? CombineStore
    else { return }
    let subscription = store.publisher(for: field.index).sink { [unowned self, unowned view] _ in
      guard view.isMounted else { return }
      countNotification()
      countAction()
    }
    view.subscriptions.append(subscription)
  }

  private func update(_ child: ViewInstance, with spec: ChildSpec) {
    if let container = spec.container {
      child.environment = spec.environment
      child.container?.ids = container.ids
      child.isDirty = false
      reconcileRows(child, recreate: true)
      return
    }
    compare(child, inputs: spec.inputs, recordCopies: spec.recordCopies, environment: spec.environment)
  }

  /// Compares a mounted child with its re-creation and evaluates it when they differ (R3, R4),
  /// when an environment key it reads changed (R9), or when it is dirty itself.
  private func compare(
    _ child: ViewInstance, inputs: [Value], recordCopies: [Value], environment: [Value]
  ) {
    if pass > 0 { countComparison() }
    let changedKeys = environmentDifference(child.environment, environment)
    if changedKeys != 0 { child.environment = environment }
    let reason: EvaluationReason? =
      strategy.evaluatesEverything
      ? .oracle : strategy.difference(child, inputs: inputs, recordCopies: recordCopies, in: self)
    if let reason {
      child.inputs = inputs
      child.recordCopies = recordCopies
      evaluate(child, reason: reason)
      return
    }
    // Equal: SwiftUI keeps the previous view value, so the old inputs stay.
    let readChanged = changedKeys & child.environmentReads
    if readChanged != 0 {
      evaluate(child, reason: .environment(readChanged.trailingZeroBitCount))
      return
    }
    if changedKeys != 0 { propagateEnvironment(from: child, keys: changedKeys) }
    if child.isDirty { evaluate(child, reason: child.dirtyReason) }
  }

  /// R9 below a view that was not evaluated: updates the environment of its descendants and
  /// marks dirty those that read a changed key.
  private func propagateEnvironment(from view: ViewInstance, keys: UInt64) {
    let passing = keys & ~view.environmentWrites
    guard passing != 0 else { return }
    for child in view.children {
      var remaining = passing
      while remaining != 0 {
        let key = remaining.trailingZeroBitCount
        child.environment[key] = view.environment[key]
        remaining &= remaining - 1
      }
      let read = child.environmentReads & passing
      if read != 0 { markDirty(child, reason: .environment(read.trailingZeroBitCount)) }
      propagateEnvironment(from: child, keys: passing)
    }
  }

  private func environmentDifference(_ old: [Value], _ new: [Value]) -> UInt64 {
    var mask: UInt64 = 0
    for key in old.indices where old[key] != new[key] {
      mask |= 1 << UInt64(key)
    }
    return mask
  }

  /// R8: a `ForEach`'s rows. With `recreate` (its parent's body ran) every mounted row is
  /// re-created and compared; otherwise (a scroll) rows entering the window are mounted and
  /// rows leaving it unmounted, and the others are left alone.
  func reconcileRows(_ container: ViewInstance, recreate: Bool) {
    guard let state = container.container else { return }
    let ids = state.ids
    var range = 0..<ids.count
    if let window = state.window {
      let first = min(max(0, scrollPosition(of: window.listID)), max(0, ids.count - 1))
      let lower = max(0, first - window.prefetch)
      let upper = min(ids.count, first + window.visible + window.prefetch)
      range = lower..<max(lower, upper)
    }
    let old = container.children
    let mark = nextReconcileMark()
    var rows: [ViewInstance] = []
    rows.reserveCapacity(range.count)
    var oldByKey: [Int: ViewInstance]?
    var position = 0
    for index in range {
      let id = ids[index]
      let key = ViewInstance.key(slot: 0, id: id)
      var match: ViewInstance?
      if position < old.count, old[position].key == key {
        match = old[position]
      } else {
        if oldByKey == nil {
          oldByKey = Dictionary(old.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        }
        match = oldByKey?[key]
      }
      position += 1
      if let row = match, row.reconcileMark != mark {
        row.reconcileMark = mark
        if recreate {
          let (inputs, copies) = arguments(state.row, in: container, item: id, index: index)
          compare(row, inputs: inputs, recordCopies: copies, environment: container.environment)
        }
        rows.append(row)
      } else {
        let (inputs, copies) = arguments(state.row, in: container, item: id, index: index)
        let row = makeInstance(
          decl: state.row.view, parent: container, key: key, container: nil, inputs: inputs,
          recordCopies: copies, environment: container.environment)
        row.reconcileMark = mark
        strategy.didMount(row, in: self)
        evaluate(row, reason: .mount)
        rows.append(row)
      }
    }
    for row in old where row.reconcileMark != mark {
      unmount(row)
    }
    container.children = rows
  }

  /// R3 and R4 on the declared inputs: `nil` when equal, otherwise the first difference.
  func declaredDifference(
    _ child: ViewInstance, inputs: [Value], recordCopies: [Value]
  ) -> EvaluationReason? {
    let decl = child.decl
    if decl.isInline { return .parentClosure }
    var copyOffset = 0
    for index in inputs.indices {
      let compared = decl.comparedInputs[index]
      let ordinal = decl.recordOrdinals[index]
      if compared && child.inputs[index] != inputs[index] {
        if case .closure = inputs[index] { return .parentClosure }
        return .parentInput(index)
      }
      if ordinal >= 0 {
        let count = decl.recordAttributeCounts[ordinal]
        if compared && copyOffset + count <= recordCopies.count
          && child.recordCopies[copyOffset..<copyOffset + count]
            != recordCopies[copyOffset..<copyOffset + count]
        {
          return .parentInput(index)
        }
        copyOffset += count
      }
    }
    return nil
  }
}
