/// A value held by a store field, given as a view input, written to the environment or shown
/// by an element.
///
/// Equality follows Swift's: `Equatable` payloads compare with `==` (so `.double(.nan)` never
/// equals itself) and `.object` compares by identity, as the `@Observable` macro's setter does
/// for `AnyObject` values.
public enum Value: Hashable, Sendable, CustomStringConvertible {
  case int(Int)
  case double(Double)
  case bool(Bool)
  case string(String)
  /// The ids of a record collection, in order.
  case list([Int])
  /// A reference to one record of a collection, by id.
  case record(Int)
  /// A class instance, compared by identity.
  case object(ObjectReference)
  /// A closure a parent's body passes, compared as never equal to a re-created one (R3, the
  /// default `--closures never-equal`): it carries no content.
  case closure
  /// A closure with the values it captured, compared capture by capture (R3,
  /// `--closures captures`).
  case captured([Value])
  /// A `Binding`: the location it reads and writes, and the value it carried when made. Two
  /// bindings are equal when both are (R14).
  indirect case binding(Location, Value)

  public var description: String {
    switch self {
    case .int(let value): "\(value)"
    case .double(let value): "\(value)"
    case .bool(let value): "\(value)"
    case .string(let value): value
    case .list(let ids): "[\(ids.count) ids]"
    case .record(let id): "#\(id)"
    case .object(let reference): "<\(reference.label)>"
    case .closure, .captured: "{closure}"
    case .binding(let location, let value): "$\(location.name)=\(value)"
    }
  }

  /// The kind of value, for checking declarations and traces.
  public var type: ValueType {
    switch self {
    case .int: .int
    case .double: .double
    case .bool: .bool
    case .string: .string
    case .list: .list
    case .record: .record
    case .object: .object
    case .closure, .captured: .closure
    case .binding: .binding
    }
  }

  /// `==`, with the common payloads compared first: the render pass compares inputs at every
  /// re-created child, and the full `==` of this enum is a call.
  @inline(__always)
  func isSame(as other: Value) -> Bool {
    switch (self, other) {
    case (.int(let a), .int(let b)): a == b
    case (.bool(let a), .bool(let b)): a == b
    case (.record(let a), .record(let b)): a == b
    default: self == other
    }
  }

  /// The integer payload of `.int`, `.record` and `.bool`, or 0.
  public var intValue: Int {
    switch self {
    case .int(let value): value
    case .record(let id): id
    case .bool(let value): value ? 1 : 0
    default: 0
    }
  }
}

/// The kinds of `Value`, one per case.
public enum ValueType: String, Sendable, CaseIterable {
  case int, double, bool, string, list, record, object, closure, binding

  /// The name with its article, for messages: "an int", "a string".
  public var withArticle: String {
    self == .int ? "an int" : "a \(rawValue)"
  }
}

/// A class instance stored in a field; two references are equal only when identical.
public final class ObjectReference: Hashable, Sendable {
  /// A name for reports; not part of equality.
  public let label: String

  public init(label: String) {
    self.label = label
  }

  public static func == (lhs: ObjectReference, rhs: ObjectReference) -> Bool {
    lhs === rhs
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
