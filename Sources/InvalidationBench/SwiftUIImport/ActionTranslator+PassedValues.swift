import SwiftSyntax

extension ActionTranslator {
  /// The lines of an action given as a function (`Button("Save", action: save)`,
  /// `.onAppear(perform: model.fetch)`): a call of it with no arguments (a function given so
  /// takes none, defaults or not); where the modifier passes the action a value
  /// (`.onChange(of: model.status, perform: handle)`, `.onReceive(model.$status, perform:
  /// handle)`), `passing` is that value's text, and a function taking it is called with it,
  /// before one taking none (`perform:` takes a function of the value).
  mutating func lines(calling reference: ExprSyntax, passing value: String? = nil, in scope: Scope)
    -> [ScreenDraft.ActionLine]
  {
    if let value, let flow = callPassing(value, to: reference, in: scope) { return flow.lines }
    if let (key, method) = method(callee: reference, arguments: [], in: scope), method.parameters.isEmpty {
      return inline(method, of: key, arguments: [], at: reference, in: scope).lines
    }
    if let method = viewMethod(callee: reference, arguments: [], in: scope), method.parameters.isEmpty {
      return inline(viewMethod: method, arguments: [], at: reference, in: scope).lines
    }
    if let (closure, inner) = givenClosure(reference, in: scope) {
      return inline(closure, named: "\(reference.trimmedText)()", at: reference, in: scope, as: inner).lines
    }
    if value == nil, let flow = parentsClosure(reference: reference, in: scope) { return flow.lines }
    if value == nil, let flow = callTakingValues(reference, in: scope) { return flow.lines }
    let taking = value == nil ? "without parameters" : "taking no value or the one passed"
    warn(
      .skipped, reference, scope,
      "skipped the action '\(ImportWarning.snippet(reference.trimmedDescription))': it names no function \(taking) of the view or of a model of these files"
    )
    return []
  }

  /// `reference` given where a closure taking values is wanted (`TitleField(onChange:
  /// model.setTitle)`: Swift passes a function by its full type, defaults aside, so one taking
  /// values is called with values): run as `{ model.setTitle($0) }` is, each parameter standing
  /// for a value the caller passes (`passedValue1`), which the screen cannot compute. `nil`
  /// where it names no function with parameters of a model or of the view, or overloads with
  /// parameters the reference does not choose among.
  private mutating func callTakingValues(_ reference: ExprSyntax, in scope: Scope) -> Flow? {
    let model = modelFunction(reference, in: scope)
    let named = (model?.1 ?? viewFunction(reference, in: scope)).map { [$0] + $0.overloads } ?? []
    let taking = named.filter { $0.isFunction && !$0.parameters.isEmpty }
    guard taking.count == 1, let function = taking.first else { return nil }
    // A name no closure of the function binds, as `$0` would be.
    let texts = function.parameters.indices.map { "passedValue\($0 + 1)" }
    return call(function, of: model?.0, with: texts, at: reference, in: scope)
  }

  /// `function`, a model's (of `key`) or else the view's, inlined with `texts` as its arguments.
  private mutating func call(
    _ function: ViewHelper, of key: String?, with texts: [String], at reference: ExprSyntax, in scope: Scope
  ) -> Flow {
    if let key { return inline(function, of: key, argumentTexts: texts, at: reference, in: scope) }
    return inline(viewMethod: function, argumentTexts: texts, at: reference, in: scope)
  }

  /// `reference` called with `value`, where it names a function of a model or of the view
  /// taking one parameter (SwiftUI passes the watched value), or two (`onChange(of:)`'s old
  /// and new values: the screen keeps no old one, so both stand for the new, with a warning);
  /// `nil` for any other. A function given as a closure is called without labels, so only
  /// the number of parameters chooses among overloads.
  private mutating func callPassing(_ value: String, to reference: ExprSyntax, in scope: Scope) -> Flow? {
    let model = modelFunction(reference, in: scope)
    let overloads = (model?.1 ?? viewFunction(reference, in: scope)).map { [$0] + $0.overloads } ?? []
    // One parameter before two: `perform:` takes one; the two-value form, old and new.
    guard
      let function = overloads.first(where: { $0.isFunction && $0.parameters.count == 1 })
        ?? overloads.first(where: { $0.isFunction && $0.parameters.count == 2 })
    else { return nil }
    if function.parameters.count == 2, function.parameters[0] != "_" {
      warn(
        .guessed, reference, scope,
        "took '\(function.parameters[0])' of '\(ImportWarning.snippet(reference.trimmedDescription))' as the new value: the screen keeps no old one"
      )
    }
    let texts = Array(repeating: value, count: function.parameters.count)
    return call(function, of: model?.0, with: texts, at: reference, in: scope)
  }
}
