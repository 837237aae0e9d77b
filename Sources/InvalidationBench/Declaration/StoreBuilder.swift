/// Declares the fields of one store of a `ScreenBuilder`.
public final class StoreBuilder {
  private let screen: ScreenBuilder
  /// The store's position in the screen's stores.
  public let index: Int

  init(screen: ScreenBuilder, index: Int) {
    self.screen = screen
    self.index = index
  }

  /// The store as declared so far.
  public internal(set) var schema: StoreSchema {
    get { screen.stores[index] }
    // In place: going through a copy would make every declaration copy all the fields before.
    _modify { yield &screen.stores[index] }
  }

  /// The kind of model object the source declares the store as (`StoreSchema.writtenKind`).
  public var writtenKind: StoreFlavour? {
    get { schema.writtenKind }
    set { schema.writtenKind = newValue }
  }

  /// Declares a plain field; `observed: false` is `@ObservationIgnored` / a `var` without
  /// `@Published`; `equatable: false` a type that is not `Equatable`, whose every write
  /// notifies an `@Observable` model's readers (R6). Plain fields come before the record
  /// collection.
  @discardableResult
  public func field(
    _ name: String, _ initial: Value, observed: Bool = true, equatable: Bool = true
  ) throws(DeclarationError) -> FieldRef {
    guard !name.isEmpty else { throw .emptyName(what: "field of store '\(schema.name)'") }
    guard schema.field(named: name) == nil else {
      throw .duplicateField(store: schema.name, field: name)
    }
    guard schema.collection == nil else {
      throw .fieldAfterCollection(store: schema.name, field: name)
    }
    var spec = FieldSpec(name: name, initial: initial, observed: observed)
    spec.equatable = equatable
    schema.append(spec)
    return FieldRef(store: index, index: schema.fields.count - 1)
  }

  /// Declares the store's collection of `count` records with ids `0..<count`, each with
  /// `attributes` as separately tracked fields; `initial(id, attribute)` gives their first
  /// values, and record 0's give the attributes' types. A store has at most one collection.
  /// `objects`: the kind of class the source's records are (its `@Model`s: `.observable`), not
  /// structs.
  public func records(
    _ name: String, count: Int, listed: Int? = nil, objects: StoreFlavour? = nil, attributes: [String],
    initial: @escaping @Sendable (Int, Int) -> Value
  ) throws(DeclarationError) -> RecordCollection {
    let store = schema.name
    guard !name.isEmpty else { throw .emptyName(what: "record collection of store '\(store)'") }
    guard schema.collection == nil else {
      throw .secondCollection(store: store, collection: name)
    }
    guard schema.field(named: name) == nil else {
      throw .duplicateField(store: store, field: name)
    }
    guard count >= 0 else {
      throw .badRecordCollection(
        store: store, collection: name, problem: "has \(count) records; give it 0 or more")
    }
    guard !attributes.isEmpty, Set(attributes).count == attributes.count, !attributes.contains("")
    else {
      throw .badRecordCollection(
        store: store, collection: name, problem: "needs one or more attributes, each named once")
    }
    // Each attribute of each record is a tracked field of every engine's store: bounded before
    // any is made.
    let (fields, overflow) = count.multipliedReportingOverflow(by: attributes.count)
    guard !overflow, fields <= InputLimits.recordFields else {
      throw .badRecordCollection(
        store: store, collection: name,
        problem:
          "has \(count.grouped) records of \(attributes.count) attributes, over the \(InputLimits.recordFields.grouped) attribute fields a store may hold; give it fewer records"
      )
    }
    let listField = FieldRef(store: index, index: schema.fields.count)
    // The first `listed` records are in the list at first; the others are there to be added.
    let listed = min(max(0, listed ?? count), count)
    schema.append(FieldSpec(name: name, initial: .list(Array(0..<listed)), observed: true))
    let collection = RecordCollection(
      name: name, listField: listField, attributes: attributes, count: count,
      base: schema.fields.count)
    schema.collection = collection
    schema.recordObjects = objects
    schema.attributeTypes = attributes.indices.map { initial(0, $0).type }
    schema.recordInitial = initial
    return collection
  }
}
