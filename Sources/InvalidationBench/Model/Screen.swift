/// An environment key with its default value.
public struct EnvironmentKeySpec: Sendable {
  public let name: String
  public let defaultValue: Value

  public init(_ name: String, default defaultValue: Value) {
    self.name = name
    self.defaultValue = defaultValue
  }
}

/// A screen as a developer would first write it: its stores, environment keys and root view.
public struct Screen: Sendable {
  public let stores: [StoreSchema]
  public let environmentKeys: [EnvironmentKeySpec]
  public let root: ViewDecl

  public init(stores: [StoreSchema], environmentKeys: [EnvironmentKeySpec] = [], root: ViewDecl) {
    precondition(environmentKeys.count <= 64, "at most 64 environment keys")
    for (position, store) in stores.enumerated() {
      precondition(store.index == position, "store \(store.name) must have index \(position)")
    }
    self.stores = stores
    self.environmentKeys = environmentKeys
    self.root = root
  }
}
