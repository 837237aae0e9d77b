/// The trace an imported screen runs when the user gives none: each interaction (a button's
/// tap, an edit of a control) in turn, one per frame, in the order of the source
/// (docs/swiftui-import.md, "The default trace"). Built typed for `--swiftui`; written as
/// text by `bench import`, which a screen file reads back to the same events.
struct DefaultTrace {
  /// One interaction: the statement a screen file writes, the event it makes, and where the
  /// source shows its button or control.
  struct Step {
    let statement: String
    let event: TraceProgram.EventTemplate
    let place: SourcePlace
  }

  private(set) var steps: [Step] = []

  /// The interactions of `draft`'s views that `screen` can run; one it cannot is left out
  /// with a warning at its place.
  init(_ draft: ScreenDraft, screen: Screen, warnings: inout [ImportWarning]) {
    let lists = Scenario.lazyListIDs(screen)
    for view in draft.views {
      for part in Self.flatten(view.body) {
        guard let step = Self.step(part) else { continue }
        do {
          try TraceProgram.check(step.event, at: Self.spot(step.place), screen: screen, lists: lists)
          steps.append(step)
        } catch {
          warnings.append(
            step.place.warning("left '\(step.statement)' out of the default trace: \(error.message)"))
        }
      }
    }
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

  private static func step(_ part: ScreenDraft.Part) -> Step? {
    switch part {
    case .button(let label, let action):
      return Step(statement: "tap(\(action))", event: .perform(action: action), place: label.place)
    case .control(let kind, let binding, let name):
      // A value of the control's type that changes every frame.
      let (text, value): (String, TraceExpr) =
        switch kind {
        case "Toggle":
          (
            "frame % 2 == 0",
            .binary(.equal, .binary(.remainder, .frame, .constant(.int(2))), .constant(.int(0)))
          )
        case "Slider": ("frame * 1.0", .binary(.multiply, .frame, .constant(.double(1.0))))
        case "Stepper": ("frame", .frame)
        default: ("\"\\(frame)\"", .interpolation([.frame]))
        }
      return Step(
        statement: "edit(\(name), \(text))", event: .edit(control: name, value), place: binding.place)
    default:
      return nil
    }
  }

  private static func spot(_ place: SourcePlace) -> SourceSpot {
    SourceSpot(file: place.file, line: place.position.line, column: place.position.column)
  }

  private static func flatten(_ parts: [ScreenDraft.Part]) -> [ScreenDraft.Part] {
    parts.flatMap { part -> [ScreenDraft.Part] in
      switch part {
      case .conditional(_, let then, let otherwise): [part] + flatten(then) + flatten(otherwise)
      case .forEach(_, _, _, _, _, let content): [part] + flatten(content)
      case .environment(_, _, let content): [part] + flatten(content)
      default: [part]
      }
    }
  }
}
