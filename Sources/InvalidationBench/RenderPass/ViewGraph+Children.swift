extension ViewGraph {
  /// R2 for one child-making part of `node`'s body: the child is re-created with its
  /// arguments and compared with the mounted one (queued for evaluation if it differs or is
  /// dirty), or mounted if there is none.
  func recreateChild(of node: Node, op: BodyOp, scope: Scope, mark: Int) {
    let call = node.program.calls[Int(op.call)]
    let ordinal = Int(op.ordinal)
    if op.kind == .child {
      arguments(call, in: node, program: node.program, item: -1, index: -1)
      if Mode.counts { countPassed(call, program: node.program) }
    } else {
      // Observers and scopes hold a content closure the parent re-creates.
      scratchArguments[0] = newClosureToken()
      argumentCount = 1
      copyCount = 0
    }
    if let child = node.children[ordinal] {
      child.reconcileMark = mark
      compare(child)
      return
    }
    let child = makeNode(decl: call.decl, parent: node, scope: scope, key: Int(op.slot), container: nil)
    child.reconcileMark = mark
    node.children[ordinal] = child
    mountView(child)
  }

  /// A `ForEach` part: its container takes the list's ids and reconciles its rows.
  func recreateRows(of node: Node, op: BodyOp, scope: Scope, mark: Int) {
    let call = node.program.calls[Int(op.call)]
    let ordinal = Int(op.ordinal)
    // A checked screen gives a list; anything else shows no rows.
    let ids: [Int]
    if case .list(let list) = value(call.collection, in: node, program: node.program) {
      ids = list
    } else {
      ids = []
    }
    if Mode.counts { tally.passed.append(.list(ids)) }
    if let container = node.children[ordinal] {
      container.reconcileMark = mark
      container.container?.ids = ids
      container.isDirty = false
      reconcileRows(container, recreate: true)
      return
    }
    argumentCount = 0
    copyCount = 0
    let container = makeNode(
      decl: call.decl, parent: node, scope: scope, key: Int(op.slot),
      container: ContainerState(call: Int(op.call), parentProgram: node.program, ids: ids))
    container.reconcileMark = mark
    node.children[ordinal] = container
    reconcileRows(container, recreate: true)
  }

  /// R8: a `ForEach`'s rows. With `recreate` (its parent's body ran) every mounted row is
  /// re-created and compared; otherwise (a scroll) rows entering the window are mounted and
  /// rows leaving it unmounted, and the others are left alone. Rows are matched by id: while
  /// every row is where it was, the array of rows is kept as it is.
  func reconcileRows(_ container: Node, recreate: Bool) {
    guard let state = container.container else { return }
    let program = state.parentProgram
    let call = program.calls[state.call]
    let ids = state.ids
    let range =
      call.window.map { $0.rows(first: scrollPosition(of: $0.listID), count: ids.count) }
      ?? 0..<ids.count
    let oldCount = container.rows.count
    if oldCount == 0 && range.isEmpty { return }
    let mark = nextReconcileMark()
    var rebuilt: [Node] = []
    var moved = false
    var oldByKey: [Int: Node] = [:]
    for index in range {
      let id = ids[index]
      let key = Node.key(slot: 0, id: id)
      let position = index - range.lowerBound
      var match: Node?
      if !moved, position < oldCount, container.rows[position].key == key {
        match = container.rows[position]
      } else {
        if !moved {
          moved = true
          rebuilt = Array(container.rows[..<min(position, oldCount)])
          rebuilt.reserveCapacity(range.count)
          for row in container.rows where oldByKey[row.key] == nil {
            oldByKey[row.key] = row
          }
        }
        if let candidate = oldByKey[key], candidate.reconcileMark != mark { match = candidate }
      }
      if let row = match {
        row.reconcileMark = mark
        if recreate {
          arguments(call, in: container, program: program, item: id, index: index)
          compare(row)
        }
        if moved { rebuilt.append(row) }
      } else {
        arguments(call, in: container, program: program, item: id, index: index)
        let row = makeNode(decl: call.decl, parent: container, scope: container.scope, key: key, container: nil)
        row.reconcileMark = mark
        mountView(row)
        rebuilt.append(row)
      }
    }
    if !moved {
      if range.count == oldCount { return }
      rebuilt = Array(container.rows[..<range.count])
    }
    for row in container.rows where row.reconcileMark != mark {
      unmount(row)
    }
    container.rows = rebuilt
  }

  /// Puts the arguments and record copies of `call` for a child of `node` in the scratch
  /// buffers; `item` and `index` are a row's.
  func arguments(_ call: ChildCall, in node: Node, program: BodyProgram, item: Int, index: Int) {
    copyCount = 0
    for position in 0..<call.argumentCount {
      switch program.arguments[call.argumentStart + position] {
      case .closure:
        scratchArguments[position] = newClosureToken()
      case .value(let expr):
        scratchArguments[position] = value(expr, in: node, program: program, item: item, index: index)
      case .record(let expr, let collection):
        let record = value(expr, in: node, program: program, item: item, index: index)
        scratchArguments[position] = record
        // ObservableObject records are structs: the child gets a copy of every attribute.
        if Strategy.Store.flavour == .combine {
          let records = program.collections[Int(collection)]
          for attribute in 0..<records.attributeCount {
            scratchCopies[copyCount] = attributeValue(record.intValue, attribute, of: records)
            copyCount += 1
          }
        }
      }
    }
    argumentCount = call.argumentCount
  }

  /// The count pass's record of the values a child is given (closures carry none).
  private func countPassed(_ call: ChildCall, program: BodyProgram) {
    for position in 0..<call.argumentCount {
      if case .closure = program.arguments[call.argumentStart + position] { continue }
      tally.passed.append(scratchArguments[position])
    }
    for position in 0..<copyCount { tally.passed.append(scratchCopies[position]) }
  }

  /// Compares a mounted child with its re-creation in the scratch buffers and queues it for
  /// evaluation when they differ (R3, R4) or when it is dirty itself.
  private func compare(_ child: Node) {
    if Mode.counts && pass > 0 { counters.comparisons += 1 }
    if let reason = strategy.difference(child, in: self) {
      for position in 0..<min(argumentCount, child.inputs.count) {
        child.inputs[position] = scratchArguments[position]
      }
      for position in 0..<min(copyCount, child.recordCopies.count) {
        child.recordCopies[position] = scratchCopies[position]
      }
      schedule(child, reason: reason)
      return
    }
    // Equal: SwiftUI keeps the previous view value, so the old inputs stay.
    if child.isDirty { schedule(child, reason: child.dirtyReason) }
  }

  /// R3 and R4 on the declared inputs of `child` against its re-creation in the scratch
  /// buffers: `nil` when equal, otherwise the first difference.
  func declaredDifference(_ child: Node) -> EvaluationReason? {
    let decl = child.decl
    if decl.isInline { return .parentClosure }
    let count = min(argumentCount, child.inputs.count)
    for index in 0..<count where decl.comparedInputs[index] {
      let input = scratchArguments[index]
      if child.inputs[index] != input {
        if case .closure = input { return .parentClosure }
        return .parentInput(index)
      }
      if decl.recordCopyCount > 0, let copies = decl.recordCopyRanges[index],
        copies.upperBound <= copyCount
      {
        for position in copies where child.recordCopies[position] != scratchCopies[position] {
          return .parentInput(index)
        }
      }
    }
    return nil
  }
}
