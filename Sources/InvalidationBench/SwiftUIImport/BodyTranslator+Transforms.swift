import SwiftSyntax

/// A modifier an `extension View` of the files declares that hands the view it modifies to a
/// closure the caller gives (`.if(isOn) { $0.bold() }`, `.viewModifier { view in … }`), read
/// as the compiler builds it: its declaration inlined with `self` standing for the modified
/// view, and each call of its closure parameter (`transform(self)`) the caller's closure, read
/// in the caller's scope with its parameter standing for the view it is given. An `if` in
/// either shows the view in each branch, each with an identity of its own, as SwiftUI's
/// `_ConditionalContent` does (docs/swiftui-import.md, "Modifiers that take the view").
extension BodyTranslator {
  /// What a closure a modifier was given reads in: the caller's names, closures, file and
  /// the views its names stand for.
  struct CallerScope {
    let locals: [String: SourceExpression]
    let closures: [String: ActionTranslator.GivenClosure]
    let file: String
    let converter: SourceLocationConverter
    let shownViews: [String: ShownView]
    let transforms: [String: ContentTransform]
  }

  /// The view a name stands for, and whether it was shown already: shown again (in the other
  /// branch), its lists and controls are named anew.
  struct ShownView {
    let parts: [ScreenDraft.Part]
    var isShown = false
  }

  /// A closure given for a parameter that the modifier's declaration calls with a view.
  struct ContentTransform {
    let closure: ClosureExprSyntax
    let scope: CallerScope
    /// The modifier that was given it: not being inlined while the caller's closure is read
    /// (`.if(a) { $0.if(b) { … } }`).
    let modifier: String
  }

  private var scope: CallerScope {
    CallerScope(
      locals: locals, closures: closures, file: file, converter: converter, shownViews: shownViews,
      transforms: transforms)
  }

  private mutating func enter(_ scope: CallerScope) {
    (locals, closures, file, converter) = (scope.locals, scope.closures, scope.file, scope.converter)
    (shownViews, transforms) = (scope.shownViews, scope.transforms)
  }

  /// `parts` as such a modifier shows them; `nil` when `modifier` is not one: no function of
  /// an `extension View` of the files, or one that calls no closure it is given with `self`
  /// (`bar { … }` of `overlay(content())` stays a modifier whose content is shown).
  mutating func transformed(_ parts: [ScreenDraft.Part], by modifier: ModifierCall) -> [ScreenDraft.Part]? {
    let (call, name) = (modifier.call, modifier.name)
    let arguments = Array(call.arguments)
    guard call.additionalTrailingClosures.isEmpty, !inlining.contains(name),
      let helper = helpers[name]?.overload(for: arguments, trailing: call.trailingClosure), helper.isShared,
      let matched = helper.matched(arguments, trailing: call.trailingClosure)
    else { return nil }
    let called = Self.calledNames(in: helper.statements)
    let given = matched.filter {
      !$0.isDefault && $0.value.is(ClosureExprSyntax.self) && called.contains($0.parameter)
    }
    guard !given.isEmpty else { return nil }
    let caller = scope
    var values: [String: SourceExpression] = [:]
    for argument in matched
    where !argument.isDefault && !given.contains(where: { $0.parameter == argument.parameter }) {
      values[argument.parameter] = expression(argument.value)
    }
    var transforms: [String: ContentTransform] = [:]
    for argument in given {
      if let closure = argument.value.as(ClosureExprSyntax.self) {
        transforms[argument.parameter] = ContentTransform(closure: closure, scope: caller, modifier: name)
      }
    }
    inlining.insert(name)
    (file, converter) = (helper.file, helper.converter)
    (locals, closures, shownViews, self.transforms) = (
      values, [:], ["self": ShownView(parts: parts)], transforms
    )
    for argument in matched where argument.isDefault {
      locals[argument.parameter] = expression(argument.value)
    }
    defer {
      inlining.remove(name)
      enter(caller)
    }
    return self.parts(helper.statements)
  }

  /// The view `expr` stands for inside such a modifier: `self` in its declaration, the
  /// closure's parameter in the caller's closure, or a call of a closure it was given with a
  /// view (`transform(self)`), read as that closure shows it.
  mutating func shownView(_ expr: ExprSyntax) -> [ScreenDraft.Part]? {
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.plainName
      guard let shown = shownViews[name] else { return nil }
      shownViews[name]?.isShown = true
      return shown.isShown ? shownAgain(shown.parts) : shown.parts
    }
    guard let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
      call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.plainName,
      let transform = transforms[name]
    else { return nil }
    let view = parts(argument.expression, container: nil)
    let inside = scope
    enter(transform.scope)
    shownViews[Self.parameterNames(of: transform.closure).first ?? "$0"] = ShownView(parts: view)
    let wasInlining = inlining.remove(transform.modifier) != nil
    defer {
      enter(inside)
      if wasInlining { inlining.insert(transform.modifier) }
    }
    return parts(transform.closure.statements)
  }

  /// `parts` shown once more (the view in each branch): each lazy list and each control in
  /// them under a name of its own, as a screen names each once (the default trace edits each
  /// control where it is shown).
  private mutating func shownAgain(_ parts: [ScreenDraft.Part]) -> [ScreenDraft.Part] {
    parts.map { part in
      switch part {
      case .conditional(let test, let then, let otherwise):
        return .conditional(test, then: shownAgain(then), otherwise: shownAgain(otherwise))
      case .environment(let key, let value, let content):
        return .environment(key: key, value: value, content: shownAgain(content))
      case .forEach(let data, let container, let list, let row, let arguments, let content, let source):
        return .forEach(
          data: data, container: container, list: list.map { _ in taken.claim("list") }, row: row,
          arguments: arguments,
          content: shownAgain(content), source: source)
      case .control(let kind, let binding, let name):
        return .control(kind: kind, binding: binding, name: taken.claim(name))
      default:
        return part
      }
    }
  }

  /// The names `statements` call with the view (`transform` of `transform(self)`).
  private static func calledNames(in statements: CodeBlockItemListSyntax) -> Set<String> {
    var names: Set<String> = []
    for token in statements.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.self) {
      guard let argument = token.parent?.parent?.as(LabeledExprSyntax.self), argument.label == nil,
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
      else { continue }
      names.insert(callee.baseName.plainName)
    }
    return names
  }
}
