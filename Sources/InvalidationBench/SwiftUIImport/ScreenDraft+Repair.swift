/// Where a line of an imported screen file comes from, and how to repair what the loader
/// refuses there: the import keeps what it can model and replaces the rest by a constant or
/// an opaque element, with a warning, so that any valid Swift imports to a screen that runs
/// (docs/swiftui-import.md, "What it cannot model").
extension ScreenDraft {
  /// The part of a draft a line states.
  enum Locus {
    /// Which line of a body part: its own, its `id:`, or its arguments.
    enum Facet { case whole, arguments, id }
    case storeField(store: Int, field: Int)
    case recordAttribute(store: Int, attribute: Int)
    case state(view: Int, index: Int)
    case equatable(view: Int)
    case owns(view: Int)
    /// A statement of an action; the path goes through `withAnimation` and `async` blocks.
    case action(view: Int, action: Int, path: [Int])
    /// A body part; the path alternates indices and branches (0: `then` or content, 1: `else`).
    case part(view: Int, path: [Int], facet: Facet)
    case trace(Int)
  }

  /// Replaces what `locus` states by something simpler, with a warning quoting `reason`, the
  /// loader's message; `false` when there is nothing simpler left.
  mutating func repair(_ locus: Locus, reason: String) -> Bool {
    let reason = reason.split(separator: ";").first.map(String.init) ?? reason
    switch locus {
    case .storeField(let store, let field):
      let name = stores[store].fields[field].name
      guard stores[store].fields[field].initial != "\"\"" else { return false }
      stores[store].fields[field].initial = "\"\""
      warn(
        file: stores[store].file, line: stores[store].line,
        "took \"\" as the first value of '\(name)': \(reason)")
    case .recordAttribute(let store, let attribute):
      guard var records = stores[store].records, records.attributes[attribute].initial != "\"\"" else {
        return false
      }
      records.attributes[attribute].initial = "\"\""
      stores[store].records = records
      warn(
        file: stores[store].file, line: stores[store].line,
        "took \"\" for '\(records.attributes[attribute].name)' of each record: \(reason)")
    case .state(let view, let index):
      guard views[view].state[index].initial != "\"\"" else { return false }
      views[view].state[index].initial = "\"\""
      warn(view, "took \"\" as the first value of '\(views[view].state[index].name)': \(reason)")
    case .equatable(let view):
      guard let equatable = views[view].equatable else { return false }
      views[view].equatable = equatable == "true" ? nil : "true"
      warn(
        view,
        equatable == "true"
          ? "dropped .equatable(): \(reason)" : "compared \(views[view].name) member by member: \(reason)")
    case .owns(let view):
      guard !views[view].owns.isEmpty else { return false }
      let owned = views[view].owns
      views[view].holds += owned.filter { !views[view].holds.contains($0) }
      views[view].owns = []
      warn(view, "took \(owned.joined(separator: ", ")) as held, not owned: \(reason)")
    case .action(let view, let action, let path):
      guard let removed = Self.removeLine(at: path[...], in: &views[view].actions[action].statements) else {
        return false
      }
      warn(view, "skipped '\(BodyTranslator.snippet(removed))' in an action: \(reason)")
    case .part(let view, let path, let facet):
      var warning: String?
      let changed = Self.replace(at: path[...], in: &views[view].body) { part in
        guard let (parts, message) = Self.simpler(part, facet) else { return nil }
        warning = message
        return parts
      }
      guard changed, let warning else { return false }
      warn(view, "\(warning): \(reason)")
    case .trace:
      return false
    }
    return true
  }

  /// A simpler stand-in for `part` when the loader refuses its `facet`, and what was done.
  private static func simpler(_ part: Part, _ facet: Locus.Facet) -> ([Part], String)? {
    switch (part, facet) {
    case (.child(let name, let arguments, _), .id):
      return ([.child(name: name, arguments: arguments, id: nil)], "dropped the .id() of \(name)")
    case (.lifecycle(let kind, _, let action), .id):
      return ([.lifecycle(kind: kind, value: nil, action: action)], "dropped the id of .\(kind)")
    case (.child(let name, let arguments, let id), .arguments):
      let constants = arguments.map { ($0.0, Self.constant($0.1)) }
      guard constants.map(\.1) != arguments.map(\.1) else {
        return ([.opaque], "kept \(name) as an opaque element")
      }
      return ([.child(name: name, arguments: constants, id: id)], "passed constants to \(name)")
    case (.forEach(let data, let container, let row?, let arguments, _), .arguments):
      let constants = arguments.map { ($0.0, Self.constant($0.1)) }
      guard constants.map(\.1) != arguments.map(\.1) else {
        return (
          [.forEach(data: data, container: container, row: nil, arguments: [], content: [.opaque])],
          "kept each \(row) as an opaque element"
        )
      }
      return (
        [.forEach(data: data, container: container, row: row, arguments: constants, content: [])],
        "passed constants to each \(row)"
      )
    case (.element(let kind, let content), _):
      guard content != "true" else { return ([], "left out this \(kind)") }
      return (
        [.element(kind: kind, content: "true")],
        "showed a constant in this \(kind) for '\(BodyTranslator.snippet(content))'"
      )
    case (.child, _):
      return simpler(part, .arguments)
    case (.control(let kind, let binding, _), _):
      return (
        [.element(kind: kind, content: "true")],
        "kept this \(kind) of '\(BodyTranslator.snippet(binding))' as an element"
      )
    case (.button(let label, let action), _):
      guard label != "\"Button\"" else { return nil }
      return (
        [.button(label: "\"Button\"", action: action)],
        "labelled a Button \"Button\" for '\(BodyTranslator.snippet(label))'"
      )
    case (.conditional(let condition, let then, let otherwise), _):
      guard condition != "true" else { return nil }
      return (
        [.conditional("true", then: then, otherwise: otherwise)],
        "took 'if \(BodyTranslator.snippet(condition))' as always true"
      )
    case (.forEach(let data, let container, let row, let arguments, let content), _):
      if data != "0..<3" {
        return (
          [.forEach(data: "0..<3", container: container, row: row, arguments: arguments, content: content)],
          "took 3 rows for ForEach(\(BodyTranslator.snippet(data)))"
        )
      }
      if row != nil { return simpler(part, .arguments) }
      if content.count == 1, case .element("Opaque", _) = content[0] { return nil }
      return (
        [.forEach(data: data, container: container, row: nil, arguments: [], content: [.opaque])],
        "kept each row as an opaque element"
      )
    case (.environment(let key, _, let content), _):
      return (content, "dropped .environment(\\.\(key))")
    case (.lifecycle(let kind, let value, _), _):
      return ([], "left out .\(kind)(\(value ?? ""))")
    default:
      return nil
    }
  }

  /// An argument the loader takes whatever the view's names: bindings, closures and rows'
  /// `item` and `index` stay, anything else becomes `""`.
  private static func constant(_ argument: String) -> String {
    argument.hasPrefix("$") || argument.hasPrefix("{") || ["item", "index"].contains(argument)
      ? argument : "\"\""
  }

  /// Replaces the part at `path` by what `transform` makes of it; `false` when there is no
  /// such part or `transform` has nothing.
  private static func replace(
    at path: ArraySlice<Int>, in parts: inout [Part], _ transform: (Part) -> [Part]?
  ) -> Bool {
    guard let index = path.first, parts.indices.contains(index) else { return false }
    let rest = path.dropFirst()
    guard let branch = rest.first else {
      guard let replacement = transform(parts[index]) else { return false }
      parts.replaceSubrange(index...index, with: replacement)
      return true
    }
    let inner = rest.dropFirst()
    var changed = false
    switch parts[index] {
    case .conditional(let condition, var then, var otherwise):
      if branch == 0 {
        changed = replace(at: inner, in: &then, transform)
      } else {
        changed = replace(at: inner, in: &otherwise, transform)
      }
      parts[index] = .conditional(condition, then: then, otherwise: otherwise)
    case .forEach(let data, let container, let row, let arguments, var content):
      changed = replace(at: inner, in: &content, transform)
      parts[index] = .forEach(
        data: data, container: container, row: row, arguments: arguments, content: content)
    case .environment(let key, let value, var content):
      changed = replace(at: inner, in: &content, transform)
      parts[index] = .environment(key: key, value: value, content: content)
    default:
      break
    }
    return changed
  }

  /// Removes the statement at `path` and returns its text.
  private static func removeLine(at path: ArraySlice<Int>, in lines: inout [ActionLine]) -> String? {
    guard let index = path.first, lines.indices.contains(index) else { return nil }
    guard path.count > 1 else {
      let removed = lines.remove(at: index)
      if case .write(let text) = removed { return text }
      return "a block"
    }
    switch lines[index] {
    case .withAnimation(var inner):
      defer { lines[index] = .withAnimation(inner) }
      return removeLine(at: path.dropFirst(), in: &inner)
    case .async(var inner):
      defer { lines[index] = .async(inner) }
      return removeLine(at: path.dropFirst(), in: &inner)
    case .write:
      return nil
    }
  }

  private mutating func warn(_ view: Int, _ message: String) {
    warn(file: views[view].file, line: views[view].line, "in \(views[view].name), \(message)")
  }

  private mutating func warn(file: String, line: Int, _ message: String) {
    warnings.append(ImportWarning(file: file, line: line, message: message))
  }
}
