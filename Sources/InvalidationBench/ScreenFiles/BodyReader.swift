import Foundation
import SwiftSyntax
import Yams

/// Reads a view's body from a screen file: a list of parts, each an element (`Text: value`),
/// a child view (`Name: {input: value}` or `Name`), a control (`TextField: $text`), a
/// `Button`, `ForEach`, `if`, `environment`, `chain`, or a lifecycle or observer modifier.
struct BodyReader {
  let names: ScreenNames
  let builder: ScreenBuilder
  let scope: ViewScope
  var expressions: ViewExpressionCompiler

  private static let lifecycle = ScreenVocabulary.Lifecycle.allCases.map(\.rawValue)

  func parts(_ list: YAMLValue, what: String) throws(ScreenFileError) -> [Part] {
    var parts: [Part] = []
    for item in try list.sequence(what) { parts.append(try part(item)) }
    return parts
  }

  private func part(_ item: YAMLValue) throws(ScreenFileError) -> Part {
    if case .scalar = item.node {
      let name = try item.scalar("a part")
      guard let view = names.views[name] else {
        throw item.error(
          "'\(name)' is not a view of this file\(NameSuggestion.hint(for: name, in: names.views.keys)); declare it under views, or write an element with its content, as '- Text: value'"
        )
      }
      return .child(view)
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
      return .conditional(
        try expression(head.value, "the condition"),
        then: try parts(entries["then"] ?? head.value.empty, what: "then"),
        otherwise: try parts(entries["else"] ?? head.value.empty, what: "else"))
    case "ForEach":
      try only(["ForEach", "in", "visible", "prefetch", "list", "row", "arguments", "content", "source"])
      return try forEach(head.value, entries)
    case "environment":
      try only(["environment", "content"])
      let pairs = try head.value.mapping("the environment values", required: [])
      guard pairs.count == 1, let pair = pairs.first else {
        throw head.value.error("environment sets one key, as environment: {themeColor: value}")
      }
      guard let key = names.environment[pair.key] else {
        throw pair.keyValue.error(
          "unknown environment key '\(pair.key)'; declare it under environment at the top of the file")
      }
      return .environment(
        key, try expression(pair.value, "the environment value"),
        content: try parts(entries["content"] ?? head.value.empty, what: "content"))
    case "chain":
      try only(["chain", "named", "last"])
      return try chain(head.value, entries)
    case let key where ScreenVocabulary.Lifecycle(rawValue: key) != nil:
      return try lifecycle(ScreenVocabulary.Lifecycle(rawValue: key)!, head.value, entries, only)
    case "Button" where !names.views.keys.contains("Button"):
      if case .mapping = head.value.node {
        try only(["Button"])
        let button = try head.value.mapping(
          "the Button", allowed: ["label", "action"], required: ["label", "action"])
        let action = try actionName(button["action"]!)
        return scope.button(try expression(button["label"]!, "the Button's label"), action: action)
      }
      try only(["Button", "style"])
      return .element(
        "Button", try expression(head.value, "the Button's label"),
        style: try entries["style"].map { v throws(ScreenFileError) in try expression(v, "the style") })
    case let kind where ScreenVocabulary.Control(rawValue: kind) != nil && isBinding(head.value):
      return try control(kind, head.value, entries, only)
    case let name where names.views[name] != nil:
      try only([name, "id"])
      return try child(name, head, id: entries["id"])
    case let kind where kind.first?.isUppercase == true:
      try only([kind, "style"])
      return .element(
        kind, try expression(head.value, "the content of \(kind)"),
        style: try entries["style"].map { v throws(ScreenFileError) in try expression(v, "the style") })
    default:
      throw head.keyValue.error(
        "unknown part '\(head.key)'\(NameSuggestion.hint(for: head.key, in: ScreenVocabulary.structures + Self.lifecycle + Array(names.views.keys))); use an element or view (capitalized, as Text), ForEach, if, environment, chain, \(Self.lifecycle.joined(separator: ", "))"
      )
    }
  }

  private func expression(_ value: YAMLValue, _ what: String) throws(ScreenFileError) -> Expr {
    try expressions.compile(SwiftExpression(value, what: what))
  }

  /// Whether `value` is a binding (`$name`), which makes a control of a control's name.
  private func isBinding(_ value: YAMLValue) -> Bool {
    guard case .scalar(let scalar) = value.node else { return false }
    return scalar.string.trimmingCharacters(in: .whitespaces).hasPrefix("$")
  }

  private func actionName(_ value: YAMLValue) throws(ScreenFileError) -> String {
    let name = try value.scalar("an action name")
    guard names.actions.contains(name) || scope.declared.actions.contains(where: { $0.name == name }) else {
      throw value.error("view '\(scope.name)' has no action '\(name)'; declare it under the view's actions")
    }
    return name
  }

  private func child(
    _ name: String, _ head: (key: String, keyValue: YAMLValue, value: YAMLValue), id: YAMLValue?
  ) throws(ScreenFileError) -> Part {
    let view = names.views[name]!
    let arguments = try self.arguments(of: name, head.value, expressions)
    let idExpr = try id.map { v throws(ScreenFileError) in try expression(v, "the id") }
    return Part(.child(ChildDecl(view: view, named: arguments, id: idExpr)))
  }

  /// The arguments given to view `name`'s inputs, read by their kinds.
  private func arguments(
    of name: String, _ value: YAMLValue, _ compiler: ViewExpressionCompiler
  ) throws(ScreenFileError) -> [(String, InputArgument)] {
    let inputs = names.inputs[name] ?? []
    var arguments: [(String, InputArgument)] = []
    for entry in try value.mapping("the arguments of \(name)") {
      guard let input = inputs.first(where: { $0.name == entry.key }) else {
        throw entry.keyValue.error(
          "view '\(name)' has no input '\(entry.key)'\(NameSuggestion.hint(for: entry.key, in: inputs.map(\.name))); its inputs are \(inputs.isEmpty ? "none" : inputs.map(\.name).listed())"
        )
      }
      let source = try SwiftExpression(entry.value, what: "the argument \(entry.key)")
      switch input.kind {
      case .value: arguments.append((entry.key, .value(try compiler.compile(source))))
      case .record: arguments.append((entry.key, .record(try compiler.compile(source))))
      case .binding: arguments.append((entry.key, .binding(try compiler.binding(source))))
      case .closure: arguments.append((entry.key, try closure(source, compiler)))
      }
    }
    if let missing = inputs.first(where: { input in !arguments.contains { $0.0 == input.name } }) {
      throw value.error("\(name) needs the argument '\(missing.name)'")
    }
    return arguments
  }

  /// A closure argument: `{ }` captures nothing, `{ [a, b] in … }` captures `a` and `b`,
  /// any other closure captures `self` (R3).
  private func closure(_ source: SwiftExpression, _ compiler: ViewExpressionCompiler) throws(ScreenFileError)
    -> InputArgument
  {
    guard let closure = source.syntax.unparenthesized.as(ClosureExprSyntax.self) else {
      throw source.error(
        source.syntax, "a closure input takes a closure, quoted: '{ action() }', '{ }' or '{ [value] in … }'")
    }
    if let captures = closure.signature?.capture?.items {
      var exprs: [Expr] = []
      for capture in captures {
        exprs.append(
          try compiler.compile(
            capture.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: capture.name)), source)
        )
      }
      return .capturing(exprs)
    }
    return closure.statements.isEmpty ? .capturing([]) : .closure
  }

  private func forEach(
    _ collection: YAMLValue, _ entries: [(key: String, keyValue: YAMLValue, value: YAMLValue)]
  ) throws(ScreenFileError) -> Part {
    let list = try expression(collection, "the ForEach's data")
    let container = try self.container(collection, entries)
    var rowCompiler = expressions
    rowCompiler.row = .init(collection: Self.collection(list, names))
    switch (entries["row"], entries["content"]) {
    case (let row?, nil):
      if let source = entries["source"] {
        throw source.error("source goes with content written inline; a row view has its own, under views")
      }
      let name = try row.scalar("the row view")
      guard let view = names.views[name] else {
        throw row.error(
          "'\(name)' is not a view of this file\(NameSuggestion.hint(for: name, in: names.views.keys)); declare it under views"
        )
      }
      let arguments = try self.arguments(of: name, entries["arguments"] ?? row.emptyMapping, rowCompiler)
      return Part(
        .forEach(collection: list, container: container, row: ChildDecl(view: view, named: arguments)))
    case (nil, let content?):
      if let extra = entries["arguments"] {
        throw extra.error("arguments go with row; content written inline takes none")
      }
      var inline = self
      inline.expressions = rowCompiler
      return .forEach(
        list, in: container, content: try inline.parts(content, what: "the ForEach's content"),
        source: try entries["source"]?.scalar("the rows' source, as File.swift:12"))
    default:
      throw collection.error("a ForEach has either row: View (with arguments) or content: [parts]")
    }
  }

  private static func collection(_ list: Expr, _ names: ScreenNames) -> RecordCollection? {
    guard case .field(let field) = list else { return nil }
    return names.stores.values.first { $0.collection?.listField == field }?.collection
  }

  private func container(
    _ at: YAMLValue, _ entries: [(key: String, keyValue: YAMLValue, value: YAMLValue)]
  ) throws(ScreenFileError) -> ForEachContainer {
    let name = try entries["in"]?.scalar("the container") ?? ScreenVocabulary.Container.vStack.rawValue
    guard let kind = ScreenVocabulary.Container(rawValue: name) else {
      throw entries["in"]!.error(
        "unknown container '\(name)'\(NameSuggestion.hint(for: name, in: ScreenVocabulary.Container.allCases.map(\.rawValue))); use \(ScreenVocabulary.Container.allCases.map(\.rawValue).joined(separator: ", "))"
      )
    }
    guard kind.isLazy else {
      if let extra = entries.first(where: { ["visible", "prefetch", "list"].contains($0.key) }) {
        let lazy = ScreenVocabulary.Container.allCases.filter(\.isLazy).map(\.rawValue)
        throw extra.keyValue.error(
          "\(extra.key) is for lazy containers (\(lazy.joined(separator: ", "))); \(name) builds every row")
      }
      return .stack
    }
    guard let visibleValue = entries["visible"] else {
      throw at.error("a ForEach in \(name) needs visible: the number of rows on screen")
    }
    let visible = try names.constants.integer(SwiftExpression(visibleValue, what: "visible"), what: "visible")
    let prefetch =
      try entries["prefetch"].map { v throws(ScreenFileError) in
        try names.constants.integer(SwiftExpression(v, what: "prefetch"), what: "prefetch")
      } ?? 4
    guard (1...1_000_000).contains(visible), (0...1_000_000).contains(prefetch) else {
      throw (entries["visible"] ?? at).error(
        "a lazy container shows 1 to 1,000,000 rows (visible: \(visible)) and prefetches 0 to 1,000,000 (prefetch: \(prefetch)); give values in those ranges"
      )
    }
    let listName = try entries["list"]?.scalar("the list's name") ?? "list"
    guard names.lists[listName] == nil else {
      throw (entries["list"] ?? at).error(
        "a lazy list named '\(listName)' exists already; name this one with list: name")
    }
    names.lists[listName] = names.lists.count
    let window = LazyWindow(listID: names.lists[listName]!, visible: visible, prefetch: prefetch)
    return kind == .list ? .list(window) : .lazyStack(window)
  }

  /// `chain: n` views named `named1` … `namedN`, each showing the next, the last showing `last`.
  private func chain(
    _ count: YAMLValue, _ entries: [(key: String, keyValue: YAMLValue, value: YAMLValue)]
  ) throws(ScreenFileError) -> Part {
    let depth = try names.constants.integer(
      SwiftExpression(count, what: "the chain's length"), what: "the chain's length")
    guard depth >= 0, depth <= 1_000_000 else {
      throw count.error("a chain has 0 to 1,000,000 views, not \(depth)")
    }
    guard let named = entries["named"], let last = entries["last"] else {
      throw count.error(
        "a chain needs named: (the views' name, numbered from 1) and last: (the view at its end)")
    }
    let prefix = try named.scalar("the chain's name")
    let lastName = try last.scalar("the chain's last view")
    guard var next = names.views[lastName] else {
      throw last.error(
        "'\(lastName)' is not a view of this file\(NameSuggestion.hint(for: lastName, in: names.views.keys)); declare it under views"
      )
    }
    for level in stride(from: depth, through: 1, by: -1) {
      let below = next
      do {
        next = try builder.view("\(prefix)\(level)") { _ in [.child(below)] }
      } catch {
        throw named.error("the chain's view \(prefix)\(level): \(error)")
      }
    }
    return .child(next)
  }

  private func control(
    _ kind: String, _ value: YAMLValue, _ entries: [(key: String, keyValue: YAMLValue, value: YAMLValue)],
    _ only: ([String]) throws(ScreenFileError) -> Void
  ) throws(ScreenFileError) -> Part {
    try only([kind, "name"])
    let source = try SwiftExpression(value, what: "the binding of \(kind)")
    let binding = try expressions.binding(source)
    let name =
      try entries["name"]?.scalar("the control's name")
      ?? String(source.text.trimmingCharacters(in: .whitespaces).dropFirst())
    do {
      let part = try scope.control(kind, name, binding: binding)
      names.controls.insert(name)
      return part
    } catch {
      throw value.error("\(error)")
    }
  }

  private func lifecycle(
    _ kind: ScreenVocabulary.Lifecycle, _ value: YAMLValue,
    _ entries: [(key: String, keyValue: YAMLValue, value: YAMLValue)],
    _ only: ([String]) throws(ScreenFileError) -> Void
  ) throws(ScreenFileError) -> Part {
    let key = kind.rawValue
    try only([key] + kind.otherKeys)
    switch kind {
    case .onAppear: return .onAppear(action: try actionName(value))
    case .onDisappear: return .onDisappear(action: try actionName(value))
    case .onFirstAppear: return .onFirstAppear(action: try actionName(value))
    case .onEvent: return .onEvent(action: try actionName(value))
    case .task:
      return .task(
        id: try entries["id"].map { v throws(ScreenFileError) in try expression(v, "the task's id") },
        action: try actionName(value))
    case .onChange, .observeChange, .onReceive:
      guard let actionValue = entries["action"] else {
        throw value.error("\(key) needs action: the action to run")
      }
      let action = try actionName(actionValue)
      let watched = try expression(value, "the value \(key) watches")
      do {
        switch kind {
        case .onChange:
          return .onChange(
            of: watched, initial: try entries["initial"]?.bool("initial") ?? false, action: action)
        case .observeChange:
          return try scope.observeChange(of: watched, action: action)
        default:
          guard case .field(let field) = watched else {
            throw value.error("onReceive takes a store's field (its publisher), as onReceive: model.count")
          }
          return try scope.onReceive(field, action: action)
        }
      } catch let error as ScreenFileError {
        throw error
      } catch {
        throw value.error("\(error)")
      }
    }
  }
}

extension YAMLValue {
  /// An empty list at this value's position.
  var empty: YAMLValue { YAMLValue(.sequence(.init([])), file: file, at: position) }

  /// An empty mapping at this value's position (a row view given no arguments).
  var emptyMapping: YAMLValue { YAMLValue(.mapping(.init([])), file: file, at: position) }
}
