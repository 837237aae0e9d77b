import SwiftSyntax

/// The closures an action calls that the view was given: a helper's closure parameter, read
/// where the helper is called, and a closure input, which is its parent's.
extension ActionTranslator {
  /// A closure without parameters given to a helper (`makeButton(title:) { load() }`), with
  /// the file it is written in: calling the parameter (`task()`, `action: task`) runs it, as
  /// a call of a view method does.
  struct GivenClosure {
    let statements: CodeBlockItemListSyntax
    let file: String
    let converter: SourceLocationConverter
  }

  /// The closure `callee` names, if it is one given to the helper (`task`), as a function of
  /// the view to inline, with the scope it runs in (the caller's names, in its own file).
  func givenClosure(_ callee: ExprSyntax, in scope: Scope) -> (ViewHelper, Scope)? {
    guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.plainName,
      let closure = scope.closures[name]
    else { return nil }
    var inner = Scope(
      file: closure.file, converter: closure.converter, renames: scope.renames, locals: scope.locals,
      store: scope.store)
    inner.parameters = scope.parameters
    let helper = ViewHelper(
      parameters: [], isFunction: true, statements: closure.statements, returnsValue: false,
      file: closure.file, converter: closure.converter)
    return (helper, inner)
  }

  /// A call of a closure input of the view (`onTap()`, `onSelect?(item)`, `self.onClose()`):
  /// the closure is its parent's, read where the parent makes it (an interaction of the
  /// parent's, which the default trace runs), so here the call does nothing, with an
  /// approximated warning; `nil` for any other call.
  mutating func parentsClosure(_ call: FunctionCallExprSyntax, in scope: Scope) -> Flow? {
    guard let name = SourceNames.calledProperty(call)?.name else { return nil }
    return parentsClosure(named: name, call, in: scope)
  }

  /// A closure input given as an action as it stands (`Button(action: action)`,
  /// `.onTapGesture(perform: self.onTap)`): as its call is; `nil` for any other reference.
  mutating func parentsClosure(reference: ExprSyntax, in scope: Scope) -> Flow? {
    guard let name = SourceNames.property(reference) else { return nil }
    return parentsClosure(named: name, reference, in: scope)
  }

  private mutating func parentsClosure(named name: String, _ written: some SyntaxProtocol, in scope: Scope)
    -> Flow?
  {
    // `if let onTap { Button(action: onTap) }`: a local that unwraps the input is the input;
    // one that unwraps a helper's parameter of that name binds it.
    let unwrapsInput =
      scope.locals[name].map { [name, "self." + name].contains($0.text) && $0.bindings[name] == nil } ?? true
    guard scope.store == nil, closureInputs.contains(name), unwrapsInput,
      scope.parameters[name] == nil, scope.closures[name] == nil
    else { return nil }
    warn(
      .approximated, written, scope,
      "ran '\(ImportWarning.snippet(written.trimmedDescription))' as done: '\(name)' is a closure the parent gives, whose statements are the parent's interaction, which the default trace runs"
    )
    return Flow()
  }
}
