import Plot

/// Escaping for the markup the reports write with Plot, which writes attribute values as
/// given.
enum MarkupEscaping {
  /// `value` safe inside a double-quoted attribute.
  static func attribute(_ value: String) -> String {
    escaped(value, quotes: true)
  }

  /// `value` safe as text: Plot's own escaping keeps what looks like an entity (`&amp;`)
  /// as it is, which source text must not.
  static func text(_ value: String) -> String {
    escaped(value, quotes: false)
  }

  /// One pass over the bytes; most values have nothing to escape and are returned as they are
  /// (a tree of thousands of views escapes tens of thousands of values).
  private static func escaped(_ value: String, quotes: Bool) -> String {
    let special: (UInt8) -> Bool = {
      $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
        || (quotes && $0 == UInt8(ascii: "\""))
    }
    guard value.utf8.contains(where: special) else { return value }
    var out = ""
    out.reserveCapacity(value.utf8.count + 16)
    for character in value.unicodeScalars {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"" where quotes: out += "&quot;"
      default: out.unicodeScalars.append(character)
      }
    }
    return out
  }
}

extension Node {
  /// `text`, escaped every time (Plot's `.text` keeps what looks like an entity).
  static func plain(_ text: String) -> Node {
    .raw(MarkupEscaping.text(text))
  }
}
