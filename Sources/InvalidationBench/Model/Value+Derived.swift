extension Value {
  /// The value of `derived(operands…) as type` (docs/screen-format.md, "Derived values"): a
  /// function of the operands alone, the same in every run. Equal operands give equal values;
  /// different operands give different ones but for a 2⁻⁴⁸ chance (a `Bool` has two values,
  /// so it differs only half the time). A derived list is its first operand, the collection a
  /// filter or a sort starts from (every record, in the collection's order), or for a whole
  /// number n, `0..<n` (at most `derivedListLimit`), as `ForEach(0..<n)` shows.
  public static func derived(from operands: [Value], as type: ValueType) -> Value {
    var value = DerivedValue(type)
    for operand in operands { value.add(operand) }
    return value.value
  }
}

/// The most rows a derived list of a whole number makes.
public let derivedListLimit = 1_000

/// A derived value built operand by operand, as the render pass evaluates them (no array of
/// operands is made in the frame).
struct DerivedValue {
  private let type: ValueType
  private var first: Value?
  private var hash = FNV1a()

  init(_ type: ValueType) {
    self.type = type
  }

  mutating func add(_ operand: Value) {
    if first == nil { first = operand }
    if type != .list { hash.add(operand) }
  }

  var value: Value {
    if type == .list {
      switch first {
      case .list(let ids)?: return .list(ids)
      case .int(let count)?: return .list(Array(0..<max(0, min(count, derivedListLimit))))
      default: return .list([])
      }
    }
    // 48 bits: a Double holds them exactly, and sums of a few stay far from Int's overflow.
    let bits = hash.value & 0xFFFF_FFFF_FFFF
    switch type {
    case .bool: return .bool(bits & 1 == 1)
    case .int: return .int(Int(bits))
    case .double: return .double(Double(bits))
    default: return .string("derived-\(String(bits, radix: 16))")
    }
  }
}

/// The 64-bit FNV-1a hash, the same in every run (Swift's `Hasher` is seeded per process).
private struct FNV1a {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ operand: Value) {
    // The type and the length come first, so that ("ab", "c") and ("a", "bc") differ. A
    // list's description is its count only; its ids are what it is.
    let text: String
    if case .list(let ids) = operand {
      text = ids.map(String.init).joined(separator: ",")
    } else {
      text = operand.description
    }
    add(byte: UInt8(ValueType.allCases.firstIndex(of: operand.type) ?? 0))
    var length = UInt64(text.utf8.count)
    for _ in 0..<8 {
      add(byte: UInt8(truncatingIfNeeded: length))
      length >>= 8
    }
    for byte in text.utf8 { add(byte: byte) }
  }

  private mutating func add(byte: UInt8) {
    value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
  }
}
