import SwiftSyntax

/// An initializer of a view that hands over to another of the view's
/// (`self.init(title: title, accessory: EmptyView.init)`, as a constrained extension's often
/// does) gives the stored properties what that one gives them, its parameters standing for the
/// arguments handed over (docs/swiftui-import.md, "Initializers").
enum ViewInitializerDelegation {
  /// The `self.init(…)` call `decl` makes as a statement of its own (`try` too), if it makes one.
  static func call(in decl: InitializerDeclSyntax) -> FunctionCallExprSyntax? {
    for item in decl.body?.statements ?? [] {
      var expr = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
      if let tried = expr?.as(TryExprSyntax.self) { expr = tried.expression }
      if let call = expr?.as(FunctionCallExprSyntax.self), callsSelfInit(call.calledExpression) {
        return call
      }
    }
    return nil
  }

  /// Whether `decl` calls `self.init` anywhere (in an `if`, say): no initializer to hand over
  /// to, since what it gives depends on the branch.
  static func handsOver(_ decl: InitializerDeclSyntax) -> Bool {
    decl.body?.tokens(viewMode: .sourceAccurate).contains { token in
      token.tokenKind == .keyword(.`init`)
        && token.parent?.parent.map { $0.as(MemberAccessExprSyntax.self).map(callsSelfInit) ?? false } == true
    } ?? false
  }

  private static func callsSelfInit(_ callee: some ExprSyntaxProtocol) -> Bool {
    guard let member = callee.as(MemberAccessExprSyntax.self) else { return false }
    return member.declName.baseName.tokenKind == .keyword(.`init`)
      && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
  }

  /// The memberwise initializer of a view that declares none of its own: each input by its
  /// name, with its default.
  static func memberwise(of view: ScreenDraft.View, at place: SourcePlace) -> ScreenDraft.ViewInitializer {
    ScreenDraft.ViewInitializer(
      parameters: view.inputs.map {
        .init(
          label: $0.name, name: $0.name, defaultValue: view.inputDefaults[$0.name],
          isClosure: $0.kind == .closure)
      },
      given: Dictionary(
        uniqueKeysWithValues: view.inputs.map { ($0.name, SourceExpression($0.name, at: place)) }),
      place: place)
  }

  /// What `delegating` gives each stored property through `call` to the first of `targets`
  /// that takes its arguments, in `delegating`'s parameters' names; what it assigns itself
  /// after the call overrides. `nil` where none of them takes them, or where an argument uses
  /// a local of `decl` (`let t = title.uppercased()`), which the caller cannot see.
  static func given(
    _ delegating: ScreenDraft.ViewInitializer, _ decl: InitializerDeclSyntax,
    through call: FunctionCallExprSyntax,
    to targets: [ScreenDraft.ViewInitializer], in part: SourceSymbols.Part
  ) -> [String: SourceExpression]? {
    guard !(decl.body?.statements ?? []).contains(where: { $0.item.is(VariableDeclSyntax.self) }) else {
      return nil
    }
    let arguments = BodyTranslator.arguments(of: call)
    for target in targets {
      guard let bound = BodyTranslator.bind(arguments, to: target, hasTrailing: call.trailingClosure != nil)
      else { continue }
      // Each parameter of the target as the argument handed over (a name as it stands, any
      // other expression in parentheses), or as its default.
      var names: [String: String] = [:]
      var values: [String: SourceExpression] = [:]
      for parameter in target.parameters {
        if let argument = bound[parameter.name] {
          let value = handed(argument, isClosure: parameter.isClosure, among: delegating.parameters, in: part)
          values[parameter.name] = value
          names[parameter.name] = argument.is(DeclReferenceExprSyntax.self) ? value.text : "(\(value.text))"
        } else if let value = parameter.defaultValue {
          values[parameter.name] = value
          names[parameter.name] = "(\(value.text))"
        }
      }
      var given: [String: SourceExpression] = [:]
      for (property, value) in target.given {
        if let parameter = value.syntax.as(DeclReferenceExprSyntax.self)?.baseName.plainName,
          let handed = values[parameter]
        {
          given[property] = handed
        } else {
          given[property] = SourceExpression(SourceNames.text(value.syntax, names), at: value.place)
        }
      }
      return given.merging(delegating.given) { _, own in own }
    }
    return nil
  }

  /// An argument handed over: a closure as a caller's closure argument is
  /// (`BodyTranslator.closureOrValue`): the same each time where it captures nothing (a
  /// closure that uses no name of its scope, a type's initializer, `nil`), made anew otherwise;
  /// a parameter passed on as it stands; anything else as written.
  private static func handed(
    _ argument: ExprSyntax, isClosure: Bool, among parameters: [ScreenDraft.ViewInitializer.Parameter],
    in part: SourceSymbols.Part
  ) -> SourceExpression {
    let written = SourceExpression(argument, renames: [:], file: part.file, converter: part.converter)
    let passedOn = argument.as(DeclReferenceExprSyntax.self).map { reference in
      parameters.contains { $0.name == reference.baseName.plainName }
    }
    guard isClosure, passedOn != true else { return written }
    return SourceExpression(
      ClosureCaptures.isSameEachTime(argument) ? "{ }" : "{ action() }", at: written.place)
  }
}
