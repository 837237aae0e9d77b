import SwiftSyntax

/// Translates the statements of an action (a button's closure, an `on…` modifier's) into a
/// screen file's action lines (docs/swiftui-import.md, "Actions"): writes as written, the
/// bodies of the view's and the models' methods it calls (recursively, at most `depthLimit`
/// deep), and `withAnimation`, `Task`, `DispatchQueue.main.async` blocks and what follows an
/// `await` as transactions of their own; an `if` runs its first branch, a `switch` its first
/// case and a `for` its body once, each with a warning. Anything else is left out with a
/// warning at its place.
struct ActionTranslator {
  /// The models of the files, by store key.
  let stores: [String: ScreenDraft.Store]
  /// The view's properties holding a model, with the store key of each.
  let models: [String: String]
  /// The view's functions, which its actions call (`load()`, `self.send(text)`).
  let viewMethods: [String: ViewHelper]
  private(set) var warnings: [ImportWarning] = []
  /// The methods being inlined, as `store.method`.
  private var inlining: [String] = []
  /// The method calls inlined so far for this action.
  private var inlined = 0

  /// Method calls nest at most this deep.
  static let depthLimit = 8
  /// An action inlines at most this many method calls in all (methods that each call many
  /// others would otherwise multiply).
  static let callLimit = 1_000

  init(stores: [String: ScreenDraft.Store], models: [String: String], viewMethods: [String: ViewHelper] = [:])
  {
    self.stores = stores
    self.models = models
    self.viewMethods = viewMethods.filter(\.value.isFunction)
  }

  /// Where the statements are read: the view's file with its names, or a model method's,
  /// whose own fields and parameters are rewritten into the view's terms.
  struct Scope {
    let file: String
    let converter: SourceLocationConverter
    /// The view's names (models to store keys, the `ForEach` parameter to `item`).
    let renames: [String: String]
    /// A local name and what it stands for, from the body around the action.
    let locals: [String: SourceExpression]
    /// The store whose method this is, if it is one; its fields and parameters are in
    /// `renames` as text (`count` → `counterModel.count`).
    let store: String?
    /// The action closure's parameters, each with the text of what it stands for, in the
    /// view's names (`new` → `name` in `.onChange(of: name) { _, new in … }`).
    var parameters: [String: String] = [:]
  }

  /// The action lines of `list`, read in `scope`.
  mutating func lines(_ list: CodeBlockItemListSyntax, in scope: Scope) -> [ScreenDraft.ActionLine] {
    var scope = scope
    var now: [ScreenDraft.ActionLine] = []
    // From the first statement that awaits, the rest runs when the awaited call returns: a
    // later transaction (R12).
    var later: [ScreenDraft.ActionLine] = []
    var awaited = false
    for item in list {
      // `guard let i = items.firstIndex(where: { $0.id == id })`: what follows has `i`.
      if let guardStmt = item.item.as(GuardStmtSyntax.self) {
        scope = binding(guardStmt.conditions, in: scope)
      }
      let found = lines(of: item, in: scope)
      // `await model.load()` starts the method now (its own awaits defer the rest of it);
      // `x = await fetch()` writes when the call returns.
      let awaits = Self.awaits(item)
      if awaits && !callsMethod(item, in: scope) { awaited = true }
      if awaited { later += found } else { now += found }
      awaited = awaited || awaits
    }
    if !later.isEmpty { now.append(.async(later)) }
    return now
  }

  private mutating func lines(of item: CodeBlockItemSyntax, in scope: Scope) -> [ScreenDraft.ActionLine] {
    if let doStmt = item.item.as(DoStmtSyntax.self) {
      // A `do` runs its body; what a `catch` does on a failure the screen cannot say.
      if let handler = doStmt.catchClauses.first(where: { !$0.body.statements.isEmpty }) {
        warn(
          handler, scope,
          "left out this catch in an action: the screen runs the do block as if nothing failed")
      }
      return lines(doStmt.body.statements, in: scope)
    }
    if let guardStmt = item.item.as(GuardStmtSyntax.self) {
      // What follows a guard runs as if its conditions held.
      warn(
        guardStmt, scope,
        "took 'guard \(BodyTranslator.snippet(guardStmt.conditions.trimmedDescription))' as passing in an action: the branch taken is a guess"
      )
      return []
    }
    if let forStmt = item.item.as(ForStmtSyntax.self) {
      // A loop's writes are kept, run once: how many times it runs is a guess.
      warn(
        forStmt, scope,
        "ran the body of 'for \(BodyTranslator.snippet(forStmt.pattern.trimmedDescription)) in \(BodyTranslator.snippet(forStmt.sequence.trimmedDescription))' once in an action: how many times it runs is a guess"
      )
      return lines(forStmt.body.statements, in: scope)
    }
    guard let written = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
    else {
      if let variable = item.item.as(VariableDeclSyntax.self), !Self.calls(variable) { return [] }
      warn(
        item, scope,
        "skipped '\(BodyTranslator.snippet(item.trimmedDescription))' in an action: the import runs its writes, the models' methods it calls, and Task and withAnimation blocks, not this statement"
      )
      return []
    }
    let expr = Self.unwrapped(written)
    if let ifExpr = expr.as(IfExprSyntax.self) {
      // An action's `if` runs its first branch: the writes it makes are kept, the condition
      // is a guess.
      warn(
        ifExpr, scope,
        "ran the first branch of 'if \(BodyTranslator.snippet(ifExpr.conditions.trimmedDescription))' in an action: the branch taken is a guess"
      )
      return lines(ifExpr.body.statements, in: binding(ifExpr.conditions, in: scope))
    }
    if let switchExpr = expr.as(SwitchExprSyntax.self) {
      // An action's `switch` runs its first case, as an `if` its first branch.
      let first = switchExpr.cases.lazy.compactMap { $0.as(SwitchCaseSyntax.self) }.first
      warn(
        switchExpr, scope,
        "ran the first case of 'switch \(BodyTranslator.snippet(switchExpr.subject.trimmedDescription))' in an action: the case taken is a guess"
      )
      return first.map { lines($0.statements, in: scope) } ?? []
    }
    if let call = expr.as(FunctionCallExprSyntax.self) {
      if let key = notified(by: call, in: scope) {
        return [
          .write(
            SourceExpression(
              "\(key).\(ScreenDraft.Store.willChange).toggle()",
              at: SourcePlace(call, file: scope.file, scope.converter)))
        ]
      }
      if let closure = call.trailingClosure {
        let callee = call.calledExpression.trimmedText
        if callee == "withAnimation" || callee.hasSuffix(".async") || callee == "Task" {
          let inner = lines(closure.statements, in: scope)
          return [callee == "withAnimation" ? .withAnimation(inner) : .async(inner)]
        }
      }
      if let (key, method) = method(called: call, in: scope) {
        return inline(method, of: key, arguments: call.arguments, at: call, in: scope)
      }
      if let method = viewMethod(called: call, in: scope) {
        return inline(viewMethod: method, arguments: call.arguments, at: call, in: scope)
      }
    }
    if let write = caseWrite(expr, in: scope) { return observed(write, in: scope) }
    let source = expression(expr, in: scope)
    if source.text.contains("=") || source.text.hasSuffix(".toggle()") || source.text.contains(".append(") {
      return observed(source, in: scope)
    }
    warn(
      item, scope,
      "skipped '\(BodyTranslator.snippet(source.text))' in an action: only writes change what is shown")
    return []
  }

  /// A write, between the `willSet` and `didSet` observers of the model's field it writes,
  /// which run in the model's scope as its methods do (an observer's own writes of its field
  /// do not run it again, as in Swift).
  private mutating func observed(_ write: SourceExpression, in scope: Scope)
    -> [ScreenDraft.ActionLine]
  {
    let target = ScreenDraft.ActionLine.target(of: write.text).split(separator: ".")
    guard target.count >= 2, let key = target.first.map(String.init), stores[key] != nil,
      let field = target[1].split(separator: "[").first.map(String.init),
      let observers = stores[key]?.observers[field], !inlining.contains("\(key).\(field)")
    else { return [.write(write)] }
    let renames = fieldNames(of: key)
    func run(_ observer: ViewHelper?) -> [ScreenDraft.ActionLine] {
      guard let observer else { return [] }
      let inner = Scope(
        file: observer.file, converter: observer.converter, renames: renames, locals: [:], store: key)
      inlining.append("\(key).\(field)")
      defer { inlining.removeLast() }
      return lines(observer.statements, in: inner)
    }
    return run(observers.willSet) + [.write(write)] + run(observers.didSet)
  }

  /// The store whose `objectWillChange.send()` `call` is: `objectWillChange.send()` or
  /// `self.…` in its methods, `model.objectWillChange.send()` in a view.
  private func notified(by call: FunctionCallExprSyntax, in scope: Scope) -> String? {
    guard let send = call.calledExpression.as(MemberAccessExprSyntax.self),
      send.declName.baseName.text == "send",
      call.arguments.isEmpty, let publisher = send.base
    else { return nil }
    let key: String?
    if let reference = publisher.as(DeclReferenceExprSyntax.self),
      reference.baseName.text == "objectWillChange"
    {
      key = scope.store
    } else if let member = publisher.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "objectWillChange",
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    {
      key = base.baseName.tokenKind == .keyword(.self) ? scope.store : models[base.baseName.plainName]
    } else {
      key = nil
    }
    guard let key, stores[key]?.fields.contains(where: { $0.name == ScreenDraft.Store.willChange }) == true
    else { return nil }
    return key
  }

  /// Whether `item` is a call of a function of the view or of a model, awaited or not.
  private func callsMethod(_ item: CodeBlockItemSyntax, in scope: Scope) -> Bool {
    guard let written = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression,
      let call = Self.unwrapped(written).as(FunctionCallExprSyntax.self)
    else { return false }
    return method(called: call, in: scope) != nil || viewMethod(called: call, in: scope) != nil
  }

  /// The view's function `call` calls from the view's action or another of its functions:
  /// `load()` or `self.load()`.
  private func viewMethod(called call: FunctionCallExprSyntax, in scope: Scope) -> ViewHelper? {
    guard scope.store == nil else { return nil }
    let callee = call.calledExpression
    let name: String
    if let member = callee.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      name = member.declName.baseName.plainName
    } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.plainName
    } else {
      return nil
    }
    guard let method = viewMethods[name], method.parameters.count == call.arguments.count else { return nil }
    return method
  }

  /// `state = .loading`, `sheet = .report(status)`, `toast = nil` as a write of a text: the
  /// screen has no enums or optionals, so each case is a text of its own (its associated
  /// values left out) and `nil` is `""`, with a warning.
  private mutating func caseWrite(_ expr: ExprSyntax, in scope: Scope) -> SourceExpression? {
    // The parser leaves `a = b` unfolded: a sequence of three.
    guard let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      let target = sequence.elements.first,
      Array(sequence.elements)[1].is(AssignmentExprSyntax.self),
      let value = sequence.elements.last
    else { return nil }
    let text: String
    if value.is(NilLiteralExprSyntax.self) {
      text = ""
    } else if let member = (value.as(FunctionCallExprSyntax.self)?.calledExpression ?? value).as(
      MemberAccessExprSyntax.self), member.base == nil
    {
      text = member.declName.baseName.text
    } else {
      return nil
    }
    let written = expression(target, in: scope).text
    warn(
      value, scope,
      "wrote '\(BodyTranslator.snippet(value.trimmedDescription))' as the text \"\(text)\": the screen has no enums or optionals, so a case is its name and nil is empty"
    )
    return SourceExpression(
      "\(written) = \"\(text)\"", at: SourcePlace(expr, file: scope.file, scope.converter))
  }

  /// The model method `call` calls, with its store's key: `model.load()` from a view,
  /// `load()` or `self.load()` from another method of the same model.
  private func method(called call: FunctionCallExprSyntax, in scope: Scope) -> (String, ViewHelper)? {
    let callee = call.calledExpression
    let key: String?
    let name: String
    if let member = callee.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    {
      name = member.declName.baseName.plainName
      key = base.baseName.tokenKind == .keyword(.self) ? scope.store : models[base.baseName.plainName]
    } else if let reference = callee.as(DeclReferenceExprSyntax.self), scope.store != nil {
      name = reference.baseName.plainName
      key = scope.store
    } else {
      return nil
    }
    guard let key, let method = stores[key]?.methods[name], method.parameters.count == call.arguments.count
    else { return nil }
    return (key, method)
  }

  /// The lines of a model method's body, its fields named through the store and its
  /// parameters by the arguments' text.
  private mutating func inline(
    _ method: ViewHelper, of key: String, arguments: LabeledExprListSyntax, at call: FunctionCallExprSyntax,
    in scope: Scope
  ) -> [ScreenDraft.ActionLine] {
    var renames = fieldNames(of: key)
    for (parameter, argument) in zip(method.parameters, arguments) {
      let text = expression(argument.expression, in: scope).text
      renames[parameter] = Self.isSimple(text) ? text : "(\(text))"
    }
    let inner = Scope(
      file: method.file, converter: method.converter, renames: renames, locals: [:], store: key)
    return inline(method, named: "\(key).\(Self.calledName(call))", at: call, in: scope, as: inner)
  }

  /// A model's fields and records in the screen's names (`count` → `counter.count`), as its
  /// methods and observers read them.
  private func fieldNames(of key: String) -> [String: String] {
    var renames: [String: String] = [:]
    for field in stores[key]?.fields ?? [] { renames[field.name] = "\(key).\(field.name)" }
    if let records = stores[key]?.records { renames[records.name] = "\(key).\(records.name)" }
    return renames
  }

  /// The lines of a view function's body, read as the view's own statements, its parameters
  /// standing for the arguments' text.
  private mutating func inline(
    viewMethod method: ViewHelper, arguments: LabeledExprListSyntax, at call: FunctionCallExprSyntax,
    in scope: Scope
  ) -> [ScreenDraft.ActionLine] {
    var parameters = scope.parameters
    for (parameter, argument) in zip(method.parameters, arguments) {
      parameters[parameter] = expression(argument.expression, in: scope).text
    }
    var inner = Scope(
      file: method.file, converter: method.converter, renames: scope.renames, locals: [:], store: nil)
    inner.parameters = parameters
    return inline(method, named: "self.\(Self.calledName(call))", at: call, in: scope, as: inner)
  }

  /// `method`'s statements read in `inner`, unless the call nests too deep, recurses or
  /// passes the action's bound on calls.
  private mutating func inline(
    _ method: ViewHelper, named name: String, at call: FunctionCallExprSyntax, in scope: Scope,
    as inner: Scope
  ) -> [ScreenDraft.ActionLine] {
    guard !inlining.contains(name), inlining.count < Self.depthLimit, inlined < Self.callLimit else {
      warn(
        call, scope,
        "skipped the call of '\(name)' in an action: methods calling methods nest more than \(Self.depthLimit) deep here, call themselves, or make more than \(Self.callLimit.grouped) calls in all"
      )
      return []
    }
    inlined += 1
    inlining.append(name)
    defer { inlining.removeLast() }
    return lines(method.statements, in: inner)
  }

  /// The name a call calls: `load` of `model.load()` or of `load()`.
  private static func calledName(_ call: FunctionCallExprSyntax) -> String {
    call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      ?? call.calledExpression.trimmedText
  }

  /// `expr` in the screen's names: in a view as the body reads it; in a model's method as
  /// text, its fields and parameters rewritten.
  private func expression(_ expr: ExprSyntax, in scope: Scope) -> SourceExpression {
    if scope.store != nil {
      return SourceExpression(
        SourceNames.text(expr, scope.renames), at: SourcePlace(expr, file: scope.file, scope.converter))
    }
    if !scope.parameters.isEmpty {
      // The parameters' values are text in the view's names: the expression is rewritten.
      let parameters = scope.parameters.mapValues { Self.isSimple($0) ? $0 : "(\($0))" }
      let text = SourceNames.text(expr, scope.renames.merging(parameters) { _, parameter in parameter })
      return SourceExpression(text, at: SourcePlace(expr, file: scope.file, scope.converter))
    }
    var source = SourceExpression(expr, renames: scope.renames, file: scope.file, converter: scope.converter)
    source.bindings = scope.locals
    return source
  }

  /// `scope` with the names that `let i = items.firstIndex(where: { $0.id == id })`
  /// conditions bind: a record's index is its id, so `items[i]` is `items[id]`.
  private func binding(_ conditions: ConditionElementListSyntax, in scope: Scope) -> Scope {
    var renames = scope.renames
    var parameters = scope.parameters
    for condition in conditions {
      guard case .optionalBinding(let binding) = condition.condition,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName,
        let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "firstIndex",
        let test = call.trailingClosure?.statements.first?.item.as(ExprSyntax.self)
          ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)?.statements.first?.item.as(
            ExprSyntax.self),
        let sequence = test.as(SequenceExprSyntax.self), sequence.elements.count == 3,
        Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==",
        let lhs = sequence.elements.first, let rhs = sequence.elements.last
      else { continue }
      // `$0.id == id` or `id == $0.id`: the other side is the id.
      let isElementID = { (expr: ExprSyntax) in expr.trimmedDescription == "$0.id" }
      guard isElementID(lhs) || isElementID(rhs) else { continue }
      let text = expression(isElementID(lhs) ? rhs : lhs, in: scope).text
      let value = Self.isSimple(text) ? text : "(\(text))"
      if scope.store != nil { renames[name] = value } else { parameters[name] = value }
    }
    var bound = Scope(
      file: scope.file, converter: scope.converter, renames: renames, locals: scope.locals, store: scope.store
    )
    bound.parameters = parameters
    return bound
  }

  /// `expr` without `try` and `await`.
  private static func unwrapped(_ expr: ExprSyntax) -> ExprSyntax {
    if let tried = expr.as(TryExprSyntax.self) { return unwrapped(tried.expression) }
    if let awaited = expr.as(AwaitExprSyntax.self) { return unwrapped(awaited.expression) }
    return expr
  }

  /// Whether `item` awaits, outside the closures it contains.
  private static func awaits(_ item: CodeBlockItemSyntax) -> Bool {
    item.tokens(viewMode: .sourceAccurate).contains { token in
      guard token.tokenKind == .keyword(.await) else { return false }
      var node = token.parent
      while let current = node, current.id != item.id {
        if current.is(ClosureExprSyntax.self) { return false }
        node = current.parent
      }
      return true
    }
  }

  /// Whether a local's value calls something (which might write).
  private static func calls(_ variable: VariableDeclSyntax) -> Bool {
    variable.bindings.contains { binding in
      binding.initializer?.value.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .leftParen }
        ?? false
    }
  }

  /// A name or a member chain, which a parameter's uses can take as it is.
  private static func isSimple(_ text: String) -> Bool {
    text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }
  }

  private mutating func warn(_ node: some SyntaxProtocol, _ scope: Scope, _ message: String) {
    warnings.append(SourcePlace(node, file: scope.file, scope.converter).warning(message))
  }
}
