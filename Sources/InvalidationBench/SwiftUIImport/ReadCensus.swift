import SwiftLexicalLookup
import SwiftSyntax

/// A place where a view's body reads one of the view's stored properties (its `@State`, an
/// input, a model, an environment value): what the import should keep.
struct SourceRead: Sendable, Hashable {
  /// The property, as the source names it.
  let name: String
  let place: SourcePlace
}

/// Finds the reads of a view's body and helpers, independently of how the import translates
/// them: every reference to one of the view's stored properties outside the closures an
/// action runs (a button's action, `onTapGesture`, `.task`, `Task { }`: what those read is
/// read when they run, not when the body is evaluated). The import's summary compares what it
/// kept with these.
enum ReadCensus {
  /// The reads of `properties` in `node`, a body or helper of the file `converter` maps; of
  /// `models` (properties holding a model), only those of a member (`model.count`): passing
  /// the object on reads nothing, nor does passing one of its `methods` on
  /// (`addPattern: model.addPattern`, a function read when it runs).
  static func reads(
    in node: some SyntaxProtocol, of properties: Set<String>, models: Set<String>,
    methods: [String: Set<String>] = [:], file: String, converter: SourceLocationConverter
  ) -> [SourceRead] {
    var found: [SourceRead] = []
    let census = Census(
      properties: properties, models: models, methods: methods, file: file,
      converter: converter)
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
    let file: String
    let converter: SourceLocationConverter

    /// The reads in `node`, whose copy `mirror` (detached from the file) answers lookups.
    func collect(_ node: Syntax, _ mirror: Syntax, into found: inout [SourceRead]) {
      if let closure = node.as(ClosureExprSyntax.self), isAction(closure) { return }
      if let argument = node.as(LabeledExprSyntax.self), isActionArgument(argument) { return }
      // `\.scrollToTop`, `\Item.name`: names of members, not references.
      if node.is(KeyPathExprSyntax.self) { return }
      // `if let message { … }` reads `message` (the names inside read the local it binds).
      if let binding = node.as(OptionalBindingConditionSyntax.self), binding.initializer == nil,
        let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
        properties.contains(pattern.identifier.plainName), !models.contains(pattern.identifier.plainName)
      {
        found.append(
          SourceRead(name: pattern.identifier.plainName, place: SourcePlace(pattern, file: file, converter)))
        return
      }
      if let reference = node.as(DeclReferenceExprSyntax.self) {
        // `$name` makes a binding for a child or a control; the body reads nothing by it.
        let name = reference.baseName.plainName
        let member =
          reference.keyPathInParent == \MemberAccessExprSyntax.base
          ? reference.parent?.as(MemberAccessExprSyntax.self) : nil
        if properties.contains(name), isPropertyReference(reference), !models.contains(name) || member != nil,
          !passesMethod(member, of: name), let copy = mirror.as(DeclReferenceExprSyntax.self), !isLocal(copy)
        {
          found.append(SourceRead(name: name, place: SourcePlace(reference, file: file, converter)))
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
  static func names(in node: some SyntaxProtocol) -> (named: Set<String>, called: Set<String>) {
    let finder = NameFinder(viewMode: .sourceAccurate)
    finder.walk(node)
    return (finder.names, finder.called)
  }

  /// `x` or `self.x`, not the member name of `other.x`.
  private static func isPropertyReference(_ reference: DeclReferenceExprSyntax) -> Bool {
    guard reference.keyPathInParent == \MemberAccessExprSyntax.declName,
      let member = reference.parent?.as(MemberAccessExprSyntax.self)
    else { return true }
    return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
  }

  /// Whether `closure` is one an interaction runs, not one a body evaluates: by where it is
  /// passed, or by what it does (a view builder neither awaits nor assigns).
  static func isAction(_ closure: ClosureExprSyntax) -> Bool {
    if performsWork(closure.statements) { return true }
    if let argument = closure.parent?.as(LabeledExprSyntax.self) {
      if let label = argument.label?.text, isActionLabel(label) { return true }
      guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
      return isActionCall(call, trailing: false)
    }
    if let call = closure.parent?.as(FunctionCallExprSyntax.self),
      closure.keyPathInParent == \FunctionCallExprSyntax.trailingClosure
    {
      return isActionCall(call, trailing: true)
    }
    if let additional = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
      return isActionLabel(additional.label.text)
    }
    return false
  }

  /// Whether `argument` passes what an interaction runs: `action: save`,
  /// `onSelect: store.select` (a function, read when it runs).
  static func isActionArgument(_ argument: LabeledExprSyntax) -> Bool {
    guard let label = argument.label?.text, isActionLabel(label) else { return false }
    return argument.expression.is(DeclReferenceExprSyntax.self)
      || argument.expression.is(MemberAccessExprSyntax.self)
  }

  /// Whether a closure passed with `label` is one an interaction runs: `action:`, `perform:`,
  /// `set:`, and callbacks named `on…` (`onSelect:`, `onCommit:`).
  static func isActionLabel(_ label: String) -> Bool {
    actionLabels.contains(label) || isCallbackName(label)
  }

  /// `onTapGesture`, `onSelect`: a name an app or SwiftUI gives to what runs on an event.
  static func isCallbackName(_ name: String) -> Bool {
    name.count > 2 && name.hasPrefix("on") && name.dropFirst(2).first?.isUppercase == true
  }

  /// The argument labels of closures an interaction runs.
  private static let actionLabels: Set<String> = ["action", "perform", "set"]

  /// Whether `statements` (outside the closures they contain) await, assign or start a task:
  /// what an action does, and what a view builder cannot.
  private static func performsWork(_ statements: CodeBlockItemListSyntax) -> Bool {
    let finder = WorkFinder(viewMode: .sourceAccurate)
    finder.walk(statements)
    return finder.found
  }

  /// Whether the closures of `call` run on an interaction: a modifier named `on…`, `.task`,
  /// `.refreshable`, `Task`, `withAnimation`, a dispatch; a `Button`'s trailing closure.
  private static func isActionCall(_ call: FunctionCallExprSyntax, trailing: Bool) -> Bool {
    let callee = call.calledExpression
    let name =
      callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
    if isCallbackName(name) { return true }
    if ConstructRegistry.actionCalls.contains(name) { return true }
    // `Button(action: { … }) { label }`: there the trailing closure is the label.
    return trailing && name == "Button" && !call.arguments.contains { $0.label?.text == "action" }
  }
}

/// The names a node refers to, outside action closures.
private final class NameFinder: SyntaxVisitor {
  var names: Set<String> = []
  var called: Set<String> = []
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    ReadCensus.isAction(node) ? .skipChildren : .visitChildren
  }
  override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    ReadCensus.isActionArgument(node) ? .skipChildren : .visitChildren
  }
  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.baseName.plainName)
    if node.keyPathInParent == \FunctionCallExprSyntax.calledExpression {
      called.insert(node.baseName.plainName)
    }
    return .skipChildren
  }
}

/// Whether statements await, assign or call one of SwiftUI's environment actions, outside the
/// closures they contain.
private final class WorkFinder: SyntaxVisitor {
  var found = false
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    // `dismiss()`, `openURL(url)`: what a view builder never calls.
    if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      Self.environmentActions.contains(name)
    {
      found = true
      return .skipChildren
    }
    return .visitChildren
  }

  /// The names apps give SwiftUI's environment actions (`@Environment(\.dismiss) var dismiss`).
  static let environmentActions: Set<String> = [
    "dismiss", "openURL", "openWindow", "dismissWindow", "openSettings", "dismissSearch",
    "dismissImmersiveSpace",
    "openImmersiveSpace", "requestReview", "purchase",
  ]
  override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
    found = true
    return .skipChildren
  }
  override func visit(_ node: AssignmentExprSyntax) -> SyntaxVisitorContinueKind {
    found = true
    return .skipChildren
  }
  override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    if ["+=", "-=", "*=", "/="].contains(node.operator.text) { found = true }
    return .skipChildren
  }
}
