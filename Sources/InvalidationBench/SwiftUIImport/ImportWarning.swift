/// Something an import could not resolve, with the guess it made, at the position of the
/// expression or statement it is about.
public struct ImportWarning: Sendable, CustomStringConvertible {
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

  /// `FILE:LINE:COLUMN`.
  public var position: String { "\(file):\(line):\(column)" }

  public var description: String { "\(position): warning: \(message)" }
}
