/// Writes a `ScreenDraft` as a screen file (docs/screen-format.md), every expression quoted.
struct ScreenDraftWriter {
  let draft: ScreenDraft
  let workload: String
  let root: String
  let sources: [String]
  /// The trace: statements run each frame.
  let trace: [String]

  func text() -> String {
    var out = "# Imported from \(sources.joined(separator: ", ")) by bench import: edit it freely.\n"
    for warning in draft.warnings { out += "# \(warning)\n" }
    out += "workload: \(workload)\n"
    out += "summary: \(Self.quoted("imported from " + sources.joined(separator: ", ")))\n"
    // The as-written engine runs one kind of model; a source mixing both runs the strategies only.
    if Set(draft.stores.map(\.isObservableObject)).count <= 1 {
      out += "source: [\(sources.map(Self.quoted).joined(separator: ", "))]\n"
    }
    out += "parameters:\n  frames:\n    default: 20\n"
    if !draft.stores.isEmpty {
      out += "stores:\n"
      for store in draft.stores {
        out += "  \(store.key):\n    class: \(store.className)\n"
        out += "    kind: \(store.isObservableObject ? "ObservableObject" : "Observable")\n    fields:\n"
        if store.fields.isEmpty { out = String(out.dropLast("    fields:\n".count)) }
        for field in store.fields {
          out +=
            field.observed
            ? "      \(field.name): \(Self.quoted(field.initial))\n"
            : "      \(field.name): {value: \(Self.quoted(field.initial)), observed: false}\n"
        }
        if let records = store.records {
          out +=
            "    records:  # the \(records.elementType)s\n      name: \(records.name)\n      count: \(records.count)\n"
          out += "      attributes:\n"
          for attribute in records.attributes {
            out += "        \(attribute.name): \(Self.quoted(attribute.initial))\n"
          }
        }
      }
    }
    if !draft.environmentKeys.isEmpty {
      out += "environment:\n"
      for key in draft.environmentKeys { out += "  \(key.name): \(Self.quoted(key.initial))\n" }
    }
    out += "views:\n"
    for view in draft.views {
      out += "  \(view.name):\n    source: \(Self.quoted(view.source))\n"
      if !view.inputs.isEmpty {
        out += "    inputs: {\(view.inputs.map { "\($0.name): \($0.kind)" }.joined(separator: ", "))}\n"
      }
      if !view.state.isEmpty {
        out += "    state:\n"
        for state in view.state { out += "      \(state.name): \(Self.quoted(state.initial))\n" }
      }
      if let equatable = view.equatable {
        out += "    equatable: \(equatable == "true" ? "true" : Self.quoted(equatable))\n"
      }
      if !view.holds.isEmpty { out += "    holds: [\(view.holds.joined(separator: ", "))]\n" }
      if !view.owns.isEmpty { out += "    owns: [\(view.owns.joined(separator: ", "))]\n" }
      if !view.actions.isEmpty {
        out += "    actions:\n"
        for action in view.actions {
          out += "      \(action.name):\(action.statements.isEmpty ? " []" : "")\n"
          out += lines(action.statements, indent: 8)
        }
      }
      out += "    body:\(view.body.isEmpty ? " []" : "")\n"
      out += parts(view.body, indent: 6)
    }
    out += "root: \(root)\n"
    out += "trace:\(trace.isEmpty ? " []" : "")\n"
    for statement in trace { out += "  - \(statement)\n" }
    return out
  }

  private func lines(_ statements: [ScreenDraft.ActionLine], indent: Int) -> String {
    let pad = String(repeating: " ", count: indent)
    var out = ""
    for statement in statements {
      switch statement {
      case .write(let text): out += "\(pad)- \(Self.quoted(text))\n"
      case .withAnimation(let inner), .async(let inner):
        let key = if case .withAnimation = statement { "withAnimation" } else { "async" }
        out += "\(pad)- \(key):\(inner.isEmpty ? " []" : "")\n" + lines(inner, indent: indent + 4)
      }
    }
    return out
  }

  private func parts(_ parts: [ScreenDraft.Part], indent: Int) -> String {
    let pad = String(repeating: " ", count: indent)
    let more = pad + "  "
    var out = ""
    for part in parts {
      switch part {
      case .element(let kind, let content):
        out += "\(pad)- \(kind): \(Self.quoted(content))\n"
      case .child(let name, let arguments, let id):
        out += arguments.isEmpty ? "\(pad)- \(name)\n" : "\(pad)- \(name): {\(Self.arguments(arguments))}\n"
        if arguments.isEmpty, id != nil { out = String(out.dropLast()) + ": {}\n" }
        if let id { out += "\(more)id: \(Self.quoted(id))\n" }
      case .control(let kind, let binding, let name):
        out += "\(pad)- \(kind): \(Self.quoted(binding))\n\(more)name: \(name)\n"
      case .button(let label, let action):
        out += "\(pad)- Button: {label: \(Self.quoted(label)), action: \(action)}\n"
      case .conditional(let condition, let then, let otherwise):
        out +=
          "\(pad)- if: \(Self.quoted(condition))\n\(more)then:\(then.isEmpty ? " []" : "")\n"
          + self.parts(then, indent: indent + 4)
        if !otherwise.isEmpty { out += "\(more)else:\n" + self.parts(otherwise, indent: indent + 4) }
      case .forEach(let data, let container, let row, let arguments, let content):
        out += "\(pad)- ForEach: \(Self.quoted(data))\n"
        if let container {
          out += "\(more)in: \(container)\n"
          if BodyTranslator.lazy.contains(container) { out += "\(more)visible: 12\n" }
        }
        if let row {
          out += "\(more)row: \(row)\n"
          if !arguments.isEmpty { out += "\(more)arguments: {\(Self.arguments(arguments))}\n" }
        } else {
          out += "\(more)content:\(content.isEmpty ? " []" : "")\n" + self.parts(content, indent: indent + 4)
        }
      case .environment(let key, let value, let content):
        out +=
          "\(pad)- environment: {\(key): \(Self.quoted(value))}\n\(more)content:\n"
          + self.parts(content, indent: indent + 4)
      case .lifecycle(let kind, let value, let action):
        switch kind {
        case "onAppear", "onDisappear": out += "\(pad)- \(kind): \(action)\n"
        case "task":
          out += "\(pad)- task: \(action)\n"
          if let value { out += "\(more)id: \(Self.quoted(value))\n" }
        default:
          out += "\(pad)- \(kind): \(Self.quoted(value ?? "true"))\n\(more)action: \(action)\n"
        }
      }
    }
    return out
  }

  private static func arguments(_ arguments: [(String, String)]) -> String {
    arguments.map { "\($0.0): \(quoted($0.1))" }.joined(separator: ", ")
  }

  /// `text` as a single-quoted YAML scalar.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "''").replacingOccurrences(of: "\n", with: " ") + "'"
  }
}
