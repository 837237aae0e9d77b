extension ViewGraph {
  /// Runs `node`'s body: reads what it reads, writes its elements in place, and re-creates its
  /// children, comparing each with the mounted one and queueing those to evaluate. Children are
  /// not evaluated here, so that their reads stay out of the parent's tracking (R6, R7).
  func runBody(of node: Node) {
    let program = node.program
    let mark = program.conditionalCount > 0 ? nextReconcileMark() : 0
    var scope = node.scope
    let ops = program.ops
    do {
      var pc = 0
      while pc < ops.count {
        let op = ops[pc]
        pc += 1
        switch op.kind {
        case .element:
          let content = value(op.expr, in: node, program: program)
          let style = op.hasStyle ? value(op.style, in: node, program: program) : .bool(false)
          let position = 2 * Int(op.ordinal)
          node.elements[position] = content
          node.elements[position + 1] = style
          if Mode.counts { tally.element(content, style, slot: op.slot) }
          if elementCost > 0 { SyntheticWork.spin(nanoseconds: elementCost) }
        case .child, .observer, .scope:
          recreateChild(of: node, op: op, scope: scope, mark: mark)
        case .forEach:
          recreateRows(of: node, op: op, scope: scope, mark: mark)
        case .branch:
          let taken = value(op.expr, in: node, program: program) == .bool(true)
          node.branches[Int(op.ordinal)] = taken
          if !taken { pc = Int(op.target) }
        case .jump:
          pc = Int(op.target)
        case .environment:
          scope = write(op, of: node, below: scope)
        case .endEnvironment:
          scope = scope.parent ?? rootScope
        case .lifecycle:
          runLifecycle(op, of: node)
        case .observe:
          observe(node, op: op)
        }
      }
    }
    // Children of branches not taken this time are gone.
    if program.conditionalCount > 0 {
      for ordinal in node.children.indices {
        if let child = node.children[ordinal], child.reconcileMark != mark {
          unmount(child)
          node.children[ordinal] = nil
        }
      }
    }
  }

  /// R9 at the writer: the value is compared with the last one written here, and a change
  /// marks dirty the views below that read it.
  private func write(_ op: BodyOp, of node: Node, below scope: Scope) -> Scope {
    let written = value(op.expr, in: node, program: node.program)
    if Mode.counts { tally.passed.append(written) }
    let key = Int(op.target)
    guard let own = node.ownScopes[Int(op.ordinal)] else {
      let own = Scope(writing: key, value: written, below: scope)
      node.ownScopes[Int(op.ordinal)] = own
      return own
    }
    if own.write(written) {
      // SwiftUI checks every view below with an environment dependency (R9).
      if Mode.counts { counters.environmentChecks += own.dependentsBelow }
      let covered = environmentCovered[key]
      for reader in own.readers where reader.environmentReads & covered != 0 {
        markDirty(reader, reason: .environment(key))
      }
    }
    return own
  }

  /// Evaluates `expr` for `node`; `item` and `index` are the row's inside `ForEach` arguments.
  func value(
    _ expr: CompiledExpr, in node: Node, program: BodyProgram, item: Int = -1, index: Int = -1
  ) -> Value {
    switch expr {
    case .constant(let position):
      return program.constants[Int(position)]
    case .field(let field):
      return read(field, in: node)
    case .input(let position):
      let input = node.host.inputs[Int(position)]
      // A binding input reads the location it is bound to.
      if case .binding(let location, _) = input { return readThrough(location, by: node) }
      return input
    case .state(let position):
      return readState(node.host.state[Int(position)])
    case .environment(let key):
      return environmentValue(Int(key), in: node)
    case .attribute(let input, let attribute, let collection):
      let host = node.host!
      let records = program.collections[Int(collection)]
      if passesRecordsByValue(records.store), let copies = host.decl.recordCopyRanges[Int(input)] {
        return host.recordCopies[copies.lowerBound + Int(attribute)]
      }
      let record = host.inputs[Int(input)].intValue
      guard record >= 0, record < records.count else { return .int(0) }
      return read(records.field(record: record, attribute: Int(attribute)), in: node)
    case .item:
      // In a row written inline, the row's own.
      return .record(item >= 0 ? item : node.rowItem)
    case .index:
      return .int(index >= 0 ? index : node.rowIndex)
    case .computed(let position):
      return computedValue(
        program.computed[Int(position)], in: node, program: program, item: item, index: index)
    }
  }

  /// Evaluates a computed expression; its operands as `value` does. (Kept out of `value`, so
  /// that reading a field, an input or a constant stays small enough to inline.)
  @inline(never)
  private func computedValue(
    _ computed: ComputedNode, in node: Node, program: BodyProgram, item: Int, index: Int
  ) -> Value {
    func operand(_ expr: CompiledExpr) -> Value {
      value(expr, in: node, program: program, item: item, index: index)
    }
    switch computed {
    case .unary(let operation, let expr):
      return operand(expr).applying(operation)
    case .binary(let operation, let lhs, let rhs):
      // `&&` and `||` short-circuit, as Swift's do: the right side's reads happen only if needed.
      if operation == .and || operation == .or {
        let left = operand(lhs) == .bool(true)
        if left == (operation == .or) { return .bool(left) }
        return .bool(operand(rhs) == .bool(true))
      }
      return operand(lhs).applying(operation, operand(rhs))
    case .choose(let condition, let then, let otherwise):
      return operand(condition) == .bool(true) ? operand(then) : operand(otherwise)
    case .interpolation(let start, let count):
      var text = ""
      for position in Int(start)..<Int(start + count) {
        text += operand(program.expressionList[position]).description
      }
      return .string(text)
    case .derived(let start, let count, let type):
      var derived = DerivedValue(type)
      for position in Int(start)..<Int(start + count) {
        derived.add(operand(program.expressionList[position]))
      }
      return derived.value
    case .count(let expr):
      return .int(operand(expr).count)
    case .isEmpty(let expr):
      return .bool(operand(expr).count == 0)
    case .element(let list, let at):
      return operand(list).element(at: operand(at).intValue)
    case .member(let record, let attribute, let collection):
      let records = program.collections[Int(collection)]
      let id = operand(record).intValue
      guard id >= 0, id < records.count else { return .int(0) }
      return read(records.field(record: id, attribute: Int(attribute)), in: node)
    case .old(let input):
      return node.inputs[Int(input)]
    case .new(let input):
      return scratchArguments[Int(input)]
    }
  }

  /// Reads `key` where `node` sits, registering `node` as a reader with the writer it reads
  /// from (the root's defaults never change, so reading them registers nothing).
  private func environmentValue(_ key: Int, in node: Node) -> Value {
    let scope = node.scope.resolving(environmentEnclosing[key])
    guard !isRunningAction else { return scope.value(of: key) }
    let bit: UInt64 = 1 << UInt64(key)
    node.environmentReads |= bit
    if scope !== rootScope,
      !node.environmentRegistrations.contains(where: { $0.scope === scope })
    {
      node.environmentRegistrations.append((scope, scope.register(node)))
    }
    return scope.value(of: key)
  }

  /// Removes `node` from the readers of every scope it read from.
  func unregisterEnvironmentReads(of node: Node) {
    for (scope, position) in node.environmentRegistrations {
      guard let moved = scope.unregister(at: position) else { continue }
      if let entry = moved.environmentRegistrations.firstIndex(where: { $0.scope === scope }) {
        moved.environmentRegistrations[entry].position = position
      }
    }
    node.environmentRegistrations = []
  }

  /// An attribute of a record as a struct copy takes it (untracked, as copying a struct is).
  func attributeValue(_ record: Int, _ attribute: Int, of collection: CompiledCollection) -> Value {
    guard record >= 0, record < collection.count else { return .int(0) }
    let field = collection.field(record: record, attribute: attribute)
    return stores[field.store].read(field.index)
  }

  @inline(__always)
  func read(_ field: FieldRef, in node: Node) -> Value {
    let value = stores[field.store].read(field.index)
    if !isRunningAction { strategy.didRead(field, value: value, by: node) }
    return value
  }
}
