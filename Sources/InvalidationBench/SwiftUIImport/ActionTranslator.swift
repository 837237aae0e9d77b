import SwiftSyntax

/// Translates the statements of an action (a button's closure, an `on…` modifier's) into a
/// screen file's action lines (docs/swiftui-import.md, "Actions"): writes as written, the
/// bodies of the view's and the models' methods it calls (recursively, at most `depthLimit`
/// deep), and `withAnimation`, `Task`, `DispatchQueue.main.async` blocks and what follows an
/// `await` as transactions of their own; an `if` the screen can compute takes its branch when
/// the action runs, another `if` runs its first branch, a `switch` its first case and a `for`
/// its body once, each with a warning. Anything else is left out with a
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
  var inlining: [String] = []
  /// The method calls inlined so far for this action.
  private var inlined = 0

  /// Method calls nest at most this deep.
  static let depthLimit = 8
  /// An action inlines at most this many method calls in all (methods that each call many
  /// others would otherwise multiply).
  static let callLimit = 1_000

  /// The view's computed properties with a setter, which a write of one runs.
  let viewSetters: [String: ViewHelper]
  /// The SwiftData model types the screen's `@Query`s fetch.
  let queriedTypes: [String]
  /// What the calls that change nothing a view reads start from
  /// (`SourceSymbols.outsideEffectRoots`, `OutsideEffect`).
  var outsideRoots: Set<String> = []
  /// What the files say of names outside them (`SourceSymbols.outsideNames`).
  var outsideNames = SourceSymbols.OutsideNames()
  /// The view's properties holding SwiftUI's environment actions (`dismiss`, `openURL`).
  var environmentActions: Set<String> = []
  /// Of those, the ones holding `\.dismiss` or `\.presentationMode`, with their keys: a call
  /// of one ends the presentation showing the view, written as `name = false`, which
  /// `PresentationDismissal` links to the presentation's binding or takes back.
  var dismissActions: [String: String] = [:]
  /// The view's closure inputs: calling one runs its parent's closure (`parentsClosure`).
  var closureInputs: Set<String> = []
  /// The cases of the enums the files declare (`SourceSymbols.enumCases`: `Phase.busy`).
  var enumCases = EnumCases()
  /// The guess taken the other way, if any: a guard failing (what follows it does not run, its
  /// `else` does), or a `do` whose first `try` throws (its `catch` runs).
  var failing: SourcePlace? = nil
  /// The guards taken as passing and the `do` blocks taken as not throwing, each at its
  /// warning's place with the other way as the advice says it (`'guard !didAppear' failing`):
  /// each an open branch.
  var guessedBranches: [(place: SourcePlace, assumption: String)] = []

  init(stores: [String: ScreenDraft.Store], models: [String: String], viewMethods: [String: ViewHelper] = [:])
  {
    self.stores = stores
    self.models = models
    queriedTypes =
      stores.values.compactMap { store in
        store.records.flatMap { $0.elementType }.flatMap {
          store.key == ScreenDraft.Store.queryStore(of: $0) ? $0 : nil
        }
      }.sorted() + (stores[ScreenDraft.Store.modelContext]?.queried ?? [])
    self.viewMethods = viewMethods.filter(\.value.isFunction)
    viewSetters = viewMethods.filter { $0.value.setter != nil }
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
    /// The closures a helper of the body was given, by its parameter's name.
    var closures: [String: GivenClosure] = [:]
    /// The action's locals made by an outside effect's call (`let panel = NSOpenPanel()`):
    /// what is rooted in them is an outside effect too (`outsideObjects(_:in:)`).
    var outsideLocals: Set<String> = []
  }

  /// The action lines of `list`, read in `scope`.
  mutating func lines(_ list: CodeBlockItemListSyntax, in scope: Scope) -> [ScreenDraft.ActionLine] {
    flow(list, in: scope).lines
  }

  /// What the statements of `list` do, up to `stop` if given (not run).
  mutating func flow(
    _ list: CodeBlockItemListSyntax, in scope: Scope, before stop: CodeBlockItemSyntax? = nil
  )
    -> Flow
  {
    var scope = scope
    var result = Flow()
    // `defer` blocks run when the list ends, the last one first.
    var deferred: [Flow] = []
    for item in list {
      if item.id == stop?.id { break }
      if let deferStmt = item.item.as(DeferStmtSyntax.self) {
        deferred.insert(flow(deferStmt.body.statements, in: scope), at: 0)
        continue
      }
      // `guard let i = items.firstIndex(where: { $0.id == id })`: what follows has `i`.
      if let guardStmt = item.item.as(GuardStmtSyntax.self) {
        if SourcePlace(guardStmt, file: scope.file, scope.converter) == failing {
          // Taken as failing: its `else` runs (up to the exit), and nothing after it.
          result.append(flow(guardStmt.body.statements, in: scope))
          break
        }
        scope = binding(guardStmt.conditions, in: scope)
      }
      if let variable = item.item.as(VariableDeclSyntax.self) {
        if let names = outsideObjects(variable, in: scope) {
          scope.outsideLocals.formUnion(names)
          continue
        }
        // A name declared again as something else is no outside object from there on.
        scope.outsideLocals.subtract(
          variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName })
      }
      var found = flow(of: item, in: scope)
      // `x = await fetch()` writes when the call returns; `await model.load()` runs the
      // method now, and only its own awaits defer the rest.
      if Self.awaits(item) && !found.suspends && !callsMethod(item, in: scope) {
        found = .awaited(found)
      }
      result.append(found)
      if found.returned { break }
    }
    for block in deferred { result.append(block) }
    return result
  }

  mutating func flow(of item: CodeBlockItemSyntax, in scope: Scope) -> Flow {
    if let doStmt = item.item.as(DoStmtSyntax.self) { return flow(ofDo: doStmt, in: scope) }
    // A `return` ends the function: what follows it does not run. What it returns (`true` to
    // `onDrop`) goes to the caller; a value made without a call, a closure or a write changes
    // nothing a view reads.
    if let returnStmt = item.item.as(ReturnStmtSyntax.self), returnStmt.expression.map(Self.isInert) ?? true {
      return .returning
    }
    if let guardStmt = item.item.as(GuardStmtSyntax.self) {
      // What follows a guard runs as if its conditions held; failing is an open branch.
      let guess = "guard \(ImportWarning.snippet(guardStmt.conditions.trimmedDescription))"
      guessedBranches.append(
        (SourcePlace(guardStmt, file: scope.file, scope.converter), "'\(guess)' failing"))
      warn(.guessed, guardStmt, scope, "took '\(guess)' as passing in an action: the branch taken is a guess")
      return Flow()
    }
    if let forStmt = item.item.as(ForStmtSyntax.self) {
      // A loop's writes are kept, run once: how many times it runs is a guess.
      warn(
        .approximated,
        forStmt, scope,
        "ran the body of 'for \(ImportWarning.snippet(forStmt.pattern.trimmedDescription)) in \(ImportWarning.snippet(forStmt.sequence.trimmedDescription))' once in an action: how many times it runs is a guess"
      )
      return guessed(flow(forStmt.body.statements, in: scope), at: forStmt, in: scope)
    }
    guard let written = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
    else {
      if let variable = item.item.as(VariableDeclSyntax.self) {
        if !mayWrite(variable) { return Flow() }
        if let flow = flow(ofResult: variable, item, in: scope) { return flow }
      }
      warn(
        .skipped,
        item, scope,
        "skipped '\(ImportWarning.snippet(item.trimmedDescription))' in an action: the import runs its writes, the models' methods it calls, and Task and withAnimation blocks, not this statement"
      )
      return Flow()
    }
    return flow(ofExpression: Self.unwrapped(written), item, in: scope)
  }

  /// The flow of an expression statement `item`: an `if` or `switch` (its first branch), a
  /// call (a block, a method inlined, a model context's change), or a write.
  mutating func flow(ofExpression expr: ExprSyntax, _ item: CodeBlockItemSyntax, in scope: Scope) -> Flow {
    if let value = Self.discarded(expr) { return flow(ofExpression: Self.unwrapped(value), item, in: scope) }
    if let ifExpr = expr.as(IfExprSyntax.self) {
      if let early = earlyExit(ifExpr, in: scope) { return early }
      if let branch = branch(ifExpr, item, in: scope) { return branch }
      // An action's `if` runs its first branch: the writes it makes are kept, the condition
      // is a guess.
      warn(
        .approximated,
        ifExpr, scope,
        "ran the first branch of 'if \(ImportWarning.snippet(ifExpr.conditions.trimmedDescription))' in an action: the branch taken is a guess"
      )
      return guessed(
        flow(ifExpr.body.statements, in: binding(ifExpr.conditions, in: scope)), at: ifExpr, in: scope)
    }
    if let switchExpr = expr.as(SwitchExprSyntax.self) {
      if let branches = branches(switchExpr, in: scope) { return branches }
      // Any other `switch` runs its first case, as an `if` its first branch.
      let first = switchExpr.cases.lazy.compactMap { $0.as(SwitchCaseSyntax.self) }.first
      warn(
        .approximated,
        switchExpr, scope,
        "ran the first case of 'switch \(ImportWarning.snippet(switchExpr.subject.trimmedDescription))' in an action: the case taken is a guess"
      )
      return guessed(first.map { flow($0.statements, in: scope) } ?? Flow(), at: switchExpr, in: scope)
    }
    if OutsideEffect.isOutside(
      expr, roots: outsideRoots.union(scope.outsideLocals), viewNames: { inScope($0, scope) })
    {
      return Flow()
    }
    if scope.store == nil, let action = OutsideEffect.environmentAction(expr, among: environmentActions) {
      if PresentationDismissal.dismisses(expr, named: action, among: dismissActions) {
        let place = SourcePlace(item, file: scope.file, scope.converter)
        warnings.append(place.warning(.approximated, PresentationDismissal.unlinked(expr.trimmedDescription)))
        return Flow([.write(PresentationDismissal.write(action, at: place))])
      }
      warn(
        .approximated, item, scope,
        "ran '\(ImportWarning.snippet(expr.trimmedDescription))' as done: '\(action)' ends a presentation or opens what lies outside this screen, which goes on as it is"
      )
      return Flow()
    }
    if let call = expr.as(FunctionCallExprSyntax.self), let flow = flow(ofCall: call, in: scope) {
      return flow
    }
    if let write = caseWrite(expr, in: scope) { return Flow(observed(write, in: scope)) }
    if let write = ScreenDraft.Write.from(expression(expr, in: scope)) {
      return setter(of: write, in: scope) ?? Flow(observed(write, in: scope))
    }
    // A value alone (`names`, a method's implicit return) calls and writes nothing.
    if Self.isInert(expr) { return Flow() }
    var warning = SourcePlace(item, file: scope.file, scope.converter).warning(
      .skipped,
      "skipped '\(ImportWarning.snippet(expression(expr, in: scope).text))' in an action: only writes change what is shown"
    )
    warning.outside = outsideCall(expr, in: scope)
    warnings.append(warning)
    return Flow()
  }

  /// The flow of a call: `objectWillChange.send()`, a `withAnimation`, `Task` or dispatch
  /// block, a model context's change, a model's or the view's method, a closure given to the
  /// view; `nil` for any other call.
  mutating func flow(ofCall call: FunctionCallExprSyntax, in scope: Scope) -> Flow? {
    if let key = notified(by: call, in: scope) {
      let place = SourcePlace(call, file: scope.file, scope.converter)
      return Flow([
        .write(
          ScreenDraft.Write(
            target: SourceExpression("\(key).\(ScreenDraft.Store.willChange)", at: place),
            operation: .toggle,
            value: nil))
      ])
    }
    if let closure = Self.block(of: call) {
      let callee = call.calledExpression.trimmedText
      if callee == "withAnimation" || callee.hasSuffix(".async") || callee == "Task" {
        let inner = flow(closure.statements, in: scope).lines
        return Flow([callee == "withAnimation" ? .withAnimation(inner) : .async(inner)])
      }
      if let flow = scheduled(closure, callee: callee, at: call, in: scope) { return flow }
    }
    if let flow = modelContextCall(call, in: scope) { return flow }
    let arguments = Array(call.arguments)
    if let (key, method) = method(callee: call.calledExpression, arguments: arguments, in: scope) {
      return inline(method, of: key, arguments: arguments, at: call, in: scope)
    }
    if let method = viewMethod(callee: call.calledExpression, arguments: arguments, in: scope) {
      return inline(viewMethod: method, arguments: arguments, at: call, in: scope)
    }
    if arguments.isEmpty, let (closure, inner) = givenClosure(call.calledExpression, in: scope) {
      return inline(
        closure, named: "\(call.calledExpression.trimmedText)()", at: call, in: scope, as: inner)
    }
    return parentsClosure(call, in: scope)
  }

  /// Whether `item` is a call of a function of the view or of a model, awaited or not.
  private func callsMethod(_ item: CodeBlockItemSyntax, in scope: Scope) -> Bool {
    guard let written = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression,
      let call = Self.unwrapped(Self.discarded(written) ?? written).as(FunctionCallExprSyntax.self)
    else { return false }
    return isMethod(call, in: scope)
  }

  /// The view's function `callee` names from the view's action or another of its functions
  /// (`load` or `self.load`), if a call with `arguments` fits it.
  func viewMethod(callee: ExprSyntax, arguments: [LabeledExprSyntax], in scope: Scope) -> ViewHelper? {
    viewFunction(callee, in: scope)?.overload(for: arguments)
  }

  /// The view's functions `callee` names (`load` or `self.load`), the first written with its
  /// overloads, from the view's action or another of its functions.
  func viewFunction(_ callee: ExprSyntax, in scope: Scope) -> ViewHelper? {
    guard scope.store == nil else { return nil }
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
    return viewMethods[name]
  }

  /// `state = .loading`, `sheet = .report(status)`, `toast = nil` as a write of a text: the
  /// screen has no enums or optionals, so each case is a text of its own (its associated
  /// values left out) and `nil` is `""`, with a warning.
  private mutating func caseWrite(_ expr: ExprSyntax, in scope: Scope) -> ScreenDraft.Write? {
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
      MemberAccessExprSyntax.self), member.base == nil,
      !SourceExpression.newValueMembers.contains(member.declName.baseName.text)
    {
      text = member.declName.baseName.text
    } else {
      return nil
    }
    warn(
      .approximated,
      value, scope,
      "wrote '\(ImportWarning.snippet(value.trimmedDescription))' as the text \"\(text)\": the screen has no enums or optionals, so a case is its name and nil is empty"
    )
    return ScreenDraft.Write(
      target: expression(target, in: scope), operation: .assign,
      value: SourceExpression("\"\(text)\"", at: SourcePlace(value, file: scope.file, scope.converter)))
  }

  /// The model method `callee` names, with its store's key, if a call with `arguments` fits
  /// it: `model.load` from a view, `load` or `self.load` from another method of the same
  /// model.
  func method(callee: ExprSyntax, arguments: [LabeledExprSyntax], in scope: Scope) -> (
    String, ViewHelper
  )? {
    guard let (key, functions) = modelFunction(callee, in: scope),
      let method = functions.overload(for: arguments)
    else { return nil }
    return (key, method)
  }

  /// The model functions `callee` names (`model.load` from a view, `load` or `self.load` from
  /// another method of the same model), the first written with its overloads, with its
  /// store's key.
  func modelFunction(_ callee: ExprSyntax, in scope: Scope) -> (String, ViewHelper)? {
    let key: String?
    let name: String
    if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
      base.is(DeclReferenceExprSyntax.self) || base.identifier != nil
    {
      // `self.load()` in a model; `model.load()` and `self.model.load()` in a view.
      name = member.declName.baseName.plainName
      let isSelf = base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      key = isSelf ? scope.store : base.identifier.flatMap { models[$0] }
    } else if let reference = callee.as(DeclReferenceExprSyntax.self), scope.store != nil {
      name = reference.baseName.plainName
      key = scope.store
    } else {
      return nil
    }
    guard let key, let functions = stores[key]?.methods[name] else { return nil }
    return (key, functions)
  }

  /// The lines of a model method's body, its fields named through the store and its
  /// parameters by the arguments' text.
  mutating func inline(
    _ method: ViewHelper, of key: String, arguments: [LabeledExprSyntax], at call: some SyntaxProtocol,
    in scope: Scope
  ) -> Flow {
    inline(method, of: key, argumentTexts: texts(of: arguments, for: method, in: scope), at: call, in: scope)
  }

  /// The text each parameter of `method` stands for in a call with `arguments`: an
  /// argument's in the caller's names, a default as the declaration writes it.
  private func texts(of arguments: [LabeledExprSyntax], for method: ViewHelper, in scope: Scope) -> [String] {
    (method.matched(arguments) ?? []).map {
      $0.isDefault ? $0.value.trimmedDescription : expression($0.value, in: scope).text
    }
  }

  /// A model method's lines, its parameters standing for `argumentTexts`, in the screen's names.
  mutating func inline(
    _ method: ViewHelper, of key: String, argumentTexts: [String], at call: some SyntaxProtocol,
    in scope: Scope
  ) -> Flow {
    var renames = fieldNames(of: key)
    for (parameter, text) in zip(method.parameters, argumentTexts) {
      renames[parameter] = Self.isSimple(text) ? text : "(\(text))"
    }
    let inner = Scope(
      file: method.file, converter: method.converter, renames: renames, locals: [:], store: key)
    return inline(method, named: "\(key).\(Self.calledName(call))", at: call, in: scope, as: inner)
  }

  /// A model's fields and records in the screen's names (`count` → `counter.count`), as its
  /// methods and observers read them.
  func fieldNames(of key: String) -> [String: String] {
    var renames: [String: String] = [:]
    for field in stores[key]?.fields ?? [] { renames[field.name] = "\(key).\(field.name)" }
    if let records = stores[key]?.records { renames[records.name] = "\(key).\(records.name)" }
    return renames
  }

  /// The lines of a view function's body, read as the view's own statements, its parameters
  /// standing for the arguments' text.
  mutating func inline(
    viewMethod method: ViewHelper, arguments: [LabeledExprSyntax], at call: some SyntaxProtocol,
    in scope: Scope
  ) -> Flow {
    inline(
      viewMethod: method, argumentTexts: texts(of: arguments, for: method, in: scope), at: call, in: scope)
  }

  /// A view function's lines, its parameters standing for `argumentTexts`.
  mutating func inline(
    viewMethod method: ViewHelper, argumentTexts: [String], at call: some SyntaxProtocol, in scope: Scope
  ) -> Flow {
    var parameters = scope.parameters
    for (parameter, text) in zip(method.parameters, argumentTexts) {
      parameters[parameter] = text
    }
    var inner = Scope(
      file: method.file, converter: method.converter, renames: scope.renames, locals: [:], store: nil)
    inner.parameters = parameters
    return inline(method, named: "self.\(Self.calledName(call))", at: call, in: scope, as: inner)
  }

  /// `method`'s statements read in `inner`, unless the call nests too deep, recurses or
  /// passes the action's bound on calls.
  mutating func inline(
    _ method: ViewHelper, named name: String, at call: some SyntaxProtocol, in scope: Scope,
    as inner: Scope
  ) -> Flow {
    guard !inlining.contains(name), inlining.count < Self.depthLimit, inlined < Self.callLimit else {
      warn(
        .skipped,
        call, scope,
        "skipped the call of '\(name)' in an action: methods calling methods nest more than \(Self.depthLimit) deep here, call themselves, or make more than \(Self.callLimit.grouped) calls in all"
      )
      return Flow()
    }
    inlined += 1
    inlining.append(name)
    defer { inlining.removeLast() }
    // The method's `return` ends the method, not the action that calls it.
    var called = flow(method.statements, in: inner)
    called.returned = false
    return called
  }

  /// Whether `name` is one of the view's or the action's own (a model, a local, a parameter,
  /// a closure given, a method of the view).
  func inScope(_ name: String, _ scope: Scope) -> Bool {
    scope.renames[name] != nil || scope.locals[name] != nil || scope.parameters[name] != nil
      || scope.closures[name] != nil || models[name] != nil || viewMethods[name] != nil
  }

  /// Whether evaluating `expr` can change nothing: no call, closure, write (`=`, `+=`), `&`,
  /// `try` or `await` in it (`true`, `nil`, `items.isEmpty`, `count > 0`).
  static func isInert(_ expr: ExprSyntax) -> Bool {
    !OutsideEffect.callsOrWrites(expr)
      && !expr.tokens(viewMode: .sourceAccurate).contains { token in
        [.leftBrace, .prefixAmpersand, .keyword(.try), .keyword(.await)].contains(token.tokenKind)
      }
  }

  /// The name a call calls, or a reference names: `load` of `model.load()` or of `load`.
  private static func calledName(_ node: some SyntaxProtocol) -> String {
    let callee = node.as(FunctionCallExprSyntax.self)?.calledExpression ?? ExprSyntax(node)
    return callee?.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? node.trimmedDescription
  }

  /// `expr` in the screen's names: in a view as the body reads it; in a model's method as
  /// text, its fields and parameters rewritten.
  func expression(_ expr: ExprSyntax, in scope: Scope) -> SourceExpression {
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
  func binding(_ conditions: ConditionElementListSyntax, in scope: Scope) -> Scope {
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
      var other = isElementID(lhs) ? rhs : lhs
      // `$0.id == todo.id`: a record stands for its id, so the index is `todo`'s.
      if let member = other.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "id",
        let base = member.base, base.is(DeclReferenceExprSyntax.self)
      {
        other = base
      }
      let text = expression(other, in: scope).text
      let value = Self.isSimple(text) ? text : "(\(text))"
      if scope.store != nil { renames[name] = value } else { parameters[name] = value }
    }
    var bound = Scope(
      file: scope.file, converter: scope.converter, renames: renames, locals: scope.locals, store: scope.store
    )
    bound.parameters = parameters
    bound.closures = scope.closures
    bound.outsideLocals = scope.outsideLocals
    return bound
  }

  /// `expr` without `try` and `await`.
  static func unwrapped(_ expr: ExprSyntax) -> ExprSyntax {
    if let tried = expr.as(TryExprSyntax.self) { return unwrapped(tried.expression) }
    if let awaited = expr.as(AwaitExprSyntax.self) { return unwrapped(awaited.expression) }
    return expr
  }

  /// Whether `item` awaits, outside the closures it contains.
  static func awaits(_ item: CodeBlockItemSyntax) -> Bool {
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

  /// A name or a member chain, which a parameter's uses can take as it is.
  private static func isSimple(_ text: String) -> Bool {
    text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }
  }

  mutating func warn(
    _ kind: ImportWarning.Kind, _ node: some SyntaxProtocol, _ scope: Scope, _ message: String
  ) {
    warn(kind, at: SourcePlace(node, file: scope.file, scope.converter), message)
  }

  mutating func warn(_ kind: ImportWarning.Kind, at place: SourcePlace, _ message: String) {
    warnings.append(place.warning(kind, message))
  }
}
