/// An in-place change of a field: the `_modify` path (`+=`, `toggle()`, `append`), which
/// notifies in both flavours even when the result equals the old value.
public enum Mutation: Hashable, Sendable, CustomStringConvertible {
  case add(Int)
  case toggle
  case appendText(String)
  /// Appends an id to a `.list`.
  case append(Int)
  /// Appends a new element to a `.list`: one more than the largest, if that is below `limit`
  /// (a collection's records), else nothing changes (`items.append(x)`, `insert(x, at:)`,
  /// a model context's `insert`).
  case appendNew(limit: Int)
  /// Removes the first or the last element (`remove(at:)`, `removeFirst()`, `removeAll(where:)`,
  /// a model context's `delete`), if there is one.
  case removeFirst
  case removeLast
  /// Empties the list (`removeAll()`).
  case removeAll
  /// Gives every element of a list a new content (a fetch that replaces the whole list with
  /// new data: each row shows something new); an empty list gets three elements.
  case changeEach
  /// Gives the element at a position a new content (`items[i].done.toggle()`).
  case changeElement(at: Int)
  /// Reverses the order (a sort by a key the screen cannot compute: the rows move).
  case reverse

  /// The type of value this mutation changes.
  public var appliesTo: [ValueType] {
    switch self {
    case .add: [.int, .double]
    case .toggle: [.bool]
    case .appendText: [.string]
    case .append, .appendNew, .removeFirst, .removeLast, .removeAll, .changeEach, .changeElement, .reverse:
      [.list]
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
    case (.appendNew(let limit), .list(let old)):
      (old.max() ?? -1) + 1 < limit ? .list(old + [(old.max() ?? -1) + 1]) : .list(old)
    case (.removeFirst, .list(let old)): .list(Array(old.dropFirst()))
    case (.removeLast, .list(let old)): .list(Array(old.dropLast()))
    case (.removeAll, .list): .list([])
    case (.changeEach, .list(let old)): .list(old.isEmpty ? [0, 1, 2] : old.map { $0 &+ 1 })
    case (.changeElement(let index), .list(let old)):
      .list(old.enumerated().map { $0.offset == index ? $0.element &+ 1 : $0.element })
    case (.reverse, .list(let old)): .list(old.reversed())
    default: nil
    }
  }

  public var description: String {
    switch self {
    case .add(let delta): "+= \(delta)"
    case .toggle: "toggle()"
    case .appendText(let text): "+= \"\(text)\""
    case .append(let id): "append(\(id))"
    case .appendNew(let limit): limit == .max ? "append(new)" : "append(new, below: \(limit))"
    case .removeFirst: "removeFirst()"
    case .removeLast: "removeLast()"
    case .removeAll: "removeAll()"
    case .changeEach: "changeEach()"
    case .changeElement(let index): "changeElement(at: \(index))"
    case .reverse: "reverse()"
    }
  }
}
