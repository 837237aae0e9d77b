import Foundation
import SwiftSyntax

/// Turns a Swift expression of a trace (or of a screen's sizes) into a `TraceExpr`: literals,
/// parameters (named in camelCase: `tap-every` is `tapEvery`), the trace's variables, `frame`,
/// operators, `?:`, interpolation, `[a, b][i]` and the functions of `TraceFunction`.
struct TraceExpressionCompiler {
  /// The parameters' values by their names in expressions.
  let parameters: [String: Int]
  /// The trace's variables, by name, with their slots; empty outside a trace.
  var variables: [String: Int] = [:]
  /// Whether `frame` and the random functions may be used (in a trace, not in sizes).
  var inTrace = false

  func compile(_ expression: SwiftExpression) throws(ScreenFileError) -> TraceExpr {
    try compile(expression.syntax, expression)
  }

  func compile(_ syntax: ExprSyntax, _ source: SwiftExpression) throws(ScreenFileError) -> TraceExpr {
    let expr = syntax.unparenthesized
    if let literal = try Self.literal(expr, source) { return .constant(literal) }
    if let name = expr.identifier {
      if let slot = variables[name] { return .variable(slot) }
      if let value = parameters[name] { return .constant(.int(value)) }
      if name == "frame" && inTrace { return .frame }
      let known =
        Array(parameters.keys) + Array(variables.keys) + ["true", "false"] + (inTrace ? ["frame"] : [])
      throw source.error(
        expr,
        "unknown name '\(name)'\(NameSuggestion.hint(for: name, in: known)); use a number, a string, true or false, a parameter (\(parameters.keys.filter { $0 != "seed" }.sorted().listed()))\(variables.isEmpty ? "" : ", or \(variables.keys.sorted().listed())")\(inTrace ? ", or frame" : "")"
      )
    }
    if let computed = try source.compileComputed(
      expr, { (inner) throws(ScreenFileError) in try compile(inner, source) })
    {
      return computed
    }
    if let subscriptCall = expr.as(SubscriptCallExprSyntax.self),
      let array = subscriptCall.calledExpression.as(ArrayExprSyntax.self),
      subscriptCall.arguments.count == 1
    {
      var choices: [TraceExpr] = []
      for element in array.elements { choices.append(try compile(element.expression, source)) }
      return .pick(choices, try compile(subscriptCall.arguments.first!.expression, source))
    }
    if let call = expr.as(FunctionCallExprSyntax.self), let name = call.calledExpression.identifier,
      let function = TraceFunction(rawValue: name)
    {
      guard inTrace || !function.isRandom else {
        throw source.error(
          call, "\(name)() makes a random choice, which only the trace may do; use a parameter here")
      }
      guard call.arguments.count == function.arity, call.trailingClosure == nil else {
        throw source.error(
          call,
          "\(name) takes \(function.arity) argument\(function.arity == 1 ? "" : "s"), given \(call.arguments.count)"
        )
      }
      var arguments: [TraceExpr] = []
      for argument in call.arguments { arguments.append(try compile(argument.expression, source)) }
      return .function(function, arguments)
    }
    throw source.error(
      expr,
      "'\(expr.trimmedDescription)' cannot be computed here; use numbers, strings, parameters\(inTrace ? ", the trace's variables, frame" : ""), operators and \(TraceFunction.allCases.filter { inTrace || !$0.isRandom }.map { "\($0.rawValue)()" }.joined(separator: ", "))"
    )
  }

  /// The value of a literal (`1`, `-2`, `1.5`, `true`, `"text"` without interpolation).
  static func literal(_ syntax: ExprSyntax, _ source: SwiftExpression) throws(ScreenFileError) -> Value? {
    let expr = syntax.unparenthesized
    if let integer = expr.as(IntegerLiteralExprSyntax.self) {
      guard let value = Int(integer.literal.text.replacingOccurrences(of: "_", with: "")) else {
        throw source.error(
          integer, "'\(integer.literal.text)' is not a whole number this tool can hold (at most \(Int.max))")
      }
      return .int(value)
    }
    if let float = expr.as(FloatLiteralExprSyntax.self) {
      guard let value = Double(float.literal.text.replacingOccurrences(of: "_", with: "")) else {
        throw source.error(float, "'\(float.literal.text)' is not a number")
      }
      guard value.isFinite else {
        throw source.error(
          float,
          "'\(float.literal.text)' is beyond the numbers this tool can hold (at most \(Double.greatestFiniteMagnitude)); write a smaller number"
        )
      }
      return .double(value)
    }
    if let bool = expr.as(BooleanLiteralExprSyntax.self) {
      return .bool(bool.literal.tokenKind == .keyword(.true))
    }
    // The screen has no optionals: `nil` is the empty text (docs/screen-format.md, "Values").
    if expr.is(NilLiteralExprSyntax.self) { return .string("") }
    // `[0, 1, 2]`: a list, as a list in state starts (docs/screen-format.md, "Lists in state").
    if let array = expr.as(ArrayExprSyntax.self) {
      var elements: [Int] = []
      for element in array.elements {
        guard case .int(let value)? = try literal(element.expression, source) else { return nil }
        elements.append(value)
      }
      return .list(elements)
    }
    if let string = expr.as(StringLiteralExprSyntax.self) {
      var text = ""
      for part in string.parts {
        guard case .text(let piece) = part else { return nil }
        text += piece
      }
      return .string(text)
    }
    // A localized text of a literal key shows the key, the development language's text.
    if let key = localizedKey(expr) { return try literal(key, source) }
    if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
      let inner = try literal(prefix.expression, source)
    {
      switch inner {
      case .int(let value): return .int(0 &- value)
      case .double(let value): return .double(-value)
      default: return nil
      }
    }
    return nil
  }

  /// The key of a localized text: `NSLocalizedString(key, comment: …)`, `String(localized: key)`,
  /// `LocalizedStringKey(key)` or `LocalizedStringResource(key)`, each with at most a
  /// `comment:`; `nil` for any other expression (a `value:`, `defaultValue:`, `table:` or
  /// `bundle:` may show another text than the key).
  static func localizedKey(_ expr: ExprSyntax) -> ExprSyntax? {
    guard let call = expr.as(FunctionCallExprSyntax.self), let key = call.arguments.first,
      call.trailingClosure == nil, call.arguments.dropFirst().allSatisfy({ $0.label?.text == "comment" }),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    else { return nil }
    switch (name, key.label?.text) {
    case ("NSLocalizedString", nil), ("String", "localized"), ("LocalizedStringKey", nil),
      ("LocalizedStringResource", nil):
      return key.expression
    default: return nil
    }
  }

  /// The value `source` computes from the parameters alone (a first value, a size).
  func constant(_ source: SwiftExpression) throws(ScreenFileError) -> Value {
    var state = TraceState(variables: [], generator: SeededGenerator(seed: 0))
    return try compile(source).value(&state)
  }

  /// The whole number `source` computes from the parameters alone.
  func integer(_ source: SwiftExpression, what: String) throws(ScreenFileError) -> Int {
    guard case .int(let value) = try constant(source) else {
      throw source.source.error("\(what) must be a whole number, computed from numbers and parameters")
    }
    return value
  }
}

extension String {
  /// A parameter's name in expressions: `tap-every` is `tapEvery`.
  var camelCased: String {
    let words = split(separator: "-")
    guard let first = words.first else { return self }
    return String(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}
