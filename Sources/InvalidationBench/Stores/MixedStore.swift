import OpenCombine

/// A store of the kind its source wrote (`StoreSchema.writtenKind`): a `CombineStore` for an
/// `ObservableObject`, an `ObservableStore` for an `@Observable` class. The `as-written` engine
/// runs a screen whose models mix both on these, each model notifying as its own kind does
/// (docs/swiftui-import.md, "Mixed models"), and a screen whose `@Observable` models hold
/// arrays of structs, which are values (docs/swiftui-import.md, "Collections in models"), and
/// one whose `ObservableObject`s hold arrays of `ObservableObject`s, each an object of its own
/// (docs/swiftui-import.md, "Rows of model objects").
public final class MixedStore: ModelStore {
  public static var flavour: StoreFlavour? { nil }
  private let base: any ModelStore

  public init(schema: StoreSchema) {
    base =
      schema.writtenKind == .combine
      ? CombineStore(schema: schema, recordsAreObjects: schema.recordsAreObjects) as any ModelStore
      : ObservableStore(schema: schema, recordsAreValues: !schema.recordsAreObjects)
  }

  public func read(_ field: Int) -> Value { base.read(field) }
  public func set(_ field: Int, _ value: Value) { base.set(field, value) }
  public func mutate(_ field: Int, _ mutation: Mutation) { base.mutate(field, mutation) }
  public func reset() { base.reset() }
  public func recordVersion(_ id: Int) -> Int { base.recordVersion(id) }

  public func subscribeToWillChange(_ action: @escaping () -> Void) -> AnyCancellable? {
    base.subscribeToWillChange(action)
  }

  public func subscribeToRecordWillChange(_ action: @escaping (Int) -> Void) -> AnyCancellable? {
    base.subscribeToRecordWillChange(action)
  }

  public func subscribeToWrites(of field: Int, _ action: @escaping (Value) -> Void) -> AnyCancellable? {
    base.subscribeToWrites(of: field, action)
  }
}
