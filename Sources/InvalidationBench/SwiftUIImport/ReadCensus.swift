import SwiftLexicalLookup
import SwiftSyntax

/// Finds the reads of a view's body and helpers, independently of how the import translates
/// them: every reference to one of the view's stored properties outside the closures an
/// action runs (a button's action, `onTapGesture`, `.task`, `Task { }`: what those read is
/// read when they run, not when the body is evaluated). The import's summary compares what it
/// kept with these.
enum ReadCensus {
  /// The reads of `properties` in `node`, a body or helper of the file `converter` maps; of
  /// `models` (properties holding a model), only those of a member (`model.count`): passing
  /// the object on reads nothing, nor does passing one of its `methods` on
  /// (`addPattern: model.addPattern`, a function read when it runs). `parameters`, a helper
  /// function's, hide the properties of their names where named alone (`self.size` is still
  /// the property): the lookup, in a copy of the body, does not see the signature.
  static func reads(
    in node: some SyntaxProtocol, of properties: Set<String>, models: Set<String>,
    methods: [String: Set<String>] = [:], parameters: Set<String> = [],
    views: [String: ScreenDraft.View] = [:], actions: Set<String> = [],
    file: String, converter: SourceLocationConverter
  ) -> [SourceRead] {
    var found: [SourceRead] = []
    let census = Census(
      properties: properties, models: models, methods: methods, parameters: parameters, views: views,
      actions: actions, file: file, converter: converter)
    // Names are looked up in a copy of the body (with its braces, where its `let`s are
    // scoped), walked beside it: a lookup in the file itself would go on to every
    // declaration of the file, each time (quadratic in a file of many views).
    let root =
      Syntax(node).parent.flatMap {
        $0.is(CodeBlockSyntax.self) || $0.is(AccessorBlockSyntax.self) ? $0 : nil
      }
      ?? Syntax(node)
    census.collect(root, root.detached, into: &found)
    return found
  }

  /// What one census looks for, and where.
  private struct Census {
    let properties: Set<String>
    let models: Set<String>
    let methods: [String: Set<String>]
    let parameters: Set<String>
    /// The views of the files: a closure given to one's callback input is an action.
    let views: [String: ScreenDraft.View]
    /// The view's functions that return nothing (`ActionClosures.isAction`).
    let actions: Set<String>
    let file: String
    let converter: SourceLocationConverter

    /// The reads in `node`, whose copy `mirror` (detached from the file) answers lookups.
    func collect(_ node: Syntax, _ mirror: Syntax, into found: inout [SourceRead]) {
      if let closure = node.as(ClosureExprSyntax.self),
        ActionClosures.isAction(closure, actions: actions) || BodyTranslator.isCallback(closure, in: views)
      {
        return
      }
      if let argument = node.as(LabeledExprSyntax.self), ActionClosures.isActionArgument(argument) { return }
      // `\.scrollToTop`, `\Item.name`: names of members, not references.
      if node.is(KeyPathExprSyntax.self) { return }
      // `if let message { … }` reads `message` (the names inside read the local it binds).
      if let binding = node.as(OptionalBindingConditionSyntax.self), binding.initializer == nil,
        let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
        properties.contains(pattern.identifier.plainName), !models.contains(pattern.identifier.plainName)
      {
        found.append(
          SourceRead(
            name: pattern.identifier.plainName, place: SourcePlace(pattern, file: file, converter),
            within: ReadCensus.calls(around: Syntax(pattern))))
        return
      }
      if let reference = node.as(DeclReferenceExprSyntax.self) {
        // `$name` makes a binding for a child or a control, and a model's `model.$field`
        // (`model?.$field`) a publisher (`.onReceive(model.$field)`); the body reads no value
        // by them. A value's `form.$email.isValid` reads `form`.
        let name = reference.baseName.plainName
        let member =
          reference.keyPathInParent == \MemberAccessExprSyntax.base
          ? reference.parent?.as(MemberAccessExprSyntax.self) : nil
        if properties.contains(name), isPropertyReference(reference),
          !(models.contains(name) && ReadCensus.isProjected(reference)),
          !models.contains(name) || member != nil,
          !passesMethod(member, of: name), let copy = mirror.as(DeclReferenceExprSyntax.self), !isLocal(copy)
        {
          found.append(
            SourceRead(
              name: name, place: SourcePlace(reference, file: file, converter),
              within: ReadCensus.calls(around: Syntax(reference))))
        }
        return
      }
      for (child, copy) in zip(
        node.children(viewMode: .sourceAccurate), mirror.children(viewMode: .sourceAccurate))
      {
        collect(child, copy, into: &found)
      }
    }

    /// Whether `reference`, in the body's copy, names a local that hides the property (a
    /// closure's parameter, a `let` of another value), as the compiler's lexical lookup finds
    /// it. A local that is the property under its own name (`if let x`, `if let x = x`,
    /// `@Bindable var x = x`) is not: what is read through it is the property's value, or its
    /// model's fields.
    private func isLocal(_ reference: DeclReferenceExprSyntax) -> Bool {
      guard reference.keyPathInParent != \MemberAccessExprSyntax.declName,
        let identifier = Identifier(reference.baseName)
      else { return false }
      if parameters.contains(reference.baseName.plainName) { return true }
      guard let name = reference.lookup(identifier).lazy.flatMap(\.names).first else { return false }
      return !Self.isAlias(Syntax(name.syntax), of: reference.baseName.plainName)
    }

    /// Whether the name declared at `declared` is bound to the property of the same name.
    private static func isAlias(_ declared: Syntax, of name: String) -> Bool {
      if let binding = declared.parent?.as(OptionalBindingConditionSyntax.self) {
        guard let value = binding.initializer?.value else { return true }
        return value.identifier == name
      }
      if let binding = declared.parent?.as(PatternBindingSyntax.self), let value = binding.initializer?.value
      {
        return value.identifier == name
      }
      return false
    }

    /// `model.addPattern` not called: a method passed on.
    private func passesMethod(_ member: MemberAccessExprSyntax?, of model: String) -> Bool {
      guard let member, methods[model]?.contains(member.declName.baseName.plainName) == true else {
        return false
      }
      return member.keyPathInParent != \FunctionCallExprSyntax.calledExpression
    }
  }

  /// The names `node` refers to outside action closures, and of those the ones it calls:
  /// the computed properties and functions a body evaluates (`save: save` passes a function
  /// without running it).
  static func names(
    in node: some SyntaxProtocol, views: [String: ScreenDraft.View] = [:], actions: Set<String> = []
  ) -> (named: Set<String>, called: Set<String>) {
    let finder = NameFinder(viewMode: .sourceAccurate)
    finder.views = views
    finder.actions = actions
    finder.walk(node)
    return (finder.names, finder.called)
  }

  /// The names of the calls `node` is an argument of (in their arguments or trailing
  /// closures, not what they call), the nearest first, two at most: `Text`, `.toolbar` of
  /// `.toolbar { Text(x) }`.
  static func calls(around node: Syntax) -> [String] {
    var names: [String] = []
    var child = node
    while let parent = child.parent, names.count < 2 {
      if let call = parent.as(FunctionCallExprSyntax.self), child.id != call.calledExpression.id {
        names.append(callee(call.calledExpression))
      }
      child = parent
    }
    return names
  }

  /// `Text` of `Text`, `.toolbar` of `content.toolbar`, `ForEach` of `ForEach<…>`.
  private static func callee(_ expr: ExprSyntax) -> String {
    if let member = expr.as(MemberAccessExprSyntax.self) { return "." + member.declName.baseName.text }
    if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let generic = expr.as(GenericSpecializationExprSyntax.self) { return callee(generic.expression) }
    return "a call"
  }

  /// Whether `reference` is the base of a projected value, `$field` of `x.$field` or
  /// `x?.$field`: a binding or a publisher, no value read.
  static func isProjected(_ reference: DeclReferenceExprSyntax) -> Bool {
    var node = Syntax(reference)
    while let parent = node.parent,
      parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
    {
      node = parent
    }
    guard let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id else {
      return false
    }
    return member.declName.baseName.text.hasPrefix("$")
  }

  /// `x` or `self.x`, not the member name of `other.x`.
  private static func isPropertyReference(_ reference: DeclReferenceExprSyntax) -> Bool {
    guard reference.keyPathInParent == \MemberAccessExprSyntax.declName,
      let member = reference.parent?.as(MemberAccessExprSyntax.self)
    else { return true }
    return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
  }
}

/// The names a node refers to, outside action closures.
final class NameFinder: SyntaxVisitor {
  var names: Set<String> = []
  var called: Set<String> = []
  /// The views of the files: a closure given to one's callback input is an action.
  var views: [String: ScreenDraft.View] = [:]
  /// The view's functions that return nothing (`ActionClosures.isAction`).
  var actions: Set<String> = []
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    ActionClosures.isAction(node, actions: actions) || BodyTranslator.isCallback(node, in: views)
      ? .skipChildren : .visitChildren
  }
  override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    ActionClosures.isActionArgument(node) ? .skipChildren : .visitChildren
  }
  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.baseName.plainName)
    if node.keyPathInParent == \FunctionCallExprSyntax.calledExpression {
      called.insert(node.baseName.plainName)
    }
    return .skipChildren
  }
}
