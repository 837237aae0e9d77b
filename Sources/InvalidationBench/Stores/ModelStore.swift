import OpenCombine

/// A model object built from a `StoreSchema`, in one of two flavours (or, for `MixedStore`,
/// in the flavour its schema was written as).
///
/// Reads and writes go through the flavour's real observation machinery, so that a store
/// notifies exactly when a hand-written `ObservableObject` or `@Observable` class would.
/// Field indices come from a checked screen and trace, so they are always in range.
public protocol ModelStore: AnyObject {
  /// The flavour of every store of this type; `nil` for `MixedStore`, whose stores are each of
  /// the kind their source wrote (`StoreSchema.writtenKind`).
  static var flavour: StoreFlavour? { get }
  init(schema: StoreSchema)
  /// Reads a field (an `@Observable` store registers the access with the current tracking).
  func read(_ field: Int) -> Value
  /// Writes through the setter.
  func set(_ field: Int, _ value: Value)
  /// Changes a field in place.
  func mutate(_ field: Int, _ mutation: Mutation)
  /// Puts every field back to its initial value without notifying anyone: the store is a new
  /// instance of its model for a new identity of the view that owns it.
  func reset()
  /// A number that changes whenever an attribute of record `id` is written (records passed by
  /// value compare their copies by it first); 0 for a flavour that passes records by reference.
  func recordVersion(_ id: Int) -> Int
  /// Subscribes `action` to the store's `objectWillChange`; `nil` for a flavour without one.
  func subscribeToWillChange(_ action: @escaping () -> Void) -> AnyCancellable?
  /// Subscribes `action` to the `objectWillChange` of every record that is an
  /// `ObservableObject` of its own, given the record's id; `nil` where records are none.
  func subscribeToRecordWillChange(_ action: @escaping (Int) -> Void) -> AnyCancellable?
  /// Subscribes `action` to the `$field` publisher (every value set, equal ones included, before
  /// it is stored), as `onReceive` does; `nil` for a flavour without publishers.
  func subscribeToWrites(of field: Int, _ action: @escaping (Value) -> Void) -> AnyCancellable?
}

extension ModelStore {
  public func subscribeToRecordWillChange(_ action: @escaping (Int) -> Void) -> AnyCancellable? { nil }
}
