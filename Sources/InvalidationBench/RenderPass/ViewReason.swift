/// Why a view evaluated, as the counts, the reports and the advisor read it: the cause, and
/// what it names (a field, an input, an environment key, a state). Written as the reports write
/// it, `cause` or `cause:name` (`field:count`, `parent-inputs:value`), and read back from that
/// in a results or baseline file; nothing decides from the text.
public struct ViewReason: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The causes of an evaluation (docs/output-files.md, "Reasons").
  public enum Cause: String, Sendable, CaseIterable {
    /// The first render of the view, or of a new identity.
    case mount
    /// `objectWillChange` of a model the view holds (R5).
    case store
    /// A field the view read changed (R6).
    case field
    /// Its parent re-created it with a different value for an input (R3, R4).
    case parentInputs = "parent-inputs"
    /// Its parent re-created it with a new closure (R3).
    case parentClosure = "parent-closure"
    /// An environment value it read changed (R9).
    case environment
    /// An `@State` it read changed (R10).
    case state
    /// A state it read through a `@Binding` changed (R14).
    case binding
    /// The oracle re-evaluates everything.
    case oracle

    /// Whether the view's own reads caused it (a field, a state, a binding, an environment
    /// value), which a part moved into a child takes with it.
    public var isRead: Bool { [.field, .state, .binding, .environment].contains(self) }

    /// Whether its parent caused it, by re-creating it.
    public var isParent: Bool { self == .parentInputs || self == .parentClosure }
  }

  public let cause: Cause
  /// What the cause names: the field, input, key or state; `nil` for the others.
  public let name: String?

  public init(_ cause: Cause, _ name: String? = nil) {
    self.cause = cause
    self.name = name
  }

  /// A reason as the reports write it (`field:count`); `nil` for a text that names no cause.
  public init?(written: String) {
    let pieces = written.split(separator: ":", maxSplits: 1).map(String.init)
    guard let cause = pieces.first.flatMap(Cause.init(rawValue:)) else { return nil }
    self.init(cause, pieces.count == 2 ? pieces[1] : nil)
  }

  public static let mount = ViewReason(.mount)
  public static let store = ViewReason(.store)
  public static let parentClosure = ViewReason(.parentClosure)

  public var description: String { name.map { "\(cause.rawValue):\($0)" } ?? cause.rawValue }

  public static func < (lhs: ViewReason, rhs: ViewReason) -> Bool { lhs.description < rhs.description }
}

extension ViewReason: Codable, CodingKeyRepresentable {
  public var codingKey: any CodingKey { Key(stringValue: description) }

  public init?<T: CodingKey>(codingKey: T) {
    self.init(written: codingKey.stringValue)
  }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let reason = ViewReason(written: text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "no reason '\(text)'"))
    }
    self = reason
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  private struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
