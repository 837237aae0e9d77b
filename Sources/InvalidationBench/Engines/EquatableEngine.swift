/// `equatable`: the screen's root holds the `ObservableObject` stores and reads every field the
/// screen shows; the values travel down as inputs through every level in between, and every
/// view is `.equatable()` over its value inputs (R4, with the usual generated `==` that skips
/// closures).
///
/// The values passed down are modelled by what each view's subtree read at its last
/// evaluation: a child differs when one of its declared value inputs differs or when a field
/// some view below it read now holds another value, which is exactly when the prop-drilled
/// value would differ. Views other than the root read their values through their inputs, so
/// they hold no store.
struct EquatableStrategy: InvalidationStrategy {
  var flavour: StoreFlavour { .combine }
  var logsReads: Bool { true }

  func realize(_ screen: Screen) -> ViewDecl {
    var realized: [ObjectIdentifier: ViewDecl] = [:]
    return Self.equatable(screen.root, &realized)
  }

  func didMount(_ view: ViewInstance, in graph: ViewGraph) {
    if view.parent == nil {
      hold(Array(graph.screen.stores.indices), for: view, in: graph)
    }
  }

  func difference(
    _ child: ViewInstance, inputs: ArraySlice<Value>, recordCopies: ArraySlice<Value>,
    in graph: ViewGraph
  ) -> EvaluationReason? {
    if !child.decl.isInline,
      let reason = graph.declaredDifference(child, inputs: inputs, recordCopies: recordCopies)
    {
      return reason
    }
    if let field = Self.changedRead(below: child, in: graph) {
      return .parentDrilled(field)
    }
    // Scopes and observers keep their closure input, which `==` skips.
    return nil
  }

  /// The first field read in `view`'s subtree whose value changed since it was read.
  private static func changedRead(below view: ViewInstance, in graph: ViewGraph) -> FieldRef? {
    for (field, seen) in view.readLog where graph.store(field.store).read(field.index) != seen {
      return field
    }
    for child in view.children {
      if let field = changedRead(below: child, in: graph) { return field }
    }
    return nil
  }

  private static func equatable(
    _ decl: ViewDecl, _ realized: inout [ObjectIdentifier: ViewDecl]
  ) -> ViewDecl {
    if let done = realized[ObjectIdentifier(decl)] { return done }
    if decl.isInline { return decl }
    let equality: ViewEquality =
      switch decl.equality {
      case .structural: .equatable(ignoring: [])
      case .equatable: decl.equality
      }
    let body = decl.body.map { realizingChildren($0, &realized) }
    let result = ViewDecl(realizing: decl, body: body, equality: equality, slotCount: decl.slotCount)
    realized[ObjectIdentifier(decl)] = result
    return result
  }

  private static func realizingChildren(
    _ part: Part, _ realized: inout [ObjectIdentifier: ViewDecl]
  ) -> Part {
    var part = part
    switch part.kind {
    case .child(let child):
      part.kind = .child(
        ChildDecl(view: equatable(child.view, &realized), arguments: child.arguments))
    case .forEach(let collection, let window, let row):
      part.kind = .forEach(
        collection: collection, window: window,
        row: ChildDecl(view: equatable(row.view, &realized), arguments: row.arguments))
    case .conditional(let condition, let then, let otherwise):
      part.kind = .conditional(
        condition, then: then.map { realizingChildren($0, &realized) },
        otherwise: otherwise.map { realizingChildren($0, &realized) })
    case .environment(let key, let value, let content):
      part.kind = .environment(
        key: key, value: value, content: content.map { realizingChildren($0, &realized) })
    default:
      break
    }
    return part
  }
}
