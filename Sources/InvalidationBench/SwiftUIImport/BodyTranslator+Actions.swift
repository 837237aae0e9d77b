import SwiftSyntax

/// What a body's interactions run: actions named after the call, their statements read by
/// `ActionTranslator`.
extension BodyTranslator {
  /// A closure an interaction runs (an app's `AsyncButton { … }`, `action:`, `onSelect:`,
  /// `.onDelete`): an action, shown as a button named after the call (and the label) that the
  /// default trace taps; nothing for an empty closure.
  mutating func interaction(_ closure: ClosureExprSyntax, of call: String, _ label: String)
    -> [ScreenDraft.Part]
  {
    interaction(.closure(closure), of: call, label)
  }

  mutating func interaction(_ body: ActionBody, of call: String, _ label: String) -> [ScreenDraft
    .Part]
  {
    if case .closure(let closure) = body, closure.statements.isEmpty { return [] }
    let base = call.hasPrefix("on") && call.count > 2 ? String(call.dropFirst(2)) : call
    let suffix = label.isEmpty || label == "action" ? "" : label.prefix(1).uppercased() + label.dropFirst()
    let name = unique(base.prefix(1).lowercased() + base.dropFirst() + suffix)
    addAction(name, running: body)
    return [.button(label: constant("\"\(call)\"", at: body.node), action: name)]
  }

  /// What an interaction or a lifecycle modifier runs: a closure, or a function named
  /// (`.onAppear(perform: model.fetch)`, `.refreshable(action: reload)`), which is a call of it.
  enum ActionBody {
    case closure(ClosureExprSyntax)
    case function(ExprSyntax)

    init(_ expr: ExprSyntax) {
      self = expr.as(ClosureExprSyntax.self).map { .closure($0) } ?? .function(expr)
    }

    /// What a translation reads: the function called, or the closure's statements.
    var read: (function: ExprSyntax?, list: CodeBlockItemListSyntax?) {
      switch self {
      case .closure(let closure): (nil, closure.statements)
      case .function(let function): (function, nil)
      }
    }

    var node: Syntax {
      switch self {
      case .closure(let closure): Syntax(closure)
      case .function(let expr): Syntax(expr)
      }
    }
  }

  /// The action of a modifier: its trailing closure, or its last argument when that is a
  /// closure or names a function (a name, or a chain of members: not a value such as `.now`).
  static func actionBody(of call: FunctionCallExprSyntax) -> ActionBody? {
    if let trailing = call.trailingClosure { return .closure(trailing) }
    guard let last = call.arguments.last?.expression else { return nil }
    if let closure = last.as(ClosureExprSyntax.self) { return .closure(closure) }
    var root = last
    while let member = root.as(MemberAccessExprSyntax.self), let base = member.base { root = base }
    guard root.is(DeclReferenceExprSyntax.self), !last.is(DeclReferenceExprSyntax.self) || !isBinding(last)
    else {
      return nil
    }
    return .function(last)
  }

  /// The names a closure gives its parameters (`{ old, new in }`, `{ (a: Int) in }`).
  static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
    switch closure.signature?.parameterClause {
    case .simpleInput(let list)?: list.map { $0.name.plainName }
    case .parameterClause(let clause)?: clause.parameters.map { ($0.secondName ?? $0.firstName).plainName }
    case nil: []
    }
  }

  /// An action's statements (`ActionTranslator`), read where the body stands; `parameters`
  /// are the closure's, each with the text of the value it stands for.
  mutating func statements(_ list: CodeBlockItemListSyntax, parameters: [String: String] = [:])
    -> [ScreenDraft.ActionLine]
  {
    statements(of: nil, list, parameters: parameters)
  }

  mutating func statements(of body: ActionBody, parameters: [String: String] = [:])
    -> [ScreenDraft.ActionLine]
  {
    statements(of: body.read.function, body.read.list, parameters: parameters)
  }

  mutating func statements(
    of function: ExprSyntax?, _ list: CodeBlockItemListSyntax?, parameters: [String: String]
  ) -> [ScreenDraft.ActionLine] {
    translated(of: function, list, parameters: parameters).lines
  }

  /// The action `name` running `body`, added to the draft with its open branches: its
  /// statements again with each guard the import took as passing failing instead, and each `do`
  /// it took as not throwing throwing at its first `try` (at most
  /// `openBranchLimit`), which `bench advise` runs a fix under (docs/advise.md, "Open
  /// values"). Its statements, as `statements(of:)` gives them. `passing` is the text of the
  /// value the modifier passes a function given as the action (`ActionTranslator.lines(calling:)`).
  @discardableResult
  mutating func addAction(
    _ name: String, running body: ActionBody, parameters: [String: String] = [:], passing value: String? = nil
  ) -> [ScreenDraft.ActionLine] {
    let (function, list) = body.read
    let (lines, guesses) = translated(of: function, list, parameters: parameters, passing: value)
    var action = ScreenDraft.Action(name: name, statements: lines)
    var seen: Set<SourcePlace> = []
    // A guard in a method two calls inline is one guess.
    for (place, assumption) in guesses where seen.insert(place).inserted {
      guard action.openBranches.count < Self.openBranchLimit else { break }
      // The warnings are the first translation's: this one differs only past the guard.
      let saved = warnings
      let branch = translated(of: function, list, parameters: parameters, passing: value, failing: place)
        .lines
      warnings = saved
      action.openBranches.append(.init(place: place, assumption: assumption, statements: branch))
    }
    draft.actions.append(action)
    return lines
  }

  /// An action runs under at most this many open branches besides the one taken.
  static let openBranchLimit = 4

  private mutating func translated(
    of function: ExprSyntax?, _ list: CodeBlockItemListSyntax?, parameters: [String: String],
    passing value: String? = nil, failing: SourcePlace? = nil
  ) -> (lines: [ScreenDraft.ActionLine], guesses: [(place: SourcePlace, assumption: String)]) {
    var translator = ActionTranslator(stores: stores, models: draft.models, viewMethods: helpers)
    translator.outsideRoots = outsideRoots
    translator.outsideNames = outsideNames
    translator.enumCases = enumCases
    translator.environmentActions = Set(
      draft.environmentReads.filter { OutsideEffect.environmentKeys.contains($0.value) }.keys)
    translator.dismissActions = draft.environmentReads.filter {
      PresentationDismissal.keys.contains($0.value)
    }
    translator.failing = failing
    translator.closureInputs = Set(draft.inputs.filter { $0.kind == .closure }.map(\.name))
    var scope = ActionTranslator.Scope(
      file: file, converter: converter, renames: renames, locals: locals, store: nil, parameters: parameters)
    scope.closures = closures
    let lines =
      function.map { translator.lines(calling: $0, passing: value, in: scope) }
      ?? translator.lines(list!, in: scope)
    warnings += translator.warnings
    return (lines, translator.guessedBranches)
  }
}
