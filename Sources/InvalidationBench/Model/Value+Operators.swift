/// The arithmetic, comparisons and logic of computed expressions. Every operation is total: an
/// operand of a type the operator does not take gives a neutral result (0, `false`, the empty
/// string); checked screens do not produce those, but nothing a screen says can trap.
extension Value {
  public func applying(_ operation: UnaryOperator) -> Value {
    switch (operation, self) {
    case (.not, .bool(let value)): .bool(!value)
    case (.negate, .int(let value)): .int(0 &- value)
    case (.negate, .double(let value)): .double(-value)
    case (.not, _): .bool(false)
    case (.negate, _): .int(0)
    }
  }

  public func applying(_ operation: BinaryOperator, _ other: Value) -> Value {
    switch operation {
    case .equal: return .bool(self == other)
    case .notEqual: return .bool(self != other)
    case .and: return .bool(self == .bool(true) && other == .bool(true))
    case .or: return .bool(self == .bool(true) || other == .bool(true))
    case .less, .lessOrEqual, .greater, .greaterOrEqual:
      guard let order = compare(other) else { return .bool(false) }
      switch operation {
      case .less: return .bool(order < 0)
      case .lessOrEqual: return .bool(order <= 0)
      case .greater: return .bool(order > 0)
      default: return .bool(order >= 0)
      }
    case .add, .subtract, .multiply, .divide, .remainder:
      return arithmetic(operation, other)
    }
  }

  /// The number of ids of a list, or characters of a string; 0 otherwise.
  public var count: Int {
    switch self {
    case .list(let ids): ids.count
    case .string(let text): text.count
    default: 0
    }
  }

  /// Element `index` of a list (an element of a struct list stands for its content), or 0
  /// past the end.
  public func element(at index: Int) -> Value {
    guard case .list(let ids) = self, index >= 0, index < ids.count else { return .int(0) }
    return .int(ids[index])
  }

  private func arithmetic(_ operation: BinaryOperator, _ other: Value) -> Value {
    switch (self, other) {
    case (.int(let a), .int(let b)):
      switch operation {
      case .add: return .int(a &+ b)
      case .subtract: return .int(a &- b)
      case .multiply: return .int(a &* b)
      case .divide: return .int(b == 0 || (a == .min && b == -1) ? 0 : a / b)
      default: return .int(b == 0 || (a == .min && b == -1) ? 0 : a % b)
      }
    case (.int, .double), (.double, .int), (.double, .double):
      let a = self.double
      let b = other.double
      // Results stay finite (docs/screen-format.md): a sum past the largest Double holds at
      // it, so no infinity, and from it no NaN, ever reaches a field or a rendered element.
      switch operation {
      case .add: return .finite(a + b)
      case .subtract: return .finite(a - b)
      case .multiply: return .finite(a * b)
      case .divide: return .finite(b == 0 ? 0 : a / b)
      default: return .finite(b == 0 ? 0 : a.truncatingRemainder(dividingBy: b))
      }
    case (.string(let a), .string(let b)) where operation == .add:
      return .string(a + b)
    default:
      return operation == .add ? .string("") : .int(0)
    }
  }

  /// `.double(value)` held within the finite Doubles.
  static func finite(_ value: Double) -> Value {
    if value.isNaN { return .double(0) }
    return .double(min(max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude))
  }

  private var double: Double {
    switch self {
    case .int(let value): Double(value)
    case .double(let value): value
    default: 0
    }
  }

  /// Negative, zero or positive as `self` orders before, with or after `other`; `nil` when they
  /// do not order.
  private func compare(_ other: Value) -> Int? {
    switch (self, other) {
    case (.int(let a), .int(let b)): a < b ? -1 : a == b ? 0 : 1
    case (.int, .double), (.double, .int), (.double, .double):
      double < other.double ? -1 : double == other.double ? 0 : 1
    case (.string(let a), .string(let b)): a < b ? -1 : a == b ? 0 : 1
    default: nil
    }
  }
}
