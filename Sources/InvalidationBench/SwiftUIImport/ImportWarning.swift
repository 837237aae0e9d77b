/// Something an import could not resolve, with the guess it made, at the position of the
/// expression or statement it is about.
public struct ImportWarning: Sendable, Codable, Hashable, CustomStringConvertible {
  public let file: String
  public let line: Int
  public let column: Int
  public let message: String

  /// A warning on one line: source quoted in `message` may span several.
  init(file: String, at position: FilePosition, _ message: String) {
    self.file = file
    line = position.line
    column = position.column
    self.message = message.split(whereSeparator: \.isNewline).map {
      $0.trimmingCharacters(in: .whitespaces)
    }.joined(separator: " ")
  }

  /// What the import `decided` where `error` refused the source, and why.
  init(_ decided: String, because error: ScreenFileError) {
    self.init(
      file: error.file, at: FilePosition(line: error.line, column: error.column),
      "\(decided): \(error.message)")
  }

  /// What a warning says the import did with the source, for the summary's count by kind.
  public enum Kind: String, CaseIterable, Sendable {
    case derived = "derived"
    case guessed = "constants or first values guessed"
    case dropped = "reads dropped"
    case skipped = "statements skipped"
    case leftOut = "left out"
    case opaque = "kept opaque"
    case approximated = "approximated"
  }

  /// The kind, by the verb the message starts with (after "in View, ").
  public var kind: Kind {
    var text = Substring(message)
    if text.hasPrefix("in "), let comma = text.firstIndex(of: ",") {
      text = text[text.index(after: comma)...].drop { $0 == " " }
    }
    switch text.prefix(while: { $0 != " " }) {
    case "derived": return .derived
    case "dropped": return .dropped
    case "took": return .guessed
    case "showed", "passed": return text.contains("a constant") ? .guessed : .approximated
    case "skipped": return .skipped
    case "left": return .leftOut
    case "kept": return .opaque
    default: return .approximated
    }
  }

  private enum CodingKeys: String, CodingKey {
    case file, line, column, message
  }

  /// `FILE:LINE:COLUMN`.
  public var position: String { "\(file):\(line):\(column)" }

  public var description: String { "\(position): warning: \(message)" }
}
