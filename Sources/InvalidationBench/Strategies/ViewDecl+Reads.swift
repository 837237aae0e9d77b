extension ViewDecl {
  /// The stores this declaration's own body reads, given how records travel: its elements,
  /// conditions, environment values, child arguments and `ForEach` collections. Reads by
  /// children, rows, scopes and observers are theirs (R7). On `ObservableObject` stores these
  /// are the stores a view holds.
  func storesReadByBody(_ flavour: StoreFlavour) -> [Int] {
    if case .observer(let kind, let value, _) = role {
      // onReceive on an ObservableObject store subscribes to `$field`, not to the store.
      return kind == .receive && flavour == .combine ? [] : value.storesRead(flavour)
    }
    var stores = Set<Int>()
    for part in body {
      stores.formUnion(part.storesRead(flavour))
    }
    return stores.sorted()
  }
}

extension Part {
  /// The stores this part reads in its view's body.
  func storesRead(_ flavour: StoreFlavour) -> Set<Int> {
    switch kind {
    case .element(_, let content, let style):
      return Set(content.storesRead(flavour) + (style?.storesRead(flavour) ?? []))
    case .child(let child):
      return Set(child.arguments.flatMap { $0.expr?.storesRead(flavour) ?? [] })
    case .forEach(let collection, _, _):
      return Set(collection.storesRead(flavour))
    case .conditional(let condition, let then, let otherwise):
      var stores = Set(condition.storesRead(flavour))
      for part in then + otherwise { stores.formUnion(part.storesRead(flavour)) }
      return stores
    case .environment(_, let value, let content):
      var stores = Set(value.storesRead(flavour))
      for part in content { stores.formUnion(part.storesRead(flavour)) }
      return stores
    case .observer, .scope, .onFirstAppear:
      return []
    }
  }
}
