import SwiftSyntax

/// The modifiers that present content while a binding says so (`.sheet`, `.alert`,
/// `.popover`, `.navigationDestination`, …): presented content is not evaluated until it is
/// shown. An `isPresented:` binding is also a toggle the user flips (showing and dismissing is
/// an interaction), which the default trace drives.
enum PresentationTranslator: ConstructTranslator {
  static let modifiers: Set<String> = [
    "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "navigationDestination",
    "inspector",
  ]

  static func modify(_ parts: [ScreenDraft.Part], with modifier: ModifierCall, in body: inout BodyTranslator)
    -> [ScreenDraft.Part]?
  {
    let (name, call) = (modifier.name, modifier.call)
    var condition = body.constant("false", at: call)
    var presenting: [ScreenDraft.Part] = []
    let bound = call.arguments.first(where: { ["isPresented", "item"].contains($0.label?.text) })
    // `item: $error` over an optional that starts `nil` is shown while it holds a value.
    let itemStartsNil =
      bound.map { $0.label?.text == "item" && body.startsNil(unprojected: $0.expression) } ?? false
    if let bound {
      condition = body.unprojected(bound.expression)
      if itemStartsNil {
        condition = body.presence(of: [condition])
      } else if bound.label?.text == "item" {
        condition.testedCase = 0
      } else if bound.expression.trimmedText.hasPrefix("$") {
        let binding = body.expression(bound.expression)
        let control = body.unique("present" + BodyTranslator.identifier(from: condition.text))
        presenting = [.control(kind: "Toggle", binding: binding, name: control)]
      }
    } else if name == "navigationDestination", call.arguments.contains(where: { $0.label?.text == "for" }) {
      // `.navigationDestination(for: Route.self) { route in … }`: shown when a value is
      // pushed on the stack, as a NavigationLink's destination is.
      let actionsBefore = body.draft.actions.count
      let destination = body.contents(of: call)
      return parts
        + NavigationTranslator.pushed(
          destination, at: call, ownView: body.draft.actions.count == actionsBefore, in: &body)
    } else {
      body.warn(
        .opaque,
        call,
        "kept what .\(name) presents as not shown: it has no isPresented: or item: binding to show it by")
    }
    let actionsBefore = body.draft.actions.count
    var shown = body.contents(of: call)
    if let value = body.shownValue(Array(call.arguments), firstAlways: false) {
      shown.insert(.element(kind: BodyTranslator.elementKind(name), content: value), at: 0)
    }
    if let bound, BodyTranslator.isBinding(bound.expression),
      let view = presentedView(
        name, call, binding: bound, itemStartsNil: itemStartsNil, shown: shown, actionsFrom: actionsBefore,
        in: &body)
    {
      return parts + presenting + [view]
    }
    if let bound, BodyTranslator.isBinding(bound.expression) {
      body.warn(
        .approximated,
        call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call),
        "kept what .\(name) presents as a branch of this body: it uses what a view of its own is not given (a helper's value, a row's item), so while shown what it reads re-runs this view"
      )
    }
    return parts + presenting + [.conditional(condition, then: shown, otherwise: [])]
  }

  /// What `.sheet(isPresented: $x) { … }` presents, as a view of its own that the body creates
  /// with the binding (docs/rules.md, R10 and R14): making `$x` is not a read, so opening the
  /// sheet re-runs the presented view, not this one; what the content reads of this view's
  /// state it reads through bindings too, the body's locals it uses are given as values, and
  /// its buttons' actions are its own. `nil` when the content uses what a view of its own
  /// cannot be given (a helper's value, a row's item): then it stays a branch of this body.
  private static func presentedView(
    _ modifier: String, _ call: FunctionCallExprSyntax, binding bound: LabeledExprSyntax, itemStartsNil: Bool,
    shown: [ScreenDraft.Part], actionsFrom first: Int, in body: inout BodyTranslator
  ) -> ScreenDraft.Part? {
    var actions = Array(body.draft.actions[first...])
    let (presentedName, contentName) = ("presented", "content")
    // The body's locals the content uses are values the closure captures, computed by this
    // body: the presented view is given them (`let title = model.title` read here, `title`
    // there).
    let captured = capturedLocals(namesUsed(by: shown, actions), in: body)
    guard let captured else { return nil }
    let capturedNames = Set(captured.map(\.name))
    let shown = shown.map { $0.mapExpressions { $0.unbinding(capturedNames) } }
    for index in actions.indices {
      actions[index].statements = actions[index].statements.map {
        $0.mapExpressions { $0.unbinding(capturedNames) }
      }
    }
    let used = namesUsed(by: shown, actions).subtracting(capturedNames)
    guard !used.contains(presentedName), !used.contains(contentName),
      let given = inputs(for: used, at: call, in: body)
    else { return nil }
    var viewName = body.unique(body.draft.name + BodyTranslator.elementKind(modifier))
    while body.views[viewName] != nil { viewName = body.unique(viewName) }
    // Where `.sheet` is written (the call's node starts at what it modifies).
    let at = body.place(
      call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call))
    var view = ScreenDraft.View(name: viewName, place: at)
    view.isPresentation = true
    view.presented = true
    // The content is a closure the body makes anew each time: the presented view re-runs
    // whenever this one does (R3), as a sheet's content updates with its presenter.
    view.inputs =
      [(presentedName, .binding), (contentName, .closure)] + given.inputs + captured.map { ($0.name, .value) }
    view.environmentReads = given.environment
    view.models = body.draft.models
    var test = SourceExpression(presentedName, at: body.place(bound.expression))
    if itemStartsNil {
      test = SourceExpression("\(presentedName) != nil", at: body.place(bound.expression))
    } else if bound.label?.text == "item" {
      test.testedCase = 0
    }
    view.body = [.conditional(test, then: shown, otherwise: [])]
    view.actions = actions
    body.draft.actions.removeSubrange(first...)
    body.presented.append(view)
    let arguments: [(String, SourceExpression)] = [
      (presentedName, body.expression(bound.expression)),
      (contentName, body.constant("{ action() }", at: call)),
    ]
    return .child(
      name: viewName, arguments: arguments + given.arguments + captured.map { ($0.name, $0.value) }, id: nil,
      at: body.place(call))
  }

  /// The body's locals among `used`, with their values, sorted by name; `nil` if one stands
  /// for a row's item (a record, which a value cannot give).
  private static func capturedLocals(_ used: Set<String>, in body: BodyTranslator)
    -> [(name: String, value: SourceExpression)]?
  {
    var captured: [(name: String, value: SourceExpression)] = []
    for name in used.sorted() {
      guard let value = body.locals[name] else { continue }
      guard !value.namesUsed.contains(where: body.isRowElement) else { return nil }
      captured.append((name, value))
    }
    return captured
  }

  /// The names the presented content and its actions use (`$x` as `x`).
  static func namesUsed(by shown: [ScreenDraft.Part], _ actions: [ScreenDraft.Action]) -> Set<String> {
    let expressions =
      ScreenDraft.Part.all(in: shown).flatMap(\.expressions)
      + actions.flatMap { $0.statements.flatMap(\.expressions) }
    var used: Set<String> = []
    for expression in expressions {
      for name in expression.namesUsed { used.insert(name.hasPrefix("$") ? String(name.dropFirst()) : name) }
    }
    return used
  }

  /// What the presented view is given for the names its content uses: a binding of each
  /// state or binding, each other input, and the environment values it reads; `nil` if it uses
  /// what a view of its own cannot be given.
  static func inputs(for used: Set<String>, at call: FunctionCallExprSyntax, in body: BodyTranslator)
    -> (
      inputs: [(name: String, kind: ScreenDraft.InputKind)], arguments: [(String, SourceExpression)],
      environment: [String: String]
    )?
  {
    let draft = body.draft
    let state = Set(draft.state.map(\.name))
    var inputs: [(name: String, kind: ScreenDraft.InputKind)] = []
    var arguments: [(String, SourceExpression)] = []
    var environment: [String: String] = [:]
    for name in used.sorted() {
      if state.contains(name) || draft.inputs.contains(where: { $0.name == name && $0.kind == .binding }) {
        inputs.append((name, .binding))
        arguments.append((name, SourceExpression("$\(name)", at: body.place(call)).renamed(body.renames)))
      } else if let input = draft.inputs.first(where: { $0.name == name }) {
        inputs.append(input)
        arguments.append((name, SourceExpression(name, at: body.place(call)).renamed(body.renames)))
      } else if let key = draft.environmentReads[name] {
        environment[name] = key
      } else if draft.constants[name] != nil || draft.helperValues[name] != nil || body.locals[name] != nil
        || draft.unknownModels[name] != nil
        || body.renames[name].map({ $0 == "item" || $0.hasSuffix("[item]") }) == true
      {
        return nil
      }
    }
    return (inputs, arguments, environment)
  }
}
