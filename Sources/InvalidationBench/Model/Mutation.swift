/// An in-place change of a field: the `_modify` path (`+=`, `toggle()`, `append`), which
/// notifies in both flavours even when the result equals the old value.
public enum Mutation: Hashable, Sendable, CustomStringConvertible {
  case add(Int)
  case toggle
  case appendText(String)
  /// Appends an id to a `.list`.
  case append(Int)

  /// The type of value this mutation changes.
  public var appliesTo: [ValueType] {
    switch self {
    case .add: [.int, .double]
    case .toggle: [.bool]
    case .appendText: [.string]
    case .append: [.list]
    }
  }

  /// The changed value, or `nil` when the mutation does not apply to `value`'s type (traces are
  /// checked against field types when a scenario is made, so this does not happen in a run).
  func applied(to value: Value) -> Value? {
    switch (self, value) {
    case (.add(let delta), .int(let old)): .int(old &+ delta)
    case (.add(let delta), .double(let old)): .double(old + Double(delta))
    case (.toggle, .bool(let old)): .bool(!old)
    case (.appendText(let suffix), .string(let old)): .string(old + suffix)
    case (.append(let id), .list(let old)): .list(old + [id])
    default: nil
    }
  }

  public var description: String {
    switch self {
    case .add(let delta): "+= \(delta)"
    case .toggle: "toggle()"
    case .appendText(let text): "+= \"\(text)\""
    case .append(let id): "append(\(id))"
    }
  }
}
