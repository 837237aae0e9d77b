/// `scoped`: every body part that reads a store is moved into its own inline scope (a
/// `ScopeView`: a child view with a stored content closure and its own tracking), so enclosing
/// bodies read nothing. A scope is isolated from model changes, not from its parent
/// re-evaluating: its closure input is never equal (R3).
///
/// On `@Observable` stores (the default) each scope is tracked like a property-level body; on
/// `ObservableObject` stores each scope holds the stores it reads and re-evaluates on every
/// `objectWillChange`, while its parent never does (the ScopeKit README's behaviour table).
struct ScopedStrategy: InvalidationStrategy {
  let flavour: StoreFlavour

  func realize(_ screen: Screen) -> ViewDecl {
    var realizer = ScopeRealizer(flavour: flavour)
    return realizer.realize(screen.root)
  }

  func didMount(_ view: ViewInstance, in graph: ViewGraph) {
    if flavour == .combine {
      hold(graph.storesRead(by: view), for: view, in: graph)
    }
  }

  func evaluate(_ view: ViewInstance, in graph: ViewGraph, body: () -> Void) {
    if flavour == .observable {
      track(view, in: graph, body: body)
    } else {
      body()
    }
  }

  func willUnmount(_ view: ViewInstance, in graph: ViewGraph) {
    view.subscriptions.removeAll()
    graph.cancelTracking(of: view)
  }
}

/// Rewrites declarations so that store reads live in scopes; each declaration once.
struct ScopeRealizer {
  let flavour: StoreFlavour
  private var realized: [ObjectIdentifier: ViewDecl] = [:]

  init(flavour: StoreFlavour) {
    self.flavour = flavour
  }

  mutating func realize(_ decl: ViewDecl) -> ViewDecl {
    if let done = realized[ObjectIdentifier(decl)] { return done }
    if decl.isInline { return decl }
    var nextSlot = decl.slotCount
    let body = scoped(decl.body, host: decl, nextSlot: &nextSlot)
    let result = ViewDecl(
      realizing: decl, body: body, equality: decl.equality, slotCount: nextSlot)
    realized[ObjectIdentifier(decl)] = result
    return result
  }

  private mutating func scoped(_ parts: [Part], host: ViewDecl, nextSlot: inout Int) -> [Part] {
    parts.map { part in
      if part.storesRead(flavour).isEmpty { return realizingChildren(part) }
      var part = part
      switch part.kind {
      case .conditional(let condition, let then, let otherwise)
      where condition.storesRead(flavour).isEmpty:
        part.kind = .conditional(
          condition, then: scoped(then, host: host, nextSlot: &nextSlot),
          otherwise: scoped(otherwise, host: host, nextSlot: &nextSlot))
        return part
      case .environment(let key, let value, let content) where value.storesRead(flavour).isEmpty:
        part.kind = .environment(
          key: key, value: value, content: scoped(content, host: host, nextSlot: &nextSlot))
        return part
      default:
        let moved = realizingChildren(part)
        var scope = Part(
          .scope(ViewDecl(inline: "Scope(\(host.name))", role: .scope, body: [moved])))
        scope.slot = nextSlot
        nextSlot += 1
        return scope
      }
    }
  }

  /// The part with its child and row declarations realized.
  private mutating func realizingChildren(_ part: Part) -> Part {
    var part = part
    switch part.kind {
    case .child(let child):
      part.kind = .child(ChildDecl(view: realize(child.view), arguments: child.arguments))
    case .forEach(let collection, let window, let row):
      part.kind = .forEach(
        collection: collection, window: window,
        row: ChildDecl(view: realize(row.view), arguments: row.arguments))
    case .conditional(let condition, let then, let otherwise):
      part.kind = .conditional(
        condition, then: then.map { realizingChildren($0) },
        otherwise: otherwise.map { realizingChildren($0) })
    case .environment(let key, let value, let content):
      part.kind = .environment(key: key, value: value, content: content.map { realizingChildren($0) })
    default:
      break
    }
    return part
  }
}
