extension ViewGraph {
  /// A lifecycle part met in `node`'s body (R13): it is shown, and fires its action when it
  /// appears, when its `.task` id or `onChange` value changed since the last evaluation, or
  /// (`onFirstAppear`) on the first appearance of the view's identity.
  func runLifecycle(_ op: BodyOp, of node: Node) {
    let ordinal = Int(op.ordinal)
    let lifecycle = node.program.lifecycles[ordinal]
    var state = node.lifecycles[ordinal]
    let appearing = !state.isActive
    state.isActive = true
    state.pass = pass
    switch lifecycle.kind {
    case .onAppear:
      if appearing { fire(node, lifecycle, values: []) }
    case .onDisappear, .onEvent:
      break
    case .onFirstAppear:
      if appearing {
        var hasher = Hasher()
        hasher.combine(node.identity)
        hasher.combine(lifecycle.slot)
        if appeared.insert(hasher.finalize()).inserted { fire(node, lifecycle, values: []) }
      }
    case .task:
      let id = lifecycle.hasValue ? value(lifecycle.value, in: node, program: node.program) : nil
      // A new id cancels the running task and starts another.
      if appearing || id != state.value { fire(node, lifecycle, values: id.map { [$0] } ?? []) }
      state.value = id
    case .onChange:
      let new = value(lifecycle.value, in: node, program: node.program)
      if appearing {
        if lifecycle.initial {
          fire(node, lifecycle, values: [new, new])
          state.firedInUpdate = update
        }
      } else if let old = state.value, old != new, state.firedInUpdate != update {
        // At most once an update (R13): a second change in the same one, made by the actions
        // it fired, is dropped, as SwiftUI drops it and logs "onChange(of:) action tried to
        // update multiple times per frame".
        fire(node, lifecycle, values: [old, new])
        state.firedInUpdate = update
      }
      state.value = new
    }
    node.lifecycles[ordinal] = state
  }

  /// After an evaluation: the lifecycle parts it did not reach (a branch not taken) disappear.
  func lifecyclesAfterEvaluation(of node: Node) {
    for ordinal in node.lifecycles.indices
    where node.lifecycles[ordinal].isActive && node.lifecycles[ordinal].pass != pass {
      disappear(node, ordinal)
    }
  }

  /// An unmounted view's shown lifecycle parts disappear.
  func lifecyclesDisappear(_ node: Node) {
    for ordinal in node.lifecycles.indices where node.lifecycles[ordinal].isActive {
      disappear(node, ordinal)
    }
  }

  private func disappear(_ node: Node, _ ordinal: Int) {
    node.lifecycles[ordinal] = LifecycleState()
    let lifecycle = node.program.lifecycles[ordinal]
    if lifecycle.kind == .onDisappear { fire(node, lifecycle, values: []) }
  }

  private func fire(_ node: Node, _ lifecycle: CompiledLifecycle, values: @autoclosure () -> [Value]) {
    fire(node, modifier: lifecycle.name, action: lifecycle.action, slot: lifecycle.slot, values: values())
  }
}
