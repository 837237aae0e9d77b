import SwiftSyntax

/// What lies outside the files the import read, judged against the whole app
/// (docs/advise.md, "Not judged"): a view or a type the app does not declare is a package's or
/// the SDK's, which cannot name the app's models; its calls reach the app's code only through
/// what the app gives it (a closure, `self` as a delegate or observer, a selector).
extension AppUses {
  /// Whether `outside`, what a warning is about, is in no fix's way in this app.
  func isOutside(_ outside: ImportWarning.Outside) -> Bool {
    switch outside {
    case .view(let name):
      declarations[name] == nil
    case .call(let root, let type):
      declarations[type] == nil && !OutsideEffect.runsCode.contains(type) && !codeTakers.contains(root)
        && !codeTakers.contains(type)
    }
  }

  /// The names `node` gives code to, if it gives any: a call with a closure, `self` or a
  /// selector among its arguments, or an assignment of one (`player.delegate = self`,
  /// `timer.handler = { … }`); then the names of what it is called on or assigns to, up the
  /// chain of members and calls (`player`, `AVAudioSession`), and those its other arguments
  /// use (`object: player.currentItem`), closures left out.
  static func codeTakers(of node: some SyntaxProtocol) -> Set<String> {
    if let call = node.as(FunctionCallExprSyntax.self) {
      let arguments = call.arguments.map(\.expression)
      guard
        call.trailingClosure != nil || !call.additionalTrailingClosures.isEmpty
          || arguments.contains(where: givesCode)
      else { return [] }
      return names(inChain: call.calledExpression).union(
        arguments.filter { !$0.is(ClosureExprSyntax.self) }.flatMap(names(in:)))
    }
    if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      Array(sequence.elements)[1].is(AssignmentExprSyntax.self), let target = sequence.elements.first,
      let value = sequence.elements.last, givesCode(value)
    {
      return names(inChain: target)
    }
    return []
  }

  /// Whether `expr`, an argument or an assigned value, is code: a closure, `self`, a
  /// selector, or a function passed by name (`action: handle`, `#selector(tap)`).
  private static func givesCode(_ expr: ExprSyntax) -> Bool {
    expr.is(ClosureExprSyntax.self) || expr.is(MacroExpansionExprSyntax.self)
      || expr.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
  }

  /// The names of a chain of members and calls (`player`, `currentItem` of
  /// `player?.currentItem.observe`), stopping at what is not one (a closure, a view's
  /// modifier chain).
  private static func names(inChain expr: ExprSyntax) -> Set<String> {
    var names: Set<String> = []
    var current: ExprSyntax? = expr
    while let node = current {
      if let member = node.as(MemberAccessExprSyntax.self) {
        names.insert(member.declName.baseName.text)
        current = member.base
      } else if let call = node.as(FunctionCallExprSyntax.self), call.trailingClosure == nil {
        current = call.calledExpression
      } else if let optional = node.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else if let unwrapped = node.as(ForceUnwrapExprSyntax.self) {
        current = unwrapped.expression
      } else {
        if let reference = node.as(DeclReferenceExprSyntax.self) { names.insert(reference.baseName.text) }
        current = nil
      }
    }
    return names
  }

  /// The names `expr` uses, closures left out.
  private static func names(in expr: ExprSyntax) -> Set<String> {
    final class Names: SyntaxVisitor {
      var found: Set<String> = []
      override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
      override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        found.insert(node.baseName.text)
        return .visitChildren
      }
    }
    let visitor = Names(viewMode: .sourceAccurate)
    visitor.walk(expr)
    return visitor.found
  }
}
