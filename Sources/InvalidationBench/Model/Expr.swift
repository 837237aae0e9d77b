/// What an element shows, an input carries or a condition tests: an expression over store
/// fields, the view's inputs, its `@State`, the environment and, inside a `ForEach` row, the
/// row's item — or computed from those.
public indirect enum Expr: Sendable {
  case constant(Value)
  /// A store field read in the body.
  case field(FieldRef)
  /// The view's input at this index (for scopes and observers: their host's input). An input
  /// that is a binding reads through it.
  case input(Int)
  /// The view's `@State` at this index (for scopes and observers: their host's state).
  case state(Int)
  /// An environment key read (`@Environment(\.key)`).
  case environment(Int)
  /// An attribute of the record held by the view's record input: a tracked field read on
  /// `@Observable` records, a read of the struct copy on `ObservableObject` ones.
  case attribute(input: Int, collection: RecordCollection, attribute: Int)
  /// An attribute of the record `record` names (a row's item, a record field): `item.title`.
  case member(Expr, collection: RecordCollection, attribute: Int)
  /// Inside a `ForEach` row: the row's record.
  case item
  /// Inside a `ForEach` row: the row's position.
  case index
  /// `!a`, `-a`.
  case unary(UnaryOperator, Expr)
  /// `a + b`, `a == b`, `a && b`, …
  case binary(BinaryOperator, Expr, Expr)
  /// `condition ? a : b`.
  case choose(Expr, then: Expr, otherwise: Expr)
  /// `"\(a) \(b)"`: the descriptions of the parts, joined.
  case interpolation([Expr])
  /// The number of ids of a list, or characters of a string.
  case count(Expr)
  /// Whether a list or string is empty.
  case isEmpty(Expr)
  /// An element of a `@State` list (`todos[item]`, an array of structs): a number standing for
  /// the element's content, which changes whenever the element does; `0` past the end
  /// (docs/screen-format.md, "Lists in state").
  case element(Expr, at: Expr)
  /// `derived(a, b) as T`: a value of type `type` the model cannot compute, which depends on
  /// what its operands read and nothing else — equal operands give equal values, and any
  /// changed operand a changed value (docs/screen-format.md, "Derived values").
  case derived([Expr], as: ValueType)
  /// In a view's own `==`: the previous value of input `i` (`lhs.name`).
  case old(Int)
  /// In a view's own `==`: the re-created value of input `i` (`rhs.name`).
  case new(Int)

  /// The stores this expression reads in `flavour` (records are structs, read through their
  /// copies, on `ObservableObject` stores).
  func storesRead(_ flavour: StoreFlavour) -> [Int] {
    switch self {
    case .field(let field): [field.store]
    case .attribute(_, let collection, _):
      flavour == .observable ? [collection.listField.store] : []
    case .member(let record, let collection, _):
      record.storesRead(flavour) + (flavour == .observable ? [collection.listField.store] : [])
    case .unary(_, let operand), .count(let operand), .isEmpty(let operand):
      operand.storesRead(flavour)
    case .binary(_, let lhs, let rhs), .element(let lhs, at: let rhs):
      lhs.storesRead(flavour) + rhs.storesRead(flavour)
    case .choose(let condition, let then, let otherwise):
      condition.storesRead(flavour) + then.storesRead(flavour) + otherwise.storesRead(flavour)
    case .interpolation(let parts), .derived(let parts, _):
      parts.flatMap { $0.storesRead(flavour) }
    default: []
    }
  }
}

/// An operator of one operand.
public enum UnaryOperator: String, Sendable, CaseIterable {
  /// `!`, on a Bool.
  case not = "!"
  /// `-`, on a number.
  case negate = "-"
}

/// An operator of two operands.
public enum BinaryOperator: String, Sendable, CaseIterable {
  /// Numbers add; strings join.
  case add = "+"
  case subtract = "-"
  case multiply = "*"
  /// Whole numbers divide to a whole number; dividing by 0 gives 0.
  case divide = "/"
  /// Remainder of whole numbers; by 0 gives 0.
  case remainder = "%"
  case equal = "=="
  case notEqual = "!="
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="
  case and = "&&"
  case or = "||"
}

extension Expr {
  var isCount: Bool {
    if case .count = self { return true }
    return false
  }

  var isEmptyCheck: Bool {
    if case .isEmpty = self { return true }
    return false
  }
}
