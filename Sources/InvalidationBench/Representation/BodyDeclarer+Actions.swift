import SwiftSyntax

/// The actions of a body: each statement compiled as a step, or, deciding, approximated by a
/// write the screen can make (a change of the element, a derived value), or skipped.
extension BodyDeclarer {
  /// Declares the view's actions; a statement the screen cannot run is skipped (or, refusing,
  /// an error at its place).
  mutating func declareActions(_ actions: inout [ScreenDraft.Action]) throws(ScreenFileError) {
    for index in actions.indices {
      let steps = try self.steps(&actions[index].statements, action: actions[index].name)
      do {
        try scope.action(actions[index].name, steps)
        names.actions.insert(actions[index].name)
      } catch {
        // An import's names are unique in the draft (`TakenNames`); a screen file's are not.
        let place = actions[index].place ?? source.place
        try decide(Refusal(place: place, reason: "\(error)"))
      }
    }
    // Parts check the actions they run against the ones declared now.
    checker = BodyChecker(view: scope, screen: scope.builder)
  }

  private mutating func steps(_ lines: inout [ScreenDraft.ActionLine], action: String)
    throws(ScreenFileError) -> [ActionStep]
  {
    var steps: [ActionStep] = []
    var kept: [ScreenDraft.ActionLine] = []
    for line in lines {
      switch line {
      case .write(let write) where policy == .refuse:
        // Checked with the view, where an error points at the statement.
        steps.append(try self.step(write, action: action))
        kept.append(line)
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
          } else if let (step, written, note) = memberWrite(write, action: action) {
            warn(.approximated, write.place, note)
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
        steps.append(.withAnimation(try self.steps(&inner, action: action)))
        kept.append(.withAnimation(inner))
      case .async(var inner):
        steps.append(.async(try self.steps(&inner, action: action)))
        kept.append(.async(inner))
      case .when(var branch):
        guard let condition = try self.condition(of: branch, action: action) else {
          // The first branch runs: which one the action takes is a guess.
          steps += try self.steps(&branch.then, action: action)
          kept += branch.then
          continue
        }
        let then = try self.steps(&branch.then, action: action)
        let otherwise = try self.steps(&branch.otherwise, action: action)
        steps.append(.when(condition, then: then, otherwise: otherwise))
        kept.append(.when(branch))
      }
    }
    lines = kept
    return steps
  }

  /// The condition of `branch` compiled, where the screen computes it as a `Bool` when the
  /// action runs; deciding, `nil` where it cannot, with a warning that the first branch runs
  /// (a guess); refusing, the error.
  private mutating func condition(of branch: ScreenDraft.ActionBranch, action: String)
    throws(ScreenFileError) -> Expr?
  {
    let what = "the condition of an if in the action '\(action)'"
    do throws(Refusal) {
      guard !branch.condition.mustDerive else {
        throw Refusal(place: branch.condition.place, reason: "the screen cannot compute it")
      }
      let expr = try compile(branch.condition, what, expecting: [.bool])
      guard policy == .refuse || checker.staticType(expr) == .bool else {
        throw Refusal(place: branch.condition.place, reason: "its type is not known before the action runs")
      }
      warnIfComparingCaseNames(branch.condition)
      return expr
    } catch {
      try decide(error)
      warn(
        .approximated, branch.place,
        "in \(view), ran the first branch of 'if \(branch.written)' in an action: the branch taken is a guess, as the screen cannot compute its condition (\(error.reason))"
      )
      return nil
    }
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

  /// A write of a member the model looks up through its `subscript(dynamicMember:)`
  /// (`context.showSheet = true`, `context.isOn.toggle()`) as a derived write of the field the
  /// subscript reads (`context.viewState`): a new value of it each time, the member's new
  /// value being a part of it the screen cannot hold; with its warning.
  private mutating func memberWrite(_ write: ScreenDraft.Write, action: String) -> (
    ActionStep, ScreenDraft.Write, String
  )? {
    guard let (field, why) = throughDynamicMember(write.target) else { return nil }
    let whole = ScreenDraft.Write(target: field, operation: .assign, value: write.value ?? write.target)
    guard let (step, written) = derivedWrite(whole, action: action) else { return nil }
    let note =
      "in \(view), wrote '\(ImportWarning.snippet(written.text))' in an action for '\(ImportWarning.snippet(write.text))': \(why), so each run writes a new value of it"
    return (step, written, note)
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
}
