import SwiftSyntax

/// A place inside a value of a screen file, for errors found after parsing (when a trace is
/// run, or a name is resolved).
struct SourceSpot: Sendable {
  let file: String
  let line: Int
  let column: Int

  init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  init(_ expression: SwiftExpression, _ node: some SyntaxProtocol) {
    let error = expression.error(node, "")
    file = error.file
    line = error.line
    column = error.column
  }

  func error(_ message: String) -> ScreenFileError {
    ScreenFileError(file: file, line: line, column: column, message)
  }
}
