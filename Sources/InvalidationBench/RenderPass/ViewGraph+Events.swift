extension ViewGraph {
  /// Applies one event of a frame, before its render pass.
  func apply(_ event: Event) {
    switch event {
    case .set(let field, let value):
      fieldBeingWritten = field
      stores[field.store].set(field.index, value)
    case .mutate(let field, let mutation):
      fieldBeingWritten = field
      stores[field.store].mutate(field.index, mutation)
    case .scroll(let listID, let firstVisible):
      scrollPositions[listID] = firstVisible
      for container in containers where container.container?.window?.listID == listID {
        markDirty(container, reason: .mount)
      }
    case .setState(let viewName, let stateName, let value):
      guard let view = firstMounted(named: viewName),
        let index = view.decl.state.firstIndex(where: { $0.name == stateName })
      else { return }
      // R10: an equal value does nothing.
      guard view.state[index] != value else { return }
      view.state[index] = value
      markDirty(view, reason: .state(index))
    }
  }

  private func firstMounted(named name: String) -> View? {
    var stack = root.map { [$0] } ?? []
    while let view = stack.popLast() {
      if !view.isContainer && view.decl.name == name && !view.decl.isInline { return view }
      stack.append(contentsOf: view.children.reversed())
    }
    return nil
  }
}
