/// A field of a store, addressed by the store's index in its screen and the field's index.
public struct FieldRef: Hashable, Sendable {
  public let store: Int
  public let index: Int

  public init(store: Int, index: Int) {
    self.store = store
    self.index = index
  }
}

/// A named field of a store with its initial value.
public struct FieldSpec: Sendable {
  public let name: String
  public let initial: Value
  /// `false` models `@ObservationIgnored` / a plain `var` without `@Published`: writes notify no one.
  public let observed: Bool
}

/// A collection of records whose attributes are separately tracked fields of the same store
/// (one subscript key path per record attribute, DESIGN §1).
public struct RecordCollection: Sendable {
  public let name: String
  /// The field holding the ids of the records, as `.list`.
  public let listField: FieldRef
  public let attributes: [String]
  public let count: Int
  /// Index of the first attribute field of record 0.
  let base: Int

  /// The field holding `attribute` of record `id`.
  public func field(record id: Int, attribute: Int) -> FieldRef {
    FieldRef(store: listField.store, index: base + id * attributes.count + attribute)
  }

  /// The attribute's index, for declarations; a misspelt name is a bug in the workload.
  public func attribute(_ name: String) -> Int {
    guard let index = attributes.firstIndex(of: name) else {
      preconditionFailure("collection \(self.name) has no attribute \(name)")
    }
    return index
  }
}

/// The shape of a model object: named fields and record collections, with initial values.
///
/// A schema is declared once per workload and instantiated in either flavour
/// (`CombineStore`, `ObservableStore`) for each engine run.
public final class StoreSchema: @unchecked Sendable {
  public let name: String
  public let index: Int
  public private(set) var fields: [FieldSpec] = []
  /// The store's record collection, if it has one (at most one).
  public private(set) var collection: RecordCollection?
  private var recordInitial: ((Int, Int) -> Value)?

  /// Creates an empty schema; `index` is the store's position in its screen's `stores`.
  public init(name: String, index: Int = 0) {
    self.name = name
    self.index = index
  }

  /// Total number of fields, record attributes included.
  public var fieldCount: Int {
    guard let collection else { return fields.count }
    return collection.base + collection.count * collection.attributes.count
  }

  /// Declares a plain field. Plain fields must all be declared before any collection.
  @discardableResult
  public func field(_ name: String, _ initial: Value, observed: Bool = true) -> FieldRef {
    precondition(collection == nil, "declare plain fields before the record collection")
    fields.append(FieldSpec(name: name, initial: initial, observed: observed))
    return FieldRef(store: index, index: fields.count - 1)
  }

  /// Declares the store's collection of `count` records with ids `0..<count`;
  /// `initial(id, attribute)` gives each attribute's first value. A store has at most one.
  public func records(
    _ name: String, count: Int, attributes: [String], initial: @escaping (Int, Int) -> Value
  ) -> RecordCollection {
    precondition(collection == nil, "a store holds at most one record collection")
    let listField = FieldRef(store: index, index: fields.count)
    fields.append(FieldSpec(name: name, initial: .list(Array(0..<count)), observed: true))
    let collection = RecordCollection(
      name: name, listField: listField, attributes: attributes, count: count,
      base: fields.count)
    self.collection = collection
    recordInitial = initial
    return collection
  }

  /// The name reports use for a field: `title`, or `items.likes` for a record attribute.
  public func fieldName(_ index: Int) -> String {
    guard index >= fields.count, let collection else { return fields[index].name }
    let attribute = (index - collection.base) % collection.attributes.count
    return "\(collection.name).\(collection.attributes[attribute])"
  }

  /// Whether writes to the field notify observers.
  public func isObserved(_ index: Int) -> Bool {
    index >= fields.count || fields[index].observed
  }

  /// Every field's initial value, record attributes included.
  public func initialValues() -> [Value] {
    var values = fields.map(\.initial)
    values.reserveCapacity(fieldCount)
    if let collection, let recordInitial {
      for id in 0..<collection.count {
        for attribute in collection.attributes.indices {
          values.append(recordInitial(id, attribute))
        }
      }
    }
    return values
  }
}
