/// Declares a draft (`ScreenDraft`, an import's or a screen file's) as a typed screen through
/// the `ScreenBuilder`, straight from the syntax (docs/swiftui-import.md, "What it cannot
/// model"): each expression is compiled and checked where it stands. Whatever the screen
/// cannot say is, as `policy` says, replaced there by something simpler, in the draft too, so
/// that `bench import` writes what runs, with a warning at its position; or refused, with the
/// error at its position (a screen file). Nothing is written out and read back.
struct DraftDeclarer {
  /// The draft, with what was decided written into it.
  private(set) var draft: ScreenDraft
  let names: ScreenNames
  let builder = ScreenBuilder()
  /// What was decided, in order.
  private(set) var warnings: [ImportWarning] = []
  /// The stores some view owns so far.
  private var owned: Set<Int> = []
  /// Where the bodies' references were kept (`BodyDeclarer.kept`).
  private(set) var kept: Set<SourcePlace> = []
  private(set) var derived: Set<SourcePlace> = []
  /// The models' computed members, by store key.
  private let members: [String: [String: [SourceExpression]]]
  /// The models' `subscript(dynamicMember:)`s, by store key.
  private let lookups: [String: DynamicMemberLookup]

  let policy: DeclarationPolicy

  /// `parameters`: the workload's parameter values, by their names in expressions.
  init(_ draft: ScreenDraft, parameters: [String: Int], policy: DeclarationPolicy = .decide) {
    self.draft = draft
    self.policy = policy
    names = ScreenNames(parameters: parameters)
    members = Dictionary(draft.stores.map { ($0.key, $0.members) }, uniquingKeysWith: { first, _ in first })
    lookups = Dictionary(
      draft.stores.compactMap { store in store.dynamicMembers.map { (store.key, $0) } },
      uniquingKeysWith: { first, _ in first })
  }

  /// Counts the screens declared in the task that sets it (a test that a run declares its
  /// screen once).
  @TaskLocal static var tally: DeclarationTally?

  /// A count of declarations.
  final class DeclarationTally: @unchecked Sendable {
    private(set) var screens = 0
    func add() { screens += 1 }
  }

  /// The screen rooted at `root`, a view of the draft that takes no inputs. With the policy
  /// `.refuse`, what the screen cannot say is a `DeclarationError.screenFile` at its place.
  mutating func screen(root: String) throws(DeclarationError) -> Screen {
    Self.tally?.add()
    do {
      try declareStores()
      try declareEnvironment()
      for index in try order() { try declareView(index) }
    } catch {
      throw .screenFile(error)
    }
    guard let rootID = names.views[root] else { throw .unknownView(view: root, id: -1) }
    return try builder.build(root: rootID)
  }

  // MARK: Stores and environment

  private mutating func declareStores() throws(ScreenFileError) {
    var kinds: [StoreFlavour] = []
    defer { if draft.writesModels { builder.writtenModels = WrittenModels(kinds: kinds) } }
    for index in draft.stores.indices {
      let store = draft.stores[index]
      let declared: StoreBuilder
      do {
        declared = try builder.store(store.className)
      } catch {
        try refuse(store.classPlace ?? store.place, error)
        warn(.leftOut, store.place, "left out this \(store.className): \(error)")
        continue
      }
      let kind: StoreFlavour = store.isObservableObject ? .combine : .observable
      if draft.writesModels { declared.writtenKind = kind }
      kinds.append(kind)
      var storeNames = StoreNames(index: declared.index)
      for field in store.fields.indices {
        let name = store.fields[field].name
        var source = store.fields[field].initial
        let initial = try constant(
          &source, "the initial value of \(name)", decided: "took \"\" as the first value of '\(name)'")
        draft.stores[index].fields[field].initial = source
        do {
          storeNames.fields[name] = try declared.field(
            name, initial, observed: store.fields[field].observed, equatable: store.fields[field].equatable)
        } catch {
          try refuse(store.fields[field].place ?? store.fields[field].initial.place, error)
          warn(.leftOut, store.fields[field].initial.place, "left out '\(name)': \(error)")
        }
      }
      if store.records != nil { storeNames.collection = try declareRecords(of: index, declared) }
      names.stores[store.key] = storeNames
    }
  }

  private mutating func declareRecords(of index: Int, _ store: StoreBuilder) throws(ScreenFileError)
    -> RecordCollection?
  {
    guard var records = draft.stores[index].records else { return nil }
    var compiler = names.constants
    compiler.variables = ["id": 0]
    var initial: [TraceExpr] = []
    for attribute in records.attributes.indices {
      let name = records.attributes[attribute].name
      let source = records.attributes[attribute].initial
      do {
        initial.append(try compiler.compile(try source.compilable("the initial value of \(name)")))
      } catch {
        if policy == .refuse { throw error }
        warn(.guessed, error, "took \"\" for '\(name)' of each record")
        records.attributes[attribute].initial = source.replaced(by: "\"\"")
        initial.append(.constant(.string("")))
      }
    }
    draft.stores[index].records = records
    let values = initial
    do {
      return try store.records(
        records.name, count: records.count, listed: records.listed, objects: records.objects,
        attributes: records.attributes.map(\.name)
      ) {
        id, attribute in
        var state = TraceState(variables: [.int(id)], generator: SeededGenerator(seed: 0))
        return values[attribute].value(&state)
      }
    } catch {
      try refuse(records.place ?? draft.stores[index].place, error)
      warn(.leftOut, draft.stores[index].place, "left out the records '\(records.name)': \(error)")
      draft.stores[index].records = nil
      return nil
    }
  }

  private mutating func declareEnvironment() throws(ScreenFileError) {
    for key in draft.environmentKeys {
      guard ScreenNames.isEnvironmentKey(key) else {
        // Its reads then name nothing, and become constants where they stand, with warnings.
        warnings.append(
          ImportWarning(
            file: draft.views.first?.place.file ?? "-", at: .start, kind: .leftOut,
            "left out the environment key '\(key)': it is not a Swift name"))
        continue
      }
      do {
        var initial: Value = .string("")
        if var given = draft.environmentDefaults[key] {
          initial = try constant(
            &given, "the default of \(key)", decided: "took \"\" as the default of '\(key)'")
          draft.environmentDefaults[key] = given
        }
        names.environment[key] = try builder.environmentKey(key, default: initial)
      } catch {
        if let place = draft.environmentPlaces[key] { try refuse(place, error) }
        // Its reads then name nothing, and become constants where they stand.
        warnings.append(
          ImportWarning(file: draft.views.first?.place.file ?? "-", at: .start, kind: .leftOut, "\(error)"))
      }
    }
    draft.environmentKeys = draft.environmentKeys.filter { names.environment[$0] != nil }
  }

  // MARK: Views

  /// The views in an order where each comes after the views it shows (a `ScreenBuilder` needs
  /// children first), the draft's order otherwise, depth first in order of appearance: lazy
  /// lists are numbered in it. A reference that would close a cycle is left for its view's
  /// declaration, which finds it undeclared; or, refusing, is an error there.
  private func order() throws(ScreenFileError) -> [Int] {
    let byName = Dictionary(
      draft.views.indices.map { (draft.views[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
    var order: [Int] = []
    var done: Set<Int> = []
    for start in draft.views.indices where !done.contains(start) {
      var stack: [(view: Int, references: [(Int, SourcePlace)])] = [(start, references(start, byName))]
      var onPath: Set<Int> = [start]
      while !stack.isEmpty {
        if let (next, at) = stack[stack.count - 1].references.popLast() {
          if done.contains(next) { continue }
          if onPath.contains(next) {
            guard policy == .refuse else { continue }
            let path = stack.map { draft.views[$0.view].name }.drop { $0 != draft.views[next].name }
            throw ScreenFileError(
              file: at.file, line: at.position.line, column: at.position.column,
              "the views \((path + [draft.views[next].name]).listed(separator: " → ")) form a cycle; a view cannot show itself, directly or through others"
            )
          }
          onPath.insert(next)
          stack.append((next, references(next, byName)))
        } else {
          let finished = stack.removeLast().view
          onPath.remove(finished)
          done.insert(finished)
          order.append(finished)
        }
      }
    }
    return order
  }

  /// The views that view `index` shows, in reverse order of appearance, with where.
  private func references(_ index: Int, _ byName: [String: Int]) -> [(Int, SourcePlace)] {
    var found: [(Int, SourcePlace)] = []
    var pending = [draft.views[index].body[...]]
    while var parts = pending.popLast() {
      while let part = parts.popFirst() {
        switch part {
        case .child(let name, _, _, let at): if let view = byName[name] { found.append((view, at)) }
        case .conditional(_, let then, let otherwise):
          // Depth-first in order of appearance: the rest of this list after the branches.
          pending.append(parts)
          pending.append(otherwise[...])
          pending.append(then[...])
          parts = []
        case .forEach(let data, _, _, let row, _, let content, _):
          if let row, let view = byName[row] { found.append((view, data.place)) }
          pending.append(parts)
          pending.append(content[...])
          parts = []
        case .environment(_, _, let content):
          pending.append(parts)
          pending.append(content[...])
          parts = []
        default: break
        }
      }
    }
    return found.reversed()
  }

  private mutating func declareView(_ index: Int) throws(ScreenFileError) {
    var view = draft.views[index]
    if !view.isSynthetic && (!draft.isScreenFile || view.writtenSource != nil) {
      builder.viewSources[view.name] = view.source
    }
    let inputs = inputSpecs(of: &view)
    var state: [StateSpec] = []
    for item in view.state.indices {
      let name = view.state[item].name
      let initial = try constant(
        &view.state[item].initial, "the initial value of \(name)",
        decided: "in \(view.name), took \"\" as the first value of '\(name)'")
      state.append(StateSpec(name, initial))
    }
    // A store another view owns already is held instead: the holds are read after.
    let owns = try ownedStores(of: &view)
    let holds = view.holds.compactMap { names.stores[$0]?.index }
    do {
      let scope = try builder.scope(view.name, inputs: inputs, state: state, holds: holds, owns: owns)
      var body = BodyDeclarer(
        names: names, scope: scope, view: view, members: members, lookups: lookups,
        windows: draft.listWindows,
        isScreenFile: draft.isScreenFile, policy: policy)
      try body.declareActions(&view.actions)
      let parts = try body.parts(&view.body)
      let equality = try body.equality(&view.equatable)
      warnings += body.warnings
      kept.formUnion(body.kept)
      derived.formUnion(body.derivedReads)
      names.views[view.name] = try builder.declare(
        scope, body: parts, equality: equality, holds: holds, owns: owns, presented: view.presented)
      names.inputs[view.name] = inputs
      names.state[view.name] = state
    } catch let error as ScreenFileError {
      throw error
    } catch {
      try refuse(place(of: error, in: view), error)
      // Each part was checked where it stands; what is left is a view the screen cannot
      // hold as written: it shows nothing.
      warn(.leftOut, view.place, "left out the body of \(view.name): \(error)")
      (view.body, view.actions, view.equatable, view.presented) = ([], [], nil, false)
      if let id = try? builder.view(
        view.name, inputs: inputs, state: state, holds: holds, owns: owns, body: { _ in [] })
      {
        names.views[view.name] = id
        names.inputs[view.name] = inputs
        names.state[view.name] = state
      }
    }
    draft.views[index] = view
  }

  /// The inputs of `view` as the screen declares them; a record of a model that was left out
  /// is passed as a value, in the draft too.
  private mutating func inputSpecs(of view: inout ScreenDraft.View) -> [InputSpec] {
    var inputs: [InputSpec] = []
    for input in view.inputs {
      switch input.kind {
      case .value: inputs.append(.value(input.name))
      case .closure: inputs.append(.closure(input.name))
      case .binding: inputs.append(.binding(input.name))
      case .record(let collection):
        // Of two models' records of one name, the first model's (in the draft's order).
        if let records = names.stores.values.sorted(by: { $0.index < $1.index }).compactMap(\.collection)
          .first(where: { $0.name == collection })
        {
          inputs.append(.record(input.name, records))
        } else {
          // Its model was left out (with a warning there): the record is passed as a value.
          warn(
            .guessed,
            view.place,
            "in \(view.name), took '\(input.name)' as a value: no model of the files holds the records '\(collection)'"
          )
          view.inputs = view.inputs.map { $0.name == input.name ? (input.name, .value) : $0 }
          inputs.append(.value(input.name))
        }
      }
    }
    return inputs
  }

  /// The stores `view` owns; one another view owns already is held instead (or refused).
  private mutating func ownedStores(of view: inout ScreenDraft.View) throws(ScreenFileError) -> [Int] {
    var owns: [Int] = []
    for key in view.owns {
      guard let store = names.stores[key]?.index else { continue }
      if owned.contains(store) {
        try refuse(
          view.filePlaces?.owns ?? view.place,
          DeclarationError.ownedStoreTwice(store: builder.stores[store].name))
        warn(.guessed, view.place, "in \(view.name), took \(key) as held, not owned: another view owns it")
        view.holds.append(key)
        view.owns.removeAll { $0 == key }
      } else {
        owns.append(store)
        owned.insert(store)
      }
    }
    return owns
  }

  /// Where a screen file writes what `error` of declaring `view` is about: the part or the
  /// statement the builder refused, or the view.
  private func place(of error: any Error, in view: ScreenDraft.View) -> SourcePlace {
    if let path = builder.failedPart, let place = view.filePlaces?.parts[path] { return place }
    if let (action, path) = builder.failedStatement,
      let lines = view.actions.first(where: { $0.name == action })?.statements,
      let write = ScreenDraft.ActionLine.write(at: path[...], in: lines)
    {
      return write.place
    }
    return view.filePlaces?.view ?? view.place
  }

  // MARK: Decisions

  /// The constant `source` states, or `""` with a warning saying what was `decided` (or,
  /// refusing, the error).
  private mutating func constant(_ source: inout SourceExpression, _ what: String, decided: String)
    throws(ScreenFileError) -> Value
  {
    do {
      return try names.constants.constant(try source.compilable(what))
    } catch {
      if policy == .refuse { throw error }
      warn(.approximated, error, decided)
      source = source.replaced(by: "\"\"")
      return .string("")
    }
  }

  /// Refusing, `error` at `place`; deciding, nothing (the caller decides).
  private func refuse(_ place: SourcePlace, _ error: any Error) throws(ScreenFileError) {
    guard policy == .refuse else { return }
    throw ScreenFileError(
      file: place.file, line: place.position.line, column: place.position.column, "\(error)")
  }

  private mutating func warn(_ kind: ImportWarning.Kind, _ place: SourcePlace, _ message: String) {
    warnings.append(place.warning(kind, message))
  }

  private mutating func warn(_ kind: ImportWarning.Kind, _ error: ScreenFileError, _ decided: String) {
    warnings.append(ImportWarning(kind, decided, because: error))
  }
}
