extension ViewGraph {
  /// After a transaction's render pass: the actions it fired run, in the order of their parts
  /// in the screen, their writes one transaction; `withAnimation` blocks run as transactions
  /// of their own right after the transaction that made them, `DispatchQueue.main.async`
  /// blocks once nothing else waits (R12). A frame that would run more than
  /// `TransactionQueue.limit` transactions stops, and says which action kept it going.
  func settle() {
    var run = 1
    while true {
      queueFiredActions()
      guard let next = transactions.popNext() else { break }
      guard run < TransactionLimit.transactions else {
        unsettledAction = transactions.lastRunName
        transactions.removeAll()
        break
      }
      run += 1
      pass += 1
      if !next.continuesUpdate { update += 1 }
      if Mode.counts { counters.transactions += 1 }
      transactions.inlineRun = 0
      for (node, steps) in next.steps {
        perform(steps, for: node)
      }
      render()
    }
    // Nothing queued can reach an unmounted view any more.
    retired.removeAll(keepingCapacity: true)
  }

  /// Turns the actions fired by the last render pass into the next transactions.
  private func queueFiredActions() {
    guard !transactions.blocks.isEmpty || !transactions.fired.isEmpty else { return }
    var upcoming = transactions.blocks
    transactions.blocks.removeAll()
    if !transactions.fired.isEmpty {
      // The order matters to what the actions write and to the records the check compares;
      // a timed run of actions that write nothing skips it.
      if Mode.counts || transactions.fired.contains(where: { !$0.steps.isEmpty }) {
        TransactionQueue.Fired.inScreenOrder(&transactions.fired)
      }
      var writes = TransactionQueue<Strategy.ViewState>.Pending(continuesUpdate: true)
      for fired in transactions.fired {
        record(fired)
        if !fired.steps.isEmpty { writes.steps.append((fired.node, fired.steps)) }
      }
      transactions.fired.removeAll(keepingCapacity: true)
      if writes.writesSomething { upcoming.append(writes) }
    }
    guard !upcoming.isEmpty else { return }
    transactions.next.insert(contentsOf: upcoming, at: 0)
  }

  /// Fires the action named `action` of `node`'s host: it runs after the render pass.
  func fire(
    _ node: Node, modifier: String, action: String, slot: Int32, values: @autoclosure () -> [Value]
  ) {
    guard let fired = fired(node, modifier: modifier, action: action, slot: slot, values: values)
    else { return }
    transactions.fired.append(fired)
  }

  /// Fires an `onReceive` action: it runs right after the write that sent the value.
  func fireInline(_ node: Node, action: String, value: Value) {
    guard let fired = fired(node, modifier: "onReceive", action: action, slot: 0, values: { [value] })
    else { return }
    transactions.inline.append(fired)
  }

  private func fired(
    _ node: Node, modifier: String, action: String, slot: Int32, values: () -> [Value]
  ) -> TransactionQueue<Strategy.ViewState>.Fired? {
    let host = node.host!
    guard let index = host.decl.action(named: action) else { return nil }
    let record =
      Mode.counts
      ? ActionRecord(view: host.decl.name, modifier: modifier, action: action, values: values())
      : nil
    transactions.firedCount += 1
    return .init(
      node: node, slot: slot, sequence: transactions.firedCount, action: index,
      steps: host.program.actions[index], record: record)
  }

  private func record(_ fired: TransactionQueue<Strategy.ViewState>.Fired) {
    transactions.lastRun = (fired.node, fired.action)
    guard Mode.counts, let record = fired.record else { return }
    counters.actions += 1
    tally.actions.append(record)
  }

  /// Runs the `onReceive` actions fired by the last write, in the order of their parts.
  func runInlineActions() {
    guard !transactions.inline.isEmpty, !isRunningInline else { return }
    isRunningInline = true
    defer { isRunningInline = false }
    while !transactions.inline.isEmpty {
      // The batch's array is kept from one batch to the next.
      swap(&transactions.inline, &transactions.inlineBatch)
      if Mode.counts || transactions.inlineBatch.contains(where: { !$0.steps.isEmpty }) {
        TransactionQueue.Fired.inScreenOrder(&transactions.inlineBatch)
      }
      for fired in transactions.inlineBatch {
        transactions.inlineRun += 1
        guard transactions.inlineRun <= TransactionLimit.inlineActions else {
          unsettledAction = transactions.lastRunName
          transactions.removeAll()
          return
        }
        record(fired)
        perform(fired.steps, for: fired.node)
      }
      transactions.inlineBatch.removeAll(keepingCapacity: true)
    }
  }

  // MARK: Running actions

  /// Runs an action's statements for `node` (its host's inputs and state): writes now,
  /// blocks queued as transactions of their own. Reads made here are not a body's.
  func perform(_ steps: [CompiledStep], for node: Node) {
    let host = node.host!
    let program = host.program
    let outer = isRunningAction
    isRunningAction = true
    defer { isRunningAction = outer }
    for step in steps {
      switch step {
      case .set(let target, let expr):
        write(value(expr, in: host, program: program), to: target, of: host)
      case .mutate(let target, let mutation):
        mutate(target, mutation, of: host)
      case .withAnimation(let inner):
        transactions.blocks.append(.init(steps: [(node, inner)]))
      case .async(let inner):
        transactions.later.append(.init(steps: [(node, inner)]))
      case .when(let condition, let then, let otherwise):
        // As a body's `if` tests its condition.
        let holds = value(condition, in: host, program: program) == .bool(true)
        perform(holds ? then : otherwise, for: node)
      }
    }
  }

  private func write(_ value: Value, to target: CompiledTarget, of host: Node) {
    if let field = field(of: target, in: host) {
      writeField(field, value)
    } else if let location = location(of: target, in: host) {
      writeLocation(location, value)
    }
  }

  private func mutate(_ target: CompiledTarget, _ mutation: Mutation, of host: Node) {
    if let field = field(of: target, in: host) {
      mutateField(field, mutation)
    } else if let location = location(of: target, in: host) {
      // `+=` on a @State or through a binding reads and then sets.
      let current =
        location.field.map { stores[$0.store].read($0.index) }
        ?? location.element.map { $0.list.value.element(at: $0.index) } ?? location.value
      // Through a binding whose value's type is not known before running (an element's member
      // written, `todo.done.toggle()` as `todo += 1`), a change that does not apply to the value
      // is still a change: a value derived from the old one.
      writeLocation(
        location,
        mutation.applied(to: current)
          ?? Value.derived(from: [current, .string("\(mutation)")], as: current.type))
    }
  }

  /// The store field a field or record-attribute target of `host` writes; `nil` for a record
  /// id outside its collection (the write does nothing).
  private func field(of target: CompiledTarget, in host: Node) -> FieldRef? {
    switch target {
    case .field(let field):
      return field
    case .record(let record, let attribute, let collection):
      let records = host.program.collections[Int(collection)]
      let id = value(record, in: host, program: host.program).intValue
      guard id >= 0, id < records.count else { return nil }
      return records.field(record: id, attribute: Int(attribute))
    case .state, .binding, .element:
      return nil
    }
  }

  /// The location a `@State` or binding-input target of `host` writes.
  private func location(of target: CompiledTarget, in host: Node) -> Location? {
    switch target {
    case .field, .record:
      return nil
    case .state(let index):
      return index >= 0 && Int(index) < host.state.count ? host.state[Int(index)] : nil
    case .binding(let input):
      guard input >= 0, Int(input) < host.inputs.count,
        case .binding(let location, _) = host.inputs[Int(input)]
      else { return nil }
      return location
    case .element(let index, let at):
      guard index >= 0, Int(index) < host.state.count else { return nil }
      return host.state[Int(index)].element(value(at, in: host, program: host.program).intValue)
    }
  }

  // MARK: Writes

  /// A write through a field's setter.
  func writeField(_ field: FieldRef, _ value: Value) {
    fieldBeingWritten = field
    strategy.willWrite(field, in: self)
    stores[field.store].set(field.index, value)
    runInlineActions()
  }

  /// An in-place change of a field.
  func mutateField(_ field: FieldRef, _ mutation: Mutation) {
    fieldBeingWritten = field
    strategy.willWrite(field, in: self)
    stores[field.store].mutate(field.index, mutation)
    runInlineActions()
  }

  /// A write of a `@State` (R10, R14): an equal value does nothing; otherwise the owner is
  /// dirty if it has read the state, and so is every mounted view that read it through its
  /// `@Binding`.
  func writeState(_ location: Location, _ value: Value) {
    guard location.value != value else { return }
    location.value = value
    let (view, state) = location.owner
    if location.wasRead, let owner = location.ownerView {
      markDirty(unsafeDowncast(owner, to: Node.self), reason: .state(view: view, state: state))
    }
    guard !location.bindingReaders.isEmpty else { return }
    location.bindingReaders.removeAll { reader in
      guard let reader = reader.view else { return true }
      let node = unsafeDowncast(reader, to: Node.self)
      guard node.isMounted else { return true }
      markDirty(node, reason: .binding(view: view, state: state))
      return false
    }
  }

  /// A write through a binding (R14). Through an element's binding it writes the element's
  /// content: a number is itself, any other value (a member written, `$todo.done`) stands for
  /// the element it makes, the same for the same value (docs/screen-format.md, "Lists in
  /// state").
  func writeLocation(_ location: Location, _ value: Value) {
    if let field = location.field {
      writeField(field, value)
    } else if let (list, index) = location.element {
      guard case .list(var contents) = list.value, index >= 0, index < contents.count else { return }
      contents[index] = value.type == .int ? value.intValue : Value.derived(from: [value], as: .int).intValue
      writeState(list, .list(contents))
    } else {
      writeState(location, value)
    }
  }

  // MARK: Reads

  /// Reads a `@State` location during a render pass: from then on, its changes re-run its
  /// owner.
  @inline(__always)
  func readState(_ location: Location) -> Value {
    if !isRunningAction { location.wasRead = true }
    return location.value
  }

  /// The value a binding input of `node`'s host reads: its field (a store read) or its
  /// `@State`, whose changes from then on re-run the host (the view declaring the `@Binding`).
  @inline(never)
  func readThrough(_ binding: Location, by node: Node) -> Value {
    if let field = binding.field { return read(field, in: node) }
    // An element's binding reads the whole list: every change of it re-runs the reader (R14).
    let location = binding.element?.list ?? binding
    let value = binding.element.map { location.value.element(at: $0.index) } ?? location.value
    guard !isRunningAction else { return value }
    let reader = node.host!
    if !location.bindingReaders.contains(where: { $0.view === reader }) {
      // Views that have gone since the last change leave empty entries; drop them as the list
      // doubles.
      let count = location.bindingReaders.count
      if count >= 16 && count & (count - 1) == 0 { location.bindingReaders.removeAll { $0.view == nil } }
      location.bindingReaders.append(BindingReader(view: reader))
    }
    return value
  }

  /// The location of a field, for bindings made to it.
  func location(of field: FieldRef) -> Location {
    if let location = fieldLocations[field] { return location }
    let location = Location(field: field, name: screen.stores[field.store].fieldName(field.index))
    fieldLocations[field] = location
    return location
  }
}
