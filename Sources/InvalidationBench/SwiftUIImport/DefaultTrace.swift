import SwiftSyntax

/// The trace an imported screen runs when the user gives none: each interaction (a button's
/// tap, an edit of a control) in turn, one per frame, in the order of the source; then the
/// loads the views start (`.task`, `.onAppear`), run again as a refresh; then each model field
/// the views read that no action of the files writes, changed as data from outside would
/// change it; then each input of the root that a parent outside the files would pass,
/// written as that parent would pass a new value (docs/swiftui-import.md, "The default
/// trace"). Built typed for `--swiftui`; written as text by `bench import`, which a screen file
/// reads back to the same events.
struct DefaultTrace {
  /// One interaction: the statement a screen file writes, the event it makes, and where the
  /// source shows its button or control.
  struct Step {
    let statement: String
    let event: TraceProgram.EventTemplate
    let place: SourcePlace
    /// The button or control it drives, or the root's input it writes.
    let part: Driven
  }

  /// What a step drives.
  enum Driven {
    /// A button or a control of a body.
    case part(ScreenDraft.Part)
    /// An input of the root, held as `@State`, that a parent outside the files passes.
    case parentInput(view: String, name: String)
    /// A load a view starts (`.task`, `.onAppear`), run again: a refresh.
    case load(action: String)
    /// A model field the views read that no action of the files writes (or an attribute of
    /// the first record, `target`, whose type `field` has), named as the screen names it
    /// (`feedModel.items`, `store.items[0].title`).
    case external(target: TraceProgram.FieldTarget, field: FieldRef, name: String)
    /// An event from outside the screen a view listens to (`.onReceive(timer)`): its action.
    case event(action: String)

    /// What kind of change it is, for the counts by driver.
    var driver: TraceDriver {
      switch self {
      case .part: .interaction
      case .parentInput: .rootInput
      case .load: .load
      case .external, .event: .external
      }
    }
  }

  private(set) var steps: [Step] = []

  /// The interactions of the views under `root` in `draft` that `screen` can run; one it
  /// cannot is left out with a warning at its place, and so are those of views the root
  /// never shows (they would do nothing).
  init(_ draft: ScreenDraft, root: String, screen: Screen, warnings: inout [ImportWarning]) {
    let lists = Scenario.lazyListIDs(screen)
    let mounted = RootRanking.views(under: root, in: draft.views)
    var found: [(part: Driven, place: SourcePlace)] = []
    for view in draft.views {
      // A button shown in both branches of a modifier that takes the view (`.if(c) { $0… }`)
      // is one interaction: its action is tapped once (a helper inlined twice makes two, of
      // one place).
      var tapped: Set<String> = []
      let parts = ScreenDraft.Part.all(in: view.body).compactMap { part in
        Self.place(of: part).map { (Driven.part(part), $0) }
      }
      .filter { driven, _ in
        guard case .part(.button(_, let action)) = driven else { return true }
        return tapped.insert(action).inserted
      }
      guard mounted.contains(view.name) else {
        if let first = parts.first {
          warnings.append(
            first.1.warning(
              .leftOut,
              "left the \(parts.count) interaction\(parts.count == 1 ? "" : "s") of \(view.name) out of the default trace: \(root) never shows \(view.name) (choose it or a view above it with --root)"
            ))
        }
        continue
      }
      found += parts
    }
    // The loads the screen's views start, run again as a refresh would.
    for view in draft.views where mounted.contains(view.name) {
      let writing = Set(view.actions.filter { !$0.statements.flatMap(\.writes).isEmpty }.map(\.name))
      // Each action once, though a view shown in two branches holds it twice.
      var run: Set<String> = []
      for case .lifecycle(let kind, _, let action, let place) in ScreenDraft.Part.all(in: view.body)
      where (kind == .task || kind == .onAppear) && writing.contains(action) && run.insert(action).inserted {
        found.append((.load(action: action), place))
      }
      for case .lifecycle(.onEvent, _, let action, let place) in ScreenDraft.Part.all(in: view.body)
      where run.insert(action).inserted {
        found.append((.event(action: action), place))
      }
    }
    // Data that arrives from outside the files: what the views the root shows read and
    // nothing here writes.
    let use = ScreenFieldUse(screen, hidden: Set(draft.views.map(\.name)).subtracting(mounted))
    for store in draft.stores {
      guard let schema = screen.stores.first(where: { $0.name == store.className }) else { continue }
      // A member bound through the model's `subscript(dynamicMember:)` is a part of the field
      // it reads: an edit writes that part, and, where no action writes the field, the rest
      // of it still comes from outside.
      let partlyBound = store.dynamicMembers?.field
      for field in store.fields where field.observed && field.name != ScreenDraft.Store.willChange {
        guard let index = schema.field(named: field.name) else { continue }
        let ref = FieldRef(store: schema.index, index: index)
        let fromOutside =
          !use.written.contains(ref) || (field.name == partlyBound && !use.writtenByActions.contains(ref))
        guard use.read.contains(ref), fromOutside else { continue }
        found.append(
          (
            .external(target: .field(ref), field: ref, name: "\(store.key).\(field.name)"),
            field.initial.place
          ))
      }
      if let records = store.records, records.objects != nil, let collection = schema.collection {
        found += Self.external(records, collection, of: store, use: use)
      }
    }
    if let rootView = draft.views.first(where: { $0.name == root }) {
      found += rootView.givenByParent.map { (.parentInput(view: root, name: $0), rootView.place) }
    }
    let options = draft.views.reduce(into: [String: [String]]()) { all, view in
      all.merge(view.pickerOptions) { first, _ in first }
    }
    // The values a step writes depend on how many steps there are; their types do not.
    for (part, place) in found {
      guard let step = Self.step(part, at: place, of: found.count, screen: screen, options: options) else {
        continue
      }
      do {
        try TraceProgram.check(step.event, at: Self.spot(step.place), screen: screen, lists: lists)
        steps.append(step)
      } catch {
        warnings.append(
          step.place.warning(.leftOut, "left '\(step.statement)' out of the default trace: \(error.message)"))
      }
    }
    if steps.count != found.count {
      steps = steps.compactMap {
        Self.step($0.part, at: $0.place, of: steps.count, screen: screen, options: options)
      }
    }
  }

  /// The data from outside of records that are objects (each as a model of its own): the list,
  /// when the views read it and nothing writes it (a fetch fills it: a new record each time),
  /// and each attribute the views read and nothing writes, of record 0 (a change another
  /// screen or a callback makes) when it is listed at first or the list grows. A struct's
  /// records change only as their model's array does (docs/swiftui-import.md, "The default
  /// trace").
  private static func external(
    _ records: ScreenDraft.Records, _ collection: RecordCollection, of store: ScreenDraft.Store,
    use: ScreenFieldUse
  ) -> [(part: Driven, place: SourcePlace)] {
    let place = records.place ?? store.place
    var found: [(part: Driven, place: SourcePlace)] = []
    let list = collection.listField
    let appended = use.read.contains(list) && !use.written.contains(list)
    if appended {
      found.append(
        (.external(target: .field(list), field: list, name: "\(store.key).\(records.name)"), place))
    }
    // Record 0 is shown when it is listed at first, or once the list grows.
    guard (records.listed ?? records.count) > 0 || appended || use.written.contains(list) else {
      return found
    }
    for (attribute, name) in collection.attributes.enumerated() {
      let used = ScreenFieldUse.RecordAttribute(collection: collection, attribute: attribute)
      guard use.attributesRead.contains(used), !use.attributesWritten.contains(used) else { continue }
      found.append(
        (
          .external(
            target: .record(collection, id: .constant(.int(0)), attribute: attribute),
            field: collection.field(record: 0, attribute: attribute),
            name: "\(store.key).\(records.name)[0].\(name)"),
          records.attributes.first { $0.name == name }?.initial.place ?? place
        ))
    }
    return found
  }

  /// What each step writes, as the screen names it (`shelf.count`, `query`): a button's
  /// action's targets (its later transactions too), a control's binding. A step of data from
  /// outside is named `external(model.field)`, a load run again `load(action)`.
  func writes(in draft: ScreenDraft) -> [(statement: String, writes: [String])] {
    let actions = Self.actions(of: draft)
    return steps.map { step in
      switch step.part {
      case .part(.button(_, let action)): (step.statement, Self.targets(actions[action] ?? []).map(\.text))
      case .part(.control(_, let binding, _)): (step.statement, [String(binding.text.drop { $0 == "$" })])
      case .parentInput(let view, let name): (step.statement, ["\(view).\(name)"])
      case .load(let action): ("load(\(action))", Self.targets(actions[action] ?? []).map(\.text))
      case .event(let action): ("receive(\(action))", Self.targets(actions[action] ?? []).map(\.text))
      case .external(_, _, let name): ("external(\(name))", [name])
      default: (step.statement, [])
      }
    }
  }

  /// Per model the views read, the fields the steps write and the fields the views read that
  /// no step writes (docs/swiftui-import.md, "The default trace").
  func exercised(in draft: ScreenDraft, screen: Screen) -> [ImportSummary.ModelUse] {
    let actions = Self.actions(of: draft)
    var written: Set<[String]> = []
    for step in steps {
      switch step.part {
      case .part(.button(_, let action)), .load(let action), .event(let action):
        for target in Self.targets(actions[action] ?? []) {
          if let field = Self.storeField(target) { written.insert(field) }
        }
      case .part(.control(_, let binding, _)):
        if let field = Self.storeField(binding) { written.insert(field) }
      case .external(_, _, let name):
        // A record's attribute is a write of its records (`store.items[0].title`: `items`).
        let records = name.prefix { $0 != "[" }
        written.insert(records.split(separator: ".", maxSplits: 1).map(String.init))
      default: break
      }
    }
    let read = ScreenFieldUse(screen).read
    return draft.stores.compactMap { store -> ImportSummary.ModelUse? in
      guard let schema = screen.stores.first(where: { $0.name == store.className }) else { return nil }
      var names = store.fields.filter(\.observed).map(\.name).filter { $0 != ScreenDraft.Store.willChange }
      var reads = names.filter { name in
        schema.field(named: name).map { read.contains(FieldRef(store: schema.index, index: $0)) } ?? false
      }
      // The records: read where their list or any attribute is.
      if let records = store.records, let collection = schema.collection {
        names.insert(records.name, at: 0)
        if read.contains(where: { $0 == collection.listField || collection.contains($0) }) {
          reads.insert(records.name, at: 0)
        }
      }
      let writes = names.filter { written.contains([store.key, $0]) }
      guard !reads.isEmpty || !writes.isEmpty else { return nil }
      return ImportSummary.ModelUse(
        model: store.key, written: writes, readNeverWritten: reads.filter { !writes.contains($0) })
    }
  }

  private static func actions(of draft: ScreenDraft) -> [String: [ScreenDraft.ActionLine]] {
    Dictionary(
      draft.views.flatMap(\.actions).map { ($0.name, $0.statements) }, uniquingKeysWith: { first, _ in first }
    )
  }

  /// The model and field a write's target names (`feed.items[i].done` → feed, items), if it
  /// names one: the innermost member of a name.
  private static func storeField(_ target: SourceExpression) -> [String]? {
    var node = target.syntax
    if let prefix = node.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "$" {
      node = prefix.expression
    }
    while true {
      if let member = node.as(MemberAccessExprSyntax.self), let base = member.base {
        if let name = base.as(DeclReferenceExprSyntax.self) {
          // `$model.note`, a binding, names the model `model`.
          let base = String(name.baseName.text.drop { $0 == "$" })
          return [target.renames[base] ?? base, member.declName.baseName.text]
        }
        node = base
      } else if let subscripted = node.as(SubscriptCallExprSyntax.self) {
        node = subscripted.calledExpression
      } else if let unwrapped = node.as(ForceUnwrapExprSyntax.self) {
        node = unwrapped.expression
      } else if let optional = node.as(OptionalChainingExprSyntax.self) {
        node = optional.expression
      } else {
        return nil
      }
    }
  }

  private static func targets(_ lines: [ScreenDraft.ActionLine]) -> [SourceExpression] {
    var found: [SourceExpression] = []
    for line in lines {
      if case .write(let write) = line {
        if !found.contains(where: { $0.text == write.target.text }) { found.append(write.target) }
        continue
      }
      for target in targets(line.inner) where !found.contains(where: { $0.text == target.text }) {
        found.append(target)
      }
    }
    return found
  }

  /// Frame `f` runs step `(f - 1) % count`.
  var program: TraceProgram {
    let count = TraceExpr.constant(.int(steps.count))
    let turn = TraceExpr.binary(.remainder, .binary(.subtract, .frame, .constant(.int(1))), count)
    let statements = steps.enumerated().map { index, step in
      TraceProgram.Statement.conditional(
        .binary(.equal, turn, .constant(.int(index))),
        then: [.event(step.event, Self.spot(step.place))], otherwise: [])
    }
    return TraceProgram(initial: [], statements: statements, isRandom: false)
  }

  /// The trace as a screen file's `trace:` items.
  var written: [String] {
    steps.enumerated().map { index, step in
      "if: '(frame - 1) % \(steps.count) == \(index)'\n    then:\n      - \(ScreenDraftWriter.quoted(step.statement))"
    }
  }

  private static func place(of part: ScreenDraft.Part) -> SourcePlace? {
    switch part {
    case .button(let label, _): label.place
    case .control(_, let binding, _): binding.place
    default: nil
    }
  }

  /// The step of a button or control, the `count` steps of the trace taking turns: a tap, or
  /// an edit with a value of the control's type that changes each time the step runs (a
  /// toggle flips on each of its turns, a number or a text takes the frame's).
  private static func step(
    _ part: Driven, at place: SourcePlace, of count: Int, screen: Screen, options: [String: [String]]
  ) -> Step? {
    switch part {
    case .part(.button(_, let action)), .load(let action), .event(let action):
      // A trace performs an action by `tap`; the summary names a load `load(action)` and an
      // event `receive(action)`.
      return Step(statement: "tap(\(action))", event: .perform(action: action), place: place, part: part)
    case .part(.control(let kind, _, let name)):
      var declared: ValueType? = nil
      if case .control(_, let written)? = screen.control(named: name)?.role { declared = written }
      let type =
        declared
        ?? (kind == "Toggle" ? .bool : kind == "Slider" ? .double : kind == "Stepper" ? .int : .string)
      // A picker whose options the source states takes them in turn, from the second.
      let (text, value) =
        options[name].flatMap { Self.option($0, type, of: count) } ?? self.value(type, of: count)
      return Step(
        statement: "edit(\(name), \(text))", event: .edit(control: name, value), place: place, part: part)
    case .external(let target, let field, let name):
      let schema = screen.stores[field.store]
      let type = schema.type(of: field.index)
      let (text, event): (String, TraceProgram.EventTemplate)
      switch type {
      case .int: (text, event) = ("\(name) += 1", .mutate(target, .add(.constant(.int(1)), negated: false)))
      case .bool: (text, event) = ("\(name).toggle()", .mutate(target, .toggle))
      case .list:
        let limit = schema.collection.flatMap { $0.listField == field ? $0.count : nil } ?? .max
        (text, event) = ("\(name).append(new)", .mutate(target, .fixed(.appendNew(limit: limit))))
      default:
        let (written, value) = self.value(type, of: count)
        (text, event) = ("\(name) = \(written)", .set(target, value))
      }
      return Step(statement: text, event: event, place: place, part: part)
    case .parentInput(let view, let name):
      let initial = screen.views.first { $0.name == view }?.state.first { $0.name == name }?.initial
      let type: ValueType =
        switch initial {
        case .bool?: .bool
        case .int?: .int
        case .double?: .double
        default: .string
        }
      let (text, value) = self.value(type, of: count)
      return Step(
        statement: "\(view).\(name) = \(text)", event: .setState(view: view, state: name, value),
        place: place,
        part: part)
    default:
      return nil
    }
  }

  /// The next of a picker's `options` each time a step of a trace of `count` steps runs, from
  /// the second (the first is often the value it starts with), when they are all of `type`.
  private static func option(_ options: [String], _ type: ValueType, of count: Int) -> (
    text: String, expr: TraceExpr
  )? {
    let values: [Value] = options.compactMap { written in
      switch type {
      case .string where written.count >= 2 && written.hasPrefix("\"") && written.hasSuffix("\""):
        .string(String(written.dropFirst().dropLast()))
      case .int: Int(written).map(Value.int)
      default: nil
      }
    }
    guard values.count == options.count, options.count > 1 else { return nil }
    let index = TraceExpr.binary(
      .add, .binary(.divide, .binary(.subtract, .frame, .constant(.int(1))), .constant(.int(count))),
      .constant(.int(1)))
    return (
      "[\(options.joined(separator: ", "))][(frame - 1) / \(count) + 1]",
      .pick(values.map(TraceExpr.constant), index)
    )
  }

  /// A value of `type` that changes each time a step of a trace of `count` steps runs: a
  /// `Bool` flips on each of its turns, a number or a text takes the frame's.
  private static func value(_ type: ValueType, of count: Int) -> (text: String, expr: TraceExpr) {
    let turn = TraceExpr.binary(
      .divide, .binary(.subtract, .frame, .constant(.int(1))), .constant(.int(count)))
    return switch type {
    case .bool:
      (
        "(frame - 1) / \(count) % 2 == 0",
        .binary(.equal, .binary(.remainder, turn, .constant(.int(2))), .constant(.int(0)))
      )
    case .double: ("frame * 1.0", .binary(.multiply, .frame, .constant(.double(1.0))))
    case .int: ("frame", .frame)
    default: ("\"\\(frame)\"", .interpolation([.frame]))
    }
  }

  private static func spot(_ place: SourcePlace) -> SourceSpot {
    SourceSpot(file: place.file, line: place.position.line, column: place.position.column)
  }

}
