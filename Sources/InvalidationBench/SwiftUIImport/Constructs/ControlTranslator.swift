import SwiftSyntax

/// The controls a binding is given to (`TextField`, `Toggle`, `Picker`, …; docs/rules.md
/// R14): a control of the screen bound to the binding, its title and labels shown beside it;
/// one bound with `Binding(get:set:)` shows what `get` reads and runs `set` when edited.
enum ControlTranslator: ConstructTranslator {
  static let views: Set<String> = Set(ScreenVocabulary.Control.allCases.map(\.rawValue))

  static func view(_ view: ViewCall, in body: inout BodyTranslator) -> [ScreenDraft.Part]? {
    let parts = control(view, in: &body)
    // A picker's options are its content: they move with it (docs/advise.md).
    if view.name == "Picker" { body.markControl(parts) }
    return parts
  }

  /// The control `view` shows, its title and labels.
  private static func control(_ view: ViewCall, in body: inout BodyTranslator) -> [ScreenDraft.Part] {
    let (name, call) = (view.name, view.call)
    // A picker's options (`.tag(v)`) are its content, no buttons: choosing one is the picker's
    // own edit of its binding (docs/swiftui-import.md, "The default trace"); nor do they select an outer
    // selection.
    let saved = (body.selection, body.pickerOptions)
    body.selection = nil
    body.pickerOptions = name == "Picker" ? [] : nil
    var labels = body.contents(of: call)
    // Each option once, in order: the edit takes them in turn, each another value.
    var seen: Set<String> = []
    let options = (body.pickerOptions ?? []).filter { seen.insert($0).inserted }
    (body.selection, body.pickerOptions) = saved
    // A title that reads something (`Toggle(todo.title, isOn: …)`) is read by this body; a
    // binding of the view's own making is not a title.
    if let title = body.shownValue(
      call.arguments.filter { customBinding($0.expression) == nil }, firstAlways: false)
    {
      labels.insert(.element(kind: "Text", content: title), at: 0)
    }
    if let (get, set) = call.arguments.lazy.compactMap({ customBinding($0.expression) }).first {
      return customControl(name, call, get: get, set: set, in: &body) + labels
    }
    guard let binding = call.arguments.first(where: { BodyTranslator.isBinding($0.expression) })?.expression
    else {
      // `TextEditor(text: .constant(message.content))`: a control no edit changes, showing
      // what the constant binding reads.
      if let constant = call.arguments.lazy.compactMap({ $0.expression.as(FunctionCallExprSyntax.self) })
        .first(where: { $0.calledExpression.trimmedText == ".constant" }),
        let value = constant.arguments.first?.expression
      {
        return [.element(kind: name, content: body.expression(value))] + labels
      }
      return [.element(kind: name, content: body.constant("true", at: call))] + labels
    }
    let named = body.expression(binding)
    var bound = named
    if let element = elementBinding(binding, in: body) {
      bound = body.expression(element)
      body.warn(
        .approximated,
        binding,
        "bound \(name) to '\(element.trimmedText)' for '\(binding.trimmedText)': writing a member of an element writes the element"
      )
    }
    let control = body.unique(
      String((named.text.split(separator: ".").last ?? "").filter { $0.isLetter || $0.isNumber || $0 == "_" })
    )
    if options.count > 1 { body.draft.pickerOptions[control] = options }
    return [.control(kind: name, binding: bound, name: control)] + labels
  }

  /// `Binding(get: { … }, set: { … })` (also `Binding<T>(…)`, `.init(get:set:)`): its two
  /// closures, if `expr` is one.
  static func customBinding(_ expr: ExprSyntax) -> (get: ClosureExprSyntax, set: ClosureExprSyntax)? {
    guard let call = expr.as(FunctionCallExprSyntax.self),
      BodyTranslator.calledName(call) == "Binding" || call.calledExpression.trimmedText == ".init",
      let get = call.arguments.first(where: { $0.label?.text == "get" })?.expression.as(
        ClosureExprSyntax.self),
      let set = call.arguments.first(where: { $0.label?.text == "set" })?.expression.as(
        ClosureExprSyntax.self)
    else { return nil }
    return (get, set)
  }

  /// A control bound with a binding of its own making: it shows what `get` reads, and an edit
  /// runs `set` as an interaction of its own; the screen has no computed bindings, so this is
  /// said. A toggle's edit sets the opposite of what it showed; another control's, a value
  /// derived from the one it replaces.
  private static func customControl(
    _ kind: String, _ call: FunctionCallExprSyntax, get: ClosureExprSyntax, set: ClosureExprSyntax,
    in body: inout BodyTranslator
  ) -> [ScreenDraft.Part] {
    let shown: SourceExpression
    if get.statements.count == 1, let item = get.statements.first,
      let value = item.item.as(ExprSyntax.self) ?? item.item.as(ReturnStmtSyntax.self)?.expression
    {
      shown = body.expression(value)
    } else {
      // Statements: what it shows is derived from everything they read.
      shown = body.expression(ExprSyntax(get))
    }
    body.warn(
      .approximated, call,
      "in \(body.draft.name), kept \(kind)'s Binding(get:set:) as a \(kind) showing what get reads and an edit that runs set: the screen has no bindings of a view's own making"
    )
    let name = body.unique("edit" + kind)
    var parameters: [String: String] = [:]
    if ScreenVocabulary.Control(rawValue: kind) == .toggle, !shown.mustDerive {
      let value = BodyTranslator.parameterNames(of: set).first ?? "$0"
      if value != "_" { parameters[value] = "!(\(shown.text))" }
    }
    body.addAction(name, body.statements(set.statements, parameters: parameters))
    return [
      .element(kind: kind, content: shown),
      .button(label: body.constant("\"\(kind)\"", at: set), action: name),
    ]
  }

  /// For a binding to a member of an element (`$todo.done`, where `todo` is a `@Binding` input
  /// or a `ForEach` element of a list in state), the element's binding (`$todo`).
  private static func elementBinding(_ binding: ExprSyntax, in body: BodyTranslator) -> ExprSyntax? {
    var root = binding
    while let member = root.as(MemberAccessExprSyntax.self), let base = member.base { root = base }
    guard root.id != binding.id, let name = root.as(DeclReferenceExprSyntax.self)?.baseName.plainName,
      name.hasPrefix("$")
    else { return nil }
    let plain = String(name.dropFirst())
    let isBindingInput = body.draft.inputs.contains { $0.name == plain && $0.kind == .binding }
    return isBindingInput || body.renames[plain]?.hasSuffix("[item]") == true ? root : nil
  }
}
