extension ViewGraph {
  /// R2: matches re-created children with the mounted ones by identity, evaluates those whose
  /// inputs differ (or that are dirty), mounts new ones and unmounts the rest. While every child
  /// is where it was, the parent's array of children is kept as it is.
  func reconcile(_ parent: ViewInstance, with body: BodyOutput) {
    let specs = body.children
    let old = parent.children
    if old.isEmpty && specs.isEmpty { return }
    let mark = nextReconcileMark()
    var rebuilt: [ViewInstance]?
    var oldByKey: [Int: ViewInstance]?
    for (position, spec) in specs.enumerated() {
      if rebuilt == nil, position < old.count, old[position].key == spec.key,
        old[position].decl === spec.decl
      {
        old[position].reconcileMark = mark
        update(old[position], with: spec, body)
        continue
      }
      if rebuilt == nil {
        rebuilt = Array(old[..<min(position, old.count)])
        rebuilt?.reserveCapacity(specs.count)
        oldByKey = Dictionary(old.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
      }
      if let candidate = oldByKey?[spec.key], candidate.decl === spec.decl,
        candidate.reconcileMark != mark
      {
        candidate.reconcileMark = mark
        update(candidate, with: spec, body)
        rebuilt?.append(candidate)
      } else {
        let child = mountChild(spec, body, parent: parent)
        child.reconcileMark = mark
        rebuilt?.append(child)
      }
    }
    if rebuilt == nil {
      if specs.count == old.count { return }
      rebuilt = Array(old[..<specs.count])
    }
    for child in old where child.reconcileMark != mark {
      unmount(child)
    }
    parent.children = rebuilt ?? []
  }

  private func mountChild(_ spec: ChildSpec, _ body: BodyOutput, parent: ViewInstance) -> ViewInstance {
    let child = makeInstance(
      decl: spec.decl, parent: parent, key: spec.key, container: spec.container,
      inputs: Array(body.arguments[spec.arguments]), recordCopies: Array(body.copies[spec.copies]),
      environment: spec.environment)
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

  private func update(_ child: ViewInstance, with spec: ChildSpec, _ body: BodyOutput) {
    if let container = spec.container {
      child.environment = spec.environment
      child.container?.ids = container.ids
      child.isDirty = false
      reconcileRows(child, recreate: true)
      return
    }
    compare(
      child, inputs: body.arguments[spec.arguments], recordCopies: body.copies[spec.copies],
      environment: spec.environment)
  }

  /// Compares a mounted child with its re-creation and evaluates it when they differ (R3, R4),
  /// when an environment key it reads changed (R9), or when it is dirty itself.
  private func compare(
    _ child: ViewInstance, inputs: ArraySlice<Value>, recordCopies: ArraySlice<Value>,
    environment: [Value]
  ) {
    if pass > 0 { countComparison() }
    let changedKeys = environmentDifference(child.environment, environment)
    if changedKeys != 0 { child.environment = environment }
    let reason: EvaluationReason? =
      strategy.evaluatesEverything
      ? .oracle : strategy.difference(child, inputs: inputs, recordCopies: recordCopies, in: self)
    if let reason {
      Self.overwrite(&child.inputs, with: inputs)
      Self.overwrite(&child.recordCopies, with: recordCopies)
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
    var scratch = takeBodyBuffer()
    var rebuilt: [ViewInstance]?
    var oldByKey: [Int: ViewInstance]?
    for (position, index) in range.enumerated() {
      let id = ids[index]
      let key = ViewInstance.key(slot: 0, id: id)
      var match: ViewInstance?
      if rebuilt == nil, position < old.count, old[position].key == key {
        match = old[position]
      } else {
        if rebuilt == nil {
          rebuilt = Array(old[..<min(position, old.count)])
          rebuilt?.reserveCapacity(range.count)
          oldByKey = Dictionary(old.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        }
        if let candidate = oldByKey?[key], candidate.reconcileMark != mark { match = candidate }
      }
      scratch.arguments.removeAll(keepingCapacity: true)
      scratch.copies.removeAll(keepingCapacity: true)
      if let row = match {
        row.reconcileMark = mark
        if recreate {
          arguments(
            state.row, in: container, item: id, index: index, into: &scratch.arguments,
            copies: &scratch.copies)
          compare(
            row, inputs: scratch.arguments[...], recordCopies: scratch.copies[...],
            environment: container.environment)
        }
        rebuilt?.append(row)
      } else {
        arguments(
          state.row, in: container, item: id, index: index, into: &scratch.arguments,
          copies: &scratch.copies)
        let row = makeInstance(
          decl: state.row.view, parent: container, key: key, container: nil,
          inputs: scratch.arguments, recordCopies: scratch.copies,
          environment: container.environment)
        row.reconcileMark = mark
        strategy.didMount(row, in: self)
        evaluate(row, reason: .mount)
        rebuilt?.append(row)
      }
    }
    returnBodyBuffer(&scratch)
    if rebuilt == nil {
      if range.count == old.count { return }
      rebuilt = Array(old[..<range.count])
    }
    for row in old where row.reconcileMark != mark {
      unmount(row)
    }
    container.children = rebuilt ?? []
  }

  /// R3 and R4 on the declared inputs: `nil` when equal, otherwise the first difference.
  func declaredDifference(
    _ child: ViewInstance, inputs: ArraySlice<Value>, recordCopies: ArraySlice<Value>
  ) -> EvaluationReason? {
    let decl = child.decl
    if decl.isInline { return .parentClosure }
    let inputBase = inputs.startIndex
    let copyBase = recordCopies.startIndex
    for index in 0..<inputs.count where decl.comparedInputs[index] {
      let input = inputs[inputBase + index]
      if child.inputs[index] != input {
        if case .closure = input { return .parentClosure }
        return .parentInput(index)
      }
      if let copies = decl.recordCopyRanges[index], copies.upperBound <= recordCopies.count,
        child.recordCopies[copies]
          != recordCopies[(copyBase + copies.lowerBound)..<(copyBase + copies.upperBound)]
      {
        return .parentInput(index)
      }
    }
    return nil
  }

  /// Copies `values` over `array` in place, reusing its storage when the counts match.
  private static func overwrite(_ array: inout [Value], with values: ArraySlice<Value>) {
    guard array.count == values.count else {
      array = Array(values)
      return
    }
    var source = values.startIndex
    for index in array.indices {
      array[index] = values[source]
      source += 1
    }
  }
}
