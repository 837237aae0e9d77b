extension ViewGraph {
  /// Applies one event of a frame, before its render pass.
  func apply(_ event: Event) {
    switch event {
    case .set(let field, let value):
      fieldBeingWritten = field
      strategy.willWrite(field, in: self)
      stores[field.store].set(field.index, value)
    case .mutate(let field, let mutation):
      fieldBeingWritten = field
      strategy.willWrite(field, in: self)
      stores[field.store].mutate(field.index, mutation)
    case .scroll(let listID, let firstVisible):
      scrollPositions[listID] = firstVisible
      for container in containers {
        if let state = container.container,
          state.parentProgram.calls[state.call].window?.listID == listID
        {
          markDirty(container, reason: .mount)
        }
      }
    case .setState(let viewName, let stateName, let value):
      guard let node = firstMounted(named: viewName),
        let index = node.decl.state.firstIndex(where: { $0.name == stateName })
      else { return }
      // R10: an equal value does nothing.
      guard node.state[index] != value else { return }
      node.state[index] = value
      markDirty(node, reason: .state(index))
    }
  }

  private func firstMounted(named name: String) -> Node? {
    var stack = root.map { [$0] } ?? []
    while let node = stack.popLast() {
      if !node.isContainer && node.decl.name == name && !node.decl.isInline { return node }
      stack.append(contentsOf: node.descendants.reversed())
    }
    return nil
  }
}
