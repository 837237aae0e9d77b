import Observation
import OpenCombine

/// The `@Observable` flavour, on the toolchain's `ObservationRegistrar`, shaped like the classes
/// the `@Observable` macro writes: the store's plain fields are stored properties of one
/// observable object (one per `ObservationBox.slots` fields), each record is an observable
/// object of its own with one property per attribute. Each field is tracked separately.
///
/// It behaves like a class written with the `@Observable` macro of Swift 6.2 and later: the
/// setter skips the notification when the new value equals the old one (identity for
/// objects; a type that is not `Equatable` always notifies), an in-place mutation always
/// notifies, and an unobserved field
/// (`@ObservationIgnored`) neither registers reads nor notifies. The registrar itself has no
/// equality check, so this store adds the macro's (docs/toolchain.md). A record's object is
/// made on the first read of one of its attributes: a record nobody has read has nobody to
/// notify, and a collection of millions costs nothing until shown.
///
/// As its source wrote it (`recordsAreValues`), a model's array of structs holds values: an
/// attribute is part of the array's property, so reading one registers the array and writing
/// one notifies whoever read the array, and a view given a record holds a copy
/// (docs/swiftui-import.md, "Collections in models").
public final class ObservableStore: ModelStore {
  public static var flavour: StoreFlavour? { .observable }
  @exclusivity(unchecked) private var values: [Value]
  private let observed: [Bool]
  /// Whether the macro compares the field's values: `false` for types not `Equatable`.
  private let equatable: [Bool]
  @exclusivity(unchecked) private var boxes: [ObservationBox?]
  /// Fields from here on are record attributes, `attributeCount` per record.
  private let recordBase: Int
  private let attributeCount: Int
  private let boxesPerRecord: Int
  private let plainBoxes: Int
  /// Whether records are structs, observed as the array that holds them.
  private let recordsAreValues: Bool
  /// With `recordsAreValues`: bumped at every write to one of a record's attributes.
  @exclusivity(unchecked) private var versions: [Int]
  /// For `reset()`: a store's initial values are made again rather than kept, so that a
  /// collection of millions of records is held once.
  private let schema: StoreSchema

  public convenience init(schema: StoreSchema) {
    self.init(schema: schema, recordsAreValues: false)
  }

  init(schema: StoreSchema, recordsAreValues: Bool) {
    self.schema = schema
    self.recordsAreValues = recordsAreValues && schema.collection != nil
    versions = recordsAreValues ? Array(repeating: 0, count: schema.collection?.count ?? 0) : []
    values = schema.initialValues()
    observed = (0..<schema.fields.count).map(schema.isObserved)
    equatable = (0..<schema.fields.count).map(schema.isEquatable)
    recordBase = schema.collection.map { $0.listField.index + 1 } ?? values.count
    attributeCount = max(1, schema.collection?.attributes.count ?? 1)
    let slots = ObservationBox.slots
    boxesPerRecord = (attributeCount + slots - 1) / slots
    plainBoxes = (recordBase + slots - 1) / slots
    boxes = Array(repeating: nil, count: plainBoxes + (schema.collection?.count ?? 0) * boxesPerRecord)
  }

  public func read(_ field: Int) -> Value {
    if isObserved(field) {
      let (box, slot) = location(field)
      self.box(box).access(slot)
    }
    return values[field]
  }

  public func set(_ field: Int, _ value: Value) {
    guard isObserved(field) else {
      values[field] = value
      return
    }
    // The macro's `shouldNotifyObservers`: Equatable values and objects (by identity); any
    // other type notifies on every write (R6).
    guard values[field] != value || (field < equatable.count && !equatable[field]) else { return }
    write(field, value)
  }

  public func mutate(_ field: Int, _ mutation: Mutation) {
    let value = mutation.applied(to: values[field]) ?? values[field]
    guard isObserved(field) else {
      values[field] = value
      return
    }
    write(field, value)
  }

  public func reset() {
    values = schema.initialValues()
    // Copies of records made before are copies of the old instance's.
    for id in versions.indices { versions[id] &+= 1 }
  }

  /// Records of `@Observable` stores are passed by reference, unless they are structs.
  public func recordVersion(_ id: Int) -> Int {
    id >= 0 && id < versions.count ? versions[id] : 0
  }

  /// `@Observable` classes have no `objectWillChange`.
  public func subscribeToWillChange(_ action: @escaping () -> Void) -> AnyCancellable? {
    nil
  }

  /// `@Observable` classes have no `$field` publishers.
  public func subscribeToWrites(of field: Int, _ action: @escaping (Value) -> Void) -> AnyCancellable? {
    nil
  }

  /// A notifying write: through the field's object if it has one (an object nobody read has
  /// nobody to notify).
  @inline(__always)
  private func write(_ field: Int, _ value: Value) {
    if recordsAreValues, field >= recordBase { versions[(field - recordBase) / attributeCount] &+= 1 }
    let (box, slot) = location(field)
    if let box = boxes[box] {
      box.withMutation(slot) { values[field] = value }
    } else {
      values[field] = value
    }
  }

  /// The object holding `field` and its property there.
  @inline(__always)
  private func location(_ field: Int) -> (box: Int, slot: Int) {
    let slots = ObservationBox.slots
    // A struct's attribute is observed as the array's property.
    if recordsAreValues, field >= recordBase { return ((recordBase - 1) / slots, (recordBase - 1) % slots) }
    guard field >= recordBase else { return (field / slots, field % slots) }
    let record = (field - recordBase) / attributeCount
    let attribute = (field - recordBase) % attributeCount
    return (plainBoxes + record * boxesPerRecord + attribute / slots, attribute % slots)
  }

  @inline(__always)
  private func isObserved(_ field: Int) -> Bool {
    field >= observed.count || observed[field]
  }

  @inline(__always)
  private func box(_ index: Int) -> ObservationBox {
    if let box = boxes[index] { return box }
    let box = ObservationBox()
    boxes[index] = box
    return box
  }
}
