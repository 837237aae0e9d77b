extension ViewGraph {
  /// R2 for one child-making part of `node`'s body: the child is re-created with its
  /// arguments and compared with the mounted one (queued for evaluation if it differs or is
  /// dirty), or mounted if there is none.
  func recreateChild(of node: Node, op: BodyOp, scope: Scope, mark: Int) {
    let call = node.program.calls[Int(op.call)]
    let ordinal = Int(op.ordinal)
    arguments(call, in: node, program: node.program, item: -1, index: -1)
    if Mode.counts && op.kind == .child { countPassed(call, program: node.program) }
    // `.id(value)`: another value is another view.
    var identity: Value?
    if call.hasID {
      let id = value(call.id, in: node, program: node.program)
      if Mode.counts { tally.passed.append(id) }
      if let child = node.children[ordinal], child.identityValue != id {
        unmount(child)
        node.children[ordinal] = nil
      }
      identity = id
    }
    if let child = node.children[ordinal] {
      child.reconcileMark = mark
      compare(child)
      return
    }
    let child = makeNode(decl: call.decl, parent: node, scope: scope, key: Int(op.slot), container: nil)
    child.identityValue = identity
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
    if call.gathersEveryIdentifier && call.window != nil {
      // A List gathers every row's identifier, shown or not.
      gatherIdentifiers(ids, into: node)
    }
    if let container = node.children[ordinal] {
      container.reconcileMark = mark
      container.container?.ids = ids
      container.isDirty = false
      reconcileRows(container, recreate: true)
      return
    }
    argumentCount = 0
    let container = makeNode(
      decl: call.decl, parent: node, scope: scope, key: Int(op.slot),
      container: ContainerState(call: Int(op.call), parentProgram: node.program, ids: ids))
    container.reconcileMark = mark
    node.children[ordinal] = container
    reconcileRows(container, recreate: true)
  }

  /// R8: a `ForEach`'s rows. With `recreate` (its parent's body ran) every mounted row is
  /// re-created and compared; otherwise (a scroll) rows entering the window are mounted and
  /// rows leaving it unmounted, and the others are left alone. Rows are matched by id: a
  /// scrolled window keeps its rows in order, shifted, so each is found where the shift puts
  /// it; only rows that moved otherwise are looked up by id. While every row is where it was,
  /// the array of rows is kept as it is.
  func reconcileRows(_ container: Node, recreate: Bool) {
    guard let state = container.container else { return }
    let program = state.parentProgram
    let call = program.calls[state.call]
    let ids = state.ids
    let range =
      call.window.map { $0.rows(first: scrollPosition(of: $0.listID), count: ids.count) }
      ?? 0..<ids.count
    let oldCount = container.rows.count
    if Mode.counts && recreate && !isMounting {
      counters.identifiersGathered += call.gathersEveryIdentifier ? ids.count : range.count
    }
    if oldCount == 0 && range.isEmpty { return }
    // Checked before the rows are made: ten million rows would take gigabytes first.
    if Mode.counts && mountedViews + range.count - oldCount > InputLimits.mountedViews {
      if viewPastLimit == nil { viewPastLimit = call.decl.name }
      return
    }
    let mark = nextReconcileMark()
    let shift = Self.shift(of: container.rows, to: ids, in: range)
    // The mounted rows that the shift pairs with positions of the new window.
    let shifted = max(0, shift)..<max(max(0, shift), min(oldCount, shift + range.count))
    var unchanged = shift == 0
    var oldByKey: [Int: Node]?
    // The new rows go into the graph's spare array, swapped in at the end, so that a scroll
    // allocates no array.
    rowScratch.removeAll(keepingCapacity: true)
    for index in range {
      let id = ids[index]
      let key = Node.key(slot: 0, id: id)
      let position = index - range.lowerBound
      var match: Node?
      let candidate = position + shift
      let inShift = candidate >= 0 && candidate < oldCount
      if inShift, container.rows[candidate].key == key, container.rows[candidate].reconcileMark != mark {
        match = container.rows[candidate]
      } else if !inShift && oldByKey == nil {
        // Past either end of the shifted rows: a new row, unless it is one of the mounted
        // rows the shift left out.
        for outside in 0..<oldCount where !shifted.contains(outside) {
          let row = container.rows[outside]
          if row.key == key && row.reconcileMark != mark {
            match = row
            break
          }
        }
      } else {
        // The list itself changed order: look rows up by id from here on.
        if oldByKey == nil {
          var byKey: [Int: Node] = [:]
          for row in container.rows where byKey[row.key] == nil { byKey[row.key] = row }
          oldByKey = byKey
        }
        if let found = oldByKey?[key], found.reconcileMark != mark { match = found }
      }
      if unchanged && (match == nil || candidate != position) {
        unchanged = false
        rowScratch.append(contentsOf: container.rows[..<min(position, oldCount)])
      }
      if let row = match {
        row.reconcileMark = mark
        row.rowIndex = index
        if recreate {
          arguments(call, in: container, program: program, item: id, index: index)
          compare(row)
        }
        if !unchanged { rowScratch.append(row) }
      } else {
        arguments(call, in: container, program: program, item: id, index: index)
        let row = makeNode(
          decl: call.decl, parent: container, scope: container.scope, key: key, container: nil)
        row.rowItem = id
        row.rowIndex = index
        row.reconcileMark = mark
        mountView(row)
        rowScratch.append(row)
      }
    }
    if unchanged {
      if range.count == oldCount { return }
      rowScratch.append(contentsOf: container.rows[..<range.count])
    }
    for row in container.rows where row.reconcileMark != mark {
      unmount(row)
    }
    swap(&container.rows, &rowScratch)
    rowScratch.removeAll(keepingCapacity: true)
  }

  /// How far the mounted rows lie from the new window: the position in `old` of the window's
  /// first row, or minus the window position of the first mounted row; 0 if neither is found.
  private static func shift(of old: [Node], to ids: [Int], in range: Range<Int>) -> Int {
    guard let first = old.first, !range.isEmpty else { return 0 }
    let firstKey = Node.key(slot: 0, id: ids[range.lowerBound])
    if first.key == firstKey { return 0 }
    if let position = old.firstIndex(where: { $0.key == firstKey }) { return position }
    for index in range where Node.key(slot: 0, id: ids[index]) == first.key {
      return -(index - range.lowerBound)
    }
    return 0
  }

  /// Puts the arguments of `call` for a child of `node` in the scratch buffer, with the
  /// versions of the records passed by value; `item` and `index` are a row's. A scope, an
  /// observer or a row written inline is given its content closure.
  func arguments(_ call: ChildCall, in node: Node, program: BodyProgram, item: Int, index: Int) {
    if call.decl.isInline {
      scratchArguments[0] = contentClosure(of: node)
      argumentCount = 1
      return
    }
    for position in 0..<call.argumentCount {
      switch program.arguments[call.argumentStart + position] {
      case .closure:
        // Captures undeclared: a new context every time, never equal (R3). It carries nothing
        // to compare.
        if case .closure = scratchArguments[position] {} else { scratchArguments[position] = .closure }
      case .capturing(let start, let count):
        // Making the closure reads what it captures, whatever the comparison.
        var captures: [Value] = []
        captures.reserveCapacity(Int(count))
        for expression in Int(start)..<Int(start + count) {
          captures.append(
            value(program.expressionList[expression], in: node, program: program, item: item, index: index))
        }
        // A closure capturing nothing has no context: bitwise equal in either mode.
        scratchArguments[position] = comparesCaptures || count == 0 ? .captured(captures) : .closure
      case .binding(let target):
        scratchArguments[position] = binding(to: target, in: node, program: program, item: item, index: index)
      case .value(let expr):
        scratchArguments[position] = value(expr, in: node, program: program, item: item, index: index)
      case .record(let expr, let collection):
        let record = value(expr, in: node, program: program, item: item, index: index)
        scratchArguments[position] = record
        // ObservableObject records are structs: the child compares (and takes) a copy.
        if Strategy.Store.flavour != .observable {
          let records = program.collections[Int(collection)]
          scratchVersions[position] =
            passesRecordsByValue(records.store) ? stores[records.store].recordVersion(record.intValue) : 0
        }
      }
    }
    argumentCount = call.argumentCount
  }

  /// The content closure of a scope, observer or inline row made by `node`'s body: it
  /// captures the host view (its inputs and state) (R3).
  private func contentClosure(of node: Node) -> Value {
    guard comparesCaptures else { return .closure }
    let host = node.host!
    return .captured(Array(host.inputs) + host.state.map(\.value))
  }

  /// A binding made by `node`'s body (R14): to a `@State` (not a read of it), to a field (a
  /// read of the field, for the value it carries), or a binding input passed on as it is.
  private func binding(
    to target: CompiledTarget, in node: Node, program: BodyProgram, item: Int, index: Int
  ) -> Value {
    let host = node.host!
    switch target {
    case .state(let index):
      guard index >= 0, Int(index) < host.state.count else { return .bool(false) }
      let location = host.state[Int(index)]
      return .binding(location, location.value)
    case .field(let field):
      return .binding(location(of: field), read(field, in: node))
    case .binding(let input):
      guard input >= 0, Int(input) < host.inputs.count else { return .bool(false) }
      return host.inputs[Int(input)]
    case .element(let state, let at):
      guard state >= 0, Int(state) < host.state.count else { return .bool(false) }
      let list = host.state[Int(state)]
      let position = value(at, in: node, program: program, item: item, index: index).intValue
      // Making the binding reads nothing of the state, as `$todos[i]` does not (R14).
      return .binding(list.element(position), list.value.element(at: position))
    case .record(let record, let attribute, let collection):
      // `$note.title` of a record input: the attribute's field, read for the value it carries.
      let records = program.collections[Int(collection)]
      let id = value(record, in: node, program: program, item: item, index: index).intValue
      guard id >= 0, id < records.count else { return .bool(false) }
      let field = records.field(record: id, attribute: Int(attribute))
      return .binding(location(of: field), read(field, in: node))
    }
  }

  /// A `List`'s walk over every row identifier when its `ForEach` is re-created.
  private func gatherIdentifiers(_ ids: [Int], into node: Node) {
    var checksum = 0
    for id in ids { checksum &+= id }
    node.gatheredIdentifiers = checksum
  }

  /// Gives `child` copies of the records its inputs name, as they are in the store now.
  func copyRecords(into child: Node) {
    let decl = child.decl
    for (input, copies) in decl.recordCopyRanges.enumerated() {
      guard let copies, case .record(let collection) = decl.inputs[input].kind else { continue }
      let records = CompiledCollection(collection)
      // On mixed stores, an `@Observable` record is passed by reference: no copy.
      guard passesRecordsByValue(records.store) else { continue }
      let id = child.inputs[input].intValue
      for attribute in 0..<records.attributeCount {
        child.recordCopies[copies.lowerBound + attribute] = attributeValue(id, attribute, of: records)
      }
      child.recordVersions[input] = stores[records.store].recordVersion(id)
    }
  }

  /// The count pass's record of the values a child is given (closures carry none; records
  /// passed by value carry their attributes; a binding is its location, since the child reads
  /// the value through it, so a new snapshot alone does not make the parent's evaluation
  /// necessary).
  private func countPassed(_ call: ChildCall, program: BodyProgram) {
    for position in 0..<call.argumentCount {
      switch program.arguments[call.argumentStart + position] {
      case .closure, .capturing:
        continue
      case .binding:
        if case .binding(let location, _) = scratchArguments[position] {
          tally.passed.append(.binding(location, .closure))
        } else {
          tally.passed.append(scratchArguments[position])
        }
      case .value:
        tally.passed.append(scratchArguments[position])
      case .record(_, let collection):
        tally.passed.append(scratchArguments[position])
        let records = program.collections[Int(collection)]
        guard passesRecordsByValue(records.store) else { continue }
        for attribute in 0..<records.attributeCount {
          copiedAttributes.append(attributeValue(scratchArguments[position].intValue, attribute, of: records))
        }
      }
    }
    tally.passed.append(contentsOf: copiedAttributes)
    copiedAttributes.removeAll(keepingCapacity: true)
  }

  /// Compares a mounted child with its re-creation in the scratch buffers and queues it for
  /// evaluation when they differ (R3, R4) or when it is dirty itself.
  private func compare(_ child: Node) {
    if Mode.counts && !isMounting { counters.comparisons += 1 }
    if let reason = strategy.difference(child, in: self) {
      for position in 0..<min(argumentCount, child.inputs.count) {
        child.inputs[position] = scratchArguments[position]
      }
      if child.recordCopies.count > 0 { copyRecords(into: child) }
      schedule(child, reason: reason)
      return
    }
    // Equal: SwiftUI keeps the previous view value, so the old inputs stay.
    if child.isDirty { schedule(child, reason: child.dirtyReason) }
  }

  /// R3 and R4 on the declared inputs of `child` against its re-creation in the scratch
  /// buffer: `nil` when equal, otherwise the first difference.
  func declaredDifference(_ child: Node) -> EvaluationReason? {
    let decl = child.decl
    if decl.isInline {
      if case .closure = scratchArguments[0] { return .parentClosure }
      return closureDifference(child, input: 0)
    }
    if let equality = child.program.equality {
      // The view's own `==` decides.
      return value(equality, in: child, program: child.program) == .bool(true) ? nil : .parentInput(-1)
    }
    let count = min(argumentCount, child.inputs.count)
    for index in 0..<count where decl.comparedInputs[index] {
      if index < 64 && decl.closureMask & (1 << UInt64(index)) != 0 {
        if case .closure = scratchArguments[index] { return .parentClosure }
        if let reason = closureDifference(child, input: index) { return reason }
        continue
      }
      let input = scratchArguments[index]
      if !child.inputs[index].isSame(as: input) { return .parentInput(index) }
      if child.recordCopies.count > 0, child.recordVersions[index] != scratchVersions[index],
        let copies = decl.recordCopyRanges[index], recordCopyChanged(child, input: index, copies: copies)
      {
        return .parentInput(index)
      }
    }
    return nil
  }

  /// R3 for a closure input made with its captures: one capturing nothing has no context and
  /// is equal; otherwise (only with `--closures captures`) it is equal when its captures are,
  /// once the view type's comparison layout is ready (its first comparison compares bitwise,
  /// and a re-created closure's context is a new allocation).
  @inline(never)
  private func closureDifference(_ child: Node, input: Int) -> EvaluationReason? {
    guard input < child.inputs.count, case .captured(let captures) = scratchArguments[input] else {
      return .parentClosure
    }
    if captures.isEmpty { return nil }
    let type = child.decl.id.index
    guard closureLayoutReady[type] else {
      closureLayoutReady[type] = true
      return .parentClosure
    }
    return child.inputs[input] == scratchArguments[input] ? nil : .parentClosure
  }

  /// Whether the record of `child`'s input `input`, written since it was copied, now differs
  /// from the copy. (A record written back to the copied values is equal, and its copy is
  /// brought up to the new version.)
  private func recordCopyChanged(_ child: Node, input: Int, copies: Range<Int>) -> Bool {
    guard case .record(let collection) = child.decl.inputs[input].kind else { return false }
    let records = CompiledCollection(collection)
    let id = scratchArguments[input].intValue
    for attribute in 0..<records.attributeCount
    where child.recordCopies[copies.lowerBound + attribute] != attributeValue(id, attribute, of: records) {
      return true
    }
    child.recordVersions[input] = scratchVersions[input]
    return false
  }
}
