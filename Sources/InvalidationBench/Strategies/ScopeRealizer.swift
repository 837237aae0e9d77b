/// Rewrites a screen for the scoped engine: in every developer-written view, each body part
/// that reads a store moves into a scope of its own, appended to the screen's declarations.
/// A conditional or environment writer whose own condition or value reads nothing stays, and
/// its content is scoped part by part.
struct ScopeRealizer {
  let flavour: StoreFlavour

  func realize(_ screen: Screen) -> Screen {
    var views = screen.views
    for host in screen.views where host.role.isView {
      var nextSlot = host.slotCount
      let body = scoped(host.body, host: host, nextSlot: &nextSlot, views: &views)
      views[host.id.index] = host.realized(body: body, slotCount: nextSlot)
    }
    return screen.realized(views: views)
  }

  private func scoped(
    _ parts: [Part], host: ViewDecl, nextSlot: inout Int, views: inout [ViewDecl]
  ) -> [Part] {
    parts.map { part in
      if part.storesRead(flavour, in: views).isEmpty { return part }
      var part = part
      switch part.kind {
      case .conditional(let condition, let then, let otherwise)
      where condition.storesRead(flavour).isEmpty:
        part.kind = .conditional(
          condition, then: scoped(then, host: host, nextSlot: &nextSlot, views: &views),
          otherwise: scoped(otherwise, host: host, nextSlot: &nextSlot, views: &views))
        return part
      case .environment(let key, let value, let content) where value.storesRead(flavour).isEmpty:
        part.kind = .environment(
          key: key, value: value,
          content: scoped(content, host: host, nextSlot: &nextSlot, views: &views))
        return part
      default:
        let id = ViewID(views.count)
        views.append(
          ViewDecl(
            id: id, name: "Scope(\(host.name))", role: .scope, body: [part],
            slotCount: host.slotCount))
        var scope = Part(.scope(id))
        scope.slot = nextSlot
        nextSlot += 1
        return scope
      }
    }
  }
}
