/// Writes a `ScreenDraft` as a screen file (docs/screen-format.md), every expression quoted,
/// and remembers which part of the draft each line came from, so that a line the loader
/// refuses can be repaired in the draft (`ScreenDraft.repair`).
struct ScreenDraftWriter {
  let draft: ScreenDraft
  let workload: String
  let root: String
  let sources: [String]
  /// The trace: statements run each frame.
  let trace: [String]
  /// When set, only this view is written whole, with the views it shows as headers (their
  /// inputs and an empty body), and no trace: a small file that checks one view's lines.
  var probe: (view: Int, shows: [Int])?

  /// The text, and for each of its lines (0-based) the part of the draft it states.
  private struct Output {
    var text = ""
    var loci: [ScreenDraft.Locus?] = []
    /// Lazy containers written so far: each after the first needs a list name of its own.
    var lazyLists = 0

    mutating func add(_ chunk: String, _ locus: ScreenDraft.Locus? = nil) {
      text += chunk
      loci += Array(repeating: locus, count: chunk.count { $0 == "\n" })
    }
  }

  func text() -> String { written().text }

  /// The text and the locus of each line.
  func written() -> (text: String, loci: [ScreenDraft.Locus?]) {
    var out = Output()
    out.add("# Imported from \(sources.joined(separator: ", ")) by bench import: edit it freely.\n")
    if probe == nil { for warning in draft.warnings { out.add("# \(warning)\n") } }
    out.add("workload: \(workload)\n")
    out.add("summary: \(Self.quoted("imported from " + sources.joined(separator: ", ")))\n")
    // The as-written engine runs one kind of model; a source mixing both runs the strategies only.
    if Set(draft.stores.map(\.isObservableObject)).count <= 1 {
      out.add("source: [\(sources.map(Self.quoted).joined(separator: ", "))]\n")
    }
    out.add("parameters:\n  frames:\n    default: 20\n")
    if !draft.stores.isEmpty {
      out.add("stores:\n")
      for (storeIndex, store) in draft.stores.enumerated() {
        out.add("  \(store.key):\n    class: \(store.className)\n")
        out.add("    kind: \(store.isObservableObject ? "ObservableObject" : "Observable")\n")
        if !store.fields.isEmpty { out.add("    fields:\n") }
        for (index, field) in store.fields.enumerated() {
          out.add(
            field.observed
              ? "      \(field.name): \(Self.quoted(field.initial))\n"
              : "      \(field.name): {value: \(Self.quoted(field.initial)), observed: false}\n",
            .storeField(store: storeIndex, field: index))
        }
        if let records = store.records {
          out.add(
            "    records:  # the \(records.elementType)s\n      name: \(records.name)\n      count: \(records.count)\n"
          )
          out.add("      attributes:\n")
          for (index, attribute) in records.attributes.enumerated() {
            out.add(
              "        \(attribute.name): \(Self.quoted(attribute.initial))\n",
              .recordAttribute(store: storeIndex, attribute: index))
          }
        }
      }
    }
    if !draft.environmentKeys.isEmpty {
      out.add("environment:\n")
      for key in draft.environmentKeys { out.add("  \(key.name): \(Self.quoted(key.initial))\n") }
    }
    out.add("views:\n")
    // A probe writes its own view and the views it shows (in table order), not the others.
    let written = probe.map { Array(Set($0.shows + [$0.view])).sorted() } ?? Array(draft.views.indices)
    for viewIndex in written {
      let view = draft.views[viewIndex]
      if let probe, probe.view != viewIndex {
        out.add("  \(view.name):\n")
        out.add(Self.inputs(of: view))
        out.add("    body: []\n")
        continue
      }
      out.add("  \(view.name):\n    source: \(Self.quoted(view.source))\n")
      out.add(Self.inputs(of: view))
      if !view.state.isEmpty {
        out.add("    state:\n")
        for (index, state) in view.state.enumerated() {
          out.add(
            "      \(state.name): \(Self.quoted(state.initial))\n", .state(view: viewIndex, index: index))
        }
      }
      if let equatable = view.equatable {
        out.add(
          "    equatable: \(equatable == "true" ? "true" : Self.quoted(equatable))\n",
          .equatable(view: viewIndex))
      }
      if !view.holds.isEmpty { out.add("    holds: [\(view.holds.joined(separator: ", "))]\n") }
      if !view.owns.isEmpty {
        out.add("    owns: [\(view.owns.joined(separator: ", "))]\n", .owns(view: viewIndex))
      }
      if !view.actions.isEmpty {
        out.add("    actions:\n")
        for (index, action) in view.actions.enumerated() {
          out.add("      \(action.name):\(action.statements.isEmpty ? " []" : "")\n")
          lines(action.statements, indent: 8, view: viewIndex, action: index, path: [], into: &out)
        }
      }
      out.add("    body:\(view.body.isEmpty ? " []" : "")\n")
      parts(view.body, indent: 6, view: viewIndex, path: [], into: &out)
    }
    if let probe {
      // A root takes no inputs: a view that does is checked under an empty root.
      let view = draft.views[probe.view]
      if !view.inputs.isEmpty { out.add("  \(Self.probeRoot):\n    body: []\n") }
      out.add("root: \(view.inputs.isEmpty ? view.name : Self.probeRoot)\ntrace: []\n")
      return (out.text, out.loci)
    }
    out.add("root: \(root)\n")
    out.add("trace:\(trace.isEmpty ? " []" : "")\n")
    for (index, statement) in trace.enumerated() { out.add("  - \(statement)\n", .trace(index)) }
    return (out.text, out.loci)
  }

  private static let probeRoot = "ImportProbeRoot"

  private func lines(
    _ statements: [ScreenDraft.ActionLine], indent: Int, view: Int, action: Int, path: [Int],
    into out: inout Output
  ) {
    let pad = String(repeating: " ", count: indent)
    for (index, statement) in statements.enumerated() {
      let locus = ScreenDraft.Locus.action(view: view, action: action, path: path + [index])
      switch statement {
      case .write(let text): out.add("\(pad)- \(Self.quoted(text))\n", locus)
      case .withAnimation(let inner), .async(let inner):
        let key = if case .withAnimation = statement { "withAnimation" } else { "async" }
        out.add("\(pad)- \(key):\(inner.isEmpty ? " []" : "")\n", locus)
        lines(inner, indent: indent + 4, view: view, action: action, path: path + [index], into: &out)
      }
    }
  }

  private func parts(
    _ parts: [ScreenDraft.Part], indent: Int, view: Int, path: [Int], into out: inout Output
  ) {
    let pad = String(repeating: " ", count: indent)
    let more = pad + "  "
    for (index, part) in parts.enumerated() {
      let here = path + [index]
      let locus = ScreenDraft.Locus.part(view: view, path: here, facet: .whole)
      switch part {
      case .element(let kind, let content):
        out.add("\(pad)- \(kind): \(Self.quoted(content))\n", locus)
      case .child(let name, let arguments, let id):
        if arguments.isEmpty {
          out.add(id == nil ? "\(pad)- \(name)\n" : "\(pad)- \(name): {}\n", locus)
        } else {
          out.add(
            "\(pad)- \(name): {\(Self.arguments(arguments))}\n",
            .part(view: view, path: here, facet: .arguments))
        }
        if let id { out.add("\(more)id: \(Self.quoted(id))\n", .part(view: view, path: here, facet: .id)) }
      case .control(let kind, let binding, let name):
        out.add("\(pad)- \(kind): \(Self.quoted(binding))\n\(more)name: \(name)\n", locus)
      case .button(let label, let action):
        out.add("\(pad)- Button: {label: \(Self.quoted(label)), action: \(action)}\n", locus)
      case .conditional(let condition, let then, let otherwise):
        out.add("\(pad)- if: \(Self.quoted(condition))\n\(more)then:\(then.isEmpty ? " []" : "")\n", locus)
        self.parts(then, indent: indent + 4, view: view, path: here + [0], into: &out)
        if !otherwise.isEmpty {
          out.add("\(more)else:\n", locus)
          self.parts(otherwise, indent: indent + 4, view: view, path: here + [1], into: &out)
        }
      case .forEach(let data, let container, let row, let arguments, let content):
        out.add("\(pad)- ForEach: \(Self.quoted(data))\n", locus)
        if let container {
          out.add("\(more)in: \(container)\n", locus)
          if BodyTranslator.lazy.contains(container) {
            out.add("\(more)visible: 12\n", locus)
            out.lazyLists += 1
            if out.lazyLists > 1 { out.add("\(more)list: list\(out.lazyLists)\n", locus) }
          }
        }
        if let row {
          out.add("\(more)row: \(row)\n", locus)
          if !arguments.isEmpty {
            out.add(
              "\(more)arguments: {\(Self.arguments(arguments))}\n",
              .part(view: view, path: here, facet: .arguments))
          }
        } else {
          out.add("\(more)content:\(content.isEmpty ? " []" : "")\n", locus)
          self.parts(content, indent: indent + 4, view: view, path: here + [0], into: &out)
        }
      case .environment(let key, let value, let content):
        out.add("\(pad)- environment: {\(key): \(Self.quoted(value))}\n\(more)content:\n", locus)
        self.parts(content, indent: indent + 4, view: view, path: here + [0], into: &out)
      case .lifecycle(let kind, let value, let action):
        switch kind {
        case "onAppear", "onDisappear": out.add("\(pad)- \(kind): \(action)\n", locus)
        case "task":
          out.add("\(pad)- task: \(action)\n", locus)
          if let value {
            out.add("\(more)id: \(Self.quoted(value))\n", .part(view: view, path: here, facet: .id))
          }
        default:
          out.add("\(pad)- \(kind): \(Self.quoted(value ?? "true"))\n\(more)action: \(action)\n", locus)
        }
      }
    }
  }

  /// A view's `inputs:` line, or nothing when it takes none.
  private static func inputs(of view: ScreenDraft.View) -> String {
    view.inputs.isEmpty
      ? "" : "    inputs: {\(view.inputs.map { "\($0.name): \($0.kind)" }.joined(separator: ", "))}\n"
  }

  private static func arguments(_ arguments: [(String, String)]) -> String {
    arguments.map { "\($0.0): \(quoted($0.1))" }.joined(separator: ", ")
  }

  /// `text` as a single-quoted YAML scalar.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "''").replacingOccurrences(of: "\n", with: " ") + "'"
  }
}
