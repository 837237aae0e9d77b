/// How a view receives one input from its parent.
public struct InputSpec: Sendable {
  public enum Kind: Sendable {
    case value
    case closure
    case record(RecordCollection)
  }

  public let name: String
  public let kind: Kind

  public static func value(_ name: String) -> InputSpec { InputSpec(name: name, kind: .value) }
  public static func closure(_ name: String) -> InputSpec { InputSpec(name: name, kind: .closure) }
  public static func record(_ name: String, _ collection: RecordCollection) -> InputSpec {
    InputSpec(name: name, kind: .record(collection))
  }
}

/// An argument a parent passes for one of a child's inputs.
public enum InputArgument: Sendable {
  /// A value, compared with `==`.
  case value(Expr)
  /// A closure re-created by the parent's body: it never equals the previous one (R3).
  case closure
  /// A record: by reference (identity) on `@Observable` stores, by value on `ObservableObject`.
  case record(Expr)

  var expr: Expr? {
    switch self {
    case .value(let expr), .record(let expr): expr
    case .closure: nil
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
