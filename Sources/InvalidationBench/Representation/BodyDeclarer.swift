import SwiftSyntax

/// Declares one imported view's actions, body and `==` in the names of its `ViewScope`, each
/// expression compiled and checked where it stands; what the screen cannot say is replaced
/// in the draft by something simpler (a constant, an opaque element, a part left out), with a
/// warning at the expression's position (docs/swiftui-import.md, "What it cannot model").
struct BodyDeclarer {
  let names: ScreenNames
  let scope: ViewScope
  let view: String
  private(set) var warnings: [ImportWarning] = []
  /// Where the body's references were kept as they are, and where in a derived value
  /// (`ReadCensus` has the reads to compare).
  private(set) var kept: Set<SourcePlace> = []
  private(set) var derivedReads: Set<SourcePlace> = []
  private var compiler: ViewExpressionCompiler
  private var checker: BodyChecker
  /// The view as the draft has it (its helpers and constants), and the models' computed
  /// members by store key: what derived values read through.
  private let source: ScreenDraft.View
  private let members: [String: [String: [SourceExpression]]]
  /// The windows of lazy lists that say theirs (`ScreenDraft.listWindows`).
  private let windows: [String: ScreenDraft.ListWindow]
  /// `ScreenDraft.isScreenFile`.
  private let isScreenFile: Bool
  /// In the content of a `ForEach` whose data is derived, that data: a value derived from
  /// the row's item also reads what the data reads, since the element it stands for is
  /// taken from that data (docs/swiftui-import.md, "Derived values").
  private var derivedRowData: SourceExpression?

  init(
    names: ScreenNames, scope: ViewScope, view: ScreenDraft.View,
    members: [String: [String: [SourceExpression]]], windows: [String: ScreenDraft.ListWindow] = [:],
    isScreenFile: Bool = false
  ) {
    self.names = names
    self.windows = windows
    self.isScreenFile = isScreenFile
    self.scope = scope
    self.view = view.name
    source = view
    self.members = members
    compiler = ViewExpressionCompiler(names: names, view: view.name, inputs: scope.inputs, state: scope.state)
    checker = BodyChecker(view: scope, screen: scope.builder)
  }

  /// Why an expression was refused, and where.
  private struct Refusal: Error {
    let place: SourcePlace
    let reason: String
  }

  // MARK: Actions

  /// Declares the view's actions; a statement the screen cannot run is skipped.
  mutating func declareActions(_ actions: inout [ScreenDraft.Action]) {
    for index in actions.indices {
      let steps = self.steps(&actions[index].statements, action: actions[index].name)
      // Names are unique in the draft (`TakenNames`), so the claim holds.
      if (try? scope.action(actions[index].name, steps)) != nil { names.actions.insert(actions[index].name) }
    }
    // Parts check the actions they run against the ones declared now.
    checker = BodyChecker(view: scope, screen: scope.builder)
  }

  private mutating func steps(_ lines: inout [ScreenDraft.ActionLine], action: String) -> [ActionStep] {
    var steps: [ActionStep] = []
    var kept: [ScreenDraft.ActionLine] = []
    for line in lines {
      switch line {
      case .write(let write):
        do {
          let step = try self.step(write, action: action)
          var check = checker
          try check.check(ActionDecl(action, [step]))
          steps.append(step)
          kept.append(line)
        } catch let error as ScreenFileError {
          if let (step, written) = elementWrite(write, action: action) {
            let why =
              written.operation == .changeEach
              ? "a list the screen cannot compute is new data, every element new (an empty one gets three)"
              : written.operation == .appendNew
                ? "a value the screen cannot compute appended is a new element"
                : "a write to a member of an element changes the element, and the element stands for its content"
            warn(
              .approximated, write.place,
              "in \(view), wrote '\(written.text)' in an action for '\(ImportWarning.snippet(write.text))': \(why)"
            )
            steps.append(step)
            kept.append(.write(written))
          } else if let (step, written) = derivedWrite(write, action: action) {
            warn(
              .approximated, write.place,
              "in \(view), wrote '\(ImportWarning.snippet(written.text))' in an action for '\(ImportWarning.snippet(write.text))': a value the screen cannot compute is derived from what it reads and the value it replaces, so each run writes a new one (\(error.message))"
            )
            steps.append(step)
            kept.append(.write(written))
          } else {
            warn(.skipped, error, "in \(view), skipped '\(ImportWarning.snippet(write.text))' in an action")
          }
        } catch {
          warn(
            .skipped, write.place,
            "in \(view), skipped '\(ImportWarning.snippet(write.text))' in an action: \(error)")
        }
      case .withAnimation(var inner):
        steps.append(.withAnimation(self.steps(&inner, action: action)))
        kept.append(.withAnimation(inner))
      case .async(var inner):
        steps.append(.async(self.steps(&inner, action: action)))
        kept.append(.async(inner))
      }
    }
    lines = kept
    return steps
  }

  /// The step of `write`, its target and value each compiled where it stands.
  private func step(_ write: ScreenDraft.Write, action: String) throws(ScreenFileError) -> ActionStep {
    let what = "a statement of the action '\(action)'"
    return try ActionCompiler(expressions: compiler).step(
      target: write.target.compilable(what), write.operation, value: write.value?.compilable(what))
  }

  /// A write to a member of an element (`todo.done.toggle()`, `player.taps += 1`, where `todo`
  /// is a `@Binding` input or a `ForEach` element of a list in state) as a change of the
  /// element (`todo += 1`), and an append to a list in state (`todos.append(Todo(…))`) as one
  /// of a new element (`todos.append(0)`) (docs/screen-format.md, "Lists in state").
  private func elementWrite(_ write: ScreenDraft.Write, action: String) -> (ActionStep, ScreenDraft.Write)? {
    let what = "a statement of the action '\(action)'"
    guard let target = try? write.target.compilable(what) else { return nil }
    // A list written whole or grown by what the screen cannot compute: `items.append(Item(…))`,
    // `items += more`, and `items = fetched` (new data: every element new).
    if let list = try? compiler.compile(target.syntax, target), checker.staticType(list) == .list {
      let operation: WriteSyntax.Operation
      switch write.operation {
      case .append, .add: operation = .appendNew
      case .assign: operation = .changeEach
      default: return nil
      }
      guard
        let step = try? self.step(
          ScreenDraft.Write(target: write.target, operation: operation), action: action)
      else { return nil }
      var check = checker
      guard (try? check.check(ActionDecl(action, [step]))) != nil else { return nil }
      return (step, ScreenDraft.Write(target: write.target, operation: operation))
    }
    // An element of a model's list (`model.items[i].done = true`): that element is new, the
    // first when its position is not one the screen can compute.
    if let element = Self.subscriptRoot(of: target.syntax),
      let list = try? compiler.compile(
        element.calledExpression, SwiftExpression(reparsing: element.calledExpression, of: target)),
      case .field(let field) = list, checker.staticType(list) == .list,
      // A record's list: its elements are ids; a record's attribute is written instead.
      !names.stores.values.contains(where: { $0.collection?.listField == field })
    {
      let index = element.arguments.first.flatMap { Int($0.expression.trimmedDescription) } ?? 0
      let step = ActionStep.mutate(list, .changeElement(at: index))
      var check = checker
      guard (try? check.check(ActionDecl(action, [step]))) != nil else { return nil }
      var listSource = SourceExpression(
        detached: element.calledExpression, renames: write.target.renames,
        place: write.target.place(of: element.calledExpression))
      listSource.bindings = write.target.bindings
      return (
        step,
        ScreenDraft.Write(
          target: listSource, operation: .changeElement, value: SourceExpression("\(index)", at: write.place))
      )
    }
    // The element is the root of the member chain written.
    guard let member = target.syntax.as(MemberAccessExprSyntax.self), var root = member.base else {
      return nil
    }
    while let inner = root.as(MemberAccessExprSyntax.self), let base = inner.base { root = base }
    guard let element = try? compiler.compile(root, SwiftExpression(reparsing: root, of: target)) else {
      return nil
    }
    switch element {
    case .input(let index) where scope.inputs[index].isBinding: break
    case .element(.state, _): break
    default: return nil
    }
    let step = ActionStep.mutate(element, .add(1))
    var check = checker
    guard (try? check.check(ActionDecl(action, [step]))) != nil else { return nil }
    var written = SourceExpression(
      detached: root, renames: write.target.renames, place: write.target.place(of: root))
    written.bindings = write.target.bindings
    return (
      step, ScreenDraft.Write(target: written, operation: .add, value: SourceExpression("1", at: write.place))
    )
  }

  /// The `list[i]` a write's member chain starts from, if it does.
  private static func subscriptRoot(of target: ExprSyntax) -> SubscriptCallExprSyntax? {
    var node = target
    while true {
      if let subscripted = node.as(SubscriptCallExprSyntax.self) { return subscripted }
      guard let member = node.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
      node = base
    }
  }

  /// `target = value` where the screen cannot compute `value` (a fetch's result, a formatter):
  /// the target is set to a value derived from what `value` reads and from the target's own
  /// value, so that the write is a change each time, as new data is; `nil` if the target is
  /// not one or has no type a derived value takes.
  private mutating func derivedWrite(_ write: ScreenDraft.Write, action: String) -> (
    ActionStep, ScreenDraft.Write
  )? {
    let what = "a statement of the action '\(action)'"
    guard write.operation == .assign, let value = write.value,
      let targetSource = try? write.target.compilable(what),
      let target = try? compiler.compile(targetSource.syntax, targetSource),
      let type = checker.staticType(target), ViewExpressionCompiler.derivedTypes.values.contains(type),
      let typeName = ViewExpressionCompiler.derivedTypes.first(where: { $0.value == type })?.key
    else { return nil }
    let targetText = write.target.text
    // A lifecycle's or observer's action derives from what it reads only: one that replaced
    // the value it watches with a new one each time would fire itself without end.
    let fired = ScreenDraft.Part.all(in: source.body).contains { part in
      if case .lifecycle(_, _, let name, _) = part { return name == action }
      return false
    }
    // `name = clean(name)` in `.onChange(of: name)`: a normalizer whose second run changes
    // nothing; derived from the value it replaces, it would change it forever. It is left out.
    if fired, let root = write.path.first,
      value.namesUsed.contains(root) || value.namesUsed.contains(targetText)
    {
      return nil
    }
    var operands = fired ? [] : [target]
    var texts = fired ? [] : [targetText]
    // What the value reads joins the target as operands (a list stays the list it is).
    if type != .list, let (read, _, readList) = derived(value, as: type), case .derived(let reads, _) = read {
      operands += reads
      texts.append(readList)
    }
    guard !operands.isEmpty else { return nil }
    let step = ActionStep.set(target, .derived(operands, as: type))
    var check = checker
    guard (try? check.check(ActionDecl(action, [step]))) != nil else { return nil }
    let derivedValue = SourceExpression(
      "derived(\(texts.joined(separator: ", ")))" + (type == .string ? "" : " as \(typeName)"),
      at: value.place)
    return (step, ScreenDraft.Write(target: write.target, operation: .assign, value: derivedValue))
  }

  // MARK: The body

  /// The parts of `draft`, which is left stating what they are.
  mutating func parts(_ draft: inout [ScreenDraft.Part]) -> [Part] {
    var parts: [Part] = []
    var decided: [ScreenDraft.Part] = []
    for part in draft {
      var part = part
      parts += self.part(&part, into: &decided)
    }
    draft = decided
    return parts
  }

  /// The parts `part` is, and in `decided` the draft parts that state them.
  private mutating func part(_ part: inout ScreenDraft.Part, into decided: inout [ScreenDraft.Part]) -> [Part]
  {
    switch part {
    case .element(let kind, var content):
      let expr = value(
        &content, "the content of \(kind)", stand: "true",
        decided: "showed a constant in this \(kind) for '\(ImportWarning.snippet(content.text))'")
      decided.append(.element(kind: kind, content: content))
      return [.element(kind, expr)]
    case .styledElement(let kind, var content, var style):
      let expr = value(
        &content, "the content of \(kind)", stand: "true",
        decided: "showed a constant in this \(kind) for '\(ImportWarning.snippet(content.text))'")
      let styleExpr = value(
        &style, "the style of \(kind)", stand: "true",
        decided: "styled this \(kind) with a constant for '\(ImportWarning.snippet(style.text))'")
      decided.append(.styledElement(kind: kind, content: content, style: style))
      return [.element(kind, expr, style: styleExpr)]
    case .child(let name, let arguments, let id, let place):
      return child(name, arguments, id: id, at: place, into: &decided)
    case .control(let kind, let binding, let name):
      do {
        let source = try compiler.binding(try binding.compilable("the binding of \(kind)"))
        let control = try scope.control(kind, name, binding: source)
        keep(binding)
        names.controls.insert(name)
        decided.append(part)
        return [control]
      } catch {
        warn(
          .opaque,
          binding.place,
          "in \(view), kept this \(kind) of '\(ImportWarning.snippet(binding.text))' as an element: \(Self.reason(error))"
        )
        let stand = binding.replaced(by: "true")
        decided.append(.element(kind: kind, content: stand))
        return [.element(kind, .constant(.bool(true)))]
      }
    case .button(var label, let action):
      let expr = value(
        &label, "the Button's label", stand: "\"Button\"",
        decided: "labelled a Button \"Button\" for '\(ImportWarning.snippet(label.text))'")
      decided.append(.button(label: label, action: action))
      return [scope.button(expr, action: action)]
    case .conditional(var condition, var then, var otherwise):
      let expr = value(
        &condition, "the condition", expecting: [.bool], stand: "true",
        decided: "took 'if \(ImportWarning.snippet(condition.text))' as always true")
      let thenParts = parts(&then)
      let otherwiseParts = parts(&otherwise)
      decided.append(.conditional(condition, then: then, otherwise: otherwise))
      return [.conditional(expr, then: thenParts, otherwise: otherwiseParts)]
    case .forEach(var data, let container, let list, let row, let arguments, var content, let source):
      let collection = value(
        &data, "the ForEach's data", expecting: [.list], stand: "0..<3",
        decided: "took 3 rows for ForEach(\(ImportWarning.snippet(data.text)))")
      let kind = forEachContainer(container, list: list, at: data.place)
      let outer = (compiler, checker, derivedRowData)
      defer { (compiler, checker, derivedRowData) = outer }
      derivedRowData = !isScreenFile && data.text.hasPrefix("derived(") ? data : nil
      compiler.row = .init(collection: Self.collection(collection, names))
      checker = checker.inRowContent
      if let row {
        var rowDecided: [ScreenDraft.Part] = []
        if let rowPart = self.child(row, arguments, id: nil, at: data.place, into: &rowDecided).first,
          case .child(let decl) = rowPart.kind, case .child(_, let given, _, _)? = rowDecided.first
        {
          decided.append(
            .forEach(
              data: data, container: container, list: list, row: row, arguments: given, content: [],
              source: nil))
          return [Part(.forEach(collection: collection, container: kind, row: decl))]
        }
        // The row became an opaque element: each row shows one.
        content = rowDecided
      }
      let inline = parts(&content)
      decided.append(
        .forEach(
          data: data, container: container, list: list, row: nil, arguments: [], content: content,
          source: source))
      return [.forEach(collection, in: kind, content: inline, source: source)]
    case .environment(let key, var value, var content):
      let inner = parts(&content)
      guard let environmentKey = names.environment[key] else {
        warn(.leftOut, value.place, "in \(view), dropped .environment(\\.\(key)): the key was left out")
        decided += content
        return inner
      }
      do {
        let expr = try exactOrDerived(&value, "the environment value")
        decided.append(.environment(key: key, value: value, content: content))
        return [.environment(environmentKey, expr, content: inner)]
      } catch {
        warn(.leftOut, error.place, "in \(view), dropped .environment(\\.\(key)): \(error.reason)")
        decided += content
        return inner
      }
    case .lifecycle(let kind, let value, let action, let place):
      return lifecycle(kind, value, action: action, at: place, into: &decided)
    }
  }

  private mutating func child(
    _ name: String, _ arguments: [(String, SourceExpression)], id: SourceExpression?, at place: SourcePlace,
    into decided: inout [ScreenDraft.Part]
  ) -> [Part] {
    guard let childID = names.views[name], let inputs = names.inputs[name] else {
      warn(
        .opaque,
        place,
        "in \(view), kept \(name) as an opaque element: it shows \(view), directly or through others, and a view cannot show itself"
      )
      decided.append(.opaque(at: place))
      return [.element("Opaque", .constant(.bool(true)))]
    }
    var given: [(String, SourceExpression)] = []
    var compiled: [(String, InputArgument)] = []
    for (label, argument) in arguments where !inputs.contains(where: { $0.name == label }) {
      warn(
        .leftOut,
        argument.place, "in \(view), dropped the argument '\(label)' of \(name): \(name) has no such input")
    }
    for input in inputs {
      guard var argument = arguments.first(where: { $0.0 == input.name })?.1 else {
        warn(
          .opaque, place, "in \(view), kept \(name) as an opaque element: the source gives no '\(input.name)'"
        )
        return opaqueChild(arguments, inputs, at: place, into: &decided)
      }
      do {
        compiled.append((input.name, try self.argument(&argument, for: input)))
      } catch {
        guard case .value = input.kind else {
          warn(.opaque, error.place, "in \(view), kept \(name) as an opaque element: \(error.reason)")
          return opaqueChild(arguments, inputs, at: place, into: &decided)
        }
        warn(
          .guessed,
          error.place,
          "in \(view), passed a constant to \(name) for '\(ImportWarning.snippet(argument.text))': \(error.reason)"
        )
        argument = argument.replaced(by: "\"\"")
        compiled.append((input.name, .value(.constant(.string("")))))
      }
      given.append((input.name, argument))
    }
    var keptID = id
    let idExpr = optional(&keptID, "the id", dropped: "dropped the .id() of \(name)")
    decided.append(.child(name: name, arguments: given, id: keptID, at: place))
    return [Part(.child(ChildDecl(view: childID, named: compiled, id: idExpr)))]
  }

  /// In place of a child the screen cannot make, an opaque element showing what the call's
  /// values read: the body evaluates them to make the child.
  private mutating func opaqueChild(
    _ arguments: [(String, SourceExpression)], _ inputs: [InputSpec], at place: SourcePlace,
    into decided: inout [ScreenDraft.Part]
  ) -> [Part] {
    let values = arguments.filter { label, _ in
      switch inputs.first(where: { $0.name == label })?.kind {
      case .value?, .record?: true
      default: false
      }
    }.map(\.1)
    guard var shown = values.first else {
      decided.append(.opaque(at: place))
      return [.element("Opaque", .constant(.bool(true)))]
    }
    shown.alongside += values.dropFirst()
    var element = ScreenDraft.Part.element(kind: "Opaque", content: shown)
    return part(&element, into: &decided)
  }

  /// An argument for `input`, read by its kind.
  private mutating func argument(_ source: inout SourceExpression, for input: InputSpec) throws(Refusal)
    -> InputArgument
  {
    switch input.kind {
    case .value:
      return .value(try exactOrDerived(&source, "the argument \(input.name)"))
    case .record(let collection):
      let expr = try exact(source, "the argument \(input.name)")
      if case .constant(.record(let id)) = expr, id < 0 || id >= collection.count {
        throw Refusal(
          place: source.place, reason: "record \(id) is not one of the \(collection.count) records")
      }
      return .record(expr)
    case .binding:
      do {
        let expr = try compiler.binding(try source.compilable("the argument \(input.name)"))
        _ = try checker.checkBindingSource(expr)
        keep(source)
        return .binding(expr)
      } catch {
        throw Self.refusal(error, at: source.place)
      }
    case .closure:
      guard let closure = source.syntax.unparenthesized.as(ClosureExprSyntax.self) else { return .closure }
      guard let captures = closure.signature?.capture?.items else {
        return closure.statements.isEmpty ? .capturing([]) : .closure
      }
      var exprs: [Expr] = []
      for capture in captures {
        let captured =
          capture.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: capture.name))
        exprs.append(
          try compile(SourceExpression(captured.trimmedText, at: source.place), "a capture"))
      }
      return .capturing(exprs)
    }
  }

  private mutating func lifecycle(
    _ kind: ScreenVocabulary.Lifecycle, _ value: SourceExpression?, action: String, at place: SourcePlace,
    into decided: inout [ScreenDraft.Part]
  ) -> [Part] {
    switch kind {
    case .onAppear:
      decided.append(.lifecycle(kind: kind, value: nil, action: action, at: place))
      return [.onAppear(action: action)]
    case .onDisappear:
      decided.append(.lifecycle(kind: kind, value: nil, action: action, at: place))
      return [.onDisappear(action: action)]
    case .onFirstAppear:
      decided.append(.lifecycle(kind: kind, value: nil, action: action, at: place))
      return [.onFirstAppear(action: action)]
    case .onEvent:
      decided.append(.lifecycle(kind: kind, value: nil, action: action, at: place))
      return [.onEvent(action: action)]
    case .task:
      var keptValue = value
      let id = optional(&keptValue, "the task's id", dropped: "dropped the id of .task")
      decided.append(.lifecycle(kind: kind, value: keptValue, action: action, at: place))
      return [.task(id: id, action: action)]
    default:
      var watched = value ?? SourceExpression("true", at: place)
      do {
        let expr =
          kind == .onReceive
          ? try exact(watched, "the value \(kind.rawValue) watches")
          : try exactOrDerived(&watched, "the value \(kind.rawValue) watches")
        let part: Part
        if kind == .onReceive {
          guard case .field(let field) = expr else {
            throw Refusal(place: watched.place, reason: "onReceive takes a store's field (its publisher)")
          }
          part = try scope.onReceive(field, action: action)
        } else if kind == .observeChange {
          // A screen file's observer modifier (an import has none): a hidden observer view.
          part = try scope.observeChange(of: expr, action: action)
        } else {
          part = .onChange(of: expr, action: action)
        }
        decided.append(.lifecycle(kind: kind, value: watched, action: action, at: place))
        return [part]
      } catch let refusal as Refusal {
        warn(
          .leftOut,
          refusal.place,
          "in \(view), left out .\(kind.rawValue)(\(ImportWarning.snippet(watched.text))): \(refusal.reason)"
        )
      } catch {
        warn(
          .leftOut,
          watched.place,
          "in \(view), left out .\(kind.rawValue)(\(ImportWarning.snippet(watched.text))): \(error)")
      }
      return []
    }
  }

  /// The view's own `==`, or comparison member by member when the screen cannot say it.
  mutating func equality(_ equatable: inout ScreenDraft.Equality?) -> ViewEquality {
    switch equatable {
    case nil: return .structural
    case .memberwise: return .equatable(ignoring: [])
    case .custom(let source):
      var custom = compiler
      custom.inEquality = true
      do {
        let expr = try custom.compile(try source.compilable("the view's =="))
        var check = checker
        try check.checkEquality(expr)
        return .custom(expr)
      } catch {
        warn(.approximated, source.place, "compared \(view) member by member: \(Self.reason(error))")
        equatable = .memberwise
        return .equatable(ignoring: [])
      }
    }
  }

  // MARK: Expressions

  /// `source` compiled and checked in this view, of a type among `types` where that is known.
  private func compile(_ source: SourceExpression, _ what: String, expecting types: [ValueType]? = nil)
    throws(Refusal) -> Expr
  {
    do {
      let expr = try compiler.compile(try source.compilable(what))
      try checker.check(expr)
      if let types, let type = checker.staticType(expr), !types.contains(type) {
        throw Refusal(
          place: source.place,
          reason: "\(what) is \(type.withArticle), not \(types.map(\.withArticle).joined(separator: " or "))")
      }
      return expr
    } catch let refusal as Refusal {
      throw refusal
    } catch {
      throw Self.refusal(error, at: source.place)
    }
  }

  /// `source` compiled; or, where the screen cannot compute it, derived from what it reads
  /// (docs/swiftui-import.md, "Derived values"); or, where it reads nothing the screen can
  /// change, the stand-in `stand` in its place with a warning saying what was `decided`.
  private mutating func value(
    _ source: inout SourceExpression, _ what: String, expecting types: [ValueType]? = nil, stand: String,
    decided: String
  ) -> Expr {
    do {
      return try exactOrDerived(&source, what, expecting: types)
    } catch {
      warn(.approximated, error.place, "in \(view), \(decided): \(error.reason)")
      source = source.replaced(by: stand)
      return (try? compile(source, what)) ?? .constant(.bool(true))
    }
  }

  /// `source` compiled; or, where the screen cannot compute it, derived from what it reads,
  /// with a warning, `source` then stating it; a refusal if it reads nothing the screen can
  /// change.
  private mutating func exactOrDerived(
    _ source: inout SourceExpression, _ what: String, expecting types: [ValueType]? = nil
  ) throws(Refusal) -> Expr {
    var refusal = Refusal(place: source.place, reason: "the screen cannot compute it")
    if !source.mustDerive {
      do {
        let expr = try compile(source, what, expecting: types)
        guard derivedRowData != nil, Self.readsItem(source) else {
          keep(source)
          if source.comparesCaseNames {
            warn(
              .approximated,
              source.place,
              "in \(view), tested the case as '\(ImportWarning.snippet(source.text))': the screen has no enums, so a case is the text of its name (its associated values left out)"
            )
          }
          return expr
        }
        // The element `item` stands for is taken from data the screen derives: what it shows
        // changes when that data does, which its id alone would not say.
        refusal = Refusal(
          place: source.place, reason: "the rows are taken from derived data, so an element changes with it")
      } catch {
        refusal = error
      }
    } else if source.testedCase != nil {
      refusal = Refusal(
        place: source.place, reason: "the screen has no optionals or enums, so the branch taken is a guess")
    }
    let type = types?.first ?? .string
    guard let (expr, text, reads) = derived(source, as: type) else {
      let why =
        type == .list
        ? "and it reads no list or whole number to derive the rows from"
        : "and it reads nothing the screen can change"
      throw Refusal(place: refusal.place, reason: refusal.reason + ", " + why)
    }
    warn(
      .derived,
      source.place,
      "in \(view), derived \(what) '\(ImportWarning.snippet(source.text))' from \(reads): \(refusal.reason)")
    source = source.replaced(by: text)
    return expr
  }

  /// An optional modifier argument (`.id`, `.task(id:)`) compiled or derived; `nil`, and
  /// `source` too, with a warning saying it was `dropped`, if it reads nothing changeable.
  private mutating func optional(_ source: inout SourceExpression?, _ what: String, dropped: String) -> Expr?
  {
    guard var value = source else { return nil }
    do {
      let expr = try exactOrDerived(&value, what)
      source = value
      return expr
    } catch {
      warn(.approximated, error.place, "in \(view), \(dropped): \(error.reason)")
      source = nil
      return nil
    }
  }

  /// Whether `source` reads the row's `item`, in the screen's names.
  private static func readsItem(_ source: SourceExpression) -> Bool {
    source.text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") })
      .contains { $0 == "item" || $0.hasPrefix("item.") }
  }

  /// `source` compiled as it stands, its references kept.
  private mutating func exact(_ source: SourceExpression, _ what: String, expecting types: [ValueType]? = nil)
    throws(Refusal) -> Expr
  {
    let expr = try compile(source, what, expecting: types)
    keep(source)
    return expr
  }

  /// Keeps every reference of `source`, which is compiled as it stands.
  private mutating func keep(_ source: SourceExpression) {
    for token in source.syntax.tokens(viewMode: .sourceAccurate)
    where token.parent?.is(DeclReferenceExprSyntax.self) == true {
      kept.insert(source.place(of: token))
    }
  }

  /// `source` as a value of `type` derived from what it reads (and what its `alongside` and
  /// its bindings read), with its text and a list of the reads for a warning; `nil` if it
  /// reads nothing the screen can change.
  private mutating func derived(_ source: SourceExpression, as type: ValueType) -> (Expr, String, String)? {
    var compiler = self.compiler
    compiler.explains = false
    let checker = self.checker
    var reads = DerivedReads(
      compile: { expression in
        guard let expr = try? compiler.compile(expression), (try? checker.check(expr)) != nil else {
          return nil
        }
        return expr
      }, names: names, view: self.source, members: members)
    reads.add(source)
    for other in source.alongside { reads.add(other) }
    if let derivedRowData, reads.operands.contains(where: { $0.text == "item" || $0.text.hasPrefix("item.") })
    {
      reads.add(derivedRowData)
    }
    var operands = reads.operands
    guard !operands.isEmpty else { return nil }
    var readList = operands.map(\.text).joined(separator: ", ")
    if type == .list {
      // A derived list is the first list it reads (a filter or sort of it), or else `0..<n` of
      // the first whole number, or else 3 rows that stay while what it reads changes.
      if let list = operands.firstIndex(where: { checker.staticType($0.expr) == .list })
        ?? operands.firstIndex(where: { checker.staticType($0.expr) == .int })
      {
        operands.insert(operands.remove(at: list), at: 0)
      } else {
        operands.insert(("3", .constant(.int(3))), at: 0)
        readList += " (3 rows: it reads no list or whole number to count them by)"
      }
    }
    derivedReads.formUnion(reads.kept)
    if let tested = source.testedCase { operands.append(("\(tested)", .constant(.int(tested)))) }
    let expr = Expr.derived(operands.map(\.expr), as: type)
    guard (try? checker.check(expr)) != nil else { return nil }
    let typeName = ViewExpressionCompiler.derivedTypes.first { $0.value == type }?.key ?? "String"
    let text =
      "derived(\(operands.map(\.text).joined(separator: ", ")))" + (type == .string ? "" : " as \(typeName)")
    return (expr, text, readList)
  }

  private mutating func forEachContainer(_ kind: String?, list: String?, at place: SourcePlace)
    -> ForEachContainer
  {
    guard let kind = kind.flatMap(ScreenVocabulary.Container.init(rawValue:)), kind.isLazy else {
      return .stack
    }
    let name = list ?? "list"
    let id = names.lists[name] ?? names.lists.count
    names.lists[name] = id
    var visible = Self.visibleRows
    var prefetch = 4
    if let given = windows[name] {
      do {
        visible = try names.constants.integer(
          try given.visible.compilable("the visible rows"), what: "the visible rows")
        prefetch = try names.constants.integer(
          try given.prefetch.compilable("the prefetched rows"), what: "the prefetched rows")
      } catch {
        warn(
          .guessed,
          place,
          "in \(view), took \(visible) visible and \(prefetch) prefetched rows for the list '\(name)': \(error)"
        )
      }
    }
    let window = LazyWindow(listID: id, visible: visible, prefetch: prefetch)
    return kind == .list ? .list(window) : .lazyStack(window)
  }

  /// The rows an imported lazy container shows at once.
  static let visibleRows = 12

  private static func collection(_ list: Expr, _ names: ScreenNames) -> RecordCollection? {
    guard case .field(let field) = list else { return nil }
    return names.stores.values.first { $0.collection?.listField == field }?.collection
  }

  private static func refusal(_ error: any Error, at place: SourcePlace) -> Refusal {
    if let error = error as? ScreenFileError {
      return Refusal(
        place: SourcePlace(file: error.file, at: FilePosition(line: error.line, column: error.column)),
        reason: error.message)
    }
    return Refusal(place: place, reason: "\(error)")
  }

  private static func reason(_ error: any Error) -> String {
    (error as? ScreenFileError)?.message ?? "\(error)"
  }

  private mutating func warn(_ kind: ImportWarning.Kind, _ place: SourcePlace, _ message: String) {
    warnings.append(place.warning(kind, message))
  }

  private mutating func warn(_ kind: ImportWarning.Kind, _ error: ScreenFileError, _ decided: String) {
    warnings.append(ImportWarning(kind, decided, because: error))
  }
}
