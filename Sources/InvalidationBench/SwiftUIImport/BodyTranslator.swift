import SwiftSyntax

/// Translates one view's body from SwiftUI source into screen-file parts: stacks are
/// flattened, `ForEach` becomes a row view or inline content, controls take their binding,
/// buttons and modifiers' closures become named actions; helpers of the same view are inlined;
/// anything else is kept as an opaque element, with a warning.
struct BodyTranslator {
  let file: String
  let converter: SourceLocationConverter
  /// Every view of the source, with its inputs' kinds.
  let views: [String: [(name: String, kind: ScreenDraft.InputKind)]]
  /// Each view's properties that hold a model: passing one is not an input of the screen
  /// file, whose stores every view reaches by name.
  let modelProperties: [String: Set<String>]
  let helpers: [String: CodeBlockItemListSyntax]
  var draft: ScreenDraft.View
  var warnings: [ImportWarning] = []
  /// Views used with `.equatable()`.
  var equatableChildren: Set<String> = []
  /// Action and control names taken in the whole screen.
  var taken: TakenNames
  var environmentKeys: Set<String> = []
  /// Names renamed in expressions (models to store keys, the ForEach parameter to `item`).
  private var renames: [String: String]
  private var inlining: Set<String> = []

  init(
    file: String, converter: SourceLocationConverter,
    views: [String: [(name: String, kind: ScreenDraft.InputKind)]],
    modelProperties: [String: Set<String>], helpers: [String: CodeBlockItemListSyntax],
    draft: ScreenDraft.View,
    taken: TakenNames
  ) {
    self.file = file
    self.converter = converter
    self.views = views
    self.modelProperties = modelProperties
    self.helpers = helpers
    self.draft = draft
    self.taken = taken
    renames = draft.models.merging(draft.environmentReads) { model, _ in model }
  }

  mutating func parts(_ statements: CodeBlockItemListSyntax, container: String? = nil) -> [ScreenDraft.Part] {
    var parts: [ScreenDraft.Part] = []
    for statement in statements {
      if let ifConfig = statement.item.as(DeclSyntax.self)?.as(IfConfigDeclSyntax.self) {
        if ifConfig.clauses.count > 1 { warn(ifConfig, "read only the first branch of this #if") }
        if case .statements(let items)? = ifConfig.clauses.first?.elements {
          parts += self.parts(items, container: container)
        }
        continue
      }
      let expr: ExprSyntax? =
        statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
        ?? statement.item.as(ReturnStmtSyntax.self)?.expression
      guard let expr else {
        warn(statement, "skipped '\(Self.snippet(statement.trimmedText))', which a body cannot show")
        continue
      }
      parts += self.parts(expr, container: container)
    }
    return parts
  }

  private mutating func parts(_ expr: ExprSyntax, container: String?) -> [ScreenDraft.Part] {
    if let ifExpr = expr.as(IfExprSyntax.self) { return [conditional(ifExpr, container: container)] }
    if let switchExpr = expr.as(SwitchExprSyntax.self) {
      warn(switchExpr, "read only the first case of this switch")
      guard case .switchCase(let first)? = switchExpr.cases.first else { return [] }
      return parts(first.statements, container: container)
    }
    // Modifiers, outermost first.
    var modifiers: [(name: String, call: FunctionCallExprSyntax)] = []
    var core = expr
    while true {
      if let call = core.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base
      {
        modifiers.append((member.declName.baseName.text, call))
        core = base
      } else if let postfix = core.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
        // Modifiers under `#if` apply on some platforms only: the import leaves them out.
        core = base
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
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      return inline(reference.baseName.plainName, at: reference)
        ?? opaque(reference.baseName.plainName, at: reference)
    }
    guard let call = expr.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.plainName
    else { return opaque(expr.trimmedText, at: expr) }
    if call.arguments.isEmpty, call.trailingClosure == nil, let inlined = inline(name, at: call) {
      return inlined
    }
    let content = call.trailingClosure?.statements
    switch name {
    case _
    where ScreenVocabulary.Container(rawValue: name) != nil || ScreenVocabulary.wrappers.contains(name):
      if name == "List", let data = call.arguments.first(where: { $0.label == nil })?.expression,
        let closure = call.trailingClosure
      {
        return [forEach(data, closure, container: name)]
      }
      let lazy = ScreenVocabulary.Container(rawValue: name)?.isLazy == true
      return content.map { parts($0, container: lazy ? name : container) } ?? []
    case "ForEach":
      guard let data = call.arguments.first?.expression, let closure = call.trailingClosure else {
        return opaque(name, at: call)
      }
      return [forEach(data, closure, container: container)]
    case "Text":
      let value = call.arguments.first.map { expression($0.expression) } ?? constant("\"\"", at: call)
      return [.element(kind: "Text", content: value)]
    case "Button":
      return [button(call)]
    case _ where ScreenVocabulary.Control(rawValue: name) != nil:
      guard
        let binding = call.arguments.first(where: { $0.expression.trimmedText.hasPrefix("$") })?
          .expression
      else {
        return [.element(kind: name, content: constant("true", at: call))]
      }
      let bound = expression(binding)
      return [
        .control(
          kind: name, binding: bound,
          name: unique(
            String(
              (bound.text.split(separator: ".").last ?? "").filter {
                $0.isLetter || $0.isNumber || $0 == "_"
              })))
      ]
    case _ where views[name] != nil:
      return [child(name, call, modifiers: modifiers)]
    default:
      if !ScreenVocabulary.plainElements.contains(name) {
        warn(call, "kept '\(name)' as an element: it is not a view of these files")
      }
      let value = call.arguments.first.map { expression($0.expression) } ?? constant("true", at: call)
      // An element's kind is capitalized in a screen file; a helper called with arguments
      // (`row(title: …)`), which the import does not inline, is opaque.
      return [.element(kind: name.first?.isUppercase == true ? name : "Opaque", content: value)]
    }
  }

  /// A computed property or `@ViewBuilder` function of the view, inlined (once on a path).
  private mutating func inline(_ name: String, at node: some SyntaxProtocol) -> [ScreenDraft.Part]? {
    guard let statements = helpers[name], !inlining.contains(name) else { return nil }
    inlining.insert(name)
    defer { inlining.remove(name) }
    return parts(statements)
  }

  private mutating func opaque(_ name: String, at node: some SyntaxProtocol) -> [ScreenDraft.Part] {
    warn(node, "kept '\(Self.snippet(name))' as an opaque element")
    return [.opaque(at: place(node))]
  }

  private mutating func conditional(_ ifExpr: IfExprSyntax, container: String?) -> ScreenDraft.Part {
    var condition = constant("true", at: ifExpr)
    if ifExpr.conditions.count == 1, case .expression(let expr) = ifExpr.conditions.first!.condition {
      condition = expression(expr)
    } else {
      warn(ifExpr, "took 'if \(ifExpr.conditions.trimmedText)' as always true")
    }
    let then = parts(ifExpr.body.statements, container: container)
    var otherwise: [ScreenDraft.Part] = []
    switch ifExpr.elseBody {
    case .ifExpr(let next)?: otherwise = [conditional(next, container: container)]
    case .codeBlock(let block)?: otherwise = parts(block.statements, container: container)
    case nil: break
    }
    return .conditional(condition, then: then, otherwise: otherwise)
  }

  private mutating func forEach(_ data: ExprSyntax, _ closure: ClosureExprSyntax, container: String?)
    -> ScreenDraft.Part
  {
    let parameter =
      closure.signature?.parameterClause.map { clause -> String in
        switch clause {
        case .simpleInput(let names): return names.first?.name.plainName ?? "$0"
        case .parameterClause(let list): return list.parameters.first?.firstName.text ?? "$0"
        }
      } ?? "$0"
    let saved = renames
    renames[parameter] = "item"
    defer { renames = saved }
    let dataText = expression(data)
    let lazy = container.flatMap(ScreenVocabulary.Container.init(rawValue:))?.isLazy == true
    let list = lazy ? taken.claim("list") : nil
    if let single = ViewCollector.singleExpression(closure.statements)?.as(FunctionCallExprSyntax.self),
      let name = single.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.plainName,
      views[name] != nil
    {
      if case .child(_, let arguments, _, _) = child(name, single, modifiers: []) {
        return .forEach(
          data: dataText, container: container, list: list, row: name, arguments: arguments, content: [])
      }
    }
    return .forEach(
      data: dataText, container: container, list: list, row: nil, arguments: [],
      content: parts(closure.statements))
  }

  private mutating func child(
    _ name: String, _ call: FunctionCallExprSyntax, modifiers: [(name: String, call: FunctionCallExprSyntax)]
  ) -> ScreenDraft.Part {
    let inputs = views[name] ?? []
    var arguments: [(String, SourceExpression)] = []
    for argument in call.arguments {
      guard let label = argument.label?.text else {
        warn(argument, "dropped an unlabeled argument of \(name)")
        continue
      }
      if modelProperties[name]?.contains(label) == true { continue }
      arguments.append(
        (label, closureOrValue(argument.expression, kind: inputs.first { $0.name == label }?.kind)))
    }
    if let trailing = call.trailingClosure, let input = inputs.last(where: { $0.kind == .closure }) {
      arguments.append((input.name, closureOrValue(ExprSyntax(trailing), kind: .closure)))
    }
    return .child(name: name, arguments: arguments, id: nil, at: place(call))
  }

  /// A closure argument keeps its captures (`{ [a] in … }`) or becomes one that captures
  /// `self`; any other argument is an expression.
  private func closureOrValue(_ expr: ExprSyntax, kind: ScreenDraft.InputKind?) -> SourceExpression {
    guard kind == .closure else { return expression(expr) }
    guard let closure = expr.as(ClosureExprSyntax.self) else { return constant("{ action() }", at: expr) }
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

  private mutating func button(_ call: FunctionCallExprSyntax) -> ScreenDraft.Part {
    var label = constant("\"Button\"", at: call)
    if let first = call.arguments.first(where: { $0.label == nil })?.expression {
      label = expression(first)
    } else if let labelClosure = call.additionalTrailingClosures.first(where: { $0.label.text == "label" })?
      .closure
      ?? (call.arguments.contains { $0.label?.text == "action" } ? call.trailingClosure : nil),
      let labelText = labelClosure.statements.first?.item.as(FunctionCallExprSyntax.self)?.arguments.first?
        .expression
    {
      label = expression(labelText)
    }
    let action =
      call.arguments.first(where: { $0.label?.text == "action" })?.expression.as(ClosureExprSyntax.self)
      ?? call.trailingClosure
    let name = unique("tap" + Self.identifier(from: label.text))
    draft.actions.append(
      ScreenDraft.Action(name: name, statements: action.map { statements($0.statements) } ?? []))
    return .button(label: label, action: name)
  }

  private mutating func modify(_ parts: [ScreenDraft.Part], _ name: String, _ call: FunctionCallExprSyntax)
    -> [ScreenDraft.Part]
  {
    switch name {
    case "equatable":
      for case .child(let child, _, _, _) in parts { equatableChildren.insert(child) }
      return parts
    case "id":
      guard let value = call.arguments.first?.expression else { return parts }
      return parts.map { part in
        if case .child(let child, let arguments, _, let place) = part {
          return .child(name: child, arguments: arguments, id: expression(value), at: place)
        }
        return part
      }
    case "environment":
      guard call.arguments.count == 2,
        let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self),
        let value = call.arguments.last?.expression
      else { return parts }
      let key = ViewCollector.environmentKey(keyPath.components.trimmedText.dropFirst())
      environmentKeys.insert(key)
      return [.environment(key: key, value: expression(value), content: parts)]
    case "onAppear", "onDisappear", "task", "onChange", "onReceive":
      guard let kind = ScreenVocabulary.Lifecycle(rawValue: name),
        let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
      else { return parts }
      let action = unique(
        draft.name.prefix(1).lowercased() + draft.name.dropFirst() + name.prefix(1).uppercased()
          + name.dropFirst())
      draft.actions.append(ScreenDraft.Action(name: action, statements: statements(closure.statements)))
      var value: SourceExpression?
      if [.onChange, .onReceive, .task].contains(kind),
        let watched = call.arguments.first(where: {
          $0.label?.text == "of" || $0.label?.text == "id" || $0.label == nil
        })?.expression,
        !watched.is(ClosureExprSyntax.self)
      {
        // `model.$field`, a publisher, watches the field.
        let watchedValue = expression(watched)
        value =
          watchedValue.text.contains(".$")
          ? watchedValue.replaced(by: watchedValue.text.replacingOccurrences(of: ".$", with: "."))
          : watchedValue
      }
      return parts + [.lifecycle(kind: kind, value: value, action: action, at: place(call))]
    default:
      return parts
    }
  }

  /// An action's statements: writes as written (renamed), `withAnimation` and
  /// `DispatchQueue.main.async` blocks as their own transactions; other calls are skipped.
  private mutating func statements(_ list: CodeBlockItemListSyntax) -> [ScreenDraft.ActionLine] {
    var result: [ScreenDraft.ActionLine] = []
    for item in list {
      guard let expr = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
      else { continue }
      if let call = expr.as(FunctionCallExprSyntax.self), let closure = call.trailingClosure {
        let callee = call.calledExpression.trimmedText
        if callee == "withAnimation" || callee.hasSuffix(".async") || callee == "Task" {
          let inner = statements(closure.statements)
          result.append(callee == "withAnimation" ? .withAnimation(inner) : .async(inner))
          continue
        }
      }
      let written = expression(expr)
      if written.text.contains("=") || written.text.hasSuffix(".toggle()")
        || written.text.contains(".append(")
      {
        result.append(.write(written))
      } else {
        warn(item, "skipped '\(Self.snippet(written.text))' in an action: only writes change what is shown")
      }
    }
    return result
  }

  private func expression(_ expr: ExprSyntax) -> SourceExpression {
    SourceExpression(expr, renames: renames, file: file, converter: converter)
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

  private mutating func warn(_ node: some SyntaxProtocol, _ message: String) {
    warnings.append(place(node).warning(message))
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
