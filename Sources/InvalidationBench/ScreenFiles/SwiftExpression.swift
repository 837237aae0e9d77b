import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// A Swift expression or statement written as a value of a screen file, parsed with
/// swift-syntax and its operators folded, with the file position of each of its nodes.
struct SwiftExpression {
  let syntax: ExprSyntax
  let source: YAMLValue
  let text: String

  init(syntax: ExprSyntax, source: YAMLValue, text: String) {
    self.syntax = syntax
    self.source = source
    self.text = text
  }

  /// Parses the scalar `source` as one Swift expression (an assignment or a call counts).
  init(_ source: YAMLValue, what: String) throws(ScreenFileError) {
    let text = try source.scalar(what)
    self.source = source
    self.text = text
    guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw source.error("\(what) is empty; write a Swift expression")
    }
    let file = Parser.parse(source: text)
    if let bad = Self.firstProblem(file) {
      throw SwiftExpression.error(
        in: source, text: text, at: bad,
        "\(what) is not a Swift expression ('\(text)'); check the syntax near column \(bad + 1) of it (quote the whole value if it holds ': ', ' #', or starts with '{' or '\"'; in a [a, b] list a comma ends the item, so quote it or write the list with '- ' lines)"
      )
    }
    guard file.statements.count == 1, case .expr(let expr) = file.statements.first!.item else {
      throw source.error("\(what) must be a single Swift expression, not '\(text)'")
    }
    var folding: String?
    let folded = OperatorTable.standardOperators.foldAll(expr) { error in
      folding = folding ?? "\(error)"
    }
    guard folding == nil, let folded = folded.as(ExprSyntax.self) else {
      throw source.error("\(what) mixes operators that need parentheses ('\(text)'); add parentheses")
    }
    syntax = folded
  }

  /// The UTF-8 offset of the first missing or unexpected token, if the text does not parse.
  private static func firstProblem(_ file: SourceFileSyntax) -> Int? {
    guard file.hasError else { return nil }
    for token in file.tokens(viewMode: .all) {
      if token.presence == .missing || token.parent?.is(UnexpectedNodesSyntax.self) == true
        || token.parent?.parent?.is(UnexpectedNodesSyntax.self) == true
      {
        return token.positionAfterSkippingLeadingTrivia.utf8Offset
      }
    }
    return 0
  }

  /// An error at `node` of this expression.
  func error(_ node: some SyntaxProtocol, _ message: String) -> ScreenFileError {
    Self.error(in: source, text: text, at: node.positionAfterSkippingLeadingTrivia.utf8Offset, message)
  }

  static func error(in source: YAMLValue, text: String, at offset: Int, _ message: String) -> ScreenFileError
  {
    // Columns inside a value are exact on a single line; a value over several lines is
    // reported where it starts.
    guard !text.contains("\n") else { return source.error(message) }
    let columns = String(decoding: Array(text.utf8).prefix(offset), as: UTF8.self).unicodeScalars.count
    return source.error(at: columns, message)
  }
}

extension ExprSyntax {
  /// The expression without the parentheses around it.
  var unparenthesized: ExprSyntax {
    var expr = self
    while let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1,
      tuple.elements.first!.label == nil
    {
      expr = tuple.elements.first!.expression
    }
    return expr
  }

  /// The name of a plain identifier (`count`, `$text`), if this is one.
  var identifier: String? {
    self.as(DeclReferenceExprSyntax.self)?.baseName.text
  }

  /// The operator of an infix expression, with its operands.
  var infix: (op: String, lhs: ExprSyntax, rhs: ExprSyntax, node: ExprSyntax)? {
    guard let infix = self.as(InfixOperatorExprSyntax.self) else { return nil }
    if infix.operator.is(AssignmentExprSyntax.self) {
      return ("=", infix.leftOperand, infix.rightOperand, infix.operator)
    }
    if let binary = infix.operator.as(BinaryOperatorExprSyntax.self) {
      return (binary.operator.text, infix.leftOperand, infix.rightOperand, infix.operator)
    }
    return nil
  }
}

extension StringLiteralExprSyntax {
  /// The literal's parts: text, or an interpolated expression.
  var parts: [StringPart] {
    segments.map { segment -> StringPart in
      switch segment {
      case .stringSegment(let text):
        return .text(Self.unescaped(text.content.text))
      case .expressionSegment(let interpolation):
        // An empty interpolation, "\()", shows nothing.
        guard let inner = interpolation.expressions.first?.expression else { return .text("") }
        return .expression(inner)
      }
    }
  }

  enum StringPart {
    case text(String)
    case expression(ExprSyntax)
  }

  private static func unescaped(_ text: String) -> String {
    guard text.contains("\\") else { return text }
    var result = ""
    var escaping = false
    for character in text {
      if escaping {
        switch character {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "0": result.append("\0")
        default: result.append(character)
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    return result
  }
}
