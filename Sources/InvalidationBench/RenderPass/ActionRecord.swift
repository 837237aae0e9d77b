/// An action that a lifecycle part or an observer ran, as the per-frame check compares it with
/// the oracle's (docs/output-files.md "Output files", actions).
public struct ActionRecord: Hashable, Sendable, CustomStringConvertible {
  /// The developer-written view whose part ran it.
  public let view: String
  /// `onAppear`, `onDisappear`, `onFirstAppear`, `task`, `onChange`, `onChange(of:in:)`,
  /// `onReceive`.
  public let modifier: String
  public let action: String
  /// The values it was given: `onChange`'s old and new value, the `.task` id, the value
  /// `onReceive` received.
  public let values: [Value]

  public init(view: String, modifier: String, action: String, values: [Value] = []) {
    self.view = view
    self.modifier = modifier
    self.action = action
    self.values = values
  }

  public var description: String {
    let values = self.values.map(\.description).joined(separator: ", ")
    return "\(view).\(modifier) \(action)(\(values))"
  }
}
