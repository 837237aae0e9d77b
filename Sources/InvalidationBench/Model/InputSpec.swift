/// How a view receives one input from its parent.
public struct InputSpec: Sendable {
  public enum Kind: Sendable {
    case value
    case closure
    case record(RecordCollection)
    /// `@Binding`: reading it reads the bound location, writing it writes there (R14).
    case binding
  }

  public let name: String
  public let kind: Kind

  public static func value(_ name: String) -> InputSpec { InputSpec(name: name, kind: .value) }
  public static func closure(_ name: String) -> InputSpec { InputSpec(name: name, kind: .closure) }
  public static func record(_ name: String, _ collection: RecordCollection) -> InputSpec {
    InputSpec(name: name, kind: .record(collection))
  }
  public static func binding(_ name: String) -> InputSpec { InputSpec(name: name, kind: .binding) }

  var isClosure: Bool {
    if case .closure = kind { return true }
    return false
  }

  var isBinding: Bool {
    if case .binding = kind { return true }
    return false
  }
}

/// An argument a parent passes for one of a child's inputs.
public enum InputArgument: Sendable {
  /// A value, compared with `==`.
  case value(Expr)
  /// A closure re-created by the parent's body whose captures are not declared (typically
  /// `self`): a new context each time, never equal to the previous one (R3).
  case closure
  /// A closure re-created by the parent's body that captures these values (computed, and so
  /// read, by the parent's body). Capturing nothing, it has no context and is always equal;
  /// otherwise it is never equal under `--closures never-equal` (the default), and under
  /// `--closures captures` equal when every capture is, after its view type's first
  /// comparison (R3).
  case capturing([Expr])
  /// A record: by reference (identity) on `@Observable` stores, by value on `ObservableObject`.
  case record(Expr)
  /// `$state`, `$model.field` or a binding input passed on (R14). Making it reads nothing of a
  /// `@State`; a field's binding reads the field to carry its value.
  case binding(Expr)

  /// The expressions the parent's body computes for this argument.
  var expressions: [Expr] {
    switch self {
    case .value(let expr), .record(let expr), .binding(let expr): [expr]
    case .closure: []
    case .capturing(let captures): captures
    }
  }
}

/// A `@State` property with its initial value.
public struct StateSpec: Sendable {
  public let name: String
  public let initial: Value

  public init(_ name: String, _ initial: Value) {
    self.name = name
    self.initial = initial
  }
}
