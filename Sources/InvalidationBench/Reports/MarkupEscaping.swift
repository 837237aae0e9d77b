import Plot

/// Escaping for the markup the reports write with Plot, which writes attribute values as
/// given.
enum MarkupEscaping {
  /// `value` safe inside a double-quoted attribute.
  static func attribute(_ value: String) -> String {
    value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
      .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
  }

  /// `value` safe as text: Plot's own escaping keeps what looks like an entity (`&amp;`)
  /// as it is, which source text must not.
  static func text(_ value: String) -> String {
    value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}

extension Node {
  /// `text`, escaped every time (Plot's `.text` keeps what looks like an entity).
  static func plain(_ text: String) -> Node {
    .raw(MarkupEscaping.text(text))
  }
}
