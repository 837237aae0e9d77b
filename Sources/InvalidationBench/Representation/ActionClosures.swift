import SwiftSyntax

/// Which closures of a body run later, when the user or the system starts them (a button's
/// action, `.task`, `onTapGesture`, `withAnimation`), not when the body is evaluated: what
/// they read is not read by the body. The import's translators, its census of reads and the
/// reads of derived values decide it here, once.
enum ActionClosures {
  /// Calls and modifiers whose closures are actions: Swift's own (`Task`, `withAnimation`,
  /// `DispatchQueue`'s) and SwiftUI's.
  static let calls: Set<String> = [
    "task", "refreshable", "Task", "withAnimation", "async", "asyncAfter", "detached", "perform",
    "accessibilityAction", "accessibilityAdjustableAction", "accessibilityScrollAction",
  ]

  /// Whether `closure` is one an interaction runs, not one a body evaluates: by where it is
  /// passed, or by what it does (a view builder neither awaits nor assigns, nor calls one of
  /// `actions`, the view's functions that return nothing: `()` is no view, so Swift refuses
  /// such a call in a view builder).
  static func isAction(_ closure: ClosureExprSyntax, actions: Set<String>) -> Bool {
    // A closure with a `return` of its own is not a view builder's: a call there is no sign.
    let returns = closure.statements.contains { $0.item.is(ReturnStmtSyntax.self) }
    if performsWork(closure.statements, actions: returns ? [] : actions) { return true }
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

  /// Whether `statements` (outside the closures they contain) await, assign, start a task or
  /// call one of `actions` as a statement of its own: what an action does, and what a view
  /// builder cannot.
  private static func performsWork(_ statements: CodeBlockItemListSyntax, actions: Set<String>) -> Bool {
    let finder = WorkFinder(viewMode: .sourceAccurate)
    finder.actions = actions
    finder.walk(statements)
    return finder.found
  }

  /// The names apps give SwiftUI's environment actions (`@Environment(\.dismiss) var dismiss`).
  static let environmentActions: Set<String> = [
    "dismiss", "openURL", "openWindow", "dismissWindow", "openSettings", "dismissSearch",
    "dismissImmersiveSpace",
    "openImmersiveSpace", "requestReview", "purchase",
  ]

  /// Whether the closures of `call` run on an interaction: a modifier named `on…`, `.task`,
  /// `.refreshable`, `Task`, `withAnimation`, a dispatch; a `Button`'s trailing closure.
  private static func isActionCall(_ call: FunctionCallExprSyntax, trailing: Bool) -> Bool {
    let callee = call.calledExpression
    let name =
      callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
    if isCallbackName(name) { return true }
    if calls.contains(name) { return true }
    // `Button(action: { … }) { label }`: there the trailing closure is the label.
    return trailing && name == "Button" && !call.arguments.contains { $0.label?.text == "action" }
  }
}

/// Whether statements await, assign, start a task or an animation, call one of SwiftUI's
/// environment actions, or call one of the view's functions returning nothing as a statement,
/// outside the closures they contain.
private final class WorkFinder: SyntaxVisitor {
  var found = false
  /// The view's functions that return nothing (`ActionClosures.isAction`).
  var actions: Set<String> = []
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    // `dismiss()`, `openURL(url)`, `Task { … }`, `withAnimation { … }`: what a view builder
    // never calls; `reload()` or `self.reload()` of the view's `func reload()` as a statement
    // (`let _ = reload()` is a declaration, which a view builder takes).
    let callee = node.calledExpression
    let member = callee.as(MemberAccessExprSyntax.self).flatMap { member in
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        ? member.declName.baseName.text : nil
    }
    let isStatement = node.parent?.is(CodeBlockItemSyntax.self) == true
    if let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? member,
      ActionClosures.environmentActions.contains(name) || ["Task", "withAnimation"].contains(name)
        || (isStatement && actions.contains(name))
    {
      found = true
      return .skipChildren
    }
    return .visitChildren
  }

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
