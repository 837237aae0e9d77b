/// A field of a store, addressed by the store's index in its screen and the field's index.
public struct FieldRef: Hashable, Sendable {
  public let store: Int
  public let index: Int

  public init(store: Int, index: Int) {
    self.store = store
    self.index = index
  }
}
