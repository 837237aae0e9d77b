/// Builds a screen file's `Scenario` for one set of parameter values: its stores, environment
/// keys and views through the `ScreenBuilder` (views in an order where each comes after the
/// views it shows), then runs its trace.
struct ScreenLoader {
  let values: ParameterValues
  let parameters: [WorkloadParameter]
  /// Whether the trace made random choices.
  private(set) var isRandom = false

  init(values: ParameterValues, parameters: [WorkloadParameter]) {
    self.values = values
    self.parameters = parameters
  }

  /// The scenario of the screen file `root`, with the trace of `trace` (a trace file's
  /// `trace:`) in place of its own when given.
  mutating func scenario(_ root: YAMLValue, trace traceFile: YAMLValue? = nil) throws(ScreenFileError)
    -> Scenario
  {
    let entries = try root.mapping(
      "the screen file", allowed: ScreenFile.topLevelKeys, required: ["workload", "views", "root"])
    var byName: [String: Int] = [:]
    for parameter in parameters { byName[parameter.name.camelCased] = values[parameter] }
    let names = ScreenNames(parameters: byName)
    let builder = ScreenBuilder()
    try declareStores(entries["stores"], names, builder)
    if entries["source"] != nil {
      builder.writtenModels = try writtenModels(entries["stores"], builder)
    }
    try declareEnvironment(entries["environment"], names, builder)
    try declareViews(entries["views"]!, names, builder)
    let rootValue = entries["root"]!
    let rootName = try rootValue.scalar("the root view")
    guard let rootView = names.views[rootName] else {
      throw rootValue.error(
        "the root '\(rootName)' is not a view of this file\(NameSuggestion.hint(for: rootName, in: names.views.keys)); name one of \(names.views.keys.sorted().listed())"
      )
    }
    let screen: Screen
    do {
      screen = try builder.build(root: rootView)
    } catch {
      throw rootValue.error("\(error)")
    }
    var trace = TraceCompiler(names: names)
    let traceEntry = traceFile ?? entries["trace"]
    let program = try trace.program(traceEntry)
    isRandom = program.isRandom
    let frames = values.values["frames"] ?? parameters.first { $0.name == "frames" }?.defaultValue ?? 100
    let seed = values.values["seed"] ?? WorkloadParameter.seed.defaultValue
    return try program.scenario(count: frames, seed: seed, screen: screen)
  }

  private func declareStores(_ value: YAMLValue?, _ names: ScreenNames, _ builder: ScreenBuilder)
    throws(ScreenFileError)
  {
    for entry in try value?.mapping("the stores") ?? [] {
      guard ScreenNames.isSwiftName(entry.key) else {
        throw entry.keyValue.error("'\(entry.key)' cannot name a store; use a Swift name, as model")
      }
      let fields = try entry.value.mapping(
        "the store '\(entry.key)'", allowed: ["class", "kind", "fields", "records"])
      let className = try fields["class"]?.scalar("the store's class") ?? entry.key
      let store: StoreBuilder
      do {
        store = try builder.store(className)
      } catch {
        throw (fields["class"] ?? entry.keyValue).error("\(error)")
      }
      var storeNames = StoreNames(index: store.index)
      for field in try fields["fields"]?.mapping("the fields of \(entry.key)") ?? [] {
        var initialValue = field.value
        var observed = true
        if case .mapping = field.value.node {
          let spec = try field.value.mapping(
            "the field '\(field.key)'", allowed: ["value", "observed"], required: ["value"])
          initialValue = spec["value"]!
          observed = try spec["observed"]?.bool("observed") ?? true
        }
        let initial = try constant(initialValue, names, what: "the initial value of \(field.key)")
        do {
          storeNames.fields[field.key] = try store.field(field.key, initial, observed: observed)
        } catch {
          throw field.keyValue.error("\(error)")
        }
      }
      if let records = fields["records"] {
        storeNames.collection = try declareRecords(records, store, names)
      }
      names.stores[entry.key] = storeNames
    }
  }

  /// The kinds of model object an imported screen's stores are (`kind:`), which the
  /// `as-written` engine runs on, each store as its own kind; `@Observable` when there are no
  /// stores (`@State` only).
  private func writtenModels(_ value: YAMLValue?, _ builder: ScreenBuilder) throws(ScreenFileError)
    -> WrittenModels
  {
    var kinds: [StoreFlavour] = []
    for (index, entry) in try (value?.mapping("the stores") ?? []).enumerated() {
      let fields = try entry.value.mapping("the store '\(entry.key)'")
      guard let kindValue = fields["kind"] else {
        throw entry.keyValue.error(
          "a screen with source: gives each store's kind, which the as-written engine runs on; add kind: ObservableObject or kind: Observable"
        )
      }
      let kind = try kindValue.scalar("the store's kind")
      guard let found = ScreenVocabulary.kinds[kind] else {
        throw kindValue.error(
          "unknown kind '\(kind)'\(NameSuggestion.hint(for: kind, in: ScreenVocabulary.kinds.keys)); use ObservableObject or Observable"
        )
      }
      // Stores are declared in the file's order, so the entry's position is the store's.
      builder.stores[index].writtenKind = found
      kinds.append(found)
    }
    return WrittenModels(kinds: kinds)
  }


  private func declareRecords(_ value: YAMLValue, _ store: StoreBuilder, _ names: ScreenNames)
    throws(ScreenFileError) -> RecordCollection
  {
    let spec = try value.mapping(
      "the records", allowed: ["name", "count", "listed", "objects", "attributes"],
      required: ["name", "count", "attributes"])
    let name = try spec["name"]!.scalar("the records' name")
    let count = try names.constants.integer(
      SwiftExpression(spec["count"]!, what: "the records' count"), what: "the records' count")
    guard count >= 0, count <= InputLimits.recordFields else {
      throw spec["count"]!.error(
        "a collection holds 0 to \(InputLimits.recordFields.grouped) records, not \(count.grouped)")
    }
    var listed: Int?
    if let value = spec["listed"] {
      let given = try names.constants.integer(
        SwiftExpression(value, what: "the records listed at first"), what: "the records listed at first")
      guard given >= 0, given <= count else {
        throw value.error(
          "listed: says how many of the \(count) records are in the list at first: 0 to \(count), not \(given)"
        )
      }
      listed = given
    }
    let objects = try spec["objects"]?.bool("objects") ?? false
    var attributes: [String] = []
    var initial: [TraceExpr] = []
    var compiler = names.constants
    compiler.variables = ["id": 0]
    for attribute in try spec["attributes"]!.mapping("the records' attributes") {
      attributes.append(attribute.key)
      initial.append(
        try compiler.compile(SwiftExpression(attribute.value, what: "the initial value of \(attribute.key)")))
    }
    let values = initial
    do {
      return try store.records(name, count: count, listed: listed, objects: objects, attributes: attributes) {
        id, attribute in
        var state = TraceState(variables: [.int(id)], generator: SeededGenerator(seed: 0))
        return values[attribute].value(&state)
      }
    } catch {
      throw spec["name"]!.error("\(error)")
    }
  }

  private func declareEnvironment(_ value: YAMLValue?, _ names: ScreenNames, _ builder: ScreenBuilder)
    throws(ScreenFileError)
  {
    for entry in try value?.mapping("the environment keys") ?? [] {
      guard ScreenNames.isSwiftName(entry.key) else {
        throw entry.keyValue.error(
          "'\(entry.key)' cannot name an environment key; use a Swift name, as themeColor")
      }
      let initial = try constant(entry.value, names, what: "the default of \(entry.key)")
      do {
        names.environment[entry.key] = try builder.environmentKey(entry.key, default: initial)
      } catch {
        throw entry.keyValue.error("\(error)")
      }
    }
  }

  private func constant(_ value: YAMLValue, _ names: ScreenNames, what: String) throws(ScreenFileError)
    -> Value
  {
    try names.constants.constant(SwiftExpression(value, what: what))
  }

  private func declareViews(_ value: YAMLValue, _ names: ScreenNames, _ builder: ScreenBuilder)
    throws(ScreenFileError)
  {
    let views = try value.mapping("the views")
    guard !views.isEmpty else { throw value.error("a screen needs at least one view under views") }
    for entry in views where !ScreenNames.isSwiftName(entry.key) || ScreenVocabulary.keywords.contains(entry.key) {
      throw entry.keyValue.error(
        "'\(entry.key)' cannot name a view\(ScreenNames.isSwiftName(entry.key) ? ": it is a part of the format" : ""); use a Swift name, as ProductRow"
      )
    }
    for entry in try ViewOrder(views).sorted() {
      try ViewDeclarer(names: names, builder: builder).declare(entry)
    }
  }

}
