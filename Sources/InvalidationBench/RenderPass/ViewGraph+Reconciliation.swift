extension ViewGraph {
  /// R2 for the children `view`'s body re-created: each is compared with the mounted one of the
  /// same identity (and queued for evaluation if it differs or is dirty), new ones are mounted
  /// and the rest unmounted.
  func reconcile(_ view: View, with body: BodyOutput) {
    let specs = body.children
    reconcileChildren(
      of: view, count: specs.count, key: { specs[$0].key },
      update: { child, position in update(child, with: specs[position], body) },
      mount: { position in mountChild(specs[position], body, parent: view) })
  }

  /// R8: a `ForEach`'s rows. With `recreate` (its parent's body ran) every mounted row is
  /// re-created and compared; otherwise (a scroll) rows entering the window are mounted and
  /// rows leaving it unmounted, and the others are left alone.
  func reconcileRows(_ container: View, recreate: Bool) {
    guard let spec = container.container else { return }
    let ids = spec.ids
    let range =
      spec.window.map { $0.rows(first: scrollPosition(of: $0.listID), count: ids.count) }
      ?? 0..<ids.count
    reconcileChildren(
      of: container, count: range.count,
      key: { View.key(slot: 0, id: ids[range.lowerBound + $0]) },
      update: { row, position in
        guard recreate else { return }
        let index = range.lowerBound + position
        makeRowArguments(spec.row, of: container, id: ids[index], index: index)
        compare(
          row, inputs: rowArguments[...], recordCopies: rowCopies[...],
          environment: container.environment)
      },
      mount: { position in
        let index = range.lowerBound + position
        makeRowArguments(spec.row, of: container, id: ids[index], index: index)
        let row = makeInstance(
          decl: screen[spec.row.view], parent: container, key: View.key(slot: 0, id: ids[index]),
          container: nil, inputs: rowArguments, recordCopies: rowCopies,
          environment: container.environment)
        mountView(row)
        return row
      })
  }

  /// Matches the `count` children a parent now has (the `key` of each) with its mounted
  /// children by identity: `update` is called for each one kept, `mount` makes each new one,
  /// and mounted children without a match are unmounted. While every child is where it was,
  /// the parent's array of children is kept as it is.
  private func reconcileChildren(
    of parent: View, count: Int, key: (Int) -> Int, update: (View, Int) -> Void,
    mount: (Int) -> View
  ) {
    let old = parent.children
    if old.isEmpty && count == 0 { return }
    let mark = nextReconcileMark()
    var rebuilt: [View] = []
    var moved = false
    var oldByKey: [Int: View] = [:]
    for position in 0..<count {
      let childKey = key(position)
      if !moved, position < old.count, old[position].key == childKey {
        old[position].reconcileMark = mark
        update(old[position], position)
        continue
      }
      if !moved {
        moved = true
        rebuilt = Array(old[..<min(position, old.count)])
        rebuilt.reserveCapacity(count)
        oldByKey = Dictionary(old.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
      }
      if let candidate = oldByKey[childKey], candidate.reconcileMark != mark {
        candidate.reconcileMark = mark
        update(candidate, position)
        rebuilt.append(candidate)
      } else {
        let child = mount(position)
        child.reconcileMark = mark
        rebuilt.append(child)
      }
    }
    if !moved {
      if count == old.count { return }
      rebuilt = Array(old[..<count])
    }
    for child in old where child.reconcileMark != mark {
      unmount(child)
    }
    parent.children = rebuilt
  }

  private func mountChild(_ spec: ChildSpec, _ body: BodyOutput, parent: View) -> View {
    let child = makeInstance(
      decl: spec.decl, parent: parent, key: spec.key, container: spec.container,
      inputs: Array(body.arguments[spec.arguments]), recordCopies: Array(body.copies[spec.copies]),
      environment: spec.environment)
    if child.isContainer {
      reconcileRows(child, recreate: true)
    } else {
      mountView(child)
    }
    return child
  }

  private func update(_ child: View, with spec: ChildSpec, _ body: BodyOutput) {
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

  /// The arguments of the row for record `id` at `index`, into `rowArguments` and `rowCopies`.
  private func makeRowArguments(_ row: ChildDecl, of container: View, id: Int, index: Int) {
    rowArguments.removeAll(keepingCapacity: true)
    rowCopies.removeAll(keepingCapacity: true)
    arguments(row, in: container, item: id, index: index, into: &rowArguments, copies: &rowCopies)
  }

  /// Compares a mounted child with its re-creation and queues it for evaluation when they
  /// differ (R3, R4), when an environment key it reads changed (R9), or when it is dirty itself.
  private func compare(
    _ child: View, inputs: ArraySlice<Value>, recordCopies: ArraySlice<Value>, environment: [Value]
  ) {
    if pass > 0 { counters.comparisons += 1 }
    let changedKeys = environmentDifference(child.environment, environment)
    if changedKeys != 0 { child.environment = environment }
    if let reason = strategy.difference(child, inputs: inputs, recordCopies: recordCopies, in: self) {
      Self.overwrite(&child.inputs, with: inputs)
      Self.overwrite(&child.recordCopies, with: recordCopies)
      schedule(child, reason: reason)
      return
    }
    // Equal: SwiftUI keeps the previous view value, so the old inputs stay.
    let readChanged = changedKeys & child.environmentReads
    if readChanged != 0 {
      schedule(child, reason: .environment(readChanged.trailingZeroBitCount))
      return
    }
    if changedKeys != 0 { propagateEnvironment(from: child, keys: changedKeys) }
    if child.isDirty { schedule(child, reason: child.dirtyReason) }
  }

  /// R9 below a view that was not evaluated: updates the environment of its descendants and
  /// marks dirty those that read a changed key.
  private func propagateEnvironment(from view: View, keys: UInt64) {
    var stack = [(view, keys)]
    while let (view, keys) = stack.popLast() {
      let passing = keys & ~view.environmentWrites
      guard passing != 0 else { continue }
      for child in view.children {
        var remaining = passing
        while remaining != 0 {
          let key = remaining.trailingZeroBitCount
          child.environment[key] = view.environment[key]
          remaining &= remaining - 1
        }
        let read = child.environmentReads & passing
        if read != 0 { markDirty(child, reason: .environment(read.trailingZeroBitCount)) }
      }
      for child in view.children.reversed() {
        stack.append((child, passing))
      }
    }
  }

  private func environmentDifference(_ old: [Value], _ new: [Value]) -> UInt64 {
    var mask: UInt64 = 0
    for key in old.indices where old[key] != new[key] {
      mask |= 1 << UInt64(key)
    }
    return mask
  }

  /// R3 and R4 on the declared inputs: `nil` when equal, otherwise the first difference.
  func declaredDifference(
    _ child: View, inputs: ArraySlice<Value>, recordCopies: ArraySlice<Value>
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
