import SwiftSyntax

/// The lines a declaration or an extension of it spans in its file, for what the import says
/// about a type as a whole (`ReadCompleteness`: which warnings are in a view or a model).
struct SourceSpan: Sendable, Hashable {
  let file: String
  let lines: ClosedRange<Int>

  init(_ node: some SyntaxProtocol, file: String, _ converter: SourceLocationConverter) {
    self.file = file
    let start = node.startLocation(converter: converter, afterLeadingTrivia: true).line
    lines = start...max(start, node.endLocation(converter: converter, afterTrailingTrivia: false).line)
  }

  func contains(_ file: String, line: Int) -> Bool {
    self.file == file && lines.contains(line)
  }
}
