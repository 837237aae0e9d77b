/// What an element shows or an input carries: an expression over store fields, the view's
/// inputs, its `@State`, the environment and, inside a `ForEach` row, the row's item.
public indirect enum Expr: Sendable {
  case constant(Value)
  /// A store field read in the body.
  case field(FieldRef)
  /// The view's input at this index (for scopes and observers: their host's input).
  case input(Int)
  /// The view's `@State` at this index (for scopes and observers: their host's state).
  case state(Int)
  /// An environment key read (`@Environment(\.key)`).
  case environment(Int)
  /// An attribute of the record held by the view's record input: a tracked field read on
  /// `@Observable` records, a read of the struct copy on `ObservableObject` ones.
  case attribute(input: Int, collection: RecordCollection, attribute: Int)
  /// Inside a `ForEach` row's inputs: the row's record.
  case item
  /// Inside a `ForEach` row's inputs: the row's position.
  case index

  /// The stores this expression reads in `flavour` (records are structs, read through their
  /// copies, on `ObservableObject` stores).
  func storesRead(_ flavour: StoreFlavour) -> [Int] {
    switch self {
    case .field(let field): [field.store]
    case .attribute(_, let collection, _):
      flavour == .observable ? [collection.listField.store] : []
    default: []
    }
  }
}
