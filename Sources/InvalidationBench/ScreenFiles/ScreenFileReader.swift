import Yams

/// A screen file read as an import's draft, for `bench advise FILE.yaml` (docs/advise.md,
/// "Screen files"): the same stores, views, bodies and actions, each expression at its place
/// in the file, so that the advisor's fixes apply to it as to imported source. What a draft
/// cannot say is refused with its place; a store without `kind:` is taken as an
/// `@Observable` class, with a warning.
struct ScreenFileDraft {
  private(set) var draft = ScreenDraft()
  let root: String
  /// The file's trace (its `let:` and steps), as a trace file's text.
  let trace: String
  /// What the reading took that the file does not say.
  private(set) var warnings: [ImportWarning] = []
  /// The parameters (camel-cased) that sizes written out at their defaults use (a chain's
  /// length, a collection's count).
  private(set) var fixedAtDefaults: Set<String> = []
  private let file: String
  private let names: ScreenNames
  /// The file's views, and the views of its chains once read.
  private var viewNames: Set<String> = []

  /// Reads the screen file `text`, named `path`, whose parameters have `defaults` (a chain
  /// is as long as its default, a collection as large).
  init(text: String, path: String, defaults: [String: Int]) throws(ScreenFileError) {
    file = path
    names = ScreenNames(parameters: defaults)
    draft.isScreenFile = true
    let document = try YAMLValue.document(text, file: path)
    let entries = try document.mapping("the screen file")
    root = try entries["root"]!.scalar("the root view")
    let traceNode = entries["trace"]?.node ?? Node.sequence(Node.Sequence())
    do {
      trace = try Yams.serialize(node: Node.mapping(Node.Mapping([(Node("trace"), traceNode)])))
    } catch {
      throw document.error("the trace cannot be read back: \(error)")
    }
    try readStores(entries["stores"])
    for entry in try entries["environment"]?.mapping("the environment keys") ?? [] {
      draft.environmentKeys.append(entry.key)
      draft.environmentDefaults[entry.key] = expression(entry.value)
    }
    let views = try entries["views"]!.mapping("the views")
    viewNames = Set(views.map(\.key))
    for entry in views { try readView(entry) }
  }

  private func place(_ value: YAMLValue) -> SourcePlace {
    SourcePlace(file: file, at: value.expressionStart)
  }

  private func expression(_ value: YAMLValue) -> SourceExpression {
    let text: String
    if case .scalar(let scalar) = value.node { text = scalar.string } else { text = "" }
    return SourceExpression(text, at: place(value))
  }

  private func refuse(_ value: YAMLValue, _ what: String) -> ScreenFileError {
    value.error(
      "bench advise cannot take \(what) yet; advise a copy without it, or run the file with bench run")
  }

  // MARK: Stores

  private mutating func readStores(_ value: YAMLValue?) throws(ScreenFileError) {
    for entry in try value?.mapping("the stores") ?? [] {
      let fields = try entry.value.mapping("the store '\(entry.key)'")
      let className = try fields["class"]?.scalar("the store's class") ?? entry.key
      // Without kind:, @Observable: its views re-run for what they read, as the file's reads
      // say, where an ObservableObject would need every holder listed under holds:.
      var isObservableObject = false
      if let kind = fields["kind"] {
        let written = try kind.scalar("the store's kind")
        guard let flavour = ScreenVocabulary.kinds[written] else {
          throw kind.error("unknown kind '\(written)'; use ObservableObject or Observable")
        }
        isObservableObject = flavour == .combine
      } else {
        warnings.append(
          ImportWarning(
            file: file, at: entry.keyValue.position, kind: .guessed,
            "took the store '\(entry.key)' as @Observable: the file does not say how it is written; add kind: ObservableObject (and holds: in each view holding it) to advise it as one"
          ))
      }
      var store = ScreenDraft.Store(
        key: entry.key, className: className, isObservableObject: isObservableObject,
        place: place(entry.keyValue))
      for field in try fields["fields"]?.mapping("the fields of \(entry.key)") ?? [] {
        var initial = field.value
        var observed = true
        if case .mapping = field.value.node {
          let spec = try field.value.mapping("the field '\(field.key)'")
          initial = spec["value"]!
          observed = try spec["observed"]?.bool("observed") ?? true
        }
        store.fields.append(.init(name: field.key, initial: expression(initial), observed: observed))
      }
      if let records = fields["records"] {
        let spec = try records.mapping("the records")
        let count = try names.constants.integer(
          SwiftExpression(spec["count"]!, what: "the records' count"), what: "the records' count")
        fixedAtDefaults.formUnion(expression(spec["count"]!).namesUsed)
        store.records = ScreenDraft.Records(
          name: try spec["name"]!.scalar("the records' name"), elementType: className, count: count,
          attributes: try spec["attributes"]!.mapping("the records' attributes").map {
            (name: $0.key, initial: expression($0.value))
          })
      }
      draft.stores.append(store)
    }
  }

  // MARK: Views

  private mutating func readView(_ entry: (key: String, keyValue: YAMLValue, value: YAMLValue))
    throws(ScreenFileError)
  {
    let fields = try entry.value.mapping("the view '\(entry.key)'")
    var view = ScreenDraft.View(name: entry.key, place: place(entry.keyValue))
    view.writtenSource = try fields["source"]?.scalar("the source of \(entry.key)")
    for input in try fields["inputs"]?.mapping("the inputs of \(entry.key)") ?? [] {
      let kind = try input.value.scalar("the kind of \(input.key)").trimmingCharacters(in: .whitespaces)
      switch kind {
      case "value": view.inputs.append((input.key, .value))
      case "closure": view.inputs.append((input.key, .closure))
      case "binding": view.inputs.append((input.key, .binding))
      default:
        guard kind.hasPrefix("record("), kind.hasSuffix(")") else { throw refuse(input.value, "this input") }
        view.inputs.append((input.key, .record(String(kind.dropFirst(7).dropLast()))))
      }
    }
    view.state = try (fields["state"]?.mapping("the @State of \(entry.key)") ?? []).map {
      (name: $0.key, initial: expression($0.value))
    }
    if let equatable = fields["equatable"] {
      switch equatable.node {
      case .scalar where (try? equatable.bool("equatable")) == true: view.equatable = .memberwise
      case .scalar where (try? equatable.bool("equatable")) == false: break
      case .scalar: view.equatable = .custom(expression(equatable))
      default: throw refuse(equatable, "equatable: {ignoring: …}")
      }
    }
    for (key, list) in [("holds", \ScreenDraft.View.holds), ("owns", \ScreenDraft.View.owns)] {
      for item in try fields[key]?.sequence(key) ?? [] {
        let store = try item.scalar("a store")
        view[keyPath: list].append(store)
        view.models[store] = store
      }
    }
    for action in try fields["actions"]?.mapping("the actions of \(entry.key)") ?? [] {
      view.actions.append(.init(name: action.key, statements: try lines(action.value)))
    }
    view.body = try parts(fields["body"])
    draft.views.append(view)
  }

  private func lines(_ value: YAMLValue) throws(ScreenFileError) -> [ScreenDraft.ActionLine] {
    var lines: [ScreenDraft.ActionLine] = []
    for item in try value.sequence("an action") {
      guard case .mapping = item.node else {
        let statement = expression(item)
        guard let write = ScreenDraft.Write.from(statement) else { throw refuse(item, "this statement") }
        lines.append(.write(write))
        continue
      }
      let block = try item.mapping("a block")
      guard let head = block.first, block.count == 1 else { throw refuse(item, "this statement") }
      switch head.key {
      case "withAnimation": lines.append(.withAnimation(try self.lines(head.value)))
      case "async": lines.append(.async(try self.lines(head.value)))
      default: throw refuse(head.keyValue, "'\(head.key)' in an action")
      }
    }
    return lines
  }

  // MARK: Bodies

  private mutating func parts(_ value: YAMLValue?) throws(ScreenFileError) -> [ScreenDraft.Part] {
    var parts: [ScreenDraft.Part] = []
    for item in try value?.sequence("a body") ?? [] { parts += try part(item) }
    return parts
  }

  private mutating func part(_ item: YAMLValue) throws(ScreenFileError) -> [ScreenDraft.Part] {
    if case .scalar = item.node {
      return [.child(name: try item.scalar("a part"), arguments: [], id: nil, at: place(item))]
    }
    let entries = try item.mapping("a part")
    let head = entries[0]
    let isView = viewNames.contains(head.key)
    switch head.key {
    case "if":
      return [
        .conditional(
          expression(head.value), then: try parts(entries["then"]), otherwise: try parts(entries["else"]))
      ]
    case "ForEach":
      return [try forEach(head.value, entries)]
    case "environment":
      let pair = try head.value.mapping("the environment values")[0]
      return [
        .environment(key: pair.key, value: expression(pair.value), content: try parts(entries["content"]))
      ]
    case "chain":
      return [try chain(head.value, entries)]
    case let key where ScreenVocabulary.Lifecycle(rawValue: key) != nil:
      return [try lifecycle(ScreenVocabulary.Lifecycle(rawValue: key)!, head.value, entries)]
    case "Button" where !isView:
      if case .mapping = head.value.node {
        let button = try head.value.mapping("the Button")
        return [
          .button(label: expression(button["label"]!), action: try button["action"]!.scalar("an action"))
        ]
      }
      return [element("Button", head.value, style: entries["style"])]
    case let kind
    where ScreenVocabulary.Control(rawValue: kind) != nil
      && (try? head.value.scalar("a binding"))?.trimmingCharacters(in: .whitespaces).hasPrefix("$") == true:
      let binding = expression(head.value)
      let name =
        try entries["name"]?.scalar("the control's name")
        ?? String(binding.text.trimmingCharacters(in: .whitespaces).dropFirst())
      return [.control(kind: kind, binding: binding, name: name)]
    case let name where isView:
      let arguments = try head.value.mapping("the arguments of \(name)").map {
        ($0.key, expression($0.value))
      }
      return [
        .child(name: name, arguments: arguments, id: entries["id"].map(expression), at: place(head.keyValue))
      ]
    default:
      return [element(head.key, head.value, style: entries["style"])]
    }
  }

  private func element(_ kind: String, _ content: YAMLValue, style: YAMLValue?) -> ScreenDraft.Part {
    guard let style else { return .element(kind: kind, content: expression(content)) }
    return .styledElement(kind: kind, content: expression(content), style: expression(style))
  }

  private mutating func forEach(
    _ data: YAMLValue, _ entries: [(key: String, keyValue: YAMLValue, value: YAMLValue)]
  ) throws(ScreenFileError) -> ScreenDraft.Part {
    let container = try entries["in"]?.scalar("the container")
    let list = try entries["list"]?.scalar("the list's name")
    if let visible = entries["visible"] {
      draft.listWindows[list ?? "list"] = .init(
        visible: expression(visible),
        prefetch: entries["prefetch"].map(expression) ?? SourceExpression("4", at: place(visible)))
    }
    guard let row = entries["row"] else {
      return .forEach(
        data: expression(data), container: container, list: list, row: nil, arguments: [],
        content: try parts(entries["content"]), source: try entries["source"]?.scalar("the rows' source"))
    }
    let arguments = try (entries["arguments"]?.mapping("the row's arguments") ?? []).map {
      ($0.key, expression($0.value))
    }
    return .forEach(
      data: expression(data), container: container, list: list, row: try row.scalar("the row view"),
      arguments: arguments, content: [], source: nil)
  }

  /// `chain: n` written out: views `named1` … `namedN`, each showing the next, the last
  /// showing `last:`, n at the parameters' defaults.
  private mutating func chain(
    _ count: YAMLValue, _ entries: [(key: String, keyValue: YAMLValue, value: YAMLValue)]
  ) throws(ScreenFileError) -> ScreenDraft.Part {
    let depth = try names.constants.integer(
      SwiftExpression(count, what: "the chain's length"), what: "the chain's length")
    fixedAtDefaults.formUnion(expression(count).namesUsed)
    let prefix = try entries["named"]!.scalar("the chain's name")
    var next = try entries["last"]!.scalar("the chain's last view")
    for level in stride(from: depth, through: 1, by: -1) {
      var link = ScreenDraft.View(name: "\(prefix)\(level)", place: place(count))
      link.body = [.child(name: next, arguments: [], id: nil, at: place(count))]
      draft.views.append(link)
      viewNames.insert(link.name)
      next = link.name
    }
    return .child(name: next, arguments: [], id: nil, at: place(count))
  }

  private func lifecycle(
    _ kind: ScreenVocabulary.Lifecycle, _ value: YAMLValue,
    _ entries: [(key: String, keyValue: YAMLValue, value: YAMLValue)]
  ) throws(ScreenFileError) -> ScreenDraft.Part {
    switch kind {
    case .onAppear, .onDisappear, .onFirstAppear, .onEvent:
      return .lifecycle(kind: kind, value: nil, action: try value.scalar("an action"), at: place(value))
    case .task:
      return .lifecycle(
        kind: kind, value: entries["id"].map(expression), action: try value.scalar("an action"),
        at: place(value))
    case .onChange, .observeChange, .onReceive:
      if let initial = entries["initial"], try initial.bool("initial") {
        throw refuse(initial, "onChange with initial: true")
      }
      return .lifecycle(
        kind: kind, value: expression(value), action: try entries["action"]!.scalar("an action"),
        at: place(value))
    }
  }
}
