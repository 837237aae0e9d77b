import Observation
import Testing

@testable import InvalidationBench

/// A model's array of elements against the real `Observation` module: an array of structs is
/// one property (an element's write is a mutation of the array, which whoever read any of it
/// sees), an array of `@Observable` objects tracks each object's properties apart. The
/// `ObservableStore` with `recordsAreValues` (as-written, a source's structs) and without (its
/// records are objects) must fire exactly when the real classes do.
@Suite struct RecordConformanceTests {
  struct Item {
    var done = false
  }

  @Observable final class StructList {
    var items = [Item(), Item()]
  }

  @Observable final class ItemObject {
    var done = false
  }

  @Observable final class ObjectList {
    var items = [ItemObject(), ItemObject()]
  }

  final class Flag: @unchecked Sendable {
    var fired = false
  }

  /// What a tracked read sees: the list, or element 0's `done`.
  enum Read: CaseIterable { case list, firstElement }

  static func fires(_ read: () -> Void, _ write: () -> Void) -> Bool {
    let flag = Flag()
    withObservationTracking(read) { flag.fired = true }
    write()
    return flag.fired
  }

  /// A store of 2 records with one attribute, `done`.
  static func store(valueRecords: Bool) throws -> (ObservableStore, RecordCollection) {
    let builder = try ScreenBuilder().store("Model")
    let records = try builder.records("items", count: 2, attributes: ["done"]) { _, _ in .bool(false) }
    return (ObservableStore(schema: builder.schema, recordsAreValues: valueRecords), records)
  }

  // Writing element 1's `done`: a struct array notifies whoever read the list or any element
  // (the write goes through the array's `_modify`, one key path for the whole array); an
  // array of objects notifies only whoever read element 1's `done`, so neither read fires.
  @Test(arguments: Read.allCases) func anElementsWriteFiresAsTheRealClassDoes(_ read: Read) throws {
    let structs = StructList()
    let realStructs = Self.fires(
      { _ = read == .list ? structs.items.count : (structs.items[0].done ? 1 : 0) },
      { structs.items[1].done.toggle() })
    let objects = ObjectList()
    let realObjects = Self.fires(
      { _ = read == .list ? objects.items.count : (objects.items[0].done ? 1 : 0) },
      { objects.items[1].done.toggle() })
    #expect(realStructs == true)
    #expect(realObjects == false)

    for (valueRecords, expected) in [(true, realStructs), (false, realObjects)] {
      let (store, records) = try Self.store(valueRecords: valueRecords)
      let fired = Self.fires(
        {
          _ = store.read(
            read == .list ? records.listField.index : records.field(record: 0, attribute: 0).index)
        },
        { store.mutate(records.field(record: 1, attribute: 0).index, .toggle) })
      #expect(fired == expected, "recordsAreValues: \(valueRecords)")
    }
  }

  // A struct copy taken before a write differs from the element after it: the store says so
  // by the record's version, which a view given a copy compares.
  @Test func aWriteChangesTheVersionOfStructRecordsOnly() throws {
    let (values, records) = try Self.store(valueRecords: true)
    values.mutate(records.field(record: 1, attribute: 0).index, .toggle)
    #expect(values.recordVersion(1) == 1)
    #expect(values.recordVersion(0) == 0)
    let (objects, same) = try Self.store(valueRecords: false)
    objects.mutate(same.field(record: 1, attribute: 0).index, .toggle)
    #expect(objects.recordVersion(1) == 0)
  }
}
