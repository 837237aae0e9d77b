/// A mistake in a screen file: where it is (`FILE:LINE:COLUMN`, counted from 1) and one
/// sentence saying what is wrong and what to do.
public struct ScreenFileError: Error, CustomStringConvertible, Sendable, Equatable {
  public let file: String
  public let line: Int
  public let column: Int
  /// The message as made: shortened when read, since most errors made are caught and never
  /// shown (the import tries expressions it may keep).
  private let written: String
  public var message: String { QuotedInput.shortened(written) }

  public init(file: String, line: Int, column: Int, _ message: String) {
    self.file = file
    self.line = max(1, line)
    self.column = max(1, column)
    written = message
  }

  public var description: String { "\(file):\(line):\(column): \(message)" }
}

/// A position in a screen file, counted from 1.
struct FilePosition: Sendable, Hashable {
  let line: Int
  let column: Int

  static let start = FilePosition(line: 1, column: 1)

  /// `count` columns further on the same line.
  func advanced(by count: Int) -> FilePosition {
    FilePosition(line: line, column: column + count)
  }
}
