extension ViewGraph {
  /// Applies one event of the trace's transaction, before its render pass.
  func apply(_ event: Event) {
    switch event {
    case .set(let field, let value):
      writeField(field, value)
    case .mutate(let field, let mutation):
      mutateField(field, mutation)
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
      guard let decl = screen.view(named: viewName), let node = firstMounted(decl.id),
        let index = node.decl.state.firstIndex(where: { $0.name == stateName })
      else { return }
      writeState(node.state[index], value)
    case .perform(let name):
      guard let (view, action) = actionsByName[name], let node = firstMounted(ViewID(view))
      else { return }
      perform(node.program.actions[action], for: node)
    case .edit(let name, let value):
      guard let control = controlsByName[name], let node = firstMounted(ViewID(control)),
        case .binding(let location, _) = node.inputs[0]
      else { return }
      writeLocation(location, value)
    }
  }

  /// The mounted view of declaration `id` that the trace's events act on: the first in the
  /// screen's order when first named, for as long as it stays mounted.
  private func firstMounted(_ id: ViewID) -> Node? {
    if let node = eventTargets[id.index], node.isMounted { return node }
    var stack = root.map { [$0] } ?? []
    while let node = stack.popLast() {
      if !node.isContainer && node.decl.id == id {
        eventTargets[id.index] = node
        return node
      }
      stack.append(contentsOf: node.descendants.reversed())
    }
    return nil
  }
}
