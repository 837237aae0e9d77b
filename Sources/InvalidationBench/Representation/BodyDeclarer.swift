import SwiftSyntax

/// Declares one view of a draft, its actions, body and `==`, in the names of its `ViewScope`,
/// each expression compiled and checked where it stands; what the screen cannot say is, as
/// `policy` says, replaced in the draft by something simpler (a constant, an opaque element, a
/// part left out), with a warning at the expression's position (docs/swiftui-import.md, "What
/// it cannot model"), or refused with the error there.
struct BodyDeclarer {
  let names: ScreenNames
  let scope: ViewScope
  let view: String
  var warnings: [ImportWarning] = []
  /// Where the body's references were kept as they are, and where in a derived value
  /// (`ReadCensus` has the reads to compare).
  var kept: Set<SourcePlace> = []
  var derivedReads: Set<SourcePlace> = []
  var compiler: ViewExpressionCompiler
  var checker: BodyChecker
  /// The view as the draft has it (its helpers and constants), and the models' computed
  /// members by store key: what derived values read through.
  let source: ScreenDraft.View
  let members: [String: [String: [SourceExpression]]]
  /// The models' `subscript(dynamicMember:)`s, by store key.
  let lookups: [String: DynamicMemberLookup]
  /// The windows of lazy lists that say theirs (`ScreenDraft.listWindows`).
  let windows: [String: ScreenDraft.ListWindow]
  /// `ScreenDraft.isScreenFile`.
  let isScreenFile: Bool
  /// In the content of a `ForEach` whose data is derived, that data: a value derived from
  /// the row's item also reads what the data reads, since the element it stands for is
  /// taken from that data (docs/swiftui-import.md, "Derived values").
  var derivedRowData: SourceExpression?
  let policy: DeclarationPolicy

  init(
    names: ScreenNames, scope: ViewScope, view: ScreenDraft.View,
    members: [String: [String: [SourceExpression]]], lookups: [String: DynamicMemberLookup] = [:],
    windows: [String: ScreenDraft.ListWindow] = [:], isScreenFile: Bool = false,
    policy: DeclarationPolicy = .decide
  ) {
    self.policy = policy
    self.names = names
    self.windows = windows
    self.isScreenFile = isScreenFile
    self.scope = scope
    self.view = view.name
    source = view
    self.members = members
    self.lookups = lookups
    compiler = ViewExpressionCompiler(names: names, view: view.name, inputs: scope.inputs, state: scope.state)
    checker = BodyChecker(view: scope, screen: scope.builder)
  }

  // MARK: The body

  /// The parts of `draft`, which is left stating what they are.
  mutating func parts(_ draft: inout [ScreenDraft.Part]) throws(ScreenFileError) -> [Part] {
    var parts: [Part] = []
    var decided: [ScreenDraft.Part] = []
    for part in draft {
      var part = part
      parts += try self.part(&part, into: &decided)
    }
    draft = decided
    return parts
  }

  /// The parts `part` is, and in `decided` the draft parts that state them.
  private mutating func part(_ part: inout ScreenDraft.Part, into decided: inout [ScreenDraft.Part])
    throws(ScreenFileError) -> [Part]
  {
    switch part {
    case .element(let kind, var content):
      let expr = try value(
        &content, "the content of \(kind)", stand: "true",
        decided: "showed a constant in this \(kind) for '\(ImportWarning.snippet(content.text))'")
      decided.append(.element(kind: kind, content: content))
      return [.element(kind, expr)]
    case .styledElement(let kind, var content, var style):
      let expr = try value(
        &content, "the content of \(kind)", stand: "true",
        decided: "showed a constant in this \(kind) for '\(ImportWarning.snippet(content.text))'")
      let styleExpr = try value(
        &style, "the style of \(kind)", stand: "true",
        decided: "styled this \(kind) with a constant for '\(ImportWarning.snippet(style.text))'")
      decided.append(.styledElement(kind: kind, content: content, style: style))
      return [.element(kind, expr, style: styleExpr)]
    case .child(let name, let arguments, let id, let place):
      return try child(name, arguments, id: id, at: place, into: &decided)
    case .control(let kind, let binding, let name):
      do {
        let lookedUp = throughDynamicMember(binding)
        let bound = lookedUp?.expr ?? binding
        let source = try compiler.binding(try bound.compilable("the binding of \(kind)"))
        let control = try scope.control(kind, name, binding: source)
        if let why = lookedUp?.why { warnBound(binding, as: bound, why) }
        keep(bound)
        names.controls.insert(name)
        decided.append(.control(kind: kind, binding: bound, name: name))
        return [control]
      } catch {
        try decide(Self.refusal(error, at: binding.place))
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
      let expr = try value(
        &label, "the Button's label", stand: "\"Button\"",
        decided: "labelled a Button \"Button\" for '\(ImportWarning.snippet(label.text))'")
      decided.append(.button(label: label, action: action))
      return [scope.button(expr, action: action)]
    case .conditional(var condition, var then, var otherwise):
      let expr = try value(
        &condition, "the condition", expecting: policy == .decide ? [.bool] : nil, stand: "true",
        decided: "took 'if \(ImportWarning.snippet(condition.text))' as always true")
      let thenParts = try parts(&then)
      let otherwiseParts = try parts(&otherwise)
      decided.append(.conditional(condition, then: then, otherwise: otherwise))
      return [.conditional(expr, then: thenParts, otherwise: otherwiseParts)]
    case .forEach(let data, let container, let list, let row, let arguments, let content, let source):
      return try forEach(
        data, in: container, list: list, row: row, arguments, content: content, source: source, into: &decided
      )
    case .environment(let key, let value, let content):
      return try environment(key, value, content: content, into: &decided)
    case .lifecycle(let kind, let value, let action, let place):
      return try lifecycle(kind, value, action: action, at: place, into: &decided)
    }
  }

  /// A `ForEach`: its data, its container, and a row view or its content written inline.
  private mutating func forEach(
    _ data: SourceExpression, in container: String?, list: String?, row: String?,
    _ arguments: [(String, SourceExpression)], content: [ScreenDraft.Part], source: String?,
    into decided: inout [ScreenDraft.Part]
  ) throws(ScreenFileError) -> [Part] {
    var data = data
    var content = content
    let collection = try value(
      &data, "the ForEach's data", expecting: policy == .decide ? [.list] : nil, stand: "0..<3",
      decided: "took 3 rows for ForEach(\(ImportWarning.snippet(data.text)))")
    let kind = try forEachContainer(container, list: list, at: data.place)
    let outer = (compiler, checker, derivedRowData)
    defer { (compiler, checker, derivedRowData) = outer }
    derivedRowData = !isScreenFile && data.text.hasPrefix("derived(") ? data : nil
    compiler.row = .init(collection: Self.collection(collection, names))
    checker = checker.inRowContent
    if let row {
      var rowDecided: [ScreenDraft.Part] = []
      if let rowPart = try self.child(row, arguments, id: nil, at: data.place, into: &rowDecided).first,
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
    let inline = try parts(&content)
    decided.append(
      .forEach(
        data: data, container: container, list: list, row: nil, arguments: [], content: content,
        source: source))
    return [.forEach(collection, in: kind, content: inline, source: source)]
  }

  /// `.environment(\.key, value)` over `content`; dropped (its content kept) where the key or
  /// the value cannot be said.
  private mutating func environment(
    _ key: String, _ value: SourceExpression, content: [ScreenDraft.Part],
    into decided: inout [ScreenDraft.Part]
  ) throws(ScreenFileError) -> [Part] {
    var value = value
    var content = content
    let inner = try parts(&content)
    guard let environmentKey = names.environment[key] else {
      try decide(Refusal(place: value.place, reason: "unknown environment key '\(key)'"))
      warn(.leftOut, value.place, "in \(view), dropped .environment(\\.\(key)): the key was left out")
      decided += content
      return inner
    }
    do {
      let expr = try exactOrDerived(&value, "the environment value")
      decided.append(.environment(key: key, value: value, content: content))
      return [.environment(environmentKey, expr, content: inner)]
    } catch {
      try decide(error)
      warn(.leftOut, error.place, "in \(view), dropped .environment(\\.\(key)): \(error.reason)")
      decided += content
      return inner
    }
  }

  private mutating func child(
    _ name: String, _ arguments: [(String, SourceExpression)], id: SourceExpression?, at place: SourcePlace,
    into decided: inout [ScreenDraft.Part]
  ) throws(ScreenFileError) -> [Part] {
    guard let childID = names.views[name], let inputs = names.inputs[name] else {
      try decide(Refusal(place: place, reason: "'\(name)' is not declared before \(view)"))
      warn(
        .opaque, place,
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
        try decide(Refusal(place: place, reason: "\(name) needs the argument '\(input.name)'"))
        var warning = place.warning(
          .opaque, "in \(view), kept \(name) as an opaque element: the source gives no '\(input.name)'")
        // Only its values are read in its place (`opaqueChild`), not its `.id(…)`: given nothing
        // else, its warning stands for its own evaluations alone (`ImportWarning.element`).
        let valuesOnly =
          id == nil
          && arguments.allSatisfy { label, _ in
            inputs.contains { input in
              switch input.kind {
              case .value, .record: input.name == label
              default: false
              }
            }
          }
        warning.element = valuesOnly ? name : nil
        warnings.append(warning)
        return try opaqueChild(arguments, inputs, at: place, into: &decided)
      }
      do {
        compiled.append((input.name, try self.argument(&argument, for: input)))
      } catch {
        try decide(error)
        guard case .value = input.kind else {
          warn(.opaque, error.place, "in \(view), kept \(name) as an opaque element: \(error.reason)")
          return try opaqueChild(arguments, inputs, at: place, into: &decided)
        }
        // A case (`.compact`, `.blue`) is the same value each time, as the text of its name
        // is: a case is its name, as an action writes it. `.now` is a new value each time.
        let written = argument.text.dropFirst()
        let caseName =
          argument.text.first == "." && written.first?.isLetter == true
            && !SourceExpression.newValueMembers.contains(String(written))
            && written.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? String(written) : nil
        let passed = caseName.map { "'.\($0)' as the text \"\($0)\" (a case is its name)" } ?? "a constant"
        var warning = error.place.warning(
          caseName == nil ? .guessed : .approximated,
          "in \(view), passed \(passed) to \(name) for '\(ImportWarning.snippet(argument.text))': \(error.reason)"
        )
        if caseName == nil {
          warning.element = name
          warning.passedConstant = statedValue(of: argument).syntax.trimmedDescription
        }
        warnings.append(warning)
        argument = argument.replaced(by: "\"\(caseName ?? "")\"")
        compiled.append((input.name, .value(.constant(.string(caseName ?? "")))))
      }
      given.append((input.name, argument))
    }
    var keptID = id
    let idExpr = try optional(&keptID, "the id", dropped: "dropped the .id() of \(name)")
    decided.append(.child(name: name, arguments: given, id: keptID, at: place))
    return [Part(.child(ChildDecl(view: childID, named: compiled, id: idExpr)))]
  }

  /// What `argument` states: for a property of the view, the value it is given where the view
  /// is made or its getter's expression (`selectionColor` of `let selectionColor =
  /// Color.palette.green`), else the argument.
  private func statedValue(of argument: SourceExpression) -> SourceExpression {
    guard let name = argument.syntax.as(DeclReferenceExprSyntax.self)?.baseName.text,
      argument.bindings[name] == nil, argument.renames[name] == nil, let value = source.constants[name]
    else { return argument }
    return value
  }

  /// In place of a child the screen cannot make, an opaque element showing what the call's
  /// values read: the body evaluates them to make the child.
  private mutating func opaqueChild(
    _ arguments: [(String, SourceExpression)], _ inputs: [InputSpec], at place: SourcePlace,
    into decided: inout [ScreenDraft.Part]
  ) throws(ScreenFileError) -> [Part] {
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
    return try part(&element, into: &decided)
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
        let lookedUp = throughDynamicMember(source)
        let bound = lookedUp?.expr ?? source
        let expr = try compiler.binding(try bound.compilable("the argument \(input.name)"))
        // Refusing, the declaration checks it with the view, at the part.
        if policy == .decide { _ = try checker.checkBindingSource(expr) }
        if let why = lookedUp?.why { warnBound(source, as: bound, why) }
        source = bound
        keep(source)
        return .binding(expr)
      } catch {
        throw Self.refusal(error, at: source.place)
      }
    case .closure:
      // No closure (`nil` for an optional one) is the same each time, as one capturing nothing.
      if source.syntax.is(NilLiteralExprSyntax.self) { return .capturing([]) }
      // A type's initializer (`EmptyView.init`, handed over by an initializer) captures nothing.
      if ClosureCaptures.namesInitializerOfAType(source.syntax) { return .capturing([]) }
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
  ) throws(ScreenFileError) -> [Part] {
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
      let id = try optional(&keptValue, "the task's id", dropped: "dropped the id of .task")
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
            throw Refusal(
              place: watched.place,
              reason: "onReceive takes a store's field (its publisher), as onReceive: model.count")
          }
          part = try scope.onReceive(field, action: action)
        } else if kind == .observeChange {
          // A screen file's observer modifier (an import has none): a hidden observer view.
          part = try scope.observeChange(of: expr, action: action)
        } else {
          part = .onChange(of: expr, initial: source.initialOnChange.contains(action), action: action)
        }
        decided.append(.lifecycle(kind: kind, value: watched, action: action, at: place))
        return [part]
      } catch let refusal as Refusal {
        try decide(refusal)
        warn(
          .leftOut,
          refusal.place,
          "in \(view), left out .\(kind.rawValue)(\(ImportWarning.snippet(watched.text))): \(refusal.reason)"
        )
      } catch {
        try decide(Self.refusal(error, at: watched.place))
        warn(
          .leftOut,
          watched.place,
          "in \(view), left out .\(kind.rawValue)(\(ImportWarning.snippet(watched.text))): \(error)")
      }
      return []
    }
  }

  /// The view's own `==`, or comparison member by member when the screen cannot say it.
  mutating func equality(_ equatable: inout ScreenDraft.Equality?) throws(ScreenFileError) -> ViewEquality {
    switch equatable {
    case nil: return .structural
    case .memberwise: return .equatable(ignoring: [])
    case .memberwiseIgnoring(let inputs): return .equatable(ignoring: inputs)
    case .custom(let source):
      var custom = compiler
      custom.inEquality = true
      do {
        let expr = try custom.compile(try source.compilable("the view's =="))
        // Refusing, the declaration checks it with the view.
        guard policy == .decide else { return .custom(expr) }
        var check = checker
        try check.checkEquality(expr)
        return .custom(expr)
      } catch {
        try decide(Self.refusal(error, at: source.place))
        warn(.approximated, source.place, "compared \(view) member by member: \(Self.reason(error))")
        equatable = .memberwise
        return .equatable(ignoring: [])
      }
    }
  }

  // MARK: Expressions

  private mutating func forEachContainer(_ kind: String?, list: String?, at place: SourcePlace)
    throws(ScreenFileError) -> ForEachContainer
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
        if policy == .refuse { throw error }
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

  /// The warning that `binding`, of a dynamic member, binds the field `bound` names.
  private mutating func warnBound(_ binding: SourceExpression, as bound: SourceExpression, _ why: String) {
    warn(
      .approximated, binding.place,
      "in \(view), bound '\(ImportWarning.snippet(binding.text))' as '\(bound.text)': \(why)")
  }

  mutating func warn(_ kind: ImportWarning.Kind, _ place: SourcePlace, _ message: String) {
    warnings.append(place.warning(kind, message))
  }

  mutating func warn(_ kind: ImportWarning.Kind, _ error: ScreenFileError, _ decided: String) {
    warnings.append(ImportWarning(kind, decided, because: error))
  }
}
