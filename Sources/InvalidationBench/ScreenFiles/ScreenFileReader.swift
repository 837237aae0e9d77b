import SwiftSyntax
import Yams

/// Reads a screen file (docs/screen-format.md) into the screen representation the SwiftUI
/// import makes too (`ScreenDraft`), for one set of parameter values: the one reader of the
/// format. Every mistake of the file's structure and names is a `ScreenFileError` at its
/// position; what only the declaration can find (types, the checks of the render pass) is
/// found by `DraftDeclarer` refusing, at the same positions (`ScreenDraft.View.filePlaces`).
struct ScreenFileReader {
  var draft = ScreenDraft()
  /// The root view, and where the file names it.
  let root: String
  let rootValue: YAMLValue
  /// The file's `trace:`, if it has one.
  let trace: YAMLValue?
  /// The parameters (camel-cased) that sizes written out at these values use (a chain's
  /// length, a collection's count).
  private(set) var sizingParameters: Set<String> = []
  let file: String
  private let names: ScreenNames
  /// Each view's inputs and actions, read before any body, which the bodies are checked
  /// against.
  var inputs: [String: [(name: String, kind: ScreenDraft.InputKind)]] = [:]
  var actions: [String: Set<String>] = [:]
  /// The records of every store, by name.
  private(set) var records: Set<String> = []
  /// The lazy lists named so far.
  var lists: Set<String> = []
  private let parsed = Parsed()
  /// The stores whose kind the file does not say, taken as `@Observable` (how `bench
  /// advise` takes them; a run needs no kind), each a warning at the store.
  private(set) var assumedKinds: [ImportWarning] = []

  static let viewKeys = [
    "source", "inputs", "state", "equatable", "presented", "holds", "owns", "actions", "body",
  ]

  /// Reads the screen file `document`, named `file`, whose parameters have `parameters` (by
  /// their names in expressions): a chain is as long, a collection as large, as they say.
  init(_ document: YAMLValue, parameters: [String: Int]) throws(ScreenFileError) {
    file = document.file
    names = ScreenNames(parameters: parameters)
    draft.isScreenFile = true
    let entries = try document.mapping(
      "the screen file", allowed: ScreenFile.topLevelKeys, required: ["workload", "views", "root"])
    draft.writesModels = entries["source"] != nil
    rootValue = entries["root"]!
    root = try rootValue.scalar("the root view")
    trace = entries["trace"]
    try readStores(entries["stores"])
    try readEnvironment(entries["environment"])
    try readViews(entries["views"]!)
  }

  func place(_ value: YAMLValue) -> SourcePlace {
    SourcePlace(file: file, at: value.expressionStart)
  }

  /// `value` as an expression of the screen, checked to be one Swift expression. A text read
  /// before is not parsed again: its syntax is shared (a file of 100,000 fields at `0` would
  /// otherwise hold 100,000 trees).
  func expression(_ value: YAMLValue, _ what: String) throws(ScreenFileError) -> SourceExpression {
    if case .scalar(let scalar) = value.node, let parsed = parsed.syntax[scalar.string] {
      return SourceExpression(shared: parsed, place: place(value))
    }
    let parsed = try SwiftExpression(value, what: what)
    let expression = SourceExpression(detached: parsed.syntax, renames: [:], place: place(value))
    if case .scalar(let scalar) = value.node { self.parsed.syntax[scalar.string] = expression.syntax }
    return expression
  }

  /// The expressions parsed so far, by their text.
  final class Parsed {
    var syntax: [String: ExprSyntax] = [:]
  }

  /// A whole number the parameters' values give (a count, a chain's length).
  mutating func size(_ value: YAMLValue, _ what: String) throws(ScreenFileError) -> Int {
    let parsed = try SwiftExpression(value, what: what)
    sizingParameters.formUnion(
      SourceExpression(detached: parsed.syntax, renames: [:], place: place(value)).namesUsed)
    return try names.constants.integer(parsed, what: what)
  }

  // MARK: Stores and environment

  private mutating func readStores(_ value: YAMLValue?) throws(ScreenFileError) {
    for entry in try value?.mapping("the stores") ?? [] {
      guard ScreenNames.isSwiftName(entry.key) else {
        throw entry.keyValue.error("'\(entry.key)' cannot name a store; use a Swift name, as model")
      }
      let fields = try entry.value.mapping(
        "the store '\(entry.key)'", allowed: ["class", "kind", "fields", "records"])
      let className = try fields["class"]?.scalar("the store's class") ?? entry.key
      var store = ScreenDraft.Store(
        key: entry.key, className: className, isObservableObject: try isObservableObject(entry, fields),
        place: place(entry.keyValue))
      store.classPlace = fields["class"].map(place)
      for field in try fields["fields"]?.mapping("the fields of \(entry.key)") ?? [] {
        var initial = field.value
        var observed = true
        var equatable = true
        if case .mapping = field.value.node {
          let spec = try field.value.mapping(
            "the field '\(field.key)'", allowed: ["value", "observed", "equatable"], required: ["value"])
          initial = spec["value"]!
          observed = try spec["observed"]?.bool("observed") ?? true
          equatable = try spec["equatable"]?.bool("equatable") ?? true
        }
        var read = ScreenDraft.Field(
          name: field.key, initial: try expression(initial, "the initial value of \(field.key)"),
          observed: observed, place: place(field.keyValue))
        read.equatable = equatable
        store.fields.append(read)
      }
      if let records = fields["records"] {
        store.records = try readRecords(
          records, of: className, in: store.isObservableObject ? .combine : .observable)
      }
      draft.stores.append(store)
    }
  }

  /// Whether the store is an `ObservableObject`: its `kind:`, which a file imported from
  /// source (`source:`) gives for each store, since the as-written engine runs on it.
  private mutating func isObservableObject(
    _ entry: (key: String, keyValue: YAMLValue, value: YAMLValue),
    _ fields: [(key: String, keyValue: YAMLValue, value: YAMLValue)]
  ) throws(ScreenFileError) -> Bool {
    guard let kindValue = fields["kind"] else {
      guard !draft.writesModels else {
        throw entry.keyValue.error(
          "a screen with source: gives each store's kind, which the as-written engine runs on; add kind: ObservableObject or kind: Observable"
        )
      }
      // Without kind:, @Observable: its views re-run for what they read, as the file's reads
      // say, where an ObservableObject would need every holder listed under holds:.
      assumedKinds.append(
        ImportWarning(
          file: file, at: entry.keyValue.position, kind: .guessed,
          "took the store '\(entry.key)' as @Observable: the file does not say how it is written; add kind: ObservableObject (and holds: in each view holding it) to advise it as one"
        ))
      return false
    }
    let kind = try kindValue.scalar("the store's kind")
    guard let found = ScreenVocabulary.kinds[kind] else {
      throw kindValue.error(
        "unknown kind '\(kind)'\(NameSuggestion.hint(for: kind, in: ScreenVocabulary.kinds.keys)); use ObservableObject or Observable"
      )
    }
    return found == .combine
  }

  /// The records of a store of kind `kind`.
  private mutating func readRecords(_ value: YAMLValue, of className: String, in kind: StoreFlavour)
    throws(ScreenFileError) -> ScreenDraft.Records
  {
    let spec = try value.mapping(
      "the records", allowed: ["name", "count", "listed", "objects", "attributes"],
      required: ["name", "count", "attributes"])
    let name = try spec["name"]!.scalar("the records' name")
    let count = try size(spec["count"]!, "the records' count")
    guard count >= 0, count <= InputLimits.recordFields else {
      throw spec["count"]!.error(
        "a collection holds 0 to \(InputLimits.recordFields.grouped) records, not \(count.grouped)")
    }
    var listed: Int?
    if let value = spec["listed"] {
      let given = try size(value, "the records listed at first")
      guard given >= 0, given <= count else {
        throw value.error(
          "listed: says how many of the \(count) records are in the list at first: 0 to \(count), not \(given)"
        )
      }
      listed = given
    }
    var attributes: [(name: String, initial: SourceExpression)] = []
    for attribute in try spec["attributes"]!.mapping("the records' attributes") {
      attributes.append(
        (attribute.key, try expression(attribute.value, "the initial value of \(attribute.key)")))
    }
    records.insert(name)
    var read = ScreenDraft.Records(
      name: name, elementType: className, count: count, attributes: attributes, listed: listed,
      objects: try spec["objects"].flatMap { value throws(ScreenFileError) in try objects(value, in: kind) })
    read.place = place(spec["name"]!)
    return read
  }

  /// What `objects:` says the records are: `true`, objects of their store's kind; `false`,
  /// structs; or the kind written (`ObservableObject` rows in an `Observable` store).
  private func objects(_ value: YAMLValue, in kind: StoreFlavour) throws(ScreenFileError) -> StoreFlavour? {
    let written = try value.scalar("objects")
    switch written {
    case "true": return kind
    case "false": return nil
    default:
      guard let found = ScreenVocabulary.kinds[written] else {
        throw value.error(
          "objects: says what the records are: true (objects of the store's kind), false (structs), ObservableObject or Observable, not '\(written)'"
        )
      }
      return found
    }
  }

  private mutating func readEnvironment(_ value: YAMLValue?) throws(ScreenFileError) {
    for entry in try value?.mapping("the environment keys") ?? [] {
      // A member of another key is its key path, `theme.accent` (docs/screen-format.md).
      guard ScreenNames.isEnvironmentKey(entry.key) else {
        throw entry.keyValue.error(
          "'\(entry.key)' cannot name an environment key; use a Swift name, as themeColor, or a key path of them, as theme.accent"
        )
      }
      draft.environmentKeys.append(entry.key)
      draft.environmentDefaults[entry.key] = try expression(entry.value, "the default of \(entry.key)")
      draft.environmentPlaces[entry.key] = place(entry.keyValue)
    }
  }

  // MARK: Views

  private mutating func readViews(_ value: YAMLValue) throws(ScreenFileError) {
    let views = try value.mapping("the views")
    guard !views.isEmpty else { throw value.error("a screen needs at least one view under views") }
    for entry in views
    where !ScreenNames.isSwiftName(entry.key) || ScreenVocabulary.keywords.contains(entry.key) {
      throw entry.keyValue.error(
        "'\(entry.key)' cannot name a view\(ScreenNames.isSwiftName(entry.key) ? ": it is a part of the format" : ""); use a Swift name, as ProductRow"
      )
    }
    var fields: [[(key: String, keyValue: YAMLValue, value: YAMLValue)]] = []
    for entry in views {
      let keys = try entry.value.mapping("the view '\(entry.key)'", allowed: Self.viewKeys)
      inputs[entry.key] = try readInputs(keys["inputs"], view: entry.key)
      actions[entry.key] = Set(try keys["actions"]?.mapping("the actions of \(entry.key)").map(\.key) ?? [])
      fields.append(keys)
    }
    for (entry, keys) in zip(views, fields) { try readView(entry, keys) }
  }

  private func readInputs(_ value: YAMLValue?, view: String) throws(ScreenFileError)
    -> [(name: String, kind: ScreenDraft.InputKind)]
  {
    var read: [(name: String, kind: ScreenDraft.InputKind)] = []
    for entry in try value?.mapping("the inputs of \(view)") ?? [] {
      guard ScreenNames.isSwiftName(entry.key) else {
        throw entry.keyValue.error("'\(entry.key)' cannot name an input; use a Swift name")
      }
      let kind = try entry.value.scalar("the kind of input \(entry.key)").trimmingCharacters(in: .whitespaces)
      switch kind {
      case "value": read.append((entry.key, .value))
      case "closure": read.append((entry.key, .closure))
      case "binding": read.append((entry.key, .binding))
      case let record where record.hasPrefix("record(") && record.hasSuffix(")"):
        let collection = String(record.dropFirst("record(".count).dropLast())
        guard records.contains(collection) else {
          throw entry.value.error(
            "no store has the records '\(collection)'; name a store's records: collection")
        }
        read.append((entry.key, .record(collection)))
      default:
        throw entry.value.error(
          "unknown input kind '\(kind)'; use value, closure, binding or record(collection)")
      }
    }
    return read
  }

  private mutating func readView(
    _ entry: (key: String, keyValue: YAMLValue, value: YAMLValue),
    _ fields: [(key: String, keyValue: YAMLValue, value: YAMLValue)]
  ) throws(ScreenFileError) {
    let name = entry.key
    var view = ScreenDraft.View(name: name, place: place(entry.keyValue))
    view.writtenSource = try fields["source"]?.scalar("the view's source, as File.swift:12")
    view.inputs = inputs[name] ?? []
    for item in try fields["state"]?.mapping("the @State of \(name)") ?? [] {
      view.state.append((item.key, try expression(item.value, "the initial value of \(item.key)")))
    }
    view.equatable = try equality(fields["equatable"], of: name)
    view.presented = try fields["presented"]?.bool("presented") ?? false
    for (key, list) in [("holds", \ScreenDraft.View.holds), ("owns", \ScreenDraft.View.owns)] {
      for item in try fields[key]?.sequence(key) ?? [] {
        let store = try item.scalar("a store name")
        guard draft.stores.contains(where: { $0.key == store }) else {
          throw item.error("unknown store '\(store)'; \(key) names stores declared under stores")
        }
        view[keyPath: list].append(store)
        view.models[store] = store
      }
    }
    var places = ScreenFilePlaces(view: place(entry.keyValue))
    places.owns = fields["owns"].map(place)
    for action in try fields["actions"]?.mapping("the actions of \(name)") ?? [] {
      var read = ScreenDraft.Action(
        name: action.key, statements: try statements(action.value, action: action.key))
      read.place = place(action.keyValue)
      view.actions.append(read)
    }
    var body = BodyContext(view: name, places: places)
    view.body = try parts(fields["body"] ?? entry.keyValue.empty, what: "the body of \(name)", in: &body)
    view.filePlaces = body.places
    view.initialOnChange = body.initialOnChange
    draft.views.append(view)
  }

  private func equality(_ value: YAMLValue?, of view: String) throws(ScreenFileError) -> ScreenDraft.Equality?
  {
    guard let value else { return nil }
    if case .mapping = value.node {
      let spec = try value.mapping("equatable", allowed: ["ignoring"], required: ["ignoring"])
      var ignoring: Set<String> = []
      for item in try spec["ignoring"]!.sequence("ignoring") {
        let input = try item.scalar("an input name")
        guard inputs[view]?.contains(where: { $0.name == input }) == true else {
          throw item.error("view '\(view)' has no input '\(input)' to ignore")
        }
        ignoring.insert(input)
      }
      return .memberwiseIgnoring(ignoring)
    }
    switch try value.scalar("equatable") {
    case "true": return .memberwise
    case "false": return nil
    default: return .custom(try expression(value, "the view's =="))
    }
  }

  // MARK: Actions

  /// An action's statements: Swift writes (`model.count += 1`), blocks
  /// (`withAnimation: [...]`, `async: [...]`) and branches (`if: cond`, `then: [...]`,
  /// `else: [...]`).
  private func statements(_ list: YAMLValue, action: String) throws(ScreenFileError) -> [ScreenDraft
    .ActionLine]
  {
    var lines: [ScreenDraft.ActionLine] = []
    for item in try list.sequence("the action '\(action)'") {
      guard case .mapping = item.node else {
        lines.append(.write(try write(item, action: action)))
        continue
      }
      let head = try item.mapping("a block").first?.key
      if head == "if" {
        lines.append(.when(try branch(item, action: action)))
        continue
      }
      if let key = head, !["withAnimation", "async"].contains(key) {
        throw item.error(
          "YAML reads '\(key): …' as a mapping, not a statement; quote a statement that holds ': ', or write a block as withAnimation: [...], async: [...] or if: condition with then: [...]"
        )
      }
      let entries = try item.mapping(
        "a block of the action '\(action)'", allowed: ["withAnimation", "async"])
      guard entries.count == 1, let entry = entries.first else {
        throw item.error("a block of the action '\(action)' is one of withAnimation: [...] or async: [...]")
      }
      let inner = try statements(entry.value, action: action)
      lines.append(entry.key == "withAnimation" ? .withAnimation(inner) : .async(inner))
    }
    return lines
  }

  /// `if: condition`, `then: [...]`, `else: [...]` of an action.
  private func branch(_ item: YAMLValue, action: String) throws(ScreenFileError) -> ScreenDraft.ActionBranch {
    let entries = try item.mapping("a branch of the action '\(action)'", allowed: ["if", "then", "else"])
    guard let condition = entries["if"] else {
      throw item.error("a branch of the action '\(action)' starts with if: condition")
    }
    let test = try expression(condition, "the condition of a branch of the action '\(action)'")
    return ScreenDraft.ActionBranch(
      condition: test,
      then: try entries["then"].map { (lines) throws(ScreenFileError) in try statements(lines, action: action)
      } ?? [],
      otherwise: try entries["else"].map { (lines) throws(ScreenFileError) in
        try statements(lines, action: action)
      } ?? [],
      place: place(item), written: test.text)
  }

  /// One statement: an assignment, `+=`, `-=`, `.toggle()`, `.append(id)`, or a change of a
  /// list's elements.
  private func write(_ item: YAMLValue, action: String) throws(ScreenFileError) -> ScreenDraft.Write {
    let statement = try SwiftExpression(item, what: "a statement of the action '\(action)'")
    guard WriteSyntax(statement.syntax) != nil,
      let write = ScreenDraft.Write.from(
        SourceExpression(detached: statement.syntax, renames: [:], place: place(item)))
    else {
      throw statement.error(
        statement.syntax,
        "an action's statement is an assignment (=, +=, -=), .toggle(), .append(id) or a change of a list (.append(new), .removeFirst(), .removeLast(), .removeAll(), .changeEach(), .changeElement(at:), .reverse()), not '\(statement.syntax.trimmedDescription)'"
      )
    }
    return write
  }

  /// The trace as a trace file's text (its `trace:` alone), for a screen written after a fix.
  var traceText: String {
    get throws(ScreenFileError) {
      let node = trace?.node ?? Node.sequence(Node.Sequence())
      do {
        return try Yams.serialize(node: Node.mapping(Node.Mapping([(Node("trace"), node)])))
      } catch {
        throw rootValue.error("the trace cannot be read back: \(error)")
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
