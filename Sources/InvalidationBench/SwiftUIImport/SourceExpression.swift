import SwiftParser
import SwiftSyntax

/// An expression of imported source with its names already the screen's (`SourceNames`), and
/// where it starts; or a stand-in the import put in place of one, at the place it stands for.
/// The importer compiles it straight from its syntax; `bench import` writes its text.
struct SourceExpression: Sendable {
  /// The expression as the source writes it, detached from its file (so that offsets in it
  /// are offsets in its own text); its names are the source's.
  let syntax: ExprSyntax
  /// The screen's names for the source's (`SourceNames`).
  let renames: [String: String]
  /// Where it starts in the source.
  let place: SourcePlace

  /// `expr` of the file that `converter` maps, read with `renames`.
  init(_ expr: ExprSyntax, renames: [String: String], file: String, converter: SourceLocationConverter) {
    syntax = expr.detached
    self.renames = renames
    place = SourcePlace(expr, file: file, converter)
  }

  /// A stand-in written as Swift in the screen's names (`""`, `true`, `0..<3`), at `place`.
  init(_ text: String, at place: SourcePlace) {
    let parsed = Parser.parse(source: text).statements.first?.item.as(ExprSyntax.self)
    syntax = (parsed ?? ExprSyntax(BooleanLiteralExprSyntax(literal: .keyword(.true)))).detached
    renames = [:]
    self.place = place
  }

  /// A stand-in for this expression, at its place.
  func replaced(by text: String) -> SourceExpression {
    SourceExpression(text, at: place)
  }

  /// As a screen file writes it, in the screen's names.
  var text: String { SourceNames.text(syntax, renames) }

  /// The expression to compile, `what` naming it in errors.
  func compilable(_ what: String) throws(ScreenFileError) -> SwiftExpression {
    try SwiftExpression(
      imported: syntax, aliases: renames, file: place.file, at: place.position, what: what)
  }
}

/// A place in imported source: a file and a position in it.
struct SourcePlace: Sendable {
  let file: String
  let position: FilePosition

  init(file: String, at position: FilePosition) {
    self.file = file
    self.position = position
  }

  /// Where `node` starts, after its leading trivia, in `file`, which `converter` maps.
  init(_ node: some SyntaxProtocol, file: String, _ converter: SourceLocationConverter) {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    self.init(file: file, at: FilePosition(line: location.line, column: location.column))
  }

  /// A warning at this place.
  func warning(_ message: String) -> ImportWarning {
    ImportWarning(file: file, at: position, message)
  }
}
