import OpenCombine

/// The `ObservableObject` flavour: `objectWillChange` sends before every write to an observed
/// field, equal values and in-place mutations included, as `@Published` does.
///
/// The publisher is a stored `ObservableObjectPublisher`, so reading `objectWillChange` never
/// walks a `Mirror` (OpenCombine's synthesized getter does, at 3–4 µs an access; see
/// docs/toolchain.md). Per-field publishers (the `$field` of `@Published`, used by `onReceive`)
/// are made on demand and send the new value before it is stored.
///
/// As its source wrote it (`recordsAreObjects`), a model's array of `ObservableObject`s holds
/// objects of their own: a write of one's attribute sends that record's `objectWillChange`
/// (`subscribeToRecordWillChange`), not the store's, as a nested object's `@Published` does
/// (docs/swiftui-import.md, "Rows of model objects").
public final class CombineStore: ObservableObject, ModelStore {
  public static var flavour: StoreFlavour? { .combine }
  public let objectWillChange = ObservableObjectPublisher()
  /// With `recordsAreObjects`: the id of each record whose own `objectWillChange` sends.
  private let recordWillChange = PassthroughSubject<Int, Never>()
  private let recordsAreObjects: Bool
  @exclusivity(unchecked) private var values: [Value]
  private let observed: [Bool]
  @exclusivity(unchecked) private var fieldPublishers: [Int: PassthroughSubject<Value, Never>] = [:]
  /// Bumped at every write to one of a record's attributes.
  @exclusivity(unchecked) private var versions: [Int]
  private let recordBase: Int
  private let attributeCount: Int
  /// For `reset()`: a store's initial values are made again rather than kept, so that a
  /// collection of millions of records is held once.
  private let schema: StoreSchema

  public convenience init(schema: StoreSchema) {
    self.init(schema: schema, recordsAreObjects: false)
  }

  init(schema: StoreSchema, recordsAreObjects: Bool) {
    self.schema = schema
    self.recordsAreObjects = recordsAreObjects && schema.collection != nil
    values = schema.initialValues()
    observed = (0..<schema.fields.count).map(schema.isObserved)
    versions = Array(repeating: 0, count: schema.collection?.count ?? 0)
    recordBase = schema.collection.map { $0.listField.index + 1 } ?? Int.max
    attributeCount = max(1, schema.collection?.attributes.count ?? 1)
  }

  public func reset() {
    values = schema.initialValues()
    // Copies of records made before are copies of the old instance's.
    for id in versions.indices { versions[id] &+= 1 }
  }

  public func recordVersion(_ id: Int) -> Int {
    id >= 0 && id < versions.count ? versions[id] : 0
  }

  public func read(_ field: Int) -> Value {
    values[field]
  }

  public func set(_ field: Int, _ value: Value) {
    willWrite(field, value)
    values[field] = value
  }

  public func mutate(_ field: Int, _ mutation: Mutation) {
    let value = mutation.applied(to: values[field]) ?? values[field]
    willWrite(field, value)
    values[field] = value
  }

  public func subscribeToWillChange(_ action: @escaping () -> Void) -> AnyCancellable? {
    objectWillChange.sink(receiveValue: action)
  }

  public func subscribeToRecordWillChange(_ action: @escaping (Int) -> Void) -> AnyCancellable? {
    recordsAreObjects ? recordWillChange.sink(receiveValue: action) : nil
  }

  public func subscribeToWrites(of field: Int, _ action: @escaping (Value) -> Void) -> AnyCancellable? {
    publisher(for: field).sink(receiveValue: action)
  }

  /// The `$field` publisher: emits every value set, equal ones included, before it is stored.
  public func publisher(for field: Int) -> PassthroughSubject<Value, Never> {
    if let publisher = fieldPublishers[field] { return publisher }
    let publisher = PassthroughSubject<Value, Never>()
    fieldPublishers[field] = publisher
    return publisher
  }

  private func willWrite(_ field: Int, _ value: Value) {
    if field >= recordBase {
      let id = (field - recordBase) / attributeCount
      versions[id] &+= 1
      if recordsAreObjects {
        recordWillChange.send(id)
        return
      }
    }
    guard field >= observed.count || observed[field] else { return }
    objectWillChange.send()
    if !fieldPublishers.isEmpty, let publisher = fieldPublishers[field] {
      publisher.send(value)
    }
  }
}
