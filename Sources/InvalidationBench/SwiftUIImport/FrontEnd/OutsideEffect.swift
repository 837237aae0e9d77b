import SwiftSyntax

/// A call of an action (or a write through one) whose effect lies outside what the screen
/// shows: a call rooted in the SDK's or the standard library's logging, pasteboard, haptics
/// and the like (`ConstructRegistry.outsideEffects`), or in a type of the app that can reach no
/// model (`SourceSymbols.inertNames`), given no closure and no `inout` argument (an SDK
/// function cannot name the app's types, so what it is given it only reads). It is done, not
/// skipped: nothing a view reads changes (docs/swiftui-import.md, "Actions"). A type or
/// function of the same name the files or the view declare is the app's, not the SDK's.
enum OutsideEffect {
  /// Whether `expr`, a statement of an action, is such a call; `roots` names what such calls
  /// start from (`SourceSymbols.outsideEffectRoots`), `viewNames` what the view and the action
  /// have in scope.
  static func isOutside(_ expr: ExprSyntax, roots: Set<String>, viewNames: (String) -> Bool) -> Bool {
    guard let reached = reached(by: expr), let root = root(of: reached), roots.contains(root),
      !viewNames(root)
    else { return false }
    // `Task { … }` is a block of the action's; of `Task`'s own functions only a pause is none.
    if root == "Task", !["Task.sleep", "Task.yield"].contains(callee(of: reached)) { return false }
    return !givesCode(expr) && !acts(expr)
  }

  /// Whether `value`, what an action's local is made of, comes from what `roots` names and is
  /// given no code (`NSOpenPanel()`, `NSHapticFeedbackManager.defaultPerformer`): an object or
  /// value of the SDK's that no model holds.
  static func isOutsideValue(_ value: ExprSyntax, roots: Set<String>, viewNames: (String) -> Bool) -> Bool {
    guard value.is(FunctionCallExprSyntax.self) || value.is(MemberAccessExprSyntax.self),
      let root = root(of: value), roots.contains(root), !viewNames(root), root != "Task"
    else { return false }
    return !givesCode(value) && !acts(value)
  }

  /// The SDK's types whose calls run code later or reach what a view reads without being
  /// given code in that call: tasks, timers, queues, run loops, subscriptions and subjects,
  /// and what feeds a view back (`ConstructRegistry.feedsViews`: notification centers, the
  /// stores `@AppStorage` reads). A call on one is never taken as done
  /// (`ImportWarning.Outside.call`).
  static let runsCode: Set<String> = ConstructRegistry.feedsViews.union([
    "Task", "Timer", "DispatchQueue", "DispatchWorkItem", "DispatchSource", "OperationQueue", "Operation",
    "RunLoop", "AnyCancellable", "Cancellable", "ObservableObjectPublisher", "NSEvent",
    "NSKeyValueObservation",
  ])

  /// The environment keys of SwiftUI's actions (`\.dismiss`, `\.openURL`, and the older
  /// `\.presentationMode`).
  static let environmentKeys = ActionClosures.environmentActions.union(["presentationMode"])

  /// The name of the view's environment action `expr` calls (`dismiss` of `dismiss()`,
  /// `presentationMode` of `presentationMode.wrappedValue.dismiss()`), if `actions` names it:
  /// it ends a presentation or opens something outside the screen, which goes on showing
  /// what it shows (docs/swiftui-import.md, "Actions").
  static func environmentAction(_ expr: ExprSyntax, among actions: Set<String>) -> String? {
    guard let reached = reached(by: expr), reached.is(FunctionCallExprSyntax.self),
      let root = root(of: reached, throughSelf: true), actions.contains(root), !givesCode(expr)
    else { return nil }
    return root
  }

  /// A call, or the target of a write of what one reaches (`UIPasteboard.general.string =
  /// text`; the parser leaves `a = b` unfolded, a sequence of three).
  private static func reached(by expr: ExprSyntax) -> ExprSyntax? {
    if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      Array(sequence.elements)[1].is(AssignmentExprSyntax.self), let target = sequence.elements.first
    {
      return target
    }
    return expr.is(FunctionCallExprSyntax.self) ? expr : nil
  }

  /// Whether `expr` gives code to run: a closure may write what a view reads (a completion
  /// handler); `&x` writes `x`.
  static func givesCode(_ expr: ExprSyntax) -> Bool {
    expr.tokens(viewMode: .sourceAccurate).contains { token in
      token.tokenKind == .leftBrace || token.tokenKind == .prefixAmpersand
    }
  }

  /// Whether what `expr` gives its calls, or assigns, calls something or writes
  /// (`log(store.pop())`, `f(x += 1)`, `= model.next()`): what that calls may write what a view
  /// reads. The calls it is a chain of (`UIImpactFeedbackGenerator(style: .light)
  /// .impactOccurred()`) are not looked into, only their arguments.
  static func acts(_ expr: ExprSyntax) -> Bool {
    var current: ExprSyntax? = expr
    while let node = current {
      if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count == 3,
        let target = sequence.elements.first, let value = sequence.elements.last
      {
        if ActingFinder.finds(in: Syntax(value)) { return true }
        current = target
      } else if let call = node.as(FunctionCallExprSyntax.self) {
        if call.arguments.contains(where: { ActingFinder.finds(in: Syntax($0.expression)) }) { return true }
        current = call.calledExpression
      } else if let member = node.as(MemberAccessExprSyntax.self) {
        current = member.base
      } else if let optional = node.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else if let forced = node.as(ForceUnwrapExprSyntax.self) {
        current = forced.expression
      } else if let wrapped = node.as(TryExprSyntax.self)?.expression
        ?? node.as(AwaitExprSyntax.self)?.expression
      {
        current = wrapped
      } else {
        current = nil
      }
    }
    return false
  }

  /// Whether `expr` calls something or writes anywhere in it: a call, a subscript, an
  /// assignment or a compound one (`+=`).
  static func callsOrWrites(_ expr: ExprSyntax) -> Bool {
    ActingFinder.finds(in: Syntax(expr))
  }

  /// The operators that assign (`+=`), not those that compare (`==`, `<=`).
  static let compoundAssignments: Set<String> = [
    "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
  ]

  /// `Task.sleep` of `Task.sleep(for: .seconds(1))`: the called expression's text.
  private static func callee(of expr: ExprSyntax) -> String {
    (expr.as(FunctionCallExprSyntax.self)?.calledExpression ?? expr).trimmedDescription
  }

  /// The name a chain of calls and members starts from, through `?` and `!` (`UIPasteboard` of
  /// `UIPasteboard.general.setString(s)`, `print` of `print(x)`), and through `self.` when
  /// `throughSelf` (`player` of `self.player?.pause()`, a property): an SDK's root or an
  /// action's local is never reached through `self.`, which names the view's property.
  static func root(of expr: ExprSyntax, throughSelf: Bool = false) -> String? {
    var current = expr
    var member: String?
    while true {
      if let call = current.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression
      } else if let access = current.as(MemberAccessExprSyntax.self), let base = access.base {
        member = access.declName.baseName.text
        current = base
      } else if let optional = current.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else if let unwrapped = current.as(ForceUnwrapExprSyntax.self) {
        current = unwrapped.expression
      } else if let reference = current.as(DeclReferenceExprSyntax.self) {
        guard reference.baseName.tokenKind == .keyword(.self) else { return reference.baseName.text }
        return throughSelf ? member : nil
      } else {
        return nil
      }
    }
  }
}

/// Whether an expression calls something or writes: a call (not a value made by a type's
/// initializer or an implicit member), a subscript call, an assignment or a compound one
/// (`+=`).
private final class ActingFinder: SyntaxVisitor {
  private var found = false

  static func finds(in node: Syntax) -> Bool {
    let finder = ActingFinder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.found
  }

  // A value made (`URL(fileURLWithPath: path)`, `.seconds(1)`: a type's initializer or an
  // implicit member's factory) writes nothing; what it is given is looked into.
  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let type = node.calledExpression.as(DeclReferenceExprSyntax.self),
      type.baseName.text.first?.isUppercase == true
    {
      return .visitChildren
    }
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
      return .visitChildren
    }
    return stop()
  }
  override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind { stop() }
  override func visit(_ node: AssignmentExprSyntax) -> SyntaxVisitorContinueKind { stop() }
  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { stop() }

  override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    OutsideEffect.compoundAssignments.contains(node.operator.text) ? stop() : .visitChildren
  }

  private func stop() -> SyntaxVisitorContinueKind {
    found = true
    return .skipChildren
  }
}
