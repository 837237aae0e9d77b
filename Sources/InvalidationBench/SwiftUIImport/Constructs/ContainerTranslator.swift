import SwiftSyntax

/// Stacks, lists, scroll views and the views that only wrap their content (`VStack`, `List`,
/// `LazyVGrid`, `NavigationStack`), flattened into the parts they hold, and `ForEach`, a row
/// view or content written inline (docs/rules.md R7, R8).
enum ContainerTranslator: ConstructTranslator {
  static let views: Set<String> = Set(
    ScreenVocabulary.Container.allCases.map(\.rawValue) + ScreenVocabulary.wrappers + ["ForEach"])

  static func view(_ view: ViewCall, in body: inout BodyTranslator) -> [ScreenDraft.Part]? {
    let call = view.call
    if view.name == "ForEach" {
      guard let data = call.arguments.first?.expression, let closure = call.trailingClosure else {
        return body.opaque(view.name, at: call)
      }
      return [forEach(data, closure, container: view.container, in: &body)]
    }
    let saved = body.selection
    defer { body.selection = saved }
    body.selection = body.selected(by: call) ?? body.selection
    if view.name == "List", let data = call.arguments.first(where: { $0.label == nil })?.expression,
      let closure = call.trailingClosure
    {
      return [forEach(data, closure, container: view.name, in: &body)]
    }
    let lazy = ScreenVocabulary.Container(rawValue: view.name)?.isLazy == true
    let inner = lazy ? view.name : view.container
    return body.modifierReads(view.name, call, kind: view.name + "Options")
      + (call.trailingClosure.map { body.parts($0.statements, container: inner) } ?? [])
      + body.contents(of: call, includingTrailing: false)
  }

  /// `ForEach(data) { item in … }`: a row view when the closure makes one view of the files,
  /// its content written inline otherwise; in a lazy container, a list of its own.
  private static func forEach(
    _ data: ExprSyntax, _ closure: ClosureExprSyntax, container: String?, in body: inout BodyTranslator
  ) -> ScreenDraft.Part {
    let parameter = BodyTranslator.parameterNames(of: closure).first ?? "$0"
    let saved = body.renames
    defer { body.renames = saved }
    let dataText: SourceExpression
    if let list = stateList(data, in: body) {
      // A list in state (an array of structs): rows by position, each element `list[item]`,
      // and `$todo` in `ForEach($todos) { $todo in … }` the binding to it, as `$0` is there;
      // `$0` of `ForEach(todos)` is the element.
      let bound = BodyTranslator.isBinding(data) && parameter.hasPrefix("$")
      body.renames[bound ? String(parameter.dropFirst()) : parameter] = list + "[item]"
      dataText = body.constant(list + ".indices", at: data)
      body.warn(
        .approximated,
        data,
        "keyed the rows of ForEach(\(data.trimmedDescription)) by position, not by id: an insertion or removal before a row gives it the next element instead of moving it"
      )
    } else if let count = constantCount(data, in: body) {
      // A list the source declares (`tabs`, `Tab.allCases`, `Item.samples`): as many rows, each
      // row's element constant while shown, so its position stands for it.
      body.renames[parameter] = "item"
      dataText = body.constant("0..<\(count)", at: data)
    } else {
      body.renames[parameter] = "item"
      dataText = body.expression(data)
    }
    let lazy = container.flatMap(ScreenVocabulary.Container.init(rawValue:))?.isLazy == true
    let list = lazy ? body.taken.claim("list") : nil
    if let single = ViewCollector.singleExpression(closure.statements)?.as(FunctionCallExprSyntax.self),
      let name = single.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.plainName,
      body.views[name] != nil
    {
      if case .child(_, let arguments, _, _) = body.child(name, single) {
        return .forEach(
          data: dataText, container: container, list: list, row: name, arguments: arguments, content: [],
          source: nil)
      }
    }
    return .forEach(
      data: dataText, container: container, list: list, row: nil, arguments: [],
      content: body.parts(closure.statements),
      source: "\(dataText.place.file):\(dataText.place.position.line)")
  }

  /// How many elements `data` has when it is a constant list the source declares: a `let` of
  /// the view holding an array literal, a global or `static let` one, or an enum's `allCases`.
  private static func constantCount(_ data: ExprSyntax, in body: BodyTranslator) -> Int? {
    if let name = data.as(DeclReferenceExprSyntax.self)?.baseName.plainName {
      guard body.locals[name] == nil, body.draft.state.allSatisfy({ $0.name != name }) else { return nil }
      if let constant = body.draft.constants[name] {
        return constant.syntax.as(ArrayExprSyntax.self)?.elements.count
      }
      guard !body.draft.inputs.contains(where: { $0.name == name }) else { return nil }
      // A `static let` of the view, named alone, or a global.
      return body.constantLists["\(body.draft.name).\(name)"] ?? body.constantLists[name]
    }
    guard let member = data.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedDescription
    else { return nil }
    // A nested type is known by the types around it (`Shelf.Kind`), and by its own name where
    // no namesake shares it (`SourceSymbols`): `Shelf.Kind` is `Kind`.
    let name = member.declName.baseName.text
    let type = base == "Self" ? body.draft.name : String(base.split(separator: ".").last ?? "")
    return body.constantLists["\(base).\(name)"] ?? body.constantLists["\(type).\(name)"]
  }

  /// The view's `@State` list that `data` is (`todos`, `$todos`, `self.todos`), or a model's
  /// list of values (`model.items`), if it is one.
  private static func stateList(_ data: ExprSyntax, in body: BodyTranslator) -> String? {
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
      guard let key = body.draft.models[model],
        body.stores[key]?.fields.first(where: { $0.name == field })?.initial.syntax.is(ArrayExprSyntax.self)
          == true
      else { return nil }
      return "\(key).\(field)"
    }
    guard var name = expr.as(DeclReferenceExprSyntax.self)?.baseName.plainName else { return nil }
    if name.hasPrefix("$") { name.removeFirst() }
    // The records of a declared model are rows by id, not a list in state.
    if let type = body.draft.queries[name], body.stores[ScreenDraft.Store.queryStore(of: type)] == nil {
      return "\(ScreenDraft.Store.modelContext).\(ScreenDraft.Store.queryList(of: type))"
    }
    let state = body.draft.state.first { $0.name == name }
    return state?.initial.text.hasPrefix("[") == true ? name : nil
  }
}
