/// The trace an imported screen runs when the user gives none: each interaction (a button's
/// tap, an edit of a control) in turn, one per frame, in the order of the source, then each
/// input of the root that a parent outside the files would pass, written as that parent
/// would pass a new value (docs/swiftui-import.md, "The default trace"). Built typed for `--swiftui`; written as
/// text by `bench import`, which a screen file reads back to the same events.
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

    /// What kind of change it is, for the counts by driver.
    var driver: TraceDriver {
      switch self {
      case .part: .interaction
      case .parentInput: .rootInput
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
      let parts = ScreenDraft.Part.all(in: view.body).compactMap { part in
        Self.place(of: part).map { (Driven.part(part), $0) }
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
    if let rootView = draft.views.first(where: { $0.name == root }) {
      found += rootView.givenByParent.map { (.parentInput(view: root, name: $0), rootView.place) }
    }
    // The values a step writes depend on how many steps there are; their types do not.
    for (part, place) in found {
      guard let step = Self.step(part, at: place, of: found.count, screen: screen) else { continue }
      do {
        try TraceProgram.check(step.event, at: Self.spot(step.place), screen: screen, lists: lists)
        steps.append(step)
      } catch {
        warnings.append(
          step.place.warning(.leftOut, "left '\(step.statement)' out of the default trace: \(error.message)"))
      }
    }
    if steps.count != found.count {
      steps = steps.compactMap { Self.step($0.part, at: $0.place, of: steps.count, screen: screen) }
    }
  }

  /// What each step writes, as the screen names it (`shelf.count`, `query`): a button's
  /// action's targets (its later transactions too), a control's binding.
  func writes(in draft: ScreenDraft) -> [(statement: String, writes: [String])] {
    let actions = Dictionary(
      draft.views.flatMap(\.actions).map { ($0.name, $0.statements) }, uniquingKeysWith: { first, _ in first }
    )
    return steps.map { step in
      switch step.part {
      case .part(.button(_, let action)): (step.statement, Self.targets(actions[action] ?? []))
      case .part(.control(_, let binding, _)): (step.statement, [String(binding.text.drop { $0 == "$" })])
      case .parentInput(let view, let name): (step.statement, ["\(view).\(name)"])
      default: (step.statement, [])
      }
    }
  }

  private static func targets(_ lines: [ScreenDraft.ActionLine]) -> [String] {
    var found: [String] = []
    for line in lines {
      switch line {
      case .write(let write):
        let target = write.target.text
        if !found.contains(target) { found.append(target) }
      case .withAnimation(let inner), .async(let inner):
        for target in targets(inner) where !found.contains(target) { found.append(target) }
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
  private static func step(_ part: Driven, at place: SourcePlace, of count: Int, screen: Screen) -> Step? {
    switch part {
    case .part(.button(_, let action)):
      return Step(statement: "tap(\(action))", event: .perform(action: action), place: place, part: part)
    case .part(.control(let kind, _, let name)):
      var type: ValueType? = nil
      if case .control(_, let declared)? = screen.control(named: name)?.role { type = declared }
      let (text, value) = self.value(
        type ?? (kind == "Toggle" ? .bool : kind == "Slider" ? .double : kind == "Stepper" ? .int : .string),
        of: count)
      return Step(
        statement: "edit(\(name), \(text))", event: .edit(control: name, value), place: place, part: part)
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
