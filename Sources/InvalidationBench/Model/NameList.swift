/// Names and quoted input as a message shows them: a few names and one short quote, so that a
/// message about a file of 100,000 fields, or an expression of 100,000 operators, stays one
/// short line (docs/limits.md, "Errors").
extension Sequence<String> {
  /// The first `limit` names joined with `separator`, then how many more there are:
  /// `a, b, c, d, e, f, g, h and 99,992 more`.
  func listed(_ limit: Int = 8, separator: String = ", ") -> String {
    var shown: [String] = []
    var more = 0
    for name in self {
      if shown.count < limit { shown.append(name) } else { more += 1 }
    }
    return shown.joined(separator: separator) + (more > 0 ? " and \(more.grouped) more" : "")
  }
}

enum QuotedInput {
  /// Quoted input longer than this is cut (with `…`).
  static let quoteLimit = 60
  /// A message longer than this is cut (with `…`).
  static let messageLimit = 600

  /// `message` on one line (a line break of quoted input is a space), with each quotation
  /// (`'…'`) of more than `quoteLimit` characters cut, and the whole cut at `messageLimit`.
  static func shortened(_ written: String) -> String {
    // "\r\n" is one Character in Swift: each of the three is a line break.
    let message = String(written.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
    guard message.count > quoteLimit else { return message }
    var out = ""
    var quote: String?
    let characters = Array(message)
    func next(after index: Int) -> Character? { index + 1 < characters.count ? characters[index + 1] : nil }
    for (index, character) in characters.enumerated() {
      if var open = quote {
        // A quotation ends at an apostrophe that no letter follows (`it's` inside goes on).
        if character == "'", !(next(after: index)?.isLetter ?? false) {
          out += Self.cut(open) + "'"
          quote = nil
        } else {
          open.append(character)
          quote = open
        }
      } else {
        out.append(character)
        // An apostrophe inside a word (`don't`) opens no quotation.
        if character == "'", !(out.dropLast().last?.isLetter ?? false) { quote = "" }
      }
    }
    if let open = quote { out += Self.cut(open) }
    return out.count > messageLimit ? out.prefix(messageLimit - 1) + "…" : out
  }

  private static func cut(_ quoted: String) -> String {
    quoted.count > quoteLimit ? quoted.prefix(quoteLimit - 1) + "…" : quoted
  }
}
