/// An in-place change of a field: the `_modify` path (`+=`, `toggle()`, `append`), which
/// notifies in both flavours even when the result equals the old value.
public enum Mutation: Hashable, Sendable {
  case add(Int)
  case toggle
  case appendText(String)
  /// Appends an id to a `.list`.
  case append(Int)

  func applied(to value: Value) -> Value {
    switch (self, value) {
    case (.add(let delta), .int(let old)): .int(old + delta)
    case (.add(let delta), .double(let old)): .double(old + Double(delta))
    case (.toggle, .bool(let old)): .bool(!old)
    case (.appendText(let suffix), .string(let old)): .string(old + suffix)
    case (.append(let id), .list(let old)): .list(old + [id])
    default: preconditionFailure("mutation \(self) does not apply to \(value)")
    }
  }
}

/// Which kind of model object a store is, and so how records travel to views.
public enum StoreFlavour: String, Sendable, CaseIterable {
  /// `ObservableObject` + `@Published`: records are structs, passed to views by value.
  case combine
  /// `@Observable`: records are `@Observable` classes, passed by reference and tracked per field.
  case observable
}

/// A model object built from a `StoreSchema`, in one of two flavours.
///
/// Reads and writes go through the flavour's real observation machinery, so that a store
/// notifies exactly when a hand-written `ObservableObject` or `@Observable` class would.
public protocol ModelStore: AnyObject {
  var schema: StoreSchema { get }
  var flavour: StoreFlavour { get }
  /// Reads a field (an `@Observable` store registers the access with the current tracking).
  func read(_ field: Int) -> Value
  /// Writes through the setter.
  func set(_ field: Int, _ value: Value)
  /// Changes a field in place.
  func mutate(_ field: Int, _ mutation: Mutation)
}

extension StoreFlavour {
  /// A fresh store of this flavour with the schema's initial values.
  public func makeStore(_ schema: StoreSchema) -> any ModelStore {
    switch self {
    case .combine: CombineStore(schema: schema)
    case .observable: ObservableStore(schema: schema)
    }
  }
}
