import SwiftSyntax

/// Translates one view's body from SwiftUI source into screen-file parts: stacks are
/// flattened, `ForEach` becomes a row view or inline content, controls take their binding,
/// buttons and modifiers' closures become named actions; helpers of the same view are inlined;
/// anything else is kept as an opaque element, with a warning.
struct BodyTranslator {
  /// The file being read: the view's, or that of the helper being inlined.
  private(set) var file: String
  private(set) var converter: SourceLocationConverter
  /// Every view of the source, as collected (its inputs, their defaults, its initializers).
  let views: [String: ScreenDraft.View]
  /// Each view's properties that hold a model: passing one is not an input of the screen
  /// file, whose stores every view reaches by name.
  let modelProperties: [String: Set<String>]
  let helpers: [String: ViewHelper]
  /// The models of the files, by store key: an action runs the methods it calls.
  let stores: [String: ScreenDraft.Store]
  var draft: ScreenDraft.View
  var warnings: [ImportWarning] = []
  /// Views used with `.equatable()`.
  var equatableChildren: Set<String> = []
  /// What the body presents (`.sheet`, `.alert`, …), each made a view of its own.
  var presented: [ScreenDraft.View] = []
  /// Action and control names taken in the whole screen.
  var taken: TakenNames
  var environmentKeys: Set<String> = []
  /// Names renamed in expressions (models to store keys, the ForEach parameter to `item`).
  private var renames: [String: String]
  /// Local names in scope (`let x = …`, `if let x = …`, a helper's parameters) with what each
  /// stands for.
  private var locals: [String: SourceExpression] = [:]
  /// The closures an inlined helper was given, by its parameter's name: an action calling
  /// the parameter runs the closure (`ActionTranslator.GivenClosure`).
  private var closures: [String: ActionTranslator.GivenClosure] = [:]
  /// The view's own names: its inputs, state, models, environment values and constants.
  private let viewNames: Set<String>
  private var inlining: Set<String> = []
  /// Inside a `List(selection: $x)` or `TabView(selection: $x)`: what a row's or a tab's
  /// selection writes (`x`).
  private var selection: SourceExpression?

  init(
    file: String, converter: SourceLocationConverter,
    views: [String: ScreenDraft.View],
    modelProperties: [String: Set<String>], helpers: [String: ViewHelper],
    stores: [String: ScreenDraft.Store], draft: ScreenDraft.View, taken: TakenNames
  ) {
    self.stores = stores
    self.file = file
    self.converter = converter
    self.views = views
    self.modelProperties = modelProperties
    self.helpers = helpers
    self.draft = draft
    self.taken = taken
    renames = draft.models.merging(draft.environmentReads) { model, _ in model }
    for (name, type) in draft.queries {
      renames[name] = ScreenDraft.Store.queryPath(of: type, in: stores)
    }
    let renames = renames
    self.draft.helperValues = helpers.filter(\.value.returnsValue).mapValues {
      $0.expressions(renames: renames)
    }
    self.draft.constants = draft.constants.mapValues { $0.renamed(renames) }
    viewNames = Set(
      draft.inputs.map(\.name) + draft.state.map(\.name) + draft.models.keys + draft.environmentReads.keys
        + draft.constants.keys)
  }

  mutating func parts(_ statements: CodeBlockItemListSyntax, container: String? = nil) -> [ScreenDraft.Part] {
    parts(Array(statements)[...], container: container)
  }

  private mutating func parts(_ statements: ArraySlice<CodeBlockItemSyntax>, container: String?)
    -> [ScreenDraft.Part]
  {
    var parts: [ScreenDraft.Part] = []
    for (index, statement) in zip(statements.indices, statements) {
      if let variable = statement.item.as(VariableDeclSyntax.self) {
        bind(variable)
        continue
      }
      if let guardStmt = statement.item.as(GuardStmtSyntax.self) {
        // `guard c else { E }; rest` shows what `if c { rest } else { E }` does.
        let condition = condition(guardStmt.conditions, at: guardStmt)
        let otherwise = self.parts(guardStmt.body.statements, container: container)
        for clause in guardStmt.conditions { bind(clause) }
        let then = self.parts(statements[(index + 1)...], container: container)
        return parts + [.conditional(condition, then: then, otherwise: otherwise)]
      }
      // A bare `return` (a guard's else) shows nothing.
      if let returned = statement.item.as(ReturnStmtSyntax.self), returned.expression == nil { continue }
      let expr: ExprSyntax? =
        statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
        ?? statement.item.as(ReturnStmtSyntax.self)?.expression
      guard let expr else {
        warn(
          .skipped, statement, "skipped '\(Self.snippet(statement.trimmedText))', which a body cannot show")
        continue
      }
      parts += self.parts(expr, container: container)
    }
    return parts
  }

  private mutating func parts(_ expr: ExprSyntax, container: String?) -> [ScreenDraft.Part] {
    if let ifExpr = expr.as(IfExprSyntax.self) { return [conditional(ifExpr, container: container)] }
    if let switchExpr = expr.as(SwitchExprSyntax.self) {
      return switchParts(switchExpr, container: container)
    }
    // Modifiers, outermost first.
    var modifiers: [(name: String, call: FunctionCallExprSyntax)] = []
    var core = expr
    while true {
      if let call = core.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base, Self.optionalMap(call) == nil
      {
        modifiers.append((member.declName.baseName.text, call))
        core = base
      } else if let member = core.as(MemberAccessExprSyntax.self), let base = member.base,
        !base.is(DeclReferenceExprSyntax.self)
      {
        // `.emojiText.size(…)`: a modifier reached through a property of the view.
        core = base
      } else if let tuple = core.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first, only.label == nil
      {
        // `(Text(a) + Text(b)).font(…)`: parentheses change nothing.
        core = only.expression
      } else {
        break
      }
    }
    var result = self.core(core, container: container, modifiers: modifiers)
    for (name, call) in modifiers.reversed() {
      result = modify(result, name, call)
    }
    return result
  }

  private mutating func core(
    _ expr: ExprSyntax, container: String?, modifiers: [(name: String, call: FunctionCallExprSyntax)]
  ) -> [ScreenDraft.Part] {
    if let concatenated = concatenatedText(expr) { return concatenated }
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      return inline(reference.baseName.plainName, arguments: nil, at: reference)
        ?? heldView(reference.baseName.plainName, expr)
        ?? opaque(reference.baseName.plainName, at: reference)
    }
    if let member = expr.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return inline(member.declName.baseName.plainName, arguments: nil, at: member)
        ?? heldView(member.declName.baseName.plainName, expr) ?? opaque(member.trimmedText, at: member)
    }
    if let member = expr.as(MemberAccessExprSyntax.self), let shown = memberView(member) { return shown }
    if let call = expr.as(FunctionCallExprSyntax.self), let (optional, closure) = Self.optionalMap(call) {
      return [unwrapped(optional, closure, container: container)]
    }
    if let call = expr.as(FunctionCallExprSyntax.self), let made = closureMade(call) { return made }
    guard let call = expr.as(FunctionCallExprSyntax.self), let name = Self.calledName(call) else {
      return opaque(expr.trimmedText, at: expr)
    }
    if helpers[name] != nil, call.additionalTrailingClosures.isEmpty,
      let inlined = inline(name, arguments: call.arguments, trailing: call.trailingClosure, at: call)
    {
      return inlined
    }
    let content = call.trailingClosure?.statements
    switch name {
    case _
    where ScreenVocabulary.Container(rawValue: name) != nil || ScreenVocabulary.wrappers.contains(name):
      let saved = selection
      defer { selection = saved }
      selection = selected(by: call) ?? selection
      if name == "List", let data = call.arguments.first(where: { $0.label == nil })?.expression,
        let closure = call.trailingClosure
      {
        return [forEach(data, closure, container: name)]
      }
      let lazy = ScreenVocabulary.Container(rawValue: name)?.isLazy == true
      let inner = lazy ? name : container
      return modifierReads(name, call, kind: name + "Options")
        + (content.map { parts($0, container: inner) } ?? [])
        + contents(of: call, includingTrailing: false)
    case "ForEach":
      guard let data = call.arguments.first?.expression, let closure = call.trailingClosure else {
        return opaque(name, at: call)
      }
      return [forEach(data, closure, container: container)]
    case "Text":
      let value = shownValue(Array(call.arguments), firstAlways: true) ?? constant("\"\"", at: call)
      return [.element(kind: "Text", content: value)]
    case "Button":
      return button(call)
    case _ where ScreenVocabulary.Control(rawValue: name) != nil:
      // A picker's options (`.tag(v)`) select its own binding, never an outer one.
      let saved = selection
      selection = name == "Picker" ? selected(by: call) : nil
      var labels = contents(of: call)
      selection = saved
      // A title that reads something (`Toggle(todo.title, isOn: …)`) is read by this body; a
      // binding of the view's own making is not a title.
      if let title = shownValue(
        call.arguments.filter { Self.customBinding($0.expression) == nil }, firstAlways: false)
      {
        labels.insert(.element(kind: "Text", content: title), at: 0)
      }
      if let (get, set) = call.arguments.lazy.compactMap({ Self.customBinding($0.expression) }).first {
        return customControl(name, call, get: get, set: set) + labels
      }
      guard
        let binding = call.arguments.first(where: { Self.isBinding($0.expression) })?.expression
      else {
        // `TextEditor(text: .constant(message.content))`: a control no edit changes, showing
        // what the constant binding reads.
        if let constant = call.arguments.lazy.compactMap({ $0.expression.as(FunctionCallExprSyntax.self) })
          .first(where: { $0.calledExpression.trimmedText == ".constant" }),
          let value = constant.arguments.first?.expression
        {
          return [.element(kind: name, content: expression(value))] + labels
        }
        return [.element(kind: name, content: constant("true", at: call))] + labels
      }
      let named = expression(binding)
      var bound = named
      if let element = elementBinding(binding) {
        bound = expression(element)
        warn(
          .approximated,
          binding,
          "bound \(name) to '\(element.trimmedText)' for '\(binding.trimmedText)': writing a member of an element writes the element"
        )
      }
      return [
        .control(
          kind: name, binding: bound,
          name: unique(
            String(
              (named.text.split(separator: ".").last ?? "").filter {
                $0.isLetter || $0.isNumber || $0 == "_"
              })))
      ] + labels
    case _ where views[name] != nil:
      return [child(name, call, modifiers: modifiers)] + childContent(name, call)
    case "NavigationLink" where selection != nil:
      // In a list with a selection, a link selects its value (SwiftUI sets the binding).
      guard let value = call.arguments.first(where: { $0.label?.text == "value" })?.expression else {
        fallthrough
      }
      return select(value, at: call) + contents(of: call)
    default:
      let saved = selection
      defer { selection = saved }
      selection = selected(by: call) ?? selection
      let framework = ScreenVocabulary.plainElements.contains(name) || Self.frameworkViews.contains(name)
      if !framework {
        warn(
          .opaque,
          call,
          "kept '\(name)' as an element showing its arguments and content: it is not a view of these files")
      }
      let value = shownValue(Array(call.arguments), firstAlways: true) ?? constant("true", at: call)
      // An element's kind is capitalized in a screen file.
      let element = ScreenDraft.Part.element(
        kind: name.first?.isUppercase == true ? name : "Opaque", content: value)
      return [element] + contents(of: call)
    }
  }

  /// The standard library's and Foundation's types a body makes values of
  /// (`Text(String(localized: title))`, `Double(count)`): capitalized calls that are no views.
  static let valueTypes: Set<String> = [
    "String", "Int", "Double", "Float", "CGFloat", "Bool", "Character", "Date", "URL", "UUID", "Decimal",
    "LocalizedStringKey", "LocalizedStringResource", "AttributedString", "Array", "Set", "Dictionary",
    "Int64", "Int32", "UInt", "TimeInterval", "Measurement", "NSNumber",
  ]

  /// SwiftUI views the import reads through (their closures are content, their arguments
  /// what they show) without a warning.
  static let frameworkViews: Set<String> = [
    "NavigationSplitView", "TabView", "ToolbarItem", "ToolbarItemGroup", "Menu", "GeometryReader",
    "ViewThatFits", "ScrollViewReader", "DisclosureGroup", "GroupBox", "ControlGroup", "LabeledContent",
    "Grid", "GridRow", "AnyView", "ContentUnavailableView", "ShareLink", "Link", "NavigationLink", "Gauge",
    "AsyncImage", "Capsule", "RoundedRectangle", "Ellipse", "EmptyView", "TimelineView", "Canvas",
    "EditButton", "PasteButton", "RenameButton", "HStackLayout", "VStackLayout", "ZStackLayout",
    "TextField", "Chart", "Table", "OutlineGroup", "LazyHStack", "Tab",
  ]

  /// The name a call calls: `Name(…)`, `Name<T>(…)`, `Self.name(…)`, `self.name(…)`.
  static func calledName(_ call: FunctionCallExprSyntax) -> String? {
    let callee = call.calledExpression
    if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.plainName }
    // `(FlowLayout(alignment: .leading)) { … }`: a layout called on its content.
    if let layout = callee.unparenthesized.as(FunctionCallExprSyntax.self) { return calledName(layout) }
    if let generic = callee.as(GenericSpecializationExprSyntax.self) {
      return generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.plainName
    }
    if let member = callee.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind,
      base == .keyword(.self) || base == .keyword(.Self)
    {
      return member.declName.baseName.plainName
    }
    return nil
  }

  /// The content a call's closures and view arguments show: every closure a body evaluates
  /// (`content:`, `label:`, `header:`, the trailing ones), not those an interaction runs; a
  /// `NavigationLink`'s destination is content shown only when it is pushed.
  private mutating func contents(of call: FunctionCallExprSyntax, includingTrailing: Bool = true)
    -> [ScreenDraft.Part]
  {
    var shown: [ScreenDraft.Part] = []
    var destination: [ScreenDraft.Part] = []
    // An interaction is named after the view or the modifier (`.refundSheet { result in … }`).
    let caller =
      Self.calledName(call) ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      ?? "action"
    let isLink = Self.calledName(call) == "NavigationLink"
    let hasLabelClosure = call.additionalTrailingClosures.contains { $0.label.text == "label" }
    for argument in call.arguments {
      let label = argument.label?.text ?? ""
      if let closure = argument.expression.as(ClosureExprSyntax.self), ReadCensus.isAction(closure) {
        shown += interaction(closure, of: caller, label)
        continue
      }
      var inner: [ScreenDraft.Part] = []
      if let closure = argument.expression.as(ClosureExprSyntax.self) {
        inner = parts(closure.statements)
      } else if isView(argument.expression) {
        inner = parts(argument.expression, container: nil)
      } else {
        continue
      }
      if isLink && label == "destination" { destination += inner } else { shown += inner }
    }
    if let trailing = call.trailingClosure, includingTrailing {
      if ReadCensus.isAction(trailing) {
        shown += interaction(trailing, of: caller, "")
      } else {
        let inner = parts(trailing.statements)
        if isLink && hasLabelClosure { destination += inner } else { shown += inner }
      }
    }
    for additional in call.additionalTrailingClosures {
      if ReadCensus.isAction(additional.closure) {
        shown += interaction(additional.closure, of: caller, additional.label.text)
      } else {
        shown += parts(additional.closure.statements)
      }
    }
    if !destination.isEmpty { shown += pushed(destination, at: call) }
    return shown
  }

  /// A `NavigationLink`'s destination, shown while a state of the view says it is pushed: the
  /// navigation stack keeps that state in SwiftUI; here a toggle the default trace flips
  /// pushes and pops it, mounting and unmounting what it shows.
  private mutating func pushed(_ destination: [ScreenDraft.Part], at call: FunctionCallExprSyntax)
    -> [ScreenDraft.Part]
  {
    var first: String?
    for case .child(let name, _, _, _) in destination where first == nil { first = name }
    let base = "pushed" + (first ?? "Destination")
    var name = base
    var number = 2
    while draft.state.contains(where: { $0.name == name }) || viewNames.contains(name) {
      name = base + "\(number)"
      number += 1
    }
    draft.state.append((name, constant("false", at: call)))
    warn(
      .approximated,
      call,
      "showed this \(Self.calledName(call) == "NavigationLink" ? "NavigationLink's destination" : "navigation destination") while '\(name)' is true, a state the default trace flips (SwiftUI keeps it in the navigation stack)"
    )
    return [
      .control(kind: "Toggle", binding: constant("$" + name, at: call), name: unique(name)),
      .conditional(constant(name, at: call), then: destination, otherwise: []),
    ]
  }

  /// Whether `expr` shows a view: a call of a capitalized name (`Text(…)`, `Color.red` is not),
  /// a helper of the view, or modifiers on one of these.
  private func isView(_ expr: ExprSyntax) -> Bool {
    if let call = expr.as(FunctionCallExprSyntax.self) {
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
        return isView(base)
      }
      guard let name = Self.calledName(call), Self.customBinding(ExprSyntax(call)) == nil else {
        return false
      }
      if let helper = helpers[name] { return !helper.isDeclaredValue }
      return name.first?.isUppercase == true && !Self.valueTypes.contains(name)
    }
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      return helpers[reference.baseName.plainName]?.returnsValue == true
        && showsViews(reference.baseName.plainName)
    }
    return false
  }

  /// Whether the helper `name` shows views (its statements are view expressions).
  private func showsViews(_ name: String) -> Bool {
    guard let helper = helpers[name], !helper.isDeclaredValue else { return false }
    return helper.statements.contains { item in
      let expr = item.item.as(ExprSyntax.self) ?? item.item.as(ReturnStmtSyntax.self)?.expression
      return expr.map { $0.is(FunctionCallExprSyntax.self) || $0.is(IfExprSyntax.self) } ?? false
    }
  }

  /// Whether `expr` reads something the view has: a property, a local name, a helper, a row's
  /// item (a binding, `$x`, passes a place and reads nothing).
  private func readsSomething(_ expr: ExprSyntax) -> Bool {
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
  private func shownValue(_ arguments: [LabeledExprSyntax], firstAlways: Bool) -> SourceExpression? {
    let values = arguments.filter {
      !$0.expression.is(ClosureExprSyntax.self) && !isView($0.expression) && !Self.isBinding($0.expression)
    }
    let reading = values.filter { readsSomething($0.expression) }
    guard let first = firstAlways ? values.first : reading.first else { return nil }
    var value = expression(first.expression)
    value.alongside = reading.filter { $0.id != first.id }.map { expression($0.expression) }
    return value
  }

  /// Whether `expr` passes a binding (`$name`, `$model.field`), not a closure's `$0`.
  static func isBinding(_ expr: ExprSyntax) -> Bool {
    if bindableForm(expr) != nil { return true }
    var root = expr
    while let member = root.as(MemberAccessExprSyntax.self), let base = member.base { root = base }
    guard let name = root.as(DeclReferenceExprSyntax.self)?.baseName.text, name.hasPrefix("$") else {
      return false
    }
    return name.dropFirst().first?.isNumber == false
  }

  /// `Bindable(model).selection` as the binding it makes, `$model.selection`: the model and
  /// the path after it.
  static func bindableForm(_ expr: ExprSyntax) -> (model: String, path: String)? {
    var path: [String] = []
    var root = expr
    while let member = root.as(MemberAccessExprSyntax.self), let base = member.base {
      path.insert(member.declName.baseName.text, at: 0)
      root = base
    }
    guard !path.isEmpty, let call = root.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Bindable",
      call.arguments.count == 1, let model = call.arguments.first?.expression.identifier
    else { return nil }
    return (model, path.joined(separator: "."))
  }

  /// A closure an interaction runs (an app's `AsyncButton { … }`, `action:`, `onSelect:`,
  /// `.onDelete`): an action, shown as a button named after the call (and the label) that the
  /// default trace taps; nothing for an empty closure.
  private mutating func interaction(_ closure: ClosureExprSyntax, of call: String, _ label: String)
    -> [ScreenDraft.Part]
  {
    interaction(.closure(closure), of: call, label)
  }

  private mutating func interaction(_ body: ActionBody, of call: String, _ label: String) -> [ScreenDraft
    .Part]
  {
    if case .closure(let closure) = body, closure.statements.isEmpty { return [] }
    let base = call.hasPrefix("on") && call.count > 2 ? String(call.dropFirst(2)) : call
    let suffix = label.isEmpty || label == "action" ? "" : label.prefix(1).uppercased() + label.dropFirst()
    let name = unique(base.prefix(1).lowercased() + base.dropFirst() + suffix)
    draft.actions.append(ScreenDraft.Action(name: name, statements: statements(of: body)))
    return [.button(label: constant("\"\(call)\"", at: body.node), action: name)]
  }

  /// What an interaction or a lifecycle modifier runs: a closure, or a function named
  /// (`.onAppear(perform: model.fetch)`, `.refreshable(action: reload)`), which is a call of it.
  enum ActionBody {
    case closure(ClosureExprSyntax)
    case function(ExprSyntax)

    init(_ expr: ExprSyntax) {
      self = expr.as(ClosureExprSyntax.self).map { .closure($0) } ?? .function(expr)
    }

    var node: Syntax {
      switch self {
      case .closure(let closure): Syntax(closure)
      case .function(let expr): Syntax(expr)
      }
    }
  }

  /// The action of a modifier: its trailing closure, or its last argument when that is a
  /// closure or names a function (a name, or a chain of members: not a value such as `.now`).
  static func actionBody(of call: FunctionCallExprSyntax) -> ActionBody? {
    if let trailing = call.trailingClosure { return .closure(trailing) }
    guard let last = call.arguments.last?.expression else { return nil }
    if let closure = last.as(ClosureExprSyntax.self) { return .closure(closure) }
    var root = last
    while let member = root.as(MemberAccessExprSyntax.self), let base = member.base { root = base }
    guard root.is(DeclReferenceExprSyntax.self), !last.is(DeclReferenceExprSyntax.self) || !isBinding(last)
    else {
      return nil
    }
    return .function(last)
  }

  /// `Binding(get: { … }, set: { … })` (also `Binding<T>(…)`, `.init(get:set:)`): its two
  /// closures, if `expr` is one.
  static func customBinding(_ expr: ExprSyntax) -> (get: ClosureExprSyntax, set: ClosureExprSyntax)? {
    guard let call = expr.as(FunctionCallExprSyntax.self),
      calledName(call) == "Binding" || call.calledExpression.trimmedText == ".init",
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
  private mutating func customControl(
    _ kind: String, _ call: FunctionCallExprSyntax, get: ClosureExprSyntax, set: ClosureExprSyntax
  ) -> [ScreenDraft.Part] {
    let shown: SourceExpression
    if get.statements.count == 1, let item = get.statements.first,
      let value = item.item.as(ExprSyntax.self) ?? item.item.as(ReturnStmtSyntax.self)?.expression
    {
      shown = expression(value)
    } else {
      // Statements: what it shows is derived from everything they read.
      shown = expression(ExprSyntax(get))
    }
    warn(
      .approximated, call,
      "in \(draft.name), kept \(kind)'s Binding(get:set:) as a \(kind) showing what get reads and an edit that runs set: the screen has no bindings of a view's own making"
    )
    let name = unique("edit" + kind)
    var parameters: [String: String] = [:]
    if ScreenVocabulary.Control(rawValue: kind) == .toggle, !shown.mustDerive {
      let value = Self.parameterNames(of: set).first ?? "$0"
      if value != "_" { parameters[value] = "!(\(shown.text))" }
    }
    draft.actions.append(
      ScreenDraft.Action(name: name, statements: statements(set.statements, parameters: parameters)))
    return [
      .element(kind: kind, content: shown), .button(label: constant("\"\(kind)\"", at: set), action: name),
    ]
  }

  /// The binding a container's `selection:` argument writes (`$tab` → `tab`), if any.
  private func selected(by call: FunctionCallExprSyntax) -> SourceExpression? {
    guard let bound = call.arguments.first(where: { $0.label?.text == "selection" })?.expression,
      Self.isBinding(bound)
    else { return nil }
    return unprojected(bound)
  }

  /// Choosing a row or a tab whose value is `value`: an interaction writing it to the
  /// selection, shown as a button the default trace taps. An enum case is written as the
  /// text of its name, as actions write it (`ActionTranslator`).
  private mutating func select(_ value: ExprSyntax, at call: some SyntaxProtocol) -> [ScreenDraft.Part] {
    guard let selection else { return [] }
    let written: String
    let member = (value.as(FunctionCallExprSyntax.self)?.calledExpression ?? value).as(
      MemberAccessExprSyntax.self)
    if let member, member.base.map({ $0.trimmedText.first?.isUppercase == true }) ?? true {
      written = "\"\(member.declName.baseName.text)\""
      warn(
        .approximated,
        value,
        "wrote '\(Self.snippet(value.trimmedDescription))' as the text \(written): the screen has no enums or optionals, so a case is its name and nil is empty"
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

  /// A computed property or function of the view, inlined (once on a path) with its
  /// parameters bound to the call's arguments, in its own file.
  private mutating func inline(
    _ name: String, arguments: LabeledExprListSyntax?, trailing: ClosureExprSyntax? = nil,
    at node: some SyntaxProtocol
  )
    -> [ScreenDraft.Part]?
  {
    guard let helper = helpers[name], !inlining.contains(name),
      let matched = helper.matched(Array(arguments ?? []), trailing: trailing)
    else { return nil }
    inlining.insert(name)
    let saved = (locals, closures, file, converter)
    // The call's values are the caller's expressions; the defaults, the declaration's.
    let (given, defaulted) = (matched.filter { !$0.isDefault }, matched.filter(\.isDefault))
    let values = given.map { ($0.parameter, expression($0.value)) }
    var closures: [String: ActionTranslator.GivenClosure] = [:]
    for argument in given {
      if let closure = argument.value.as(ClosureExprSyntax.self), closure.signature == nil {
        closures[argument.parameter] = .init(statements: closure.statements, file: file, converter: converter)
      } else if let passed = argument.value.as(DeclReferenceExprSyntax.self)?.baseName.plainName,
        let closure = self.closures[passed]
      {
        closures[argument.parameter] = closure
      }
    }
    self.closures = closures
    for (parameter, value) in values { locals[parameter] = value }
    (file, converter) = (helper.file, helper.converter)
    for argument in defaulted { locals[argument.parameter] = expression(argument.value) }
    defer {
      inlining.remove(name)
      (locals, self.closures, file, converter) = saved
    }
    return parts(helper.statements)
  }

  /// A view held in a property or a local (`let title: Text`, `let label = Text(…)`), shown
  /// as it stands: an element showing that value, read where the body reads it.
  private func heldView(_ name: String, _ expr: ExprSyntax) -> [ScreenDraft.Part]? {
    guard holdsValue(name) else { return nil }
    return [.element(kind: "View", content: expression(expr))]
  }

  /// A view (or a `Color`) held in a property of a model, an environment value or a value the
  /// view holds (`theme.tintColor`, `item.icon`), shown as it stands: an element showing it.
  private func memberView(_ member: MemberAccessExprSyntax) -> [ScreenDraft.Part]? {
    guard let root = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.plainName,
      holdsValue(root) || draft.models[root] != nil || draft.environmentReads[root] != nil
    else { return nil }
    return [.element(kind: "View", content: expression(ExprSyntax(member)))]
  }

  /// Whether `name` is a value this body holds: an input, a state, a constant or a local.
  private func holdsValue(_ name: String) -> Bool {
    draft.inputs.contains { $0.name == name && $0.kind != .closure }
      || draft.state.contains { $0.name == name } || draft.constants[name] != nil || locals[name] != nil
  }

  /// `content()`, `content(model)`, `icon?()`: the view a closure input makes, an element
  /// reading that input (a new closure is a change, docs/rules.md R3) and the arguments it is
  /// given.
  private func closureMade(_ call: FunctionCallExprSyntax) -> [ScreenDraft.Part]? {
    guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty else { return nil }
    var callee = call.calledExpression
    if let optional = callee.as(OptionalChainingExprSyntax.self) { callee = optional.expression }
    let name: String
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.plainName
    } else if let member = callee.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      name = member.declName.baseName.plainName
    } else {
      return nil
    }
    guard locals[name] == nil, draft.inputs.contains(where: { $0.name == name && $0.kind == .closure })
    else { return nil }
    var value = expression(callee)
    value.alongside = call.arguments.filter { readsSomething($0.expression) }.map {
      expression($0.expression)
    }
    return [.element(kind: "View", content: value)]
  }

  /// `value.map { x in … }` in a body: a view only while the optional `value` holds one
  /// (`Optional<some View>`; an array's map is not a view).
  private static func optionalMap(_ call: FunctionCallExprSyntax) -> (ExprSyntax, ClosureExprSyntax)? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "map",
      let base = member.base, call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty,
      let closure = call.trailingClosure
    else { return nil }
    return (base, closure)
  }

  /// `optional.map { x in content }`, as `if let x = optional { content }` shows it.
  private mutating func unwrapped(_ optional: ExprSyntax, _ closure: ClosureExprSyntax, container: String?)
    -> ScreenDraft.Part
  {
    let value = expression(optional)
    var test = value
    test.testedCase = 0
    let parameter = Self.parameterNames(of: closure).first ?? "$0"
    let saved = locals
    locals[parameter] = value
    let then = parts(closure.statements, container: container)
    locals = saved
    return .conditional(test, then: then, otherwise: [])
  }

  private mutating func opaque(_ name: String, at node: some SyntaxProtocol) -> [ScreenDraft.Part] {
    warn(.opaque, node, "kept '\(Self.snippet(name))' as an opaque element")
    return [.opaque(at: place(node))]
  }

  /// `Text(a) + Text(b).bold() + …`, one Text (the body's operators are not folded: a chain
  /// of `+` is a sequence of its operands): the screen cannot join texts, so its content is
  /// derived from every operand and modifier argument, with a warning.
  private mutating func concatenatedText(_ expr: ExprSyntax) -> [ScreenDraft.Part]? {
    guard let sequence = expr.as(SequenceExprSyntax.self) else { return nil }
    let elements = Array(sequence.elements)
    guard elements.count >= 3, elements.count % 2 == 1,
      stride(from: 1, to: elements.count, by: 2).allSatisfy({
        elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
      })
    else { return nil }
    var values: [ExprSyntax] = []
    var texts = 0
    for operand in stride(from: 0, to: elements.count, by: 2).map({ elements[$0] }) {
      var core = operand
      var modifiers: [ExprSyntax] = []
      // `(Text(a))`, and the modifiers a Text keeps its type through (`.bold()`).
      while true {
        if let tuple = core.as(TupleExprSyntax.self), tuple.elements.count == 1,
          let only = tuple.elements.first, only.label == nil
        {
          core = only.expression
        } else if let call = core.as(FunctionCallExprSyntax.self),
          let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
        {
          modifiers += call.arguments.map(\.expression).filter { !$0.is(ClosureExprSyntax.self) }
          core = base
        } else {
          break
        }
      }
      guard let text = core.as(FunctionCallExprSyntax.self), Self.calledName(text) == "Text" else {
        // `(estimate ? Text(a) : Text(b))`: a Text the screen cannot pick, derived from all
        // it reads.
        values.append(operand)
        continue
      }
      texts += 1
      values += text.arguments.map(\.expression).filter { !$0.is(ClosureExprSyntax.self) } + modifiers
    }
    guard texts > 0 else { return nil }
    guard let first = values.first else {
      return [.element(kind: "Text", content: constant("\"\"", at: expr))]
    }
    var value = expression(first)
    value.alongside = values.dropFirst().map { expression($0) }
    return [.element(kind: "Text", content: value)]
  }

  /// `let x = …` in a body: `x` stands for its value from here on.
  private mutating func bind(_ variable: VariableDeclSyntax) {
    for binding in variable.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName,
        let value = binding.initializer?.value ?? Self.gotten(binding.accessorBlock)
      else { continue }
      locals[name] = expression(value)
    }
  }

  /// What a local computed variable's getter returns, when it is one expression
  /// (`var isShown: Bool { a || b }`, `{ return a || b }`).
  private static func gotten(_ block: AccessorBlockSyntax?) -> ExprSyntax? {
    let statements: CodeBlockItemListSyntax?
    switch block?.accessors {
    case .getter(let getter): statements = getter
    case .accessors(let accessors):
      statements = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
    case nil: statements = nil
    }
    guard let statements, statements.count == 1, let item = statements.first?.item else { return nil }
    return item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
  }

  /// The names a condition binds (`let x = e`, `let x`, `case .a(let v) = e`) stand for
  /// what it unwraps.
  private mutating func bind(_ condition: ConditionElementSyntax) {
    switch condition.condition {
    case .optionalBinding(let binding):
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName,
        let value = ViewHelper.expression(of: condition, renames: renames, file: file, converter: converter)
      else { return }
      locals[name] = withLocals(value)
    case .matchingPattern(let pattern):
      let value = expression(pattern.initializer.value)
      for name in Self.boundNames(pattern.pattern) { locals[name] = value }
    default:
      break
    }
  }

  /// The names a pattern binds: `v` in `.a(let v)`.
  static func boundNames(_ pattern: some SyntaxProtocol) -> [String] {
    pattern.tokens(viewMode: .sourceAccurate).compactMap { token in
      token.parent?.is(IdentifierPatternSyntax.self) == true ? token.plainName : nil
    }
  }

  /// The condition an `if` or a presentation tests, as a value: one expression the screen may
  /// compute, or a test it can only derive (`if let`, `if case`, several clauses).
  private func condition(_ conditions: ConditionElementListSyntax, at node: some SyntaxProtocol)
    -> SourceExpression
  {
    var clauses: [SourceExpression] = []
    var tests = false
    for condition in conditions {
      guard
        let value = ViewHelper.expression(of: condition, renames: renames, file: file, converter: converter)
      else { continue }
      if case .expression = condition.condition {} else { tests = true }
      clauses.append(withLocals(value))
    }
    guard var first = clauses.first else { return constant("true", at: node) }
    // `if case .display = state` alone: the state compared with the case's name.
    if conditions.count == 1, case .matchingPattern(let pattern) = conditions.first?.condition,
      let names = SourceExpression.caseNames([pattern.pattern])
    {
      return SourceExpression.testing(first, isOneOf: names, index: 0)
    }
    first.alongside = Array(clauses.dropFirst())
    if tests { first.testedCase = 0 }
    return first
  }

  private mutating func conditional(_ ifExpr: IfExprSyntax, container: String?) -> ScreenDraft.Part {
    let condition = condition(ifExpr.conditions, at: ifExpr)
    let saved = locals
    for clause in ifExpr.conditions { bind(clause) }
    let then = parts(ifExpr.body.statements, container: container)
    locals = saved
    var otherwise: [ScreenDraft.Part] = []
    switch ifExpr.elseBody {
    case .ifExpr(let next)?: otherwise = [conditional(next, container: container)]
    case .codeBlock(let block)?: otherwise = parts(block.statements, container: container)
    case nil: break
    }
    return .conditional(condition, then: then, otherwise: otherwise)
  }

  /// A `switch`: each case in turn, as `if`s whose conditions are derived from the subject
  /// (the case taken is a guess); `default` is the last `else`.
  private mutating func switchParts(_ switchExpr: SwitchExprSyntax, container: String?) -> [ScreenDraft.Part]
  {
    let subject = expression(switchExpr.subject)
    var branches: [(SourceExpression, [ScreenDraft.Part])] = []
    var fallback: [ScreenDraft.Part] = []
    for (index, element) in switchExpr.cases.enumerated() {
      guard case .switchCase(let switchCase) = element else { continue }
      let saved = locals
      if case .case(let label) = switchCase.label {
        for item in label.caseItems {
          for name in Self.boundNames(item.pattern) { locals[name] = subject }
        }
        var test = subject
        test.testedCase = index
        if label.caseItems.allSatisfy({ $0.whereClause == nil }),
          let names = SourceExpression.caseNames(label.caseItems.map(\.pattern))
        {
          test = SourceExpression.testing(subject, isOneOf: names, index: index)
        }
        branches.append((test, parts(switchCase.statements, container: container)))
      } else {
        fallback = parts(switchCase.statements, container: container)
      }
      locals = saved
    }
    var result = fallback
    for (test, then) in branches.reversed() {
      result = [.conditional(test, then: then, otherwise: result)]
    }
    return result
  }

  private mutating func forEach(_ data: ExprSyntax, _ closure: ClosureExprSyntax, container: String?)
    -> ScreenDraft.Part
  {
    let parameter = Self.parameterNames(of: closure).first ?? "$0"
    let saved = renames
    defer { renames = saved }
    let dataText: SourceExpression
    if let list = stateList(data) {
      // A list in state (an array of structs): rows by position, each element `list[item]`,
      // and `$todo` in `ForEach($todos) { $todo in … }` the binding to it.
      renames[parameter.hasPrefix("$") ? String(parameter.dropFirst()) : parameter] = list + "[item]"
      dataText = constant(list + ".indices", at: data)
      warn(
        .approximated,
        data,
        "keyed the rows of ForEach(\(data.trimmedDescription)) by position, not by id: an insertion or removal before a row gives it the next element instead of moving it"
      )
    } else {
      renames[parameter] = "item"
      dataText = expression(data)
    }
    let lazy = container.flatMap(ScreenVocabulary.Container.init(rawValue:))?.isLazy == true
    let list = lazy ? taken.claim("list") : nil
    if let single = ViewCollector.singleExpression(closure.statements)?.as(FunctionCallExprSyntax.self),
      let name = single.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.plainName,
      views[name] != nil
    {
      if case .child(_, let arguments, _, _) = child(name, single, modifiers: []) {
        return .forEach(
          data: dataText, container: container, list: list, row: name, arguments: arguments, content: [],
          source: nil)
      }
    }
    return .forEach(
      data: dataText, container: container, list: list, row: nil, arguments: [],
      content: parts(closure.statements),
      source: "\(dataText.place.file):\(dataText.place.position.line)")
  }

  /// For a binding to a member of an element (`$todo.done`, where `todo` is a `@Binding` input
  /// or a `ForEach` element of a list in state), the element's binding (`$todo`).
  private func elementBinding(_ binding: ExprSyntax) -> ExprSyntax? {
    var root = binding
    while let member = root.as(MemberAccessExprSyntax.self), let base = member.base { root = base }
    guard root.id != binding.id, let name = root.as(DeclReferenceExprSyntax.self)?.baseName.plainName,
      name.hasPrefix("$")
    else { return nil }
    let plain = String(name.dropFirst())
    let isBindingInput = draft.inputs.contains { $0.name == plain && $0.kind == .binding }
    return isBindingInput || renames[plain]?.hasSuffix("[item]") == true ? root : nil
  }

  /// The view's `@State` list that `data` is (`todos`, `$todos`, `self.todos`), if it is one.
  private func stateList(_ data: ExprSyntax) -> String? {
    var expr = data
    if let member = expr.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      expr = ExprSyntax(member.declName)
    }
    // `model.items` (`$model.items`), a model's list: `storeKey.items`.
    if let member = expr.as(MemberAccessExprSyntax.self), var model = member.base?.identifier {
      if model.hasPrefix("$") { model.removeFirst() }
      let field = member.declName.baseName.text
      guard let key = draft.models[model],
        stores[key]?.fields.first(where: { $0.name == field })?.initial.syntax.is(ArrayExprSyntax.self)
          == true
      else { return nil }
      return "\(key).\(field)"
    }
    guard var name = expr.as(DeclReferenceExprSyntax.self)?.baseName.plainName else { return nil }
    if name.hasPrefix("$") { name.removeFirst() }
    // The records of a declared model are rows by id, not a list in state.
    if let type = draft.queries[name], stores[ScreenDraft.Store.queryStore(of: type)] == nil {
      return "\(ScreenDraft.Store.modelContext).\(ScreenDraft.Store.queryList(of: type))"
    }
    let state = draft.state.first { $0.name == name }
    return state?.initial.text.hasPrefix("[") == true ? name : nil
  }

  private mutating func child(
    _ name: String, _ call: FunctionCallExprSyntax, modifiers: [(name: String, call: FunctionCallExprSyntax)]
  ) -> ScreenDraft.Part {
    let signature = views[name]
    let inputs = signature?.inputs ?? []
    // The call's arguments in order, its trailing closures last, each with its label.
    var given: [(label: String?, expr: ExprSyntax)] = call.arguments.map { ($0.label?.text, $0.expression) }
    if let trailing = call.trailingClosure { given.append((nil, ExprSyntax(trailing))) }
    given += call.additionalTrailingClosures.map { ($0.label.text, ExprSyntax($0.closure)) }
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
    // What the memberwise initializer fills in: each input left out takes its default.
    for (input, value) in signature?.inputDefaults ?? [:] where !arguments.contains(where: { $0.0 == input })
    {
      arguments.append((input, value))
    }
    return .child(name: name, arguments: arguments, id: nil, at: place(call))
  }

  /// The call's arguments bound to `initializer`'s parameters by label and order (a parameter
  /// left out takes its default; trailing closures go to the closure parameters after the
  /// others), or `nil` if they do not fit it.
  private static func bind(
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
  private mutating func arguments(
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
  private mutating func childContent(_ name: String, _ call: FunctionCallExprSyntax) -> [ScreenDraft.Part] {
    let closures =
      call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
      + (call.trailingClosure.map { [$0] } ?? []) + call.additionalTrailingClosures.map(\.closure)
    var shown: [ScreenDraft.Part] = []
    var content = false
    for closure in closures {
      // What the child runs on a tap (`RowButton { await model.load() }`, `onSelect: { item
      // in selection = item }`) is this view's closure: an interaction of its own, whose
      // parameters (what the child passes) are unknown here.
      if ReadCensus.isAction(closure) {
        shown += interaction(closure, of: name, "")
      } else if closure.signature == nil {
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

  /// Whether `expr` names a function of this view or of a model it holds (`save`,
  /// `self.save`, `model.addPattern`), not a value.
  private func namesFunction(_ expr: ExprSyntax) -> Bool {
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
  private func closureOrValue(_ expr: ExprSyntax, kind: ScreenDraft.InputKind?) -> SourceExpression {
    guard kind == .closure else { return expression(expr) }
    guard let closure = expr.as(ClosureExprSyntax.self) else {
      // A closure this view was given, passed on (`onSave: onSave`): its input, read.
      if let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.plainName, locals[name] == nil,
        draft.inputs.contains(where: { $0.name == name && $0.kind == .closure })
      {
        return expression(expr)
      }
      return constant("{ action() }", at: expr)
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
    return constant(closure.statements.isEmpty ? "{ }" : "{ action() }", at: expr)
  }

  private mutating func button(_ call: FunctionCallExprSyntax) -> [ScreenDraft.Part] {
    var label = constant("\"Button\"", at: call)
    var shown: [ScreenDraft.Part] = []
    if let first = call.arguments.first(where: { $0.label == nil })?.expression {
      label = expression(first)
    } else if let labelClosure = call.additionalTrailingClosures.first(where: { $0.label.text == "label" })?
      .closure
      ?? call.arguments.first(where: { $0.label?.text == "label" })?.expression.as(ClosureExprSyntax.self)
      ?? (call.arguments.contains { $0.label?.text == "action" } ? call.trailingClosure : nil)
    {
      if let single = ViewCollector.singleExpression(labelClosure.statements)?.as(
        FunctionCallExprSyntax.self),
        Self.calledName(single) == "Text", let text = single.arguments.first?.expression
      {
        label = expression(text)
      } else {
        // A label of several views, or of one with modifiers, is shown beside the button.
        shown = parts(labelClosure.statements)
      }
    }
    // `Button("Save", action: save)` runs `save()`; `Button(action: save) { … }` has its
    // label in the trailing closure.
    let action: ActionBody? =
      call.arguments.first(where: { $0.label?.text == "action" }).map { ActionBody($0.expression) }
      ?? call.trailingClosure.map { .closure($0) }
    let name = unique("tap" + Self.identifier(from: label.text))
    draft.actions.append(
      ScreenDraft.Action(name: name, statements: action.map { statements(of: $0) } ?? []))
    return [.button(label: label, action: name)] + shown
  }

  private mutating func modify(_ parts: [ScreenDraft.Part], _ name: String, _ call: FunctionCallExprSyntax)
    -> [ScreenDraft.Part]
  {
    switch name {
    case "equatable":
      for case .child(let child, _, _, _) in parts { equatableChildren.insert(child) }
      return parts
    case "tag" where selection != nil:
      // A tab or a row of a selection: choosing it writes its tag.
      guard let value = call.arguments.first?.expression else { return parts }
      // The body evaluates the tag's value: what it reads stays read.
      return parts + modifierReads(name, call) + select(value, at: call)
    case "id":
      // Everything written before `.id(x)` belongs to the view it re-creates when `x` changes
      // (R15): a child is identified by it, and a lifecycle modifier runs again for each new
      // identity (`onAppear` and `onDisappear` as `x` changes, `.task` as `.task(id: x)`).
      guard let value = call.arguments.first?.expression else { return parts }
      let identity = expression(value)
      var identified = false
      var result: [ScreenDraft.Part] = []
      for part in parts {
        switch part {
        case .child(let child, let arguments, _, let place):
          result.append(.child(name: child, arguments: arguments, id: identity, at: place))
          identified = true
        case .lifecycle(let kind, nil, let action, let place) where kind == .onAppear || kind == .onDisappear:
          result += [part, .lifecycle(kind: .onChange, value: identity, action: action, at: place)]
          identified = true
        case .lifecycle(.task, nil, let action, let place):
          result.append(.lifecycle(kind: .task, value: identity, action: action, at: place))
          identified = true
        default:
          result.append(part)
        }
      }
      // The body evaluates the identity, whatever it identifies.
      return result + (identified ? [] : modifierReads(name, call))
    case "environment":
      guard call.arguments.count == 2,
        let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self),
        let value = call.arguments.last?.expression
      else { return parts }
      let key = ViewCollector.environmentKey(keyPath.components.trimmedText.dropFirst())
      environmentKeys.insert(key)
      return [.environment(key: key, value: expression(value), content: parts)]
    case "onAppear", "onDisappear", "task", "onChange", "onReceive":
      guard let kind = ScreenVocabulary.Lifecycle(rawValue: name), let body = Self.actionBody(of: call)
      else { return parts }
      let action = unique(
        draft.name.prefix(1).lowercased() + draft.name.dropFirst() + name.prefix(1).uppercased()
          + name.dropFirst())
      var value: SourceExpression?
      if [.onChange, .onReceive, .task].contains(kind),
        let watched = call.arguments.first(where: {
          $0.label?.text == "of" || $0.label?.text == "id" || $0.label == nil
        })?.expression,
        !watched.is(ClosureExprSyntax.self)
      {
        // `model.$field`, a publisher, watches the field; through operators
        // (`.debounce(…)`, `.removeDuplicates()`), the field they start from.
        let (source, operators) = kind == .onReceive ? Self.publisherSource(watched) : (watched, [])
        if kind == .onReceive, Self.isOutsideEvent(source) {
          warn(
            .approximated, watched,
            "in \(draft.name), ran this .onReceive's action as an event from outside the screen, which the default trace fires: the screen has no timers or notifications"
          )
          draft.actions.append(ScreenDraft.Action(name: action, statements: statements(of: body)))
          return parts + [.lifecycle(kind: .onEvent, value: nil, action: action, at: place(call))]
        }
        if !operators.isEmpty {
          warn(
            .approximated, watched,
            "in \(draft.name), ran this .onReceive on each change of '\(source.trimmedText)': the screen has no \(operators.map { "." + $0 }.joined(separator: ", ")), so its action runs after every change"
          )
        }
        let watchedValue = expression(source)
        value =
          watchedValue.text.contains(".$")
          ? watchedValue.replaced(by: watchedValue.text.replacingOccurrences(of: ".$", with: "."))
          : watchedValue
      }
      // `{ old, new in … }`, `{ value in … }`: the closure runs after the change, so each
      // parameter stands for the watched value as it now is (the old one too, with a warning).
      var parameters: [String: String] = [:]
      if case .closure(let closure) = body {
        let names = Self.parameterNames(of: closure)
        if let value, !names.isEmpty {
          for name in names where name != "_" { parameters[name] = value.text }
          if names.count == 2, names[0] != "_" {
            warn(
              .guessed, closure,
              "took '\(names[0])' in this .\(name) as the new value: the screen keeps no old one")
          }
        }
      }
      draft.actions.append(
        ScreenDraft.Action(name: action, statements: statements(of: body, parameters: parameters)))
      return parts + [.lifecycle(kind: kind, value: value, action: action, at: place(call))]
    case _ where Self.presentations.contains(name):
      return parts + presentation(name, call)
    case "searchable":
      // The search field is a text field bound to `text:`.
      guard let text = call.arguments.first(where: { $0.label?.text == "text" })?.expression,
        text.trimmedText.hasPrefix("$")
      else { return parts + modifierReads(name, call) }
      let binding = expression(text)
      return parts + [
        .control(
          kind: "TextField", binding: binding,
          name: unique("search" + Self.identifier(from: String(text.trimmedText.dropFirst()))))
      ]
    default:
      if ReadCensus.actionCalls.contains(name) || ReadCensus.isCallbackName(name) {
        // An interaction's modifier (`onTapGesture`, `onSubmit`, `.refreshable`, `onDelete`):
        // what it runs is an action the user starts, a button of the default trace.
        guard let body = Self.actionBody(of: call) else { return parts }
        return parts + interaction(body, of: name, "")
      }
      return parts + modifierReads(name, call) + contents(of: call)
    }
  }

  /// A publisher with the operators applied to it (`model.$query.debounce(for: 0.2, …)`):
  /// the publisher they start from, and the operators' names.
  static func publisherSource(_ publisher: ExprSyntax) -> (ExprSyntax, [String]) {
    var source = publisher
    var operators: [String] = []
    while let call = source.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
      publisherOperators.contains(member.declName.baseName.text)
    {
      operators.insert(member.declName.baseName.text, at: 0)
      source = base
    }
    return (source, operators)
  }

  /// Whether a publisher comes from outside the screen's models (`timer`,
  /// `NotificationCenter.default.publisher(for: …)`), not a model's field (`model.$query`)
  /// or its `objectWillChange`.
  static func isOutsideEvent(_ publisher: ExprSyntax) -> Bool {
    let text = publisher.trimmedText
    return !text.contains("$") && !text.hasSuffix("objectWillChange")
  }

  /// Combine's operators an `.onReceive` chain is written with, which decide when (not
  /// whether) a change reaches the action.
  static let publisherOperators: Set<String> = [
    "debounce", "throttle", "removeDuplicates", "receive", "delay", "eraseToAnyPublisher", "dropFirst",
  ]

  /// The modifiers that present content while a binding says so.
  static let presentations: Set<String> = [
    "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "navigationDestination",
    "inspector",
  ]

  /// Content presented while `isPresented:` is true or `item:` holds a value: a branch
  /// (presented content is not evaluated until it is shown). An `isPresented:` binding is
  /// also a toggle the user flips (showing and dismissing is an interaction), which the
  /// default trace drives.
  private mutating func presentation(_ name: String, _ call: FunctionCallExprSyntax) -> [ScreenDraft.Part] {
    var condition = constant("false", at: call)
    var presenting: [ScreenDraft.Part] = []
    let bound = call.arguments.first(where: { ["isPresented", "item"].contains($0.label?.text) })
    if let bound {
      condition = unprojected(bound.expression)
      if bound.label?.text == "item" {
        condition.testedCase = 0
      } else if bound.expression.trimmedText.hasPrefix("$") {
        let binding = expression(bound.expression)
        presenting = [
          .control(
            kind: "Toggle", binding: binding, name: unique("present" + Self.identifier(from: condition.text)))
        ]
      }
    } else if name == "navigationDestination", call.arguments.contains(where: { $0.label?.text == "for" }) {
      // `.navigationDestination(for: Route.self) { route in … }`: shown when a value is
      // pushed on the stack, as a NavigationLink's destination is.
      return pushed(contents(of: call), at: call)
    } else {
      warn(
        .opaque,
        call,
        "kept what .\(name) presents as not shown: it has no isPresented: or item: binding to show it by")
    }
    let actionsBefore = draft.actions.count
    var shown = contents(of: call)
    if let value = shownValue(Array(call.arguments), firstAlways: false) {
      shown.insert(.element(kind: Self.elementKind(name), content: value), at: 0)
    }
    if let bound, Self.isBinding(bound.expression),
      let view = presentedView(name, call, binding: bound, shown: shown, actionsFrom: actionsBefore)
    {
      return presenting + [view]
    }
    return presenting + [.conditional(condition, then: shown, otherwise: [])]
  }

  /// What `.sheet(isPresented: $x) { … }` presents, as a view of its own that the body creates
  /// with the binding (docs/rules.md, R10 and R14): making `$x` is not a read, so opening the
  /// sheet re-runs the presented view, not this one; what the content reads of this view's
  /// state it reads through bindings too, and its buttons' actions are its own. `nil` when the
  /// content uses what a view of its own cannot be given (a local, a helper's value, a row's
  /// item): then it stays a branch of this body.
  private mutating func presentedView(
    _ modifier: String, _ call: FunctionCallExprSyntax, binding bound: LabeledExprSyntax,
    shown: [ScreenDraft.Part], actionsFrom first: Int
  ) -> ScreenDraft.Part? {
    let actions = Array(draft.actions[first...])
    let expressions =
      ScreenDraft.Part.all(in: shown).flatMap(\.expressions)
      + actions.flatMap { $0.statements.flatMap(\.writes).flatMap(\.expressions) }
    var used: Set<String> = []
    for expression in expressions {
      for name in expression.namesUsed { used.insert(name.hasPrefix("$") ? String(name.dropFirst()) : name) }
    }
    let state = Set(draft.state.map(\.name))
    var inputs: [(name: String, kind: ScreenDraft.InputKind)] = []
    var arguments: [(String, SourceExpression)] = []
    var environment: [String: String] = [:]
    for name in used.sorted() {
      if state.contains(name) || draft.inputs.contains(where: { $0.name == name && $0.kind == .binding }) {
        inputs.append((name, .binding))
        arguments.append((name, SourceExpression("$\(name)", at: place(call)).renamed(renames)))
      } else if let input = draft.inputs.first(where: { $0.name == name }) {
        inputs.append(input)
        arguments.append((name, SourceExpression(name, at: place(call)).renamed(renames)))
      } else if let key = draft.environmentReads[name] {
        environment[name] = key
      } else if draft.constants[name] != nil || draft.helperValues[name] != nil || locals[name] != nil
        || draft.unknownModels[name] != nil
        || renames[name].map({ $0 == "item" || $0.hasSuffix("[item]") }) == true
      {
        return nil
      }
    }
    let (presentedName, contentName) = ("presented", "content")
    guard !used.contains(presentedName), !used.contains(contentName) else { return nil }
    var viewName = unique(draft.name + Self.elementKind(modifier))
    while views[viewName] != nil { viewName = unique(viewName) }
    // Where `.sheet` is written (the call's node starts at what it modifies).
    let at = place(
      call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call))
    var view = ScreenDraft.View(name: viewName, place: at)
    // The content is a closure the body makes anew each time: the presented view re-runs
    // whenever this one does (R3), as a sheet's content updates with its presenter.
    view.inputs = [(presentedName, .binding), (contentName, .closure)] + inputs
    view.environmentReads = environment
    view.models = draft.models
    var test = SourceExpression(presentedName, at: place(bound.expression))
    if bound.label?.text == "item" { test.testedCase = 0 }
    view.body = [.conditional(test, then: shown, otherwise: [])]
    view.actions = actions
    draft.actions.removeSubrange(first...)
    presented.append(view)
    return .child(
      name: viewName,
      arguments: [
        (presentedName, expression(bound.expression)), (contentName, constant("{ action() }", at: call)),
      ]
        + arguments, id: nil, at: place(call))
  }

  /// The value a binding (`$show`, `$model.sheet`) reads.
  private func unprojected(_ binding: ExprSyntax) -> SourceExpression {
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

  /// What a modifier's value arguments read, as an element of the modified view
  /// (`.disabled(!valid)` shows `!valid`); nothing if they read nothing the view has. (Its
  /// view arguments and closures are `contents(of:)`.)
  private func modifierReads(_ name: String, _ call: FunctionCallExprSyntax, kind: String? = nil)
    -> [ScreenDraft.Part]
  {
    guard let value = shownValue(Array(call.arguments), firstAlways: false) else { return [] }
    return [.element(kind: kind ?? Self.elementKind(name), content: value)]
  }

  /// A modifier's name as an element's kind: `navigationTitle` → `NavigationTitle`.
  static func elementKind(_ modifier: String) -> String {
    modifier.prefix(1).uppercased() + modifier.dropFirst()
  }

  /// The names a closure gives its parameters (`{ old, new in }`, `{ (a: Int) in }`).
  static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
    switch closure.signature?.parameterClause {
    case .simpleInput(let list)?: list.map { $0.name.plainName }
    case .parameterClause(let clause)?: clause.parameters.map { ($0.secondName ?? $0.firstName).plainName }
    case nil: []
    }
  }

  /// An action's statements (`ActionTranslator`), read where the body stands; `parameters`
  /// are the closure's, each with the text of the value it stands for.
  private mutating func statements(_ list: CodeBlockItemListSyntax, parameters: [String: String] = [:])
    -> [ScreenDraft.ActionLine]
  {
    statements(of: nil, list, parameters: parameters)
  }

  private mutating func statements(of body: ActionBody, parameters: [String: String] = [:])
    -> [ScreenDraft.ActionLine]
  {
    switch body {
    case .closure(let closure): statements(of: nil, closure.statements, parameters: parameters)
    case .function(let function): statements(of: function, nil, parameters: parameters)
    }
  }

  private mutating func statements(
    of function: ExprSyntax?, _ list: CodeBlockItemListSyntax?, parameters: [String: String]
  ) -> [ScreenDraft.ActionLine] {
    var translator = ActionTranslator(stores: stores, models: draft.models, viewMethods: helpers)
    var scope = ActionTranslator.Scope(
      file: file, converter: converter, renames: renames, locals: locals, store: nil, parameters: parameters)
    scope.closures = closures
    let lines =
      function.map { translator.lines(calling: $0, in: scope) } ?? translator.lines(list!, in: scope)
    warnings += translator.warnings
    return lines
  }

  private func expression(_ expr: ExprSyntax) -> SourceExpression {
    if let (model, path) = Self.bindableForm(expr) {
      return withLocals(SourceExpression("$\(model).\(path)", at: place(expr)).renamed(renames))
    }
    return withLocals(SourceExpression(expr, renames: renames, file: file, converter: converter))
  }

  /// `source` with the local names in scope.
  private func withLocals(_ source: SourceExpression) -> SourceExpression {
    var source = source
    source.bindings = locals
    return source
  }

  /// A stand-in written as Swift, at `node`.
  private func constant(_ text: String, at node: some SyntaxProtocol) -> SourceExpression {
    SourceExpression(text, at: place(node))
  }

  private func place(_ node: some SyntaxProtocol) -> SourcePlace {
    SourcePlace(node, file: file, converter)
  }

  private mutating func unique(_ name: String) -> String {
    taken.claim(name.first?.isNumber == false ? name : "control" + name)
  }

  /// A Swift name made of the letters and digits of `text`, capitalized: `"Add item"` → `AddItem`.
  static func identifier(from text: String) -> String {
    text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map {
      $0.prefix(1).uppercased() + $0.dropFirst()
    }.joined()
  }

  /// Source quoted in a warning: on one line, at most 40 characters.
  static func snippet(_ source: some CustomStringConvertible) -> String {
    let line = source.description.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return line.count > 40 ? line.prefix(39) + "…" : line
  }

  private mutating func warn(_ kind: ImportWarning.Kind, _ node: some SyntaxProtocol, _ message: String) {
    warnings.append(place(node).warning(kind, message))
  }
}

/// Names given out so far, and for each name asked for the next number to try, so that a
/// thousand buttons named "tap" get tap … tap1000 in linear time.
struct TakenNames {
  private var names: Set<String> = []
  private var next: [String: Int] = [:]

  /// `name`, or `name2`, `name3`, … the first not taken yet; it is taken from now on.
  mutating func claim(_ name: String) -> String {
    var candidate = name
    var number = next[name] ?? 2
    while names.contains(candidate) {
      candidate = "\(name)\(number)"
      number += 1
    }
    if candidate != name { next[name] = number }
    names.insert(candidate)
    return candidate
  }
}
