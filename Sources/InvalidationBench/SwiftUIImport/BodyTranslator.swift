import SwiftSyntax

/// Translates one view's body from SwiftUI source into the draft's parts: statements, `if`,
/// `switch`, locals and the view's helpers (inlined) are read here; each call of a SwiftUI
/// view and each modifier is read by the family that names it (`ConstructRegistry`), a view
/// of the files is a child, and anything else is kept as an element, with a warning. The
/// families reach the body being translated through this type's methods.
struct BodyTranslator {
  /// The file being read: the view's, or that of the helper being inlined.
  var file: String
  var converter: SourceLocationConverter
  /// Every view of the source, as collected (its inputs, their defaults, its initializers).
  let views: [String: ScreenDraft.View]
  /// Each view's properties that hold a model: passing one is not an input of the screen
  /// file, whose stores every view reaches by name.
  let modelProperties: [String: Set<String>]
  let helpers: [String: ViewHelper]
  /// The models of the files, by store key: an action runs the methods it calls.
  let stores: [String: ScreenDraft.Store]
  /// The constant lists of the files (`SourceSymbols.constantLists`): a `ForEach` over one
  /// has as many rows.
  var constantLists: [String: Int] = [:]
  /// The types and globals the files declare (`SourceSymbols.declaredNames`).
  var declared: Set<String> = []
  /// The cases of the enums the files declare (`SourceSymbols.enumCases`: `Phase.busy`).
  var enumCases = EnumCases()
  /// The view's functions that return nothing (`ActionClosures.isAction`).
  let actionFunctions: Set<String>
  /// The static members of the files' types that never change (`SourceSymbols.constantMembers`:
  /// `Color.brand`).
  var constantMembers: Set<String> = []
  /// What the calls of an action that change nothing a view reads start from
  /// (`SourceSymbols.outsideEffectRoots`).
  var outsideRoots: Set<String> = []
  /// What the files say of names outside them (`SourceSymbols.outsideNames`).
  var outsideNames = SourceSymbols.OutsideNames()
  var draft: ScreenDraft.View
  var warnings: [ImportWarning] = []
  /// Views used with `.equatable()`.
  var equatableChildren: Set<String> = []
  /// What the body presents (`.sheet`, `.alert`, …), each made a view of its own.
  var presented: [ScreenDraft.View] = []
  /// Action and control names taken in the whole screen.
  var taken: TakenNames
  var environmentKeys: Set<String> = []
  /// The environment writers of values that can change, for `EnvironmentTranslator.caveats`.
  var changingEnvironmentWrites: [(key: String, place: SourcePlace)] = []
  /// Names renamed in expressions (models to store keys, the ForEach parameter to `item`).
  var renames: [String: String]
  /// Local names in scope (`let x = …`, `if let x = …`, a helper's parameters) with what each
  /// stands for.
  var locals: [String: SourceExpression] = [:]
  /// The closures an inlined helper was given, by its parameter's name: an action calling
  /// the parameter runs the closure (`ActionTranslator.GivenClosure`).
  var closures: [String: ActionTranslator.GivenClosure] = [:]
  /// Inside a modifier that hands a view to a closure (`BodyTranslator+Transforms`): the
  /// views `self` and the closure's parameter stand for, and the closures it was given.
  var shownViews: [String: ShownView] = [:]
  var transforms: [String: ContentTransform] = [:]
  /// The view's own names: its inputs, state, models, environment values and constants.
  let viewNames: Set<String>
  var inlining: Set<String> = []
  /// Inside a `List(selection: $x)` or `TabView(selection: $x)`: what a row's or a tab's
  /// selection writes (`x`).
  var selection: SourceExpression?
  /// Inside a `Picker`'s content: the values of its options' `.tag`s, as the screen writes
  /// them (`"dark"` of `.tag(Mode.dark)`), which the picker's edit takes in turn.
  var pickerOptions: [String]?

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
    actionFunctions = ViewHelper.actions(among: helpers)
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
          .skipped, statement,
          "skipped '\(ImportWarning.snippet(statement.trimmedText))', which a body cannot show")
        continue
      }
      parts += self.parts(expr, container: container)
    }
    return parts
  }

  mutating func parts(_ expr: ExprSyntax, container: String?) -> [ScreenDraft.Part] {
    if let ifExpr = expr.as(IfExprSyntax.self) { return [conditional(ifExpr, container: container)] }
    if let switchExpr = expr.as(SwitchExprSyntax.self) {
      return switchParts(switchExpr, container: container)
    }
    // Modifiers, outermost first.
    var modifiers: [ModifierCall] = []
    var core = expr
    while true {
      if let call = core.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base, Self.optionalMap(call) == nil, !isQualifiedView(call)
      {
        modifiers.append(ModifierCall(name: member.declName.baseName.text, call: call))
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
    for modifier in modifiers.reversed() {
      result = modify(result, modifier)
    }
    return result
  }
  private mutating func core(_ expr: ExprSyntax, container: String?, modifiers: [ModifierCall])
    -> [ScreenDraft.Part]
  {
    if let shown = shownView(expr) { return shown }
    if let parts = ConstructRegistry.expression(expr, in: &self) { return parts }
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
    if let member = expr.as(MemberAccessExprSyntax.self),
      let shown = constantView(member) ?? memberView(member)
    {
      return shown
    }
    if let sequence = expr.as(SequenceExprSyntax.self),
      sequence.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
      !sequence.tokens(viewMode: .sourceAccurate).contains(where: { views[$0.text] != nil })
    {
      // `cond ? Color.red : Color.blue`: one view of one type whose value the condition
      // chooses (not two branches: SwiftUI keeps its identity), showing what it reads.
      return [.element(kind: "View", content: expression(expr))]
    }
    if let call = expr.as(FunctionCallExprSyntax.self), let (optional, closure) = Self.optionalMap(call) {
      return [unwrapped(optional, closure, container: container)]
    }
    if let call = expr.as(FunctionCallExprSyntax.self), let made = closureMade(call) { return made }
    guard let call = expr.as(FunctionCallExprSyntax.self), let name = Self.viewName(call) else {
      return opaque(expr.trimmedText, at: expr)
    }
    if helpers[name] != nil, call.additionalTrailingClosures.isEmpty,
      let inlined = inline(name, arguments: call.arguments, trailing: call.trailingClosure, at: call)
    {
      return inlined
    }
    let view = ViewCall(name: name, call: call, container: container, modifiers: modifiers)
    let family = ConstructRegistry.viewFamily(name)
    if let family, family.precedesAppViews, let parts = family.view(view, &self) { return parts }
    if views[name] != nil { return [child(name, call)] + childContent(name, call) }
    if let family, !family.precedesAppViews, let parts = family.view(view, &self) { return parts }
    return FrameworkViewTranslator.element(view, in: &self)
  }

  /// `parts` as `modifier` changes them: the family that names it decides, or else the body
  /// evaluates the modifier's arguments (what they read is an element of the view) and shows
  /// its content.
  private mutating func modify(_ parts: [ScreenDraft.Part], _ modifier: ModifierCall) -> [ScreenDraft.Part] {
    if let family = ConstructRegistry.modifierFamily(modifier.name),
      let modified = family.modify(parts, modifier, &self)
    {
      return modified
    }
    if let transformed = transformed(parts, by: modifier) { return transformed }
    return parts + modifierReads(modifier.name, modifier.call) + contents(of: modifier.call)
  }

  /// Declares the action `name` of the view, running `statements`.
  mutating func addAction(_ name: String, _ statements: [ScreenDraft.ActionLine]) {
    draft.actions.append(ScreenDraft.Action(name: name, statements: statements))
  }

  mutating func opaque(_ name: String, at node: some SyntaxProtocol) -> [ScreenDraft.Part] {
    warn(.opaque, node, "kept '\(ImportWarning.snippet(name))' as an opaque element")
    return [.opaque(at: place(node))]
  }

  func expression(_ expr: ExprSyntax) -> SourceExpression {
    if let (model, path) = Self.bindableForm(expr) {
      return withLocals(SourceExpression("$\(model).\(path)", at: place(expr)).renamed(renames))
    }
    return withLocals(SourceExpression(expr, renames: renames, file: file, converter: converter))
  }

  /// `source` with the local names in scope.
  func withLocals(_ source: SourceExpression) -> SourceExpression {
    var source = source
    source.bindings = locals
    return source
  }

  /// A stand-in written as Swift, at `node`.
  func constant(_ text: String, at node: some SyntaxProtocol) -> SourceExpression {
    SourceExpression(text, at: place(node))
  }

  func place(_ node: some SyntaxProtocol) -> SourcePlace {
    SourcePlace(node, file: file, converter)
  }

  /// `name`, or another where a view of the screen has it; one a statement of a trace can
  /// name: `control2` for `2`, `controlPrivate` for the keyword `private` (of `$options.private`).
  mutating func unique(_ name: String) -> String {
    let usable = name.first?.isNumber == false && ScreenNames.isIdentifier(name)
    return taken.claim(usable ? name : "control" + name.prefix(1).uppercased() + name.dropFirst())
  }

  mutating func warn(_ kind: ImportWarning.Kind, _ node: some SyntaxProtocol, _ message: String) {
    warnings.append(place(node).warning(kind, message))
  }

  /// The name a call calls: `Name(…)`, `Name<T>(…)`, `Self.name(…)`, `self.name(…)`.
  static func calledName(_ call: FunctionCallExprSyntax) -> String? {
    let callee = call.calledExpression
    if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.plainName }
    // `(FlowLayout(alignment: .leading)) { … }`: a layout called on its content.
    if let layout = callee.unparenthesized.as(FunctionCallExprSyntax.self) { return calledName(layout) }
    if callee.is(GenericSpecializationExprSyntax.self) {
      return callee.unspecialized.as(DeclReferenceExprSyntax.self)?.baseName.plainName
    }
    if let member = callee.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind,
      base == .keyword(.self) || base == .keyword(.Self)
    {
      return member.declName.baseName.plainName
    }
    return nil
  }

  /// The name a call of a view calls: `calledName`, or a type's through the types it is
  /// nested in (`LargeTitle` of `NowPlaying.LargeTitle(track:)`); which of the files' views
  /// it is, if any, the caller looks up.
  static func viewName(_ call: FunctionCallExprSyntax) -> String? {
    calledName(call) ?? qualifiedTypeName(call) ?? frameworkStaticMember(call)
  }

  /// `ContentUnavailableView` of `ContentUnavailableView.search(text: query)`: a view of
  /// SwiftUI's made by a static member of its type (`FrameworkViewTranslator.staticMembers`).
  static func frameworkStaticMember(_ call: FunctionCallExprSyntax) -> String? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
      FrameworkViewTranslator.staticMembers.contains("\(type).\(member.declName.baseName.text)")
    else { return nil }
    return type
  }

  /// Whether `call` makes a view of the files through the types it is nested in
  /// (`NowPlaying.LargeTitle(track:)`), or one of SwiftUI's by a static member of its type
  /// (`ContentUnavailableView.search(text:)`), not a modifier of a value.
  func isQualifiedView(_ call: FunctionCallExprSyntax) -> Bool {
    if let name = Self.qualifiedTypeName(call) { return views[name] != nil }
    return Self.frameworkStaticMember(call) != nil
  }

  /// `LargeTitle` of `NowPlaying.LargeTitle(…)` or `App.NowPlaying.LargeTitle(…)`: a type's
  /// name (capitalized, as types are) after a path of types' names.
  private static func qualifiedTypeName(_ call: FunctionCallExprSyntax) -> String? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
      isTypePath(base)
    else { return nil }
    let name = member.declName.baseName.plainName
    return name.first?.isUppercase == true ? name : nil
  }

  private static func isTypePath(_ expr: ExprSyntax) -> Bool {
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text.first?.isUppercase == true
    }
    guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
    return member.declName.baseName.text.first?.isUppercase == true && isTypePath(base)
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

  /// A modifier's name as an element's kind: `navigationTitle` → `NavigationTitle`.
  static func elementKind(_ modifier: String) -> String {
    modifier.prefix(1).uppercased() + modifier.dropFirst()
  }

  /// A Swift name made of the letters and digits of `text`, capitalized: `"Add item"` → `AddItem`.
  static func identifier(from text: String) -> String {
    text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map {
      $0.prefix(1).uppercased() + $0.dropFirst()
    }.joined()
  }

}
