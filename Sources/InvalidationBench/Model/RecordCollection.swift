/// A collection of records whose attributes are separately tracked fields of the same store
/// (one key path per record attribute, docs/rules.md "Stores").
public struct RecordCollection: Sendable, Hashable {
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

  /// The index of the attribute named `name`.
  public func attribute(_ name: String) throws(DeclarationError) -> Int {
    guard let index = attributes.firstIndex(of: name) else {
      throw .unknownAttribute(collection: self.name, attribute: name, known: attributes)
    }
    return index
  }

  /// Whether `field` is an attribute of one of the records.
  func contains(_ field: FieldRef) -> Bool {
    field.store == listField.store && field.index >= base
      && field.index < base + count * attributes.count
  }
}
