import SwiftSyntax

/// A view's body as a screen file writes it: a list of parts, each an element (`Text: value`),
/// a child view (`Name: {input: value}` or `Name`), a control (`TextField: $text`), a
/// `Button`, `ForEach`, `if`, `environment`, `chain`, or a lifecycle or observer modifier.
extension ScreenFileReader {
  typealias Entries = [(key: String, keyValue: YAMLValue, value: YAMLValue)]

  /// What reading one view's body keeps: where each part is, by its path.
  struct BodyContext {
    let view: String
    var places: ScreenFilePlaces
    var path: [Int] = []
    var initialOnChange: Set<String> = []
  }

  mutating func parts(_ list: YAMLValue, what: String, in body: inout BodyContext) throws(ScreenFileError)
    -> [ScreenDraft.Part]
  {
    var parts: [ScreenDraft.Part] = []
    for (index, item) in try list.sequence(what).enumerated() {
      // A path counts two entries a level (the part, and its branch).
      guard body.path.count < 2 * InputLimits.partNesting else {
        throw item.error(
          "the body of \(body.view) nests its parts deeper than \(InputLimits.partNesting.grouped) levels here; split it into views of their own"
        )
      }
      body.path.append(index)
      body.places.parts[body.path] = SourcePlace(file: file, at: item.position)
      parts.append(try part(item, in: &body))
      body.path.removeLast()
    }
    return parts
  }

  /// The parts of `entries[key]` (`then:`, `else:`, `content:`), under `branch` of the path.
  private mutating func branch(
    _ value: YAMLValue?, at fallback: YAMLValue, _ branch: Int, what: String, in body: inout BodyContext
  ) throws(ScreenFileError) -> [ScreenDraft.Part] {
    body.path.append(branch)
    defer { body.path.removeLast() }
    return try parts(value ?? fallback.empty, what: what, in: &body)
  }

  private mutating func part(_ item: YAMLValue, in body: inout BodyContext) throws(ScreenFileError)
    -> ScreenDraft.Part
  {
    if case .scalar = item.node {
      let name = try item.scalar("a part")
      guard inputs[name] != nil else {
        throw item.error(
          "'\(name)' is not a view of this file\(NameSuggestion.hint(for: name, in: inputs.keys)); declare it under views, or write an element with its content, as '- Text: value'"
        )
      }
      return .child(name: name, arguments: [], id: nil, at: place(item))
    }
    let entries = try item.mapping("a part")
    guard let head = entries.first else {
      throw item.error("a part is empty; write an element, a view or a modifier")
    }
    func only(_ keys: [String]) throws(ScreenFileError) {
      if let extra = entries.first(where: { !keys.contains($0.key) }) {
        throw extra.keyValue.error(
          "'\(extra.key)' does not go with \(head.key); it takes \(keys.dropFirst().isEmpty ? "nothing else" : keys.dropFirst().joined(separator: ", "))"
        )
      }
    }
    switch head.key {
    case "if":
      try only(["if", "then", "else"])
      let condition = try expression(head.value, "the condition")
      let then = try branch(entries["then"], at: head.value, 0, what: "then", in: &body)
      let otherwise = try branch(entries["else"], at: head.value, 1, what: "else", in: &body)
      return .conditional(condition, then: then, otherwise: otherwise)
    case "ForEach":
      try only(["ForEach", "in", "visible", "prefetch", "list", "row", "arguments", "content", "source"])
      return try forEach(head.value, entries, in: &body)
    case "environment":
      try only(["environment", "content"])
      return try environment(head.value, entries, in: &body)
    case "chain":
      try only(["chain", "named", "last"])
      return try chain(head.value, entries)
    case let key where ScreenVocabulary.Lifecycle(rawValue: key) != nil:
      return try lifecycle(ScreenVocabulary.Lifecycle(rawValue: key)!, head.value, entries, only, in: &body)
    case "Button" where inputs["Button"] == nil:
      return try button(head.value, entries, only, in: body)
    case let kind where ScreenVocabulary.Control(rawValue: kind) != nil && Self.isBinding(head.value):
      try only([kind, "name"])
      let binding = try expression(head.value, "the binding of \(kind)")
      let name =
        try entries["name"]?.scalar("the control's name")
        ?? String(binding.syntax.trimmedDescription.trimmingCharacters(in: .whitespaces).dropFirst())
      return .control(kind: kind, binding: binding, name: name)
    case let name where inputs[name] != nil:
      try only([name, "id"])
      let arguments = try childArguments(of: name, head.value)
      let id = try entries["id"].map { v throws(ScreenFileError) in try expression(v, "the id") }
      return .child(name: name, arguments: arguments, id: id, at: place(head.keyValue))
    case let kind where kind.first?.isUppercase == true:
      try only([kind, "style"])
      return try element(kind, head.value, style: entries["style"])
    default:
      let known = ScreenVocabulary.structures + ScreenVocabulary.Lifecycle.allCases.map(\.rawValue)
      throw head.keyValue.error(
        "unknown part '\(head.key)'\(NameSuggestion.hint(for: head.key, in: known + Array(inputs.keys))); use an element or view (capitalized, as Text), ForEach, if, environment, chain, \(ScreenVocabulary.Lifecycle.allCases.map(\.rawValue).joined(separator: ", "))"
      )
    }
  }

  /// Whether `value` is a binding (`$name`), which makes a control of a control's name.
  private static func isBinding(_ value: YAMLValue) -> Bool {
    guard case .scalar(let scalar) = value.node else { return false }
    return scalar.string.trimmingCharacters(in: .whitespaces).hasPrefix("$")
  }

  private func element(_ kind: String, _ content: YAMLValue, style: YAMLValue?) throws(ScreenFileError)
    -> ScreenDraft.Part
  {
    let shown = try expression(content, "the content of \(kind)")
    guard let style else { return .element(kind: kind, content: shown) }
    return .styledElement(kind: kind, content: shown, style: try expression(style, "the style"))
  }

  private func button(
    _ value: YAMLValue, _ entries: Entries, _ only: ([String]) throws(ScreenFileError) -> Void,
    in body: BodyContext
  ) throws(ScreenFileError) -> ScreenDraft.Part {
    guard case .mapping = value.node else {
      try only(["Button", "style"])
      return try element("Button", value, style: entries["style"])
    }
    try only(["Button"])
    let button = try value.mapping(
      "the Button", allowed: ["label", "action"], required: ["label", "action"])
    return .button(
      label: try expression(button["label"]!, "the Button's label"),
      action: try actionName(button["action"]!, in: body))
  }

  /// The action `value` names, one of the view's.
  private func actionName(_ value: YAMLValue, in body: BodyContext) throws(ScreenFileError) -> String {
    let name = try value.scalar("an action name")
    guard actions[body.view]?.contains(name) == true else {
      throw value.error("view '\(body.view)' has no action '\(name)'; declare it under the view's actions")
    }
    return name
  }

  /// The arguments given to view `name`'s inputs: one for each, a closure input a closure.
  func childArguments(of name: String, _ value: YAMLValue) throws(ScreenFileError)
    -> [(String, SourceExpression)]
  {
    let inputs = self.inputs[name] ?? []
    var arguments: [(String, SourceExpression)] = []
    for entry in try value.mapping("the arguments of \(name)") {
      guard let input = inputs.first(where: { $0.name == entry.key }) else {
        throw entry.keyValue.error(
          "view '\(name)' has no input '\(entry.key)'\(NameSuggestion.hint(for: entry.key, in: inputs.map(\.name))); its inputs are \(inputs.isEmpty ? "none" : inputs.map(\.name).listed())"
        )
      }
      let source = try SwiftExpression(entry.value, what: "the argument \(entry.key)")
      if input.kind == .closure, !Self.isClosure(source.syntax) {
        throw source.error(
          source.syntax,
          "a closure input takes a closure or a function's name, quoted: '{ action() }', '{ }', '{ [value] in … }', 'onTap' or 'nil'"
        )
      }
      arguments.append(
        (entry.key, SourceExpression(detached: source.syntax, renames: [:], place: place(entry.value))))
    }
    if let missing = inputs.first(where: { input in !arguments.contains { $0.0 == input.name } }) {
      throw value.error("\(name) needs the argument '\(missing.name)'")
    }
    return arguments
  }

  /// Whether `expr` can be a closure input's argument: a closure, `nil`, or the name of a
  /// function or of a closure passed on (`onTap`, `self.onTap`, `EmptyView.init`), as `bench
  /// import` writes a closure handed on by name; not a literal or an operation.
  static func isClosure(_ expr: ExprSyntax) -> Bool {
    let unwrapped = expr.unparenthesized
    return unwrapped.is(ClosureExprSyntax.self) || unwrapped.is(NilLiteralExprSyntax.self)
      || isName(unwrapped)
  }

  /// `onTap`, `self.onTap`, `EmptyView.init`: a name, or a member of one.
  private static func isName(_ expr: ExprSyntax) -> Bool {
    if expr.is(DeclReferenceExprSyntax.self) { return true }
    guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
    return isName(base)
  }

  private mutating func environment(_ value: YAMLValue, _ entries: Entries, in body: inout BodyContext)
    throws(ScreenFileError) -> ScreenDraft.Part
  {
    let pairs = try value.mapping("the environment values", required: [])
    guard pairs.count == 1, let pair = pairs.first else {
      throw value.error("environment sets one key, as environment: {themeColor: value}")
    }
    guard draft.environmentKeys.contains(pair.key) else {
      throw pair.keyValue.error(
        "unknown environment key '\(pair.key)'; declare it under environment at the top of the file")
    }
    let shown = try expression(pair.value, "the environment value")
    let content = try branch(entries["content"], at: value, 0, what: "content", in: &body)
    return .environment(key: pair.key, value: shown, content: content)
  }

  /// `chain: n` written out: views `named1` … `namedN`, each showing the next, the last
  /// showing `last:`, n at the parameters' values.
  private mutating func chain(_ count: YAMLValue, _ entries: Entries) throws(ScreenFileError)
    -> ScreenDraft.Part
  {
    let depth = try size(count, "the chain's length")
    guard depth >= 0, depth <= 1_000_000 else {
      throw count.error("a chain has 0 to 1,000,000 views, not \(depth)")
    }
    guard let named = entries["named"], let last = entries["last"] else {
      throw count.error(
        "a chain needs named: (the views' name, numbered from 1) and last: (the view at its end)")
    }
    let prefix = try named.scalar("the chain's name")
    var next = try last.scalar("the chain's last view")
    guard inputs[next] != nil else {
      throw last.error(
        "'\(next)' is not a view of this file\(NameSuggestion.hint(for: next, in: inputs.keys)); declare it under views"
      )
    }
    for level in stride(from: depth, through: 1, by: -1) {
      var link = ScreenDraft.View(name: "\(prefix)\(level)", place: place(named))
      link.body = [.child(name: next, arguments: [], id: nil, at: place(count))]
      link.filePlaces = ScreenFilePlaces(view: place(named))
      draft.views.append(link)
      next = link.name
    }
    return .child(name: next, arguments: [], id: nil, at: place(count))
  }

  private mutating func lifecycle(
    _ kind: ScreenVocabulary.Lifecycle, _ value: YAMLValue, _ entries: Entries,
    _ only: ([String]) throws(ScreenFileError) -> Void, in body: inout BodyContext
  ) throws(ScreenFileError) -> ScreenDraft.Part {
    try only([kind.rawValue] + kind.otherKeys)
    switch kind {
    case .onAppear, .onDisappear, .onFirstAppear, .onEvent:
      return .lifecycle(kind: kind, value: nil, action: try actionName(value, in: body), at: place(value))
    case .task:
      let id = try entries["id"].map { v throws(ScreenFileError) in try expression(v, "the task's id") }
      return .lifecycle(kind: kind, value: id, action: try actionName(value, in: body), at: place(value))
    case .onChange, .observeChange, .onReceive:
      guard let actionValue = entries["action"] else {
        throw value.error("\(kind.rawValue) needs action: the action to run")
      }
      let action = try actionName(actionValue, in: body)
      let watched = try expression(value, "the value \(kind.rawValue) watches")
      if try entries["initial"]?.bool("initial") ?? false { body.initialOnChange.insert(action) }
      return .lifecycle(kind: kind, value: watched, action: action, at: place(value))
    }
  }
}
