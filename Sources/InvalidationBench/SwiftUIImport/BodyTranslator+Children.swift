import SwiftSyntax

/// A view of the files shown in a body: its arguments bound to its inputs through its
/// initializers, and the content and closures it is given.
extension BodyTranslator {
  /// `name(…)`, a view of the files, given the call's arguments.
  mutating func child(_ name: String, _ call: FunctionCallExprSyntax) -> ScreenDraft.Part {
    let signature = views[name]
    let inputs = signature?.inputs ?? []
    let given = Self.arguments(of: call)
    let hasTrailing = call.trailingClosure != nil
    if let signature,
      let (initializer, bound) = signature.initializers.lazy.compactMap({ initializer in
        Self.bind(given, to: initializer, hasTrailing: hasTrailing).map { (initializer, $0) }
      }).first
    {
      return .child(
        name: name, arguments: arguments(through: initializer, bound, of: signature), id: nil, at: place(call)
      )
    }
    if let signature, !signature.hasMemberwiseInitializer, !signature.initializers.isEmpty {
      warn(
        .approximated, call,
        "passed the arguments of \(name) by their labels: none of its initializers takes them as written")
    }
    var arguments: [(String, SourceExpression)] = []
    for (label, expr) in given where label != nil || !expr.is(ClosureExprSyntax.self) {
      guard let label else {
        warn(.leftOut, expr, "dropped an unlabeled argument of \(name)")
        continue
      }
      if modelProperties[name]?.contains(label) == true { continue }
      arguments.append((label, closureOrValue(expr, kind: inputs.first { $0.name == label }?.kind)))
    }
    if let trailing = call.trailingClosure, let input = inputs.last(where: { $0.kind == .closure }) {
      arguments.append((input.name, closureOrValue(ExprSyntax(trailing), kind: .closure)))
    }
    // What the memberwise initializer fills in: each input left out takes its default, in the
    // order the view declares them (a dictionary's order changes from run to run).
    let defaults = signature?.inputDefaults ?? [:]
    for input in inputs where !arguments.contains(where: { $0.0 == input.name }) {
      if let value = defaults[input.name] { arguments.append((input.name, value)) }
    }
    return .child(name: name, arguments: arguments, id: nil, at: place(call))
  }

  /// The call's arguments bound to `initializer`'s parameters by label and order (a parameter
  /// left out takes its default; trailing closures go to the closure parameters after the
  /// others), or `nil` if they do not fit it.
  /// The arguments of `call` in order, its trailing closures last, each with its label.
  static func arguments(of call: FunctionCallExprSyntax) -> [(label: String?, expr: ExprSyntax)] {
    var given: [(label: String?, expr: ExprSyntax)] = call.arguments.map { ($0.label?.text, $0.expression) }
    if let trailing = call.trailingClosure { given.append((nil, ExprSyntax(trailing))) }
    return given + call.additionalTrailingClosures.map { ($0.label.text, ExprSyntax($0.closure)) }
  }

  static func bind(
    _ given: [(label: String?, expr: ExprSyntax)], to initializer: ScreenDraft.ViewInitializer,
    hasTrailing: Bool
  ) -> [String: ExprSyntax]? {
    var bound: [String: ExprSyntax] = [:]
    var next = 0
    let trailingStart =
      hasTrailing ? given.count - given.reversed().prefix { $0.label != nil }.count - 1 : given.count
    for parameter in initializer.parameters {
      if next < given.count, next < trailingStart, given[next].label == parameter.label {
        bound[parameter.name] = given[next].expr
        next += 1
      } else if next >= trailingStart, next < given.count, parameter.isClosure,
        given[next].label == nil || given[next].label == parameter.label
      {
        bound[parameter.name] = given[next].expr
        next += 1
      } else if parameter.defaultValue == nil {
        return nil
      }
    }
    return next == given.count ? bound : nil
  }

  /// The child's inputs as `initializer` gives them: what it assigns each, with its parameters
  /// standing for the arguments bound to them (or their defaults); an input it does not assign
  /// takes its own default.
  mutating func arguments(
    through initializer: ScreenDraft.ViewInitializer, _ bound: [String: ExprSyntax], of view: ScreenDraft.View
  ) -> [(String, SourceExpression)] {
    var parameters: [String: String] = [:]
    var byName: [String: SourceExpression] = [:]
    for parameter in initializer.parameters {
      if let argument = bound[parameter.name] {
        let kind =
          view.inputs.first { $0.name == parameter.name }?.kind ?? (parameter.isClosure ? .closure : .value)
        let value = closureOrValue(argument, kind: kind)
        byName[parameter.name] = value
        parameters[parameter.name] = "(\(value.text))"
      } else if let value = parameter.defaultValue {
        byName[parameter.name] = value
        parameters[parameter.name] = "(\(value.text))"
      }
    }
    var arguments: [(String, SourceExpression)] = []
    for input in view.inputs {
      if modelProperties[view.name]?.contains(input.name) == true { continue }
      guard let assigned = initializer.given[input.name] else {
        if let value = view.inputDefaults[input.name] { arguments.append((input.name, value)) }
        continue
      }
      // `self.title = title`: the argument itself; anything else, in the arguments' terms.
      if let parameter = assigned.syntax.as(DeclReferenceExprSyntax.self)?.baseName.plainName,
        let value = byName[parameter]
      {
        arguments.append((input.name, value))
        continue
      }
      let text = SourceNames.text(assigned.syntax, parameters)
      var value = SourceExpression(text, at: assigned.place)
      value.bindings = locals
      arguments.append((input.name, value))
    }
    return arguments
  }

  /// The views a child of the files is given to show (`Card { Text(title) }`), shown beside
  /// it: a `@ViewBuilder` init evaluates them in this body; a child that stores the closure
  /// and calls it in its own body reads them there, which a warning says.
  mutating func childContent(_ name: String, _ call: FunctionCallExprSyntax) -> [ScreenDraft.Part] {
    let closures =
      call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
      + (call.trailingClosure.map { [$0] } ?? []) + call.additionalTrailingClosures.map(\.closure)
    var shown: [ScreenDraft.Part] = []
    var content = false
    for closure in closures {
      // What the child runs on a tap (`RowButton { await model.load() }`, `onSelect: { item
      // in selection = item }`) is this view's closure: an interaction of its own, whose
      // parameters (what the child passes) are unknown here.
      if ActionClosures.isAction(closure, actions: actionFunctions) || Self.isCallback(closure, in: views) {
        shown += interaction(closure, of: name, "")
      } else if Self.isGiven(closure, in: views, to: \.valueFunctions),
        ClosureCaptures.isSameEachTime(ExprSyntax(closure))
      {
        // A function the child calls for a value (`titleForCase: { $0.name }`), reading nothing
        // of this view: no content here. One that reads the view's names stays content, its
        // reads kept.
        continue
      } else if closure.signature == nil || givesValues(closure) {
        let inner = parts(closure.statements)
        content = content || !inner.isEmpty
        shown += inner
      }
    }
    // `addPattern: model.addPattern`: a function the child calls, which runs this view's
    // call of it.
    for argument in call.arguments where namesFunction(argument.expression) {
      shown += interaction(.function(argument.expression), of: name, argument.label?.text ?? "")
    }
    if content, views[name]?.inputs.contains(where: { $0.kind == .closure }) == true {
      warn(
        .approximated,
        call,
        "showed the content given to \(name) in this body: \(name) calls it in its own, so there its reads are \(name)'s"
      )
    }
    return shown
  }

  /// Whether `closure`, given in a call of a view of the files, is for one of its closure
  /// inputs that return nothing (`ErrorView(error) { model.retry() }` of `let retry: () ->
  /// Void`): the child runs it on an event, so it is an action, not content this body shows.
  /// The input is found as the call reaches it: through the initializer that takes the
  /// arguments (`self.retry = retry`), or, memberwise, by label, a trailing closure going where
  /// Swift's forward scan sends it (`memberwiseTrailingInput`); where neither says, it is no
  /// callback.
  static func isCallback(_ closure: ClosureExprSyntax, in views: [String: ScreenDraft.View]) -> Bool {
    isGiven(closure, in: views, to: \.callbacks)
  }

  /// Whether `closure`, given in a call of a view of the files, is for one of the inputs
  /// `inputs` names of that view, found as `isCallback` says.
  static func isGiven(
    _ closure: ClosureExprSyntax, in views: [String: ScreenDraft.View],
    to inputs: KeyPath<ScreenDraft.View, Set<String>>
  ) -> Bool {
    var node = Syntax(closure).parent
    while let current = node, !current.is(FunctionCallExprSyntax.self), !current.is(CodeBlockItemSyntax.self)
    {
      node = current.parent
    }
    guard let call = node?.as(FunctionCallExprSyntax.self), let name = viewName(call),
      let view = views[name],
      !view[keyPath: inputs].isEmpty
    else { return false }
    let given = Self.arguments(of: call)
    guard let index = given.firstIndex(where: { $0.expr.id == ExprSyntax(closure).id }) else { return false }
    for initializer in view.initializers {
      guard let bound = bind(given, to: initializer, hasTrailing: call.trailingClosure != nil) else {
        continue
      }
      guard let parameter = bound.first(where: { $0.value.id == given[index].expr.id })?.key else {
        return false
      }
      return view[keyPath: inputs].contains { input in
        initializer.given[input]?.syntax.as(DeclReferenceExprSyntax.self)?.baseName.plainName == parameter
      }
    }
    guard view.hasMemberwiseInitializer else { return false }
    if let label = given[index].label { return view[keyPath: inputs].contains(label) }
    guard closure.keyPathInParent == \FunctionCallExprSyntax.trailingClosure else { return false }
    return memberwiseTrailingInput(of: call, in: view).map(view[keyPath: inputs].contains) ?? false
  }

  /// The input of `view`'s memberwise initializer an unlabelled trailing closure of `call`
  /// goes to, by Swift's forward scan (SE-0286): the first that takes a function after those
  /// the labels in parentheses name, passing over one with a default where a later one takes
  /// a function and has none; `nil` where a label names no input (a model's), so that the
  /// order is not known.
  private static func memberwiseTrailingInput(of call: FunctionCallExprSyntax, in view: ScreenDraft.View)
    -> String?
  {
    let inputs = view.inputs.map(\.name)
    let labels = call.arguments.compactMap { $0.label?.text }
    guard labels.allSatisfy(inputs.contains) else { return nil }
    let after = (inputs.lastIndex { labels.contains($0) } ?? -1) + 1
    let takesFunction = inputs[after...].filter { name in
      view.inputs.contains { $0.name == name && $0.kind == .closure } || view.builders.contains(name)
    }
    let hasDefault = { (name: String) in
      view.inputDefaults[name] != nil || view.implicitDefaults.contains(name)
    }
    for (position, name) in takesFunction.enumerated() {
      if hasDefault(name), takesFunction.dropFirst(position + 1).contains(where: { !hasDefault($0) }) {
        continue
      }
      return name
    }
    return nil
  }

  /// Whether `closure` is content the child calls with values of its own (`Reader { size in
  /// Text(title) }`): it shows views, and its parameters hide no name of this view. Shown
  /// here, what reads a parameter reads what the screen cannot compute, which is derived.
  func givesValues(_ closure: ClosureExprSyntax) -> Bool {
    let parameters = Self.parameterNames(of: closure)
    guard !parameters.isEmpty,
      parameters.allSatisfy({
        !viewNames.contains($0) && locals[$0] == nil && renames[$0] == nil && helpers[$0] == nil
      })
    else { return false }
    return closure.statements.contains { item in
      if let expr = item.item.as(ExprSyntax.self) { return isView(expr) || expr.is(IfExprSyntax.self) }
      return item.item.is(IfExprSyntax.self) || item.item.is(SwitchExprSyntax.self)
    }
  }

  /// Whether `expr` names a function of this view or of a model it holds (`save`,
  /// `self.save`, `model.addPattern`), not a value.
  func namesFunction(_ expr: ExprSyntax) -> Bool {
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      return locals[reference.baseName.plainName] == nil
        && helpers[reference.baseName.plainName]?.isFunction == true
    }
    guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
    let name = member.declName.baseName.plainName
    if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
      return helpers[name]?.isFunction == true
    }
    guard let model = base.identifier, let key = draft.models[model] else { return false }
    return stores[key]?.methods[name] != nil
  }

  /// A closure argument keeps its captures (`{ [a] in … }`) or becomes one that captures
  /// `self`; any other argument is an expression.
  func closureOrValue(_ expr: ExprSyntax, kind: ScreenDraft.InputKind?) -> SourceExpression {
    guard kind == .closure else { return expression(expr) }
    guard let closure = expr.as(ClosureExprSyntax.self) else {
      // A closure this view was given, passed on (`onSave: onSave`): its input, read.
      if let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.plainName, locals[name] == nil,
        draft.inputs.contains(where: { $0.name == name && $0.kind == .closure })
      {
        return expression(expr)
      }
      // `onTap: nil` is the same each time, as a closure that captures nothing is, and a
      // type's initializer (`EmptyView.init`).
      return constant(ClosureCaptures.isSameEachTime(expr) ? "{ }" : "{ action() }", at: expr)
    }
    if let captures = closure.signature?.capture?.items {
      // A captured model is the same object on each render, so it never makes the closure
      // differ: it is left out. Others keep their name: `[count = model.count]`.
      let captured = captures.compactMap { capture -> String? in
        guard let value = capture.initializer?.value else {
          let name = capture.name.plainName
          return draft.models[name] != nil ? nil : renames[name] ?? name
        }
        return "\(capture.name.plainName) = \(expression(value).text)"
      }
      return constant("{ [\(captured.joined(separator: ", "))] in }", at: expr)
    }
    // One that captures nothing (`{ Settings.open() }`) is the same function each time (R3).
    return constant(ClosureCaptures.isSameEachTime(expr) ? "{ }" : "{ action() }", at: expr)
  }
}
