import SwiftSyntax

/// What a body shows of a call: the content of its closures and view arguments, the values it
/// shows, views held in values, and the choices of a selection.
extension BodyTranslator {
  /// The content a call's closures and view arguments show: every closure a body evaluates
  /// (`content:`, `label:`, `header:`, the trailing ones), not those an interaction runs; of a
  /// link (`isLink`), the destination is content shown only when it is pushed.
  mutating func contents(
    of call: FunctionCallExprSyntax, includingTrailing: Bool = true, isLink: Bool = false
  )
    -> [ScreenDraft.Part]
  {
    var shown: [ScreenDraft.Part] = []
    var destination: [ScreenDraft.Part] = []
    // Whether the destination made actions of the view's: the link's own view would then
    // need them, so the destination stays this view's branch.
    var destinationActs = false
    // An interaction is named after the view or the modifier (`.refundSheet { result in … }`).
    let caller =
      Self.calledName(call) ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      ?? "action"
    let hasLabelClosure = call.additionalTrailingClosures.contains { $0.label.text == "label" }
    for argument in call.arguments {
      let label = argument.label?.text ?? ""
      if let closure = argument.expression.as(ClosureExprSyntax.self),
        ActionClosures.isAction(closure, actions: actionFunctions)
      {
        shown += interaction(closure, of: caller, label)
        continue
      }
      var inner: [ScreenDraft.Part] = []
      let actionsBefore = draft.actions.count
      if let closure = argument.expression.as(ClosureExprSyntax.self) {
        inner = parts(closure.statements)
      } else if isView(argument.expression) {
        inner = parts(argument.expression, container: nil)
      } else {
        continue
      }
      if isLink && label == "destination" {
        destination += inner
        destinationActs = destinationActs || draft.actions.count != actionsBefore
      } else {
        shown += inner
      }
    }
    if let trailing = call.trailingClosure, includingTrailing {
      if ActionClosures.isAction(trailing, actions: actionFunctions) {
        shown += interaction(trailing, of: caller, "")
      } else {
        let actionsBefore = draft.actions.count
        let inner = parts(trailing.statements)
        if isLink && hasLabelClosure {
          destination += inner
          destinationActs = destinationActs || draft.actions.count != actionsBefore
        } else {
          shown += inner
        }
      }
    }
    for additional in call.additionalTrailingClosures {
      if ActionClosures.isAction(additional.closure, actions: actionFunctions) {
        shown += interaction(additional.closure, of: caller, additional.label.text)
      } else {
        shown += parts(additional.closure.statements)
      }
    }
    if !destination.isEmpty {
      shown += NavigationTranslator.pushed(destination, at: call, ownView: !destinationActs, in: &self)
    }
    return shown
  }

  /// Whether `expr` shows a view: a call of a capitalized name (`Text(…)`, `Color.red` is not),
  /// a helper of the view, or modifiers on one of these.
  func isView(_ expr: ExprSyntax) -> Bool {
    if let call = expr.as(FunctionCallExprSyntax.self) {
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
        return isView(base)
      }
      guard let name = Self.calledName(call), ControlTranslator.customBinding(ExprSyntax(call)) == nil else {
        return false
      }
      if let helper = helpers[name] { return !helper.isDeclaredValue }
      return name.first?.isUppercase == true && !ConstructRegistry.valueTypes.contains(name)
    }
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      return helpers[reference.baseName.plainName]?.returnsValue == true
        && showsViews(reference.baseName.plainName)
    }
    return false
  }

  /// Whether the helper `name` shows views (its statements are view expressions).
  func showsViews(_ name: String) -> Bool {
    guard let helper = helpers[name], !helper.isDeclaredValue else { return false }
    return helper.statements.contains { item in
      let expr = item.item.as(ExprSyntax.self) ?? item.item.as(ReturnStmtSyntax.self)?.expression
      return expr.map { $0.is(FunctionCallExprSyntax.self) || $0.is(IfExprSyntax.self) } ?? false
    }
  }

  /// Whether `expr` reads something the view has: a property, a local name, a helper, a row's
  /// item (a binding, `$x`, passes a place and reads nothing).
  func readsSomething(_ expr: ExprSyntax) -> Bool {
    expr.tokens(viewMode: .sourceAccurate).contains { token in
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        reference.keyPathInParent != \MemberAccessExprSyntax.declName
      else { return false }
      let name = token.plainName
      return viewNames.contains(name) || locals[name] != nil || renames[name] != nil
        || helpers[name] != nil || token.tokenKind == .keyword(.self)
    }
  }

  /// The arguments of a call a body shows as values (not closures, views or bindings) as one
  /// expression: the first (the first that reads something of the view, unless
  /// `firstAlways`), with the others that read something alongside; `nil` if there is none.
  func shownValue(_ arguments: [LabeledExprSyntax], firstAlways: Bool) -> SourceExpression? {
    let values = arguments.filter {
      !$0.expression.is(ClosureExprSyntax.self) && !isView($0.expression) && !Self.isBinding($0.expression)
    }
    let reading = values.filter { readsSomething($0.expression) }
    guard let first = firstAlways ? values.first : reading.first else { return nil }
    var value = expression(first.expression)
    value.alongside = reading.filter { $0.id != first.id }.map { expression($0.expression) }
    return value
  }

  /// A view held in a property or a local (`let title: Text`, `let label = Text(…)`), shown
  /// as it stands: an element showing that value, read where the body reads it.
  func heldView(_ name: String, _ expr: ExprSyntax) -> [ScreenDraft.Part]? {
    guard holdsValue(name) else { return nil }
    return [.element(kind: "View", content: expression(expr))]
  }

  /// A view (or a `Color`) held in a property of a model, an environment value or a value the
  /// view holds (`theme.tintColor`, `item.icon`), shown as it stands: an element showing it.
  func memberView(_ member: MemberAccessExprSyntax) -> [ScreenDraft.Part]? {
    guard let root = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.plainName,
      holdsValue(root) || isRowElement(root) || draft.models[root] != nil
        || draft.environmentReads[root] != nil
    else { return nil }
    return [.element(kind: "View", content: expression(ExprSyntax(member)))]
  }

  /// `Color.red`, `Color.brand`, `Image.placeholder` shown as a view: a value of one of
  /// SwiftUI's views that never changes, one of SwiftUI's colors
  /// (`FrameworkViewTranslator.colors`) or a constant member of the files
  /// (`SourceSymbols.constantMembers`), is an element of that view reading nothing.
  func constantView(_ member: MemberAccessExprSyntax) -> [ScreenDraft.Part]? {
    guard let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
      FrameworkViewTranslator.views.contains(type), locals[type] == nil
    else { return nil }
    let name = member.declName.baseName.text
    guard
      (type == "Color" && FrameworkViewTranslator.colors.contains(name))
        || constantMembers.contains("\(type).\(name)")
        || FrameworkViewTranslator.staticMembers.contains("\(type).\(name)")
    else { return nil }
    return [.element(kind: type, content: constant("\"\(type).\(name)\"", at: member))]
  }

  /// Whether `name` stands for the element of a `ForEach`'s row (`item`, `list[item]`).
  func isRowElement(_ name: String) -> Bool {
    locals[name] == nil && (renames[name] == "item" || renames[name]?.hasSuffix("[item]") == true)
  }

  /// Whether `name` is a value this body holds: an input, a state, a constant or a local.
  func holdsValue(_ name: String) -> Bool {
    draft.inputs.contains { $0.name == name && $0.kind != .closure }
      || draft.state.contains { $0.name == name } || draft.constants[name] != nil || locals[name] != nil
  }

  /// `content()`, `content(model)`, `icon?()`: the view a closure input makes, an element
  /// reading that input (a new closure is a change, docs/rules.md R3) and the arguments it is
  /// given.
  func closureMade(_ call: FunctionCallExprSyntax) -> [ScreenDraft.Part]? {
    guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
      let (name, callee) = SourceNames.calledProperty(call), locals[name] == nil,
      draft.inputs.contains(where: { $0.name == name && $0.kind == .closure })
    else { return nil }
    var value = expression(callee)
    value.alongside = call.arguments.filter { readsSomething($0.expression) }.map {
      expression($0.expression)
    }
    return [.element(kind: "View", content: value)]
  }

  /// What a modifier's value arguments read, as an element of the modified view
  /// (`.disabled(!valid)` shows `!valid`); nothing if they read nothing the view has. (Its
  /// view arguments and closures are `contents(of:)`.)
  func modifierReads(_ name: String, _ call: FunctionCallExprSyntax, kind: String? = nil)
    -> [ScreenDraft.Part]
  {
    guard let value = shownValue(Array(call.arguments), firstAlways: false) else { return [] }
    return [.element(kind: kind ?? Self.elementKind(name), content: value)]
  }

  /// The value a binding (`$show`, `$model.sheet`) reads.
  func unprojected(_ binding: ExprSyntax) -> SourceExpression {
    if let (model, path) = Self.bindableForm(binding) {
      return withLocals(SourceExpression("\(model).\(path)", at: place(binding)).renamed(renames))
    }
    var source = expression(binding)
    var root: ExprSyntax = binding
    while let member = root.as(MemberAccessExprSyntax.self), let base = member.base { root = base }
    if let name = root.as(DeclReferenceExprSyntax.self)?.baseName.plainName, name.hasPrefix("$") {
      let plain = String(name.dropFirst())
      var renamed = source.renames
      renamed[name] = renames[plain] ?? plain
      source = SourceExpression(binding, renames: renamed, file: file, converter: converter)
      source.bindings = locals
    }
    return source
  }

  /// The binding a container's `selection:` argument writes (`$tab` → `tab`), if any.
  func selected(by call: FunctionCallExprSyntax) -> SourceExpression? {
    guard let bound = call.arguments.first(where: { $0.label?.text == "selection" })?.expression,
      Self.isBinding(bound)
    else { return nil }
    return unprojected(bound)
  }

  /// An enum case (`.dark`, `Mode.dark`, `.tab(1)`) as the screen writes it: the text of its
  /// name (the screen has no enums); `nil` for anything else.
  static func caseName(_ value: ExprSyntax) -> String? {
    let member = (value.as(FunctionCallExprSyntax.self)?.calledExpression ?? value).as(
      MemberAccessExprSyntax.self)
    guard let member, member.base.map(isTypeName) ?? true else { return nil }
    return "\"\(member.declName.baseName.text)\""
  }

  /// Whether `expr` names a type (`Mode`, `Settings.Layout`): capitalized names only, not
  /// `Self` (`Self.defaultMode` is a static value) nor a value's member (`Theme.dark.rawValue`).
  private static func isTypeName(_ expr: ExprSyntax) -> Bool {
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.tokenKind != .keyword(.Self)
        && reference.baseName.text.first?.isUppercase == true
    }
    guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
    return member.declName.baseName.text.first?.isUppercase == true && isTypeName(base)
  }

  /// An option's value as the screen writes it, when the source states it: an enum case as
  /// the text of its name (`"dark"` of `.dark` or `Mode.dark`), a string or whole number
  /// literal as written; `nil` for anything else (a `ForEach`'s element).
  static func optionValue(_ value: ExprSyntax) -> String? {
    if !value.is(FunctionCallExprSyntax.self), let name = caseName(value) { return name }
    if value.is(IntegerLiteralExprSyntax.self) { return value.trimmedText }
    if let string = value.as(StringLiteralExprSyntax.self), string.segments.count == 1,
      string.segments.first?.is(StringSegmentSyntax.self) == true
    {
      return string.trimmedText
    }
    return nil
  }

  /// Choosing a row or a tab whose value is `value`: an interaction writing it to the
  /// selection, shown as a button the default trace taps. An enum case is written as the
  /// text of its name, as actions write it (`ActionTranslator`).
  mutating func select(_ value: ExprSyntax, at call: some SyntaxProtocol) -> [ScreenDraft.Part] {
    guard let selection else { return [] }
    let written: String
    if let name = Self.caseName(value) {
      written = name
      warn(
        .approximated,
        value,
        "wrote '\(ImportWarning.snippet(value.trimmedDescription))' as the text \(written): the screen has no enums or optionals, so a case is its name and nil is empty"
      )
    } else {
      written = expression(value).text
    }
    let name = unique("select" + Self.identifier(from: written))
    var chosen = SourceExpression(written, at: place(value))
    chosen.bindings = locals
    draft.actions.append(
      ScreenDraft.Action(
        name: name,
        statements: [.write(ScreenDraft.Write(target: selection, operation: .assign, value: chosen))]))
    return [
      .button(label: constant(written.hasPrefix("\"") ? written : "\"\(name)\"", at: call), action: name)
    ]
  }

  /// Marks `parts`, a control and its content, as one (`ScreenDraft.View.controlContent`).
  mutating func markControl(_ parts: [ScreenDraft.Part]) {
    guard parts.count > 1 else { return }
    draft.controlContent.append(parts.reduce(into: Set<SourcePlace>()) { $0.formUnion($1.places) })
  }
}
