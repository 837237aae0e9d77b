extension ViewDecl {
  /// The stores this declaration's own body reads, given how records travel: its elements,
  /// conditions, environment values, child arguments, `ForEach` collections, the values its
  /// lifecycle parts compute and, on `ObservableObject` stores, what its rows written inline
  /// read. Reads by children, row views, scopes and observers are theirs (R7). On
  /// `ObservableObject` stores these are the stores a view holds because it reads them.
  func storesReadByBody(_ flavour: StoreFlavour, in views: [ViewDecl]) -> [Int] {
    switch role {
    case .observer(let kind, let value, _):
      // onReceive on an ObservableObject store subscribes to `$field`, not to the store.
      return kind == .receive && flavour == .combine ? [] : value.storesRead(flavour)
    case .row where flavour == .combine:
      // The host holds what its inline rows read.
      return []
    default:
      var stores = Set<Int>()
      for part in body {
        stores.formUnion(part.storesRead(flavour, in: views))
      }
      return stores.sorted()
    }
  }
}

extension Part {
  /// The stores this part reads in its view's body (`views` is the screen's table, for rows
  /// written inline).
  func storesRead(_ flavour: StoreFlavour, in views: [ViewDecl]) -> Set<Int> {
    switch kind {
    case .element(_, let content, let style):
      return Set(content.storesRead(flavour) + (style?.storesRead(flavour) ?? []))
    case .child(let child):
      var stores = Set(child.arguments.flatMap { $0.expressions.flatMap { $0.storesRead(flavour) } })
      if let id = child.id { stores.formUnion(id.storesRead(flavour)) }
      return stores
    case .forEach(let collection, _, let row):
      // Reads in a row written inline are in the host's source: on ObservableObject stores
      // the host holds what they read (on @Observable ones each row tracks its own, R7).
      var stores = Set(collection.storesRead(flavour))
      let decl = views[row.view.index]
      if flavour == .combine, case .row = decl.role {
        for part in decl.body { stores.formUnion(part.storesRead(flavour, in: views)) }
      }
      return stores
    case .conditional(let condition, let then, let otherwise):
      var stores = Set(condition.storesRead(flavour))
      for part in then + otherwise { stores.formUnion(part.storesRead(flavour, in: views)) }
      return stores
    case .environment(_, let value, let content):
      var stores = Set(value.storesRead(flavour))
      for part in content { stores.formUnion(part.storesRead(flavour, in: views)) }
      return stores
    case .lifecycle(let lifecycle):
      return Set(lifecycle.value?.storesRead(flavour) ?? [])
    case .observer, .scope:
      return []
    }
  }
}
