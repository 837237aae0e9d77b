import SwiftSyntax

/// Walks one statement of a model's initializer (`InitStatementEffect.of`), noting the stored
/// properties it assigns and whether it does anything else that may reach the model or what a
/// view reads: a closure, an `await`, a `return`, `&`, a macro, a nested function, `self`
/// passed on, a member that may run code, a call of anything but the SDK's reads and values,
/// or a write of anything but a stored property or a local.
final class InitStatementReader: SyntaxVisitor {
  let context: InitStatementEffect.Context
  let locals: InitStatementEffect.Locals
  /// The names the statement itself declares.
  let own: Set<String>
  private(set) var sets: [String] = []
  private(set) var unknown = false

  init(context: InitStatementEffect.Context, locals: InitStatementEffect.Locals, own: Set<String>) {
    self.context = context
    self.locals = locals
    self.own = own
    super.init(viewMode: .sourceAccurate)
  }

  // A closure runs later or elsewhere (a subscription, a callback): what it does is not read.
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { stop() }
  override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind { stop() }
  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { stop() }
  override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind { stop() }
  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { stop() }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { stop() }
  override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind { stop() }

  /// `self` only as `self.storedProperty` (or `Type.self`); a member of the model that may run
  /// code (a computed or `lazy` property, a method) named alone, unless a local shadows it.
  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.plainName
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
      return .visitChildren
    }
    guard node.baseName.tokenKind == .keyword(.self) else {
      return context.members.contains(name) && !isLocal(name) ? stop() : .visitChildren
    }
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
      context.stored.contains(member.declName.baseName.plainName)
    {
      return .visitChildren
    }
    return stop()
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    isKnown(node.calledExpression) ? .visitChildren : stop()
  }

  /// An assignment (`=`, `+=`, …) sets what its target is rooted in; an assignment operator
  /// anywhere but after the first operand is not read.
  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    let assigning = elements.indices.filter { isAssignment(elements[$0]) }
    guard !assigning.isEmpty else { return .visitChildren }
    guard assigning == [1] else { return stop() }
    switch written(elements[0]) {
    case .stored(let name): if !sets.contains(name) { sets.append(name) }
    case .local: break
    case .other: return stop()
    }
    return .visitChildren
  }

  private func stop() -> SyntaxVisitorContinueKind {
    unknown = true
    return .skipChildren
  }

  private func isLocal(_ name: String) -> Bool {
    own.contains(name) || locals.before.contains(name)
  }

  private func isAssignment(_ operation: ExprSyntax) -> Bool {
    operation.is(AssignmentExprSyntax.self)
      || operation.as(BinaryOperatorExprSyntax.self).map {
        OutsideEffect.compoundAssignments.contains($0.operator.text)
      } == true
  }

  private enum Target {
    case stored(String)
    case local
    case other
  }

  /// What an assignment's target is: a stored property of the model itself (`items`,
  /// `self.items`, `self.items[0]`), a local (`total`, `total[0]`), or anything else, a
  /// member of either among them (`self.session.user` writes another object). A name the
  /// statement declares that a stored property shares may be either: anything else.
  private func written(_ target: ExprSyntax) -> Target {
    var current = target
    while true {
      if let subscripted = current.as(SubscriptCallExprSyntax.self) {
        current = subscripted.calledExpression
      } else if let optional = current.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
        current = forced.expression
      } else {
        break
      }
    }
    if let member = current.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      let name = member.declName.baseName.plainName
      return context.stored.contains(name) ? .stored(name) : .other
    }
    guard let reference = current.as(DeclReferenceExprSyntax.self) else { return .other }
    let name = reference.baseName.plainName
    if own.contains(name) { return context.stored.contains(name) ? .other : .local }
    if locals.before.contains(name) { return .local }
    return context.stored.contains(name) ? .stored(name) : .other
  }

  /// Whether a call of `callee` changes nothing: a value or a reader of the SDK's made
  /// (`JSONDecoder()`, `UserDefaults(suiteName:)`), a function that only makes a value or ends
  /// the app, or a read of what the app saved on one of those (`ConstructRegistry.pureMethods`,
  /// `InitStatementEffect.readingMethods`), none of a name the app declares.
  private func isKnown(_ callee: ExprSyntax) -> Bool {
    let callee = callee.unspecialized
    if let function = callee.as(DeclReferenceExprSyntax.self) {
      let name = function.baseName.plainName
      if context.appNames.contains(name) || context.appFunctions.contains(name) { return false }
      return isSDKType(name) || InitStatementEffect.plainFunctions.contains(name)
    }
    guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
      let root = OutsideEffect.root(of: base), !context.appNames.contains(root)
    else { return false }
    let reader = isSDKType(root) || locals.sdk.contains(root)
    if member.declName.baseName.tokenKind == .keyword(.`init`) { return isSDKType(root) }
    let method = member.declName.baseName.plainName
    return reader
      && (ConstructRegistry.pureMethods.contains(method)
        || InitStatementEffect.readingMethods.contains(method))
      && !context.appFunctions.contains(method)
  }

  private func isSDKType(_ name: String) -> Bool {
    InitStatementEffect.sdkTypes.contains(name) || ConstructRegistry.valueTypes.contains(name)
  }
}
