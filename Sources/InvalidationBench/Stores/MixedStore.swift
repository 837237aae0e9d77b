import OpenCombine

/// A store of the kind its source wrote (`StoreSchema.writtenKind`): a `CombineStore` for an
/// `ObservableObject`, an `ObservableStore` for an `@Observable` class. The `as-written` engine
/// runs a screen whose models mix both on these, each model notifying as its own kind does
/// (docs/swiftui-import.md, "Mixed models"), and a screen whose `@Observable` models hold
/// arrays of structs, which are values (docs/swiftui-import.md, "Collections in models"), and
/// one whose models hold arrays of `ObservableObject`s, each an object of its own
/// (docs/swiftui-import.md, "Rows of model objects").
///
/// Records of the other kind than their store (`StoreSchema.recordObjects`: `ObservableObject`
/// rows of an `@Observable` model, `@Observable` rows of an `ObservableObject`) are held by a
/// second store of their kind: a write of one notifies as its own class does, never the model
/// that holds the array, whose elements, references, do not change.
public final class MixedStore: ModelStore {
  public static var flavour: StoreFlavour? { nil }
  private let base: any ModelStore
  /// The store of the records where they are objects of the other kind, `nil` otherwise.
  private let records: (any ModelStore)?
  /// Fields from here on are record attributes.
  private let recordBase: Int

  public init(schema: StoreSchema) {
    let kind = schema.writtenKind ?? .observable
    base =
      kind == .combine
      ? CombineStore(schema: schema, recordsAreObjects: schema.recordObjects == .combine) as any ModelStore
      : ObservableStore(schema: schema, recordsAreValues: schema.recordObjects == nil)
    switch schema.recordObjects {
    case .combine? where kind != .combine: records = CombineStore(schema: schema, recordsAreObjects: true)
    case .observable? where kind != .observable:
      records = ObservableStore(schema: schema, recordsAreValues: false)
    default: records = nil
    }
    recordBase = schema.collection.map { $0.listField.index + 1 } ?? Int.max
  }

  @inline(__always)
  private func store(of field: Int) -> any ModelStore {
    if field >= recordBase, let records { return records }
    return base
  }

  public func read(_ field: Int) -> Value { store(of: field).read(field) }
  public func set(_ field: Int, _ value: Value) { store(of: field).set(field, value) }
  public func mutate(_ field: Int, _ mutation: Mutation) { store(of: field).mutate(field, mutation) }

  public func reset() {
    base.reset()
    records?.reset()
  }

  public func recordVersion(_ id: Int) -> Int { (records ?? base).recordVersion(id) }

  public func subscribeToWillChange(_ action: @escaping () -> Void) -> AnyCancellable? {
    base.subscribeToWillChange(action)
  }

  public func subscribeToRecordWillChange(_ action: @escaping (Int) -> Void) -> AnyCancellable? {
    (records ?? base).subscribeToRecordWillChange(action)
  }

  public func subscribeToWrites(of field: Int, _ action: @escaping (Value) -> Void) -> AnyCancellable? {
    store(of: field).subscribeToWrites(of: field, action)
  }
}
