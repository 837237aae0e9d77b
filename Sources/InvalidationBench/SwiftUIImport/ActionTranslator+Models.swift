import SwiftSyntax

/// What an action's writes and calls do to the models: a SwiftData model context's changes, a
/// computed property's setter, a field's `willSet` and `didSet`, `objectWillChange.send()`.
extension ActionTranslator {
  /// `context.insert(Todo(…))` and `context.delete(todo)` of a SwiftData model context
  /// (`@Environment(\.modelContext)`) or a Core Data one (`\.managedObjectContext`): a model
  /// more or less in the list its queries fetch; `save()` changes nothing a view reads.
  mutating func modelContextCall(_ call: FunctionCallExprSyntax, in scope: Scope) -> Flow? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base?.identifier,
      ScreenDraft.Store.contexts.contains(scope.renames[base] ?? "")
    else { return nil }
    let name = member.declName.baseName.text
    let place = SourcePlace(call, file: scope.file, scope.converter)
    guard name == "insert" || name == "delete" else {
      warn(
        .skipped, call, scope,
        "skipped '\(ImportWarning.snippet(call.trimmedDescription))': of a model context, only insert and delete change what a query fetches"
      )
      return Flow()
    }
    // The list of the model's type: `Todo(…)` inserts a Todo; else the one type the queries fetch.
    let argument = call.arguments.first?.expression
    let type =
      argument?.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
      ?? (queriedTypes.count == 1 ? queriedTypes.first : nil)
    guard let type, queriedTypes.contains(type) else {
      warn(
        .skipped, call, scope,
        "skipped '\(ImportWarning.snippet(call.trimmedDescription))': no query of these files fetches models of its type"
      )
      return Flow()
    }
    if name == "delete" {
      warn(
        .approximated, call, scope,
        "took '\(ImportWarning.snippet(call.trimmedDescription))' to delete the first \(type) the query lists: which one it deletes is not known before the run"
      )
    }
    let target = SourceExpression(ScreenDraft.Store.queryPath(of: type, in: stores), at: place)
    return Flow([
      .write(ScreenDraft.Write(target: target, operation: name == "insert" ? .appendNew : .removeFirst))
    ])
  }

  /// `let todo = Todo(context: viewContext)` of a Core Data entity class a `@FetchRequest`
  /// fetches: a new object in the context, one more in the list (docs/swiftui-import.md, "Core
  /// Data"); what the action then sets on it is of the new object, skipped with a warning.
  mutating func entityInsert(_ variable: VariableDeclSyntax, in scope: Scope) -> Flow? {
    guard variable.bindings.count == 1,
      let call = variable.bindings.first?.initializer?.value.as(FunctionCallExprSyntax.self),
      call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "context",
      let base = argument.expression.identifier,
      ScreenDraft.Store.contexts.contains(scope.renames[base] ?? ""),
      queriedTypes.contains(call.calledExpression.trimmedDescription)
    else { return nil }
    let type = call.calledExpression.trimmedDescription
    let place = SourcePlace(call, file: scope.file, scope.converter)
    let target = SourceExpression(ScreenDraft.Store.queryPath(of: type, in: stores), at: place)
    return Flow([.write(ScreenDraft.Write(target: target, operation: .appendNew))])
  }

  /// A write of a computed property with a setter (`loud = true`, `model.volume += 1`): its
  /// setter runs, `newValue` standing for the value written (for `+=` and `toggle()`, computed
  /// from the property's value before).
  mutating func setter(of write: ScreenDraft.Write, in scope: Scope) -> Flow? {
    let path = write.path
    var key: String?
    var setter: ViewHelper?
    if path.count == 1, let store = scope.store {
      (key, setter) = (store, stores[store]?.setters[path[0]])
    } else if path.count == 1 {
      setter = viewSetters[path[0]]
    } else if path.count == 2, let store = stores[path[0]] {
      (key, setter) = (path[0], store.setters[path[1]])
    }
    guard let setter, let (statements, valueName) = setter.setter else { return nil }
    var current = "(\(write.target.text))"
    // A view's property forwarding to its state (`var expanded: Bool { get { open[id] } nonmutating
    // set { … } }`): `toggle()` and `+=` start from what the getter returns, each time.
    if key == nil, let getter = ViewCollector.singleExpression(setter.statements) {
      current = "(\(getter.trimmedDescription))"
    }
    let newValue: String
    switch write.operation {
    case .assign: newValue = "(\(write.value?.text ?? ""))"
    case .add, .subtract:
      newValue = "(\(current) \(write.operation == .add ? "+" : "-") (\(write.value?.text ?? "")))"
    case .toggle: newValue = "(!\(current))"
    default: return nil
    }
    let body = ViewHelper(
      parameters: [valueName], isFunction: true, statements: statements, returnsValue: false,
      file: setter.file, converter: setter.converter)
    if let key {
      return inline(body, of: key, argumentTexts: [newValue], at: write.target.syntax, in: scope)
    }
    return inline(viewMethod: body, argumentTexts: [newValue], at: write.target.syntax, in: scope)
  }

  /// A write, between the `willSet` and `didSet` observers of the model's field it writes,
  /// which run in the model's scope as its methods do (an observer's own writes of its field
  /// do not run it again, as in Swift).
  mutating func observed(_ write: ScreenDraft.Write, in scope: Scope)
    -> [ScreenDraft.ActionLine]
  {
    var write = write
    if let value = write.value, stores[value.text] != nil {
      // `viewModel.client = client`: a model given to another. The same object is the same
      // name; whether writing it again notifies follows the field's type (R6).
      warn(
        .approximated, at: value.place,
        "wrote the model '\(value.text)' as its name: the screen holds no objects as values")
      write.value = SourceExpression("\"\(value.text)\"", at: value.place)
    }
    let path = write.path
    guard path.count >= 2, stores[path[0]] != nil, let observers = stores[path[0]]?.observers[path[1]],
      !inlining.contains("\(path[0]).\(path[1])")
    else { return [.write(write)] }
    let (key, field) = (path[0], path[1])
    let renames = fieldNames(of: key)
    func run(_ observer: ViewHelper?) -> [ScreenDraft.ActionLine] {
      guard let observer else { return [] }
      let inner = Scope(
        file: observer.file, converter: observer.converter, renames: renames, locals: [:], store: key)
      inlining.append("\(key).\(field)")
      defer { inlining.removeLast() }
      return flow(observer.statements, in: inner).lines
    }
    return run(observers.willSet) + [.write(write)] + run(observers.didSet)
  }

  /// The store whose `objectWillChange.send()` `call` is: `objectWillChange.send()` or
  /// `self.…` in its methods, `model.objectWillChange.send()` in a view.
  func notified(by call: FunctionCallExprSyntax, in scope: Scope) -> String? {
    guard let send = call.calledExpression.as(MemberAccessExprSyntax.self),
      send.declName.baseName.text == "send",
      call.arguments.isEmpty, let publisher = send.base
    else { return nil }
    let key: String?
    if let reference = publisher.as(DeclReferenceExprSyntax.self),
      reference.baseName.text == "objectWillChange"
    {
      key = scope.store
    } else if let member = publisher.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "objectWillChange", let base = member.base
    {
      let isSelf = base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      key = isSelf ? scope.store : base.identifier.flatMap { models[$0] }
    } else {
      key = nil
    }
    guard let key, stores[key]?.fields.contains(where: { $0.name == ScreenDraft.Store.willChange }) == true
    else { return nil }
    return key
  }
}
