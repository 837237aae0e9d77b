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
  private(set) var renames: [String: String]
  /// Where it starts in the source.
  let place: SourcePlace
  /// The local names it may use (`let x = …` in a body, `if let x = …`, a helper's
  /// parameters) with what each stands for: a value that reads one of them is derived from
  /// what that reads (`DerivedReads`).
  var bindings: [String: SourceExpression] = [:]
  /// Other expressions the value depends on that the screen cannot combine with it (the
  /// other clauses of an `if`, a modifier's other arguments): with any, the value is derived.
  var alongside: [SourceExpression] = []
  /// For a test the screen cannot state (`if let`, `if case`, a `switch` case), the case it
  /// tests, counted from 0: the value is a derived `Bool` that differs from case to case.
  var testedCase: Int?
  /// Whether it compares its subject with the names of the cases tested (`state == "done"`):
  /// actions write an enum case as the text of its name, so where the subject is a text the
  /// screen holds, the test is exact; elsewhere it is derived as `testedCase` says.
  var comparesCaseNames = false
  /// Standing, as a local's value, for the whole value a pattern takes apart (`message` of
  /// `case .failed(let message) = phase` stands for `phase`): it reads what the value reads,
  /// but is not it.
  var isWholeOfAPart = false

  /// Whether the value can only be derived, never compiled as it stands.
  var mustDerive: Bool { !alongside.isEmpty || (testedCase != nil && !comparesCaseNames) }

  /// This expression with each local it uses that stands for a literal (`title`, a helper's
  /// parameter given `"Dashboard"`) or for a name of the view (`condition`, a parameter of
  /// `.if(isOn) { … }` given `isOn`, or `model.isOn`) replaced by it; `nil` if it uses none.
  /// The source states the value: the screen shows it exactly. Not where `nil` is involved:
  /// the screen has no optionals (`nil` is the empty text), so `title != nil` would change
  /// meaning.
  var withStatedLocals: SourceExpression? {
    guard !syntax.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.nil) }) else {
      return nil
    }
    let rewriter = StatedLocals(bindings, renames: renames)
    guard let rewritten = rewriter.rewrite(syntax).as(ExprSyntax.self), rewriter.replaced else { return nil }
    var copy = SourceExpression(detached: rewritten, renames: renames, place: place)
    copy.bindings = bindings
    return copy
  }

  /// Implicit members that are no enum cases: `.now` (a new `Date` each time) and `.init(…)`
  /// (a value of the type, equal or not to the one it replaces: the screen cannot tell).
  static let newValueMembers: Set<String> = ["init", "now"]

  /// Whether `expr` is a literal the screen format takes (`nil` is the empty text).
  static func isLiteral(_ expr: ExprSyntax) -> Bool {
    if expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self)
      || expr.is(BooleanLiteralExprSyntax.self) || expr.is(NilLiteralExprSyntax.self)
    {
      return true
    }
    if let string = expr.as(StringLiteralExprSyntax.self) {
      return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
    }
    if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      return isLiteral(prefix.expression)
    }
    return false
  }

  /// The locals it uses that stand for an expression of another text (`size`, a helper's
  /// parameter given `count`): compiled as it stands, such a name would be what the view
  /// names so, another value. (`if let user = user` and `= self.user` stand for the same.)
  var rebound: [String] {
    syntax.tokens(viewMode: .sourceAccurate).compactMap { token in
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        reference.keyPathInParent != \MemberAccessExprSyntax.declName,
        let bound = bindings[token.plainName],
        ![token.plainName, "self." + token.plainName].contains(bound.syntax.trimmedDescription)
      else { return nil }
      return token.plainName
    }
  }

  /// The test that `subject` is one of the enum cases `names` (`.display`, `.display(let m)`):
  /// the subject's text compared with each name's, the case counted `index` where it is
  /// derived instead.
  /// A subject other than a name or a chain of members (`model.state`) stays derived.
  /// `negated`, the test that it is none of them (`state != .loading`).
  static func testing(_ subject: SourceExpression, isOneOf names: [String], index: Int, negated: Bool = false)
    -> SourceExpression
  {
    let written = subject.syntax.trimmedDescription
    var test = subject
    test.testedCase = index
    // Only a name keeps the subject's reads where the source has them.
    guard written.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return test }
    let text = names.map { "\(written) \(negated ? "!=" : "==") \"\($0)\"" }.joined(
      separator: negated ? " && " : " || ")
    test = SourceExpression(text, at: subject.place).renamed(subject.renames)
    test.bindings = subject.bindings
    test.testedCase = index
    test.comparesCaseNames = true
    return test
  }

  /// The names of the enum cases `pattern` matches (`.a`, `.b(let x)`, `let .b(x)`,
  /// `State.c`), or `nil` if it matches anything else (a value, `nil`, `.some`, a `where`
  /// clause is the caller's).
  static func caseNames(_ patterns: [PatternSyntax]) -> [String]? {
    var names: [String] = []
    for var pattern in patterns {
      // `case let .b(x)` binds as `case .b(let x)` does.
      if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
      guard var expr = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
      if let call = expr.as(FunctionCallExprSyntax.self) { expr = call.calledExpression }
      guard let name = caseName(expr) else { return nil }
      names.append(name)
    }
    return names.isEmpty ? nil : names
  }

  /// The name of the case `expr` names (`.a`, `State.a`), if it names one.
  private static func caseName(_ expr: ExprSyntax) -> String? {
    guard let member = expr.as(MemberAccessExprSyntax.self),
      member.base.map({ $0.trimmedDescription.first?.isUppercase == true }) ?? true
    else { return nil }
    let name = member.declName.baseName.text
    return ["some", "none"].contains(name) ? nil : name
  }

  /// `state == .loading` (or `.loading == state`, `state != .loading`, `State.loading`) of a
  /// case among `cases` (the files' enums' cases, as `State.loading`: `.zero`, `Int.max` and
  /// `Color.red` are not): the subject, the case's name, and whether the test is `!=`; `nil`
  /// for another expression.
  static func caseComparison(_ expr: ExprSyntax, among cases: Set<String>)
    -> (subject: ExprSyntax, name: String, negated: Bool)?
  {
    let operands: (ExprSyntax, String, ExprSyntax)
    if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
      let elements = Array(sequence.elements)
      guard let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
      operands = (elements[0], op, elements[2])
    } else if let infix = expr.as(InfixOperatorExprSyntax.self),
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
    {
      operands = (infix.leftOperand, op, infix.rightOperand)
    } else {
      return nil
    }
    guard operands.1 == "==" || operands.1 == "!=" else { return nil }
    for (subject, other) in [(operands.0, operands.2), (operands.2, operands.0)] {
      guard let name = caseName(other), caseName(subject) == nil,
        let member = other.as(MemberAccessExprSyntax.self)
      else { continue }
      // A nested enum's cases are named with its outer types (`Screen.Phase.busy`).
      let suffix = "." + (member.base.map { "\($0.trimmedDescription).\(name)" } ?? name)
      let declared = cases.contains { "." + $0 == suffix || $0.hasSuffix(suffix) }
      if declared { return (subject, name, operands.1 == "!=") }
    }
    return nil
  }

  /// `expr` of the file that `converter` maps, read with `renames`.
  init(_ expr: ExprSyntax, renames: [String: String], file: String, converter: SourceLocationConverter) {
    syntax = expr.detached
    self.renames = renames
    place = SourcePlace(expr, file: file, converter)
  }

  /// `syntax`, made by the import, standing at `place`.
  init(detached syntax: ExprSyntax, renames: [String: String], place: SourcePlace) {
    self.syntax = syntax.detached
    self.renames = renames
    self.place = place
  }

  /// `syntax`, detached already and shared with other expressions of the same text, at
  /// `place` (a screen file's value read before).
  init(shared syntax: ExprSyntax, place: SourcePlace) {
    self.syntax = syntax
    renames = [:]
    self.place = place
  }

  /// A stand-in written as Swift in the screen's names (`""`, `true`, `0..<3`), at `place`.
  init(_ text: String, at place: SourcePlace) {
    let parsed = Parser.parse(source: text).statements.first?.item.as(ExprSyntax.self)
    syntax = (parsed ?? ExprSyntax(BooleanLiteralExprSyntax(literal: .keyword(.true)))).detached
    renames = [:]
    self.place = place
  }

  /// This expression read with `renames` (a view's names for its models).
  func renamed(_ renames: [String: String]) -> SourceExpression {
    var copy = self
    copy.renames = renames
    return copy
  }

  /// A stand-in for this expression, at its place.
  func replaced(by text: String) -> SourceExpression {
    SourceExpression(text, at: place)
  }

  /// Where `node`, a node of `syntax` or of a copy of it (folded, reparsed), starts in the
  /// source.
  func place(of node: some SyntaxProtocol) -> SourcePlace {
    let text = Array(syntax.description.utf8)
    let start = syntax.leadingTriviaLength.utf8Length
    let offset = min(node.positionAfterSkippingLeadingTrivia.utf8Offset, text.count)
    guard offset > start else { return place }
    var line = place.position.line
    var column = place.position.column
    for byte in text[start..<offset] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return SourcePlace(file: place.file, at: FilePosition(line: line, column: column))
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
struct SourcePlace: Sendable, Hashable {
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

  /// As messages write it: `FILE:LINE:COLUMN`.
  var written: String { "\(file):\(position.line):\(position.column)" }

  /// A warning at this place.
  func warning(_ kind: ImportWarning.Kind, _ message: String) -> ImportWarning {
    ImportWarning(file: file, at: position, kind: kind, message)
  }
}

extension SourceExpression {
  /// The names it uses as written (`model` and `$name`, not the members after a dot, but
  /// `shown` of `self.shown`), with the locals and other expressions it depends on.
  var namesUsed: Set<String> {
    var names = Set<String>()
    for expression in withDependencies {
      for token in expression.syntax.tokens(viewMode: .sourceAccurate) {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
          reference.keyPathInParent != \MemberAccessExprSyntax.declName
        else { continue }
        // `self.shown` uses `shown`, as `shown` does.
        if token.tokenKind == .keyword(.self), let member = reference.parent?.as(MemberAccessExprSyntax.self)
        {
          names.insert(member.declName.baseName.plainName)
          continue
        }
        names.insert(token.plainName)
      }
    }
    return names
  }

  /// It, then the locals and other expressions it depends on, each once: locals depend on
  /// locals, and read again for each that depends on it, a chain of `let`s took exponential
  /// time.
  var withDependencies: [SourceExpression] {
    var found: [SourceExpression] = []
    var seen: Set<String> = []
    var pending = [self]
    while let next = pending.popLast() {
      found.append(next)
      for other in Array(next.bindings.values) + next.alongside
      where seen.insert("\(other.place.written) \(other.syntax.description)").inserted {
        pending.append(other)
      }
    }
    return found
  }
}

/// Replaces the references to locals that stand for a literal, or for a name of the view, by
/// what they stand for.
private final class StatedLocals: SyntaxRewriter {
  let bindings: [String: SourceExpression]
  let renames: [String: String]
  private(set) var replaced = false

  init(_ bindings: [String: SourceExpression], renames: [String: String]) {
    self.bindings = bindings
    self.renames = renames
    super.init(viewMode: .sourceAccurate)
  }

  /// Whether `bound` is a name of the view or a chain of its members (`isOn`, `model.isOn`),
  /// read with the same names as here and standing for no local of its own: in its place it
  /// reads what it read where it was given.
  private static func namesTheView(_ bound: SourceExpression, renames: [String: String]) -> Bool {
    var expr = bound.syntax
    while let member = expr.as(MemberAccessExprSyntax.self), let base = member.base { expr = base }
    guard !bound.isWholeOfAPart, let root = expr.as(DeclReferenceExprSyntax.self),
      case .identifier = root.baseName.tokenKind, bound.bindings[root.baseName.plainName] == nil,
      bound.renames == renames
    else { return false }
    return true
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
    guard node.keyPathInParent != \MemberAccessExprSyntax.declName,
      let source = bindings[node.baseName.plainName],
      SourceExpression.isLiteral(source.syntax) || Self.namesTheView(source, renames: renames),
      !source.syntax.is(NilLiteralExprSyntax.self)
    else { return ExprSyntax(node) }
    let bound = source.syntax.trimmed
    replaced = true
    // A negative number in parentheses: `-x` is not `--1`, nor `x.magnitude` `-1.magnitude`.
    let literal =
      bound.is(PrefixOperatorExprSyntax.self)
      ? ExprSyntax(TupleExprSyntax(elements: [LabeledExprSyntax(expression: bound)])) : bound
    return literal.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
  }
}
