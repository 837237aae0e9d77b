import SwiftSyntax

/// What a statement of a model's initializer may change of the model, read from its syntax
/// (docs/swiftui-import.md, "What a model's init does"): nothing, some of its stored
/// properties, or what the source does not show (a method of the model, a subscription, a
/// write of something a view may read elsewhere).
enum InitStatementEffect: Equatable {
  /// It makes locals, reads what the app saved or was built with (`UserDefaults`, `Bundle`,
  /// a decoder), or traps: the model starts as if it were not there.
  case none
  /// It may set these stored properties (`if let saved = … { self.items = saved }`), to
  /// values the source does not say; nothing else.
  case sets([String])
  /// Anything else: the screen cannot tell what it changes.
  case unknown

  /// The names of the code around an initializer that decide what its statements may reach.
  struct Context {
    /// The model's stored properties.
    var stored: Set<String>
    /// The types and globals the files declare but for those that can change nothing a view
    /// reads (`SourceSymbols.declaredNames` less `inertNames`): a call of one, or on one, may
    /// write a model.
    var appNames: Set<String>
    /// The functions and methods the files declare: a call of one of these names may be the
    /// app's code, whatever it is called on.
    var appFunctions: Set<String>
    /// What the SDK's outside effects start from (`SourceSymbols.outsideEffectRoots`): a
    /// statement calling one (`print`, a logger) changes nothing a view reads.
    var outsideRoots: Set<String>

    /// What of the app `symbols` declare a statement may reach, for a model of no stored
    /// properties yet.
    init(appOf symbols: SourceSymbols) {
      stored = []
      appNames = symbols.declaredNames.subtracting(symbols.inertNames)
      appFunctions = Set(
        symbols.all.flatMap(\.members).compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.plainName }
      ).union(symbols.globalFunctions.keys)
      outsideRoots = symbols.outsideEffectRoots
    }
  }

  /// The effect of `item`, a statement of an initializer declaring `locals`
  /// (`locals(in:)`), whose model `context` describes.
  static func of(_ item: CodeBlockItemSyntax, locals: Set<String>, in context: Context) -> InitStatementEffect
  {
    let reader = Reader(context: context, locals: locals)
    reader.walk(item)
    if reader.unknown { return .unknown }
    return reader.sets.isEmpty ? .none : .sets(reader.sets)
  }

  /// The names `body` declares: its locals, shadowing the stored properties of their names.
  static func locals(in body: some SyntaxProtocol) -> Set<String> {
    Set(
      body.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
        guard case .identifier = token.tokenKind, token.parent?.is(IdentifierPatternSyntax.self) == true
        else {
          return nil
        }
        return token.plainName
      })
  }

  /// The methods of the SDK's a statement calls to read what the app saved or was built with
  /// (`UserDefaults.standard.data(forKey:)`, `JSONDecoder().decode(_:from:)`,
  /// `Bundle.main.object(forInfoDictionaryKey:)`); none writes.
  static let readingMethods: Set<String> = [
    "data", "string", "bool", "integer", "double", "float", "object", "array", "dictionary", "stringArray",
    "url", "decode", "fileExists",
  ]

  /// The functions that end the app rather than return (`fatalError`), and the SDK's outside
  /// effects called by name (`print`): none changes what a view reads.
  private static let plainFunctions: Set<String> = ConstructRegistry.pureFunctions.union(
    ConstructRegistry.outsideEffects
  ).union(["fatalError"])

  /// Walks one statement, noting the stored properties it assigns and whether it does
  /// anything else that may reach the model or what a view reads.
  private final class Reader: SyntaxVisitor {
    let context: Context
    let locals: Set<String>
    private(set) var sets: [String] = []
    private(set) var unknown = false

    init(context: Context, locals: Set<String>) {
      self.context = context
      self.locals = locals
      super.init(viewMode: .sourceAccurate)
    }

    // A closure runs later or elsewhere (a subscription, a callback): what it does is not read.
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { stop() }
    override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind { stop() }
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { stop() }
    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind { stop() }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { stop() }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { stop() }

    /// `self` only as `self.storedProperty`: passed or captured, it reaches the whole model.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      guard node.baseName.tokenKind == .keyword(.self) else { return .visitChildren }
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

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      guard elements.count == 3, isAssignment(elements[1]) else { return .visitChildren }
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

    /// What an assignment's target is rooted in: a stored property of the model (`items`,
    /// `self.items`, `self.items[0]`), a local of the statement, or anything else.
    private func written(_ target: ExprSyntax) -> Target {
      var current = target
      while true {
        if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
          if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            let name = member.declName.baseName.plainName
            return context.stored.contains(name) ? .stored(name) : .other
          }
          current = base
        } else if let subscripted = current.as(SubscriptCallExprSyntax.self) {
          current = subscripted.calledExpression
        } else if let optional = current.as(OptionalChainingExprSyntax.self) {
          current = optional.expression
        } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
          current = forced.expression
        } else if let reference = current.as(DeclReferenceExprSyntax.self) {
          let name = reference.baseName.plainName
          if locals.contains(name) { return .local }
          return context.stored.contains(name) ? .stored(name) : .other
        } else {
          return .other
        }
      }
    }

    /// Whether a call of `callee` changes nothing: a value or an object of the SDK made
    /// (`JSONDecoder()`, `UserDefaults(suiteName:)`), a function that only makes a value or
    /// ends the app, or a method that only reads or makes a value, none of a name the app
    /// declares (`ConstructRegistry.pureMethods`, `readingMethods`).
    private func isKnown(_ callee: ExprSyntax) -> Bool {
      let callee = callee.unspecialized
      if let function = callee.as(DeclReferenceExprSyntax.self) {
        let name = function.baseName.plainName
        if ConstructRegistry.valueTypes.contains(name) || Self.isPlain(name, context) { return true }
        return name.first?.isUppercase == true && !context.appNames.contains(name)
      }
      guard let member = callee.as(MemberAccessExprSyntax.self) else { return false }
      let name = member.declName.baseName
      if name.tokenKind == .keyword(.`init`) {
        return member.base.flatMap { OutsideEffect.root(of: $0) }.map { !context.appNames.contains($0) }
          ?? false
      }
      if let root = member.base.flatMap({ OutsideEffect.root(of: $0) }), context.appNames.contains(root) {
        return false
      }
      let method = name.plainName
      return
        (ConstructRegistry.pureMethods.contains(method)
        || InitStatementEffect.readingMethods.contains(method))
        && !context.appFunctions.contains(method)
    }

    private static func isPlain(_ name: String, _ context: Context) -> Bool {
      InitStatementEffect.plainFunctions.contains(name) && !context.appFunctions.contains(name)
    }
  }
}
