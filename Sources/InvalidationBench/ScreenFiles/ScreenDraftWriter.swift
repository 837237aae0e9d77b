/// Writes an imported screen as a screen file (docs/screen-format.md) for `bench import`: the
/// draft as `DraftDeclarer` left it, every expression quoted, so that the file loads to the
/// screen `--swiftui` runs.
struct ScreenDraftWriter {
  let draft: ScreenDraft
  let workload: String
  let root: String
  let sources: [String]
  /// The trace's items (`DefaultTrace.written`).
  let trace: [String]
  let warnings: [ImportWarning]
  /// A trace file's text (only `trace:`), written instead of `trace` when given.
  var traceText: String? = nil
  /// The frames the file runs by default.
  let frames: Int
  /// Its other parameters (those of a screen file advised on).
  var parameters: [WorkloadParameter] = []

  func text() -> String {
    var out =
      draft.isScreenFile
      ? "# Written by bench advise from \(sources.joined(separator: ", ")), after a change: edit it freely.\n"
      : "# Imported from \(sources.joined(separator: ", ")) by bench import: edit it freely.\n"
    for warning in warnings { out += "# \(warning)\n" }
    out += "workload: \(workload)\n"
    out += "summary: \(Self.quoted("imported from " + sources.joined(separator: ", ")))\n"
    out += "source: [\(sources.map(Self.quoted).joined(separator: ", "))]\n"
    out += "parameters:\n  frames:\n    default: \(frames)\n"
    for parameter in parameters {
      out += "  \(parameter.name):\n    default: \(parameter.defaultValue)\n"
      out += "    range: \(parameter.range.lowerBound)...\(parameter.range.upperBound)\n"
      out += "    about: \(Self.quoted(parameter.summary))\n"
    }
    if !draft.stores.isEmpty { out += "stores:\n" }
    for store in draft.stores {
      out += "  \(store.key):\n    class: \(store.className)\n"
      out += "    kind: \(store.isObservableObject ? "ObservableObject" : "Observable")\n"
      if !store.fields.isEmpty { out += "    fields:\n" }
      for field in store.fields {
        let value = Self.quoted(field.initial.text)
        var options = field.observed ? "" : ", observed: false"
        if !field.equatable { options += ", equatable: false" }
        out +=
          options.isEmpty
          ? "      \(field.name): \(value)\n" : "      \(field.name): {value: \(value)\(options)}\n"
      }
      if let records = store.records {
        out += "    records:  # the \(records.elementType)s\n      name: \(records.name)\n"
        out += "      count: \(records.count)\n"
        if let listed = records.listed, listed != records.count { out += "      listed: \(listed)\n" }
        if let objects = records.objects {
          // `true` where they are of the store's kind; otherwise the kind, as `kind:` names it.
          let own = objects == (store.isObservableObject ? .combine : .observable)
          out += "      objects: \(own ? "true" : objects == .combine ? "ObservableObject" : "Observable")\n"
        }
        out += "      attributes:\n"
        for attribute in records.attributes {
          out += "        \(attribute.name): \(Self.quoted(attribute.initial.text))\n"
        }
      }
    }
    if !draft.environmentKeys.isEmpty { out += "environment:\n" }
    for key in draft.environmentKeys {
      out += "  \(key): \(draft.environmentDefaults[key].map { Self.quoted($0.text) } ?? "'\"\"'")\n"
    }
    out += "views:\n"
    for view in draft.views { out += Self.view(view, windows: draft.listWindows) }
    out += "root: \(root)\n"
    if let traceText { return out + traceText + (traceText.hasSuffix("\n") ? "" : "\n") }
    out += "trace:\(trace.isEmpty ? " []" : "")\n"
    for statement in trace { out += "  - \(statement)\n" }
    return out
  }

  private static func view(_ view: ScreenDraft.View, windows: [String: ScreenDraft.ListWindow]) -> String {
    // A view the import made (the root of views run side by side) has no source.
    var out =
      view.isSynthetic
      ? "  \(view.name):\n" : "  \(view.name):\n    source: \(quoted(view.source))\n"
    if !view.inputs.isEmpty {
      out += "    inputs: {\(view.inputs.map { "\($0.name): \($0.kind.written)" }.joined(separator: ", "))}\n"
    }
    if !view.state.isEmpty { out += "    state:\n" }
    for state in view.state { out += "      \(state.name): \(quoted(state.initial.text))\n" }
    switch view.equatable {
    case nil: break
    case .memberwise: out += "    equatable: true\n"
    case .memberwiseIgnoring(let inputs):
      out += "    equatable: {ignoring: [\(inputs.sorted().joined(separator: ", "))]}\n"
    case .custom(let expr): out += "    equatable: \(quoted(expr.text))\n"
    }
    if view.presented { out += "    presented: true\n" }
    if !view.holds.isEmpty { out += "    holds: [\(view.holds.joined(separator: ", "))]\n" }
    if !view.owns.isEmpty { out += "    owns: [\(view.owns.joined(separator: ", "))]\n" }
    if !view.actions.isEmpty { out += "    actions:\n" }
    for action in view.actions {
      out += "      \(action.name):\(action.statements.isEmpty ? " []" : "")\n"
      lines(action.statements, indent: 8, into: &out)
    }
    out += "    body:\(view.body.isEmpty ? " []" : "")\n"
    parts(view.body, indent: 6, windows: windows, initial: view.initialOnChange, into: &out)
    return out
  }

  private static func lines(_ statements: [ScreenDraft.ActionLine], indent: Int, into out: inout String) {
    let pad = String(repeating: " ", count: indent)
    for statement in statements {
      switch statement {
      case .write(let write): out += "\(pad)- \(quoted(write.text))\n"
      case .withAnimation(let inner), .async(let inner):
        let key = if case .withAnimation = statement { "withAnimation" } else { "async" }
        out += "\(pad)- \(key):\(inner.isEmpty ? " []" : "")\n"
        lines(inner, indent: indent + 4, into: &out)
      case .when(let branch):
        out +=
          "\(pad)- if: \(quoted(branch.condition.text))\n\(pad)  then:\(branch.then.isEmpty ? " []" : "")\n"
        lines(branch.then, indent: indent + 4, into: &out)
        if !branch.otherwise.isEmpty {
          out += "\(pad)  else:\n"
          lines(branch.otherwise, indent: indent + 4, into: &out)
        }
      }
    }
  }

  private static func parts(
    _ parts: [ScreenDraft.Part], indent: Int, windows: [String: ScreenDraft.ListWindow],
    initial: Set<String>, into out: inout String
  ) {
    let pad = String(repeating: " ", count: indent)
    let more = pad + "  "
    for part in parts {
      switch part {
      case .element(let kind, let content):
        out += "\(pad)- \(kind): \(quoted(content.text))\n"
      case .styledElement(let kind, let content, let style):
        out += "\(pad)- \(kind): \(quoted(content.text))\n\(more)style: \(quoted(style.text))\n"
      case .child(let name, let arguments, let id, _):
        if arguments.isEmpty {
          out += id == nil ? "\(pad)- \(name)\n" : "\(pad)- \(name): {}\n"
        } else {
          out += "\(pad)- \(name): {\(Self.arguments(arguments))}\n"
        }
        if let id { out += "\(more)id: \(quoted(id.text))\n" }
      case .control(let kind, let binding, let name):
        out += "\(pad)- \(kind): \(quoted(binding.text))\n\(more)name: \(name)\n"
      case .button(let label, let action):
        out += "\(pad)- Button: {label: \(quoted(label.text)), action: \(action)}\n"
      case .conditional(let condition, let then, let otherwise):
        out += "\(pad)- if: \(quoted(condition.text))\n\(more)then:\(then.isEmpty ? " []" : "")\n"
        self.parts(then, indent: indent + 4, windows: windows, initial: initial, into: &out)
        if !otherwise.isEmpty {
          out += "\(more)else:\n"
          self.parts(otherwise, indent: indent + 4, windows: windows, initial: initial, into: &out)
        }
      case .forEach(let data, let container, let list, let row, let arguments, let content, let source):
        out += "\(pad)- ForEach: \(quoted(data.text))\n"
        if let container {
          out += "\(more)in: \(container)\n"
          if ScreenVocabulary.Container(rawValue: container)?.isLazy == true {
            if let window = windows[list ?? "list"] {
              out += "\(more)visible: \(quoted(window.visible.text))\n"
              out += "\(more)prefetch: \(quoted(window.prefetch.text))\n"
            } else {
              out += "\(more)visible: \(BodyDeclarer.visibleRows)\n"
            }
            if let list, list != "list" { out += "\(more)list: \(list)\n" }
          }
        }
        if let row {
          out += "\(more)row: \(row)\n"
          if !arguments.isEmpty { out += "\(more)arguments: {\(Self.arguments(arguments))}\n" }
        } else {
          if let source { out += "\(more)source: \(quoted(source))\n" }
          out += "\(more)content:\(content.isEmpty ? " []" : "")\n"
          self.parts(content, indent: indent + 4, windows: windows, initial: initial, into: &out)
        }
      case .environment(let key, let value, let content):
        out += "\(pad)- environment: {\(key): \(quoted(value.text))}\n\(more)content:\n"
        self.parts(content, indent: indent + 4, windows: windows, initial: initial, into: &out)
      case .lifecycle(let kind, let value, let action, _):
        switch kind {
        case .onAppear, .onDisappear, .onFirstAppear, .onEvent: out += "\(pad)- \(kind.rawValue): \(action)\n"
        case .task:
          out += "\(pad)- task: \(action)\n"
          if let value { out += "\(more)id: \(quoted(value.text))\n" }
        case .onChange, .observeChange, .onReceive:
          out += "\(pad)- \(kind.rawValue): \(quoted(value?.text ?? "true"))\n\(more)action: \(action)\n"
          if initial.contains(action) { out += "\(more)initial: true\n" }
        }
      }
    }
  }

  private static func arguments(_ arguments: [(String, SourceExpression)]) -> String {
    arguments.map { "\($0.0): \(quoted($0.1.text))" }.joined(separator: ", ")
  }

  /// `text` as a YAML scalar that reads back as `text`: single-quoted on one line; with line
  /// breaks (a multi-line string literal), double-quoted with escapes, since a quoted scalar
  /// folds its line breaks.
  static func quoted(_ text: String) -> String {
    guard text.contains(where: { $0 == "'" || $0.isNewline }) else { return "'" + text + "'" }
    guard text.contains(where: \.isNewline) else {
      return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
