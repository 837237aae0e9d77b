/// A named field of a store with its initial value.
public struct FieldSpec: Sendable {
  public let name: String
  public let initial: Value
  /// `false` models `@ObservationIgnored` / a plain `var` without `@Published`: writes notify no one.
  public let observed: Bool
  /// `false` for a value whose type is not `Equatable` (a struct that does not conform, an
  /// `any Error`): the `@Observable` macro notifies on every write of it, equal or not (R6).
  public var equatable = true
}

/// The shape of a model object: named fields and at most one record collection, with initial
/// values. Declared once per screen (through `ScreenBuilder`) and instantiated in either flavour
/// (`CombineStore`, `ObservableStore`) for each engine run.
public struct StoreSchema: Sendable {
  public let name: String
  /// The store's position in its screen's `stores`.
  public let index: Int
  public private(set) var fields: [FieldSpec] = []
  /// Each plain field's position, by name.
  private var positions: [String: Int] = [:]
  /// The store's record collection, if it has one.
  public internal(set) var collection: RecordCollection?
  /// The kind of object its records are as written (`ObservableObject` or `@Observable`
  /// classes, SwiftData models), passed by reference, which need not be the store's own
  /// (`ObservableObject` rows in an `@Observable` model); `nil` for structs, values
  /// (docs/swiftui-import.md, "Collections in models", "Rows of model objects").
  public internal(set) var recordObjects: StoreFlavour?
  /// Whether its records are objects, of either kind.
  public var recordsAreObjects: Bool { recordObjects != nil }
  /// The value type of each record attribute.
  public internal(set) var attributeTypes: [ValueType] = []
  /// The kind of model object its source declares (`ObservableObject` or `@Observable`), for a
  /// store of an imported screen; `MixedStore` is made of this kind.
  public internal(set) var writtenKind: StoreFlavour?
  var recordInitial: (@Sendable (Int, Int) -> Value)?

  init(name: String, index: Int) {
    self.name = name
    self.index = index
  }

  /// Adds a plain field (or the collection's list) after the others.
  mutating func append(_ field: FieldSpec) {
    positions[field.name] = fields.count
    fields.append(field)
  }

  /// The position of the plain field `name`, if the store has one.
  public func field(named name: String) -> Int? {
    positions[name]
  }

  /// Total number of fields, record attributes included.
  public var fieldCount: Int {
    guard let collection else { return fields.count }
    return collection.base + collection.count * collection.attributes.count
  }

  /// The name reports use for a field: `title`, or `items.likes` for a record attribute.
  public func fieldName(_ index: Int) -> String {
    guard index >= fields.count, let collection else {
      return index < fields.count ? fields[index].name : "#\(index)"
    }
    let attribute = (index - collection.base) % collection.attributes.count
    return "\(collection.name).\(collection.attributes[attribute])"
  }

  /// The type of the field's values.
  public func type(of index: Int) -> ValueType {
    guard index >= fields.count, let collection else { return fields[index].initial.type }
    return attributeTypes[(index - collection.base) % collection.attributes.count]
  }

  /// Whether an equal write of the field is skipped by the `@Observable` macro: its type is
  /// `Equatable` (record attributes are).
  public func isEquatable(_ index: Int) -> Bool {
    index >= fields.count || fields[index].equatable
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
