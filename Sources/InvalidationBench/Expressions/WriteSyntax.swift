import SwiftSyntax

/// A statement that writes, read from its syntax: its target, how it changes it, and the value
/// it writes (`a = b`, `a += b`, `a -= b`, `a.toggle()`, `a.append(b)`); the one shape both a
/// screen file's action and an imported action take (docs/screen-format.md, "Actions").
struct WriteSyntax {
  enum Operation: String, Sendable {
    case assign = "="
    case add = "+="
    case subtract = "-="
    case toggle
    case append
    /// Of a list: a new element (`append(new)`; Swift's `append(x)` of a value the screen cannot
    /// compute, `insert(_:at:)`, `append(contentsOf:)`).
    case appendNew
    /// Of a list: `removeFirst()` (Swift's `remove(at:)`, `removeAll(where:)`, `popFirst()`).
    case removeFirst
    /// Of a list: `removeLast()` (and `popLast()`).
    case removeLast
    /// Of a list: `removeAll()`.
    case removeAll
    /// Of a list: every element new (`changeEach()`: a fetch replacing the list).
    case changeEach
    /// Of a list: the element at a position new (`changeElement(at: 2)`).
    case changeElement
    /// Of a list: its order changes (`reverse()`; Swift's `sort`, `shuffle()`, `move`).
    case reverse

    /// As a screen file writes the statement, after its target.
    func written(value: String?) -> String {
      switch self {
      case .assign, .add, .subtract: " \(rawValue) \(value ?? "")"
      case .toggle: ".toggle()"
      case .append: ".append(\(value ?? ""))"
      case .appendNew: ".append(new)"
      case .changeElement: ".changeElement(at: \(value ?? "0"))"
      default: ".\(rawValue)()"
      }
    }

    /// Whether it changes a list's elements.
    var isListChange: Bool {
      ![.assign, .add, .subtract, .toggle, .append].contains(self)
    }
  }

  let target: ExprSyntax
  let operation: Operation
  /// The value written or added (none for `toggle()`).
  let value: ExprSyntax?

  /// The write `expr` is, folded or not; `nil` for anything else.
  init?(_ expr: ExprSyntax) {
    let expr = expr.unparenthesized
    if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
      let elements = Array(sequence.elements)
      let operation: Operation?
      if elements[1].is(AssignmentExprSyntax.self) {
        operation = .assign
      } else {
        operation = elements[1].as(BinaryOperatorExprSyntax.self).flatMap {
          Operation(rawValue: $0.operator.text)
        }
      }
      guard let operation, operation != .toggle, operation != .append else { return nil }
      (target, self.operation, value) = (elements[0], operation, elements[2])
      return
    }
    if let (op, lhs, rhs, _) = expr.infix, let operation = Operation(rawValue: op),
      [.assign, .add, .subtract].contains(operation)
    {
      (target, self.operation, value) = (lhs, operation, rhs)
      return
    }
    guard let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
    else { return nil }
    let labels = call.arguments.map { $0.label?.text }
    let first = call.arguments.first?.expression
    let operation: Operation
    var value: ExprSyntax?
    switch (member.declName.baseName.text, labels) {
    case ("toggle", []): operation = .toggle
    case ("append", [nil]) where first?.identifier == "new": operation = .appendNew
    case ("append", [nil]):
      (operation, value) = (.append, first)
    case ("append", ["contentsOf"]), ("insert", [nil]), ("insert", [nil, "at"]): operation = .appendNew
    case ("remove", ["at"]), ("remove", [nil]), ("removeFirst", []), ("popFirst", []),
      ("removeAll", ["where"]):
      operation = .removeFirst
    case ("removeLast", []), ("popLast", []): operation = .removeLast
    case ("removeAll", []), ("removeAll", ["keepingCapacity"]): operation = .removeAll
    case ("changeEach", []): operation = .changeEach
    case ("changeElement", ["at"]): (operation, value) = (.changeElement, first)
    case ("reverse", []), ("shuffle", []), ("sort", []), ("sort", ["by"]), ("sort", ["using"]),
      ("move", ["fromOffsets", "toOffset"]):
      operation = .reverse
    default: return nil
    }
    (target, self.operation, self.value) = (base, operation, value)
  }

  /// The names along the target, outermost first, without `self.` and without subscripts:
  /// `model.items[3].done` is `model`, `items`, `done`.
  static func path(of target: ExprSyntax) -> [String] {
    var names: [String] = []
    var node: ExprSyntax? = target.unparenthesized
    while let current = node {
      if let member = current.as(MemberAccessExprSyntax.self) {
        names.append(member.declName.baseName.text)
        node = member.base
      } else if let subscripted = current.as(SubscriptCallExprSyntax.self) {
        node = subscripted.calledExpression
      } else if let reference = current.as(DeclReferenceExprSyntax.self) {
        if reference.baseName.tokenKind != .keyword(.self) { names.append(reference.baseName.text) }
        node = nil
      } else {
        node = nil
      }
    }
    return names.reversed()
  }
}
