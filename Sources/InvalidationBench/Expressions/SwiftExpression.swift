import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax
import Yams

/// A Swift expression or statement written as a value of a screen file, parsed with
/// swift-syntax and its operators folded, with the file position of each of its nodes.
struct SwiftExpression {
  private(set) var syntax: ExprSyntax
  let source: YAMLValue
  let text: String
  /// Names the expression's own stand for (an imported expression's `self.x` is `x`, its
  /// model properties are stores): the compilers read each name through them.
  private(set) var aliases: [String: String] = [:]
  /// Where `text` starts in `syntax`: the length of the leading trivia an imported
  /// expression keeps.
  private var offsetBase = 0

  /// A part of this expression, to be compiled on its own with the same positions and names.
  init(reparsing syntax: ExprSyntax, of whole: SwiftExpression) {
    self = whole
    self.syntax = syntax
  }

  /// Parses the scalar `source` as one Swift expression (an assignment or a call counts).
  init(_ source: YAMLValue, what: String) throws(ScreenFileError) {
    let text = try source.scalar(what)
    self.source = source
    self.text = text
    guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw source.error("\(what) is empty; write a Swift expression")
    }
    syntax = try FoldedExpressions.shared.tree(.scalar(text)) { () throws(ScreenFileError) in
      try Self.parsed(text, source: source, what: what)
    }
  }

  /// `text` parsed as one expression and folded, or the error that says why it is not one.
  private static func parsed(_ text: String, source: YAMLValue, what: String) throws(ScreenFileError)
    -> ExprSyntax
  {
    let file = Parser.parse(source: text)
    if let bad = Self.firstProblem(file) {
      throw error(
        in: source, text: text, at: bad,
        "\(what) is not a Swift expression ('\(text)'); check the syntax near column \(bad + 1) of it (quote the whole value if it holds ': ', ' #', or starts with '{' or '\"'; in a [a, b] list a comma ends the item, so quote it or write the list with '- ' lines)"
      )
    }
    guard file.statements.count == 1, case .expr(let expr) = file.statements.first!.item else {
      throw source.error("\(what) must be a single Swift expression, not '\(text)'")
    }
    return try folded(expr, source: source, text: text, what: what)
  }

  /// An expression of an imported Swift file (`SourceExpression`), parsed already: its errors
  /// point into that file, from `position`, where the expression starts.
  init(
    imported expr: ExprSyntax, aliases: [String: String], file: String, at position: FilePosition,
    what: String
  ) throws(ScreenFileError) {
    text = expr.trimmedText
    source = YAMLValue(.scalar(.init(text)), file: file, at: position)
    self.aliases = aliases
    offsetBase = expr.leadingTriviaLength.utf8Length
    let (source, text) = (source, text)
    syntax = try FoldedExpressions.shared.tree(.imported(expr.description)) { () throws(ScreenFileError) in
      try Self.folded(expr, source: source, text: text, what: what)
    }
  }

  /// The name `name` stands for, `$` kept: `$vm` is `$catalogModel` when `vm` stands for it.
  func resolved(_ name: String) -> String {
    guard !aliases.isEmpty else { return name }
    if let alias = aliases[name] { return alias }
    let projected = name.hasPrefix("$")
    return aliases[projected ? String(name.dropFirst()) : name].map { (projected ? "$" : "") + $0 } ?? name
  }

  /// `expr` with its operators folded, refused when it nests too deep to fold and compile.
  private static func folded(_ expr: ExprSyntax, source: YAMLValue, text: String, what: String)
    throws(ScreenFileError) -> ExprSyntax
  {
    // Folding and compiling recurse once per level: refuse what would overflow the stack.
    if let deep = SyntaxDepth.firstNode(deeperThan: InputLimits.expressionDepth, in: expr) {
      throw SwiftExpression.error(
        in: source, text: text, at: deep.positionAfterSkippingLeadingTrivia.utf8Offset,
        "\(what) nests deeper than \(InputLimits.expressionDepth.grouped) levels (operands of one operator chain count one each); split it into smaller expressions"
      )
    }
    var folding: String?
    let folded = OperatorTable.standardOperators.foldAll(expr) { error in
      folding = folding ?? "\(error)"
    }
    guard folding == nil, let folded = folded.as(ExprSyntax.self) else {
      throw source.error("\(what) mixes operators that need parentheses ('\(text)'); add parentheses")
    }
    return folded
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
    Self.error(
      in: source, text: text, at: max(0, node.positionAfterSkippingLeadingTrivia.utf8Offset - offsetBase),
      message)
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

extension SyntaxProtocol {
  /// The source text without the leading and trailing trivia: `trimmedDescription`, cut from
  /// the text rather than from a rebuilt tree.
  var trimmedText: String {
    let utf8 = Array(description.utf8)
    let start = leadingTriviaLength.utf8Length
    let end = max(start, utf8.count - trailingTriviaLength.utf8Length)
    return String(decoding: utf8[start..<end], as: UTF8.self)
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

  /// The type a generic call names without its arguments (`Store` of `Store<Item>`), or the
  /// expression itself.
  var unspecialized: ExprSyntax {
    self.as(GenericSpecializationExprSyntax.self)?.expression ?? self
  }

  /// The name of a plain identifier (`count`, `$text`), if this is one; `self.count` names
  /// `count` (a view's or a model's own member, with or without `self.`, is one name).
  var identifier: String? {
    if let member = self.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return member.declName.baseName.text
    }
    return self.as(DeclReferenceExprSyntax.self)?.baseName.text
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

/// An expression type with the computed forms that view and trace expressions share (its enum
/// cases witness these).
protocol ComputedExpression {
  static func constant(_ value: Value) -> Self
  static func interpolation(_ parts: [Self]) -> Self
  static func unary(_ operation: UnaryOperator, _ operand: Self) -> Self
  static func binary(_ operation: BinaryOperator, _ lhs: Self, _ rhs: Self) -> Self
  static func choose(_ condition: Self, then: Self, otherwise: Self) -> Self
}

extension Expr: ComputedExpression {}
extension TraceExpr: ComputedExpression {}

/// The computed forms that view and trace expressions share, read off a syntax node.
enum ComputedSyntax {
  case interpolation([StringLiteralExprSyntax.StringPart])
  case unary(UnaryOperator, ExprSyntax)
  case binary(BinaryOperator, ExprSyntax, ExprSyntax)
  case choose(ExprSyntax, then: ExprSyntax, otherwise: ExprSyntax)
}

extension SwiftExpression {
  /// `expr` as one of the shared computed forms, `nil` if it is none; an operator this tool
  /// does not know is an error.
  func computed(_ expr: ExprSyntax) throws(ScreenFileError) -> ComputedSyntax? {
    if let string = expr.as(StringLiteralExprSyntax.self) { return .interpolation(string.parts) }
    if let prefix = expr.as(PrefixOperatorExprSyntax.self) {
      guard let operation = UnaryOperator(rawValue: prefix.operator.text) else {
        throw error(prefix, "unknown operator '\(prefix.operator.text)'; use ! or -")
      }
      return .unary(operation, prefix.expression)
    }
    if let (op, lhs, rhs, node) = expr.infix {
      guard let operation = BinaryOperator(rawValue: op) else {
        throw error(
          node,
          "the operator '\(op)' cannot be used here; use one of \(BinaryOperator.allCases.map(\.rawValue).joined(separator: " "))"
        )
      }
      return .binary(operation, lhs, rhs)
    }
    if let ternary = expr.as(TernaryExprSyntax.self) {
      return .choose(ternary.condition, then: ternary.thenExpression, otherwise: ternary.elseExpression)
    }
    return nil
  }

  /// `expr` in one of the shared computed forms, its operands compiled with `compile`.
  func compileComputed<T: ComputedExpression>(
    _ expr: ExprSyntax, _ compile: (ExprSyntax) throws(ScreenFileError) -> T
  ) throws(ScreenFileError) -> T? {
    switch try computed(expr) {
    case nil: return nil
    case .interpolation(let parts):
      var compiled: [T] = []
      for part in parts {
        switch part {
        case .text(let text): compiled.append(.constant(.string(text)))
        case .expression(let inner): compiled.append(try compile(inner))
        }
      }
      return .interpolation(compiled)
    case .unary(let operation, let operand):
      return .unary(operation, try compile(operand))
    case .binary(let operation, let lhs, let rhs):
      return .binary(operation, try compile(lhs), try compile(rhs))
    case .choose(let condition, let then, let otherwise):
      return .choose(try compile(condition), then: try compile(then), otherwise: try compile(otherwise))
    }
  }
}
