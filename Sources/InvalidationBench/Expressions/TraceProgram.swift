import SwiftSyntax

/// A screen file's trace: statements run once per frame, in order, that write store fields
/// and `@State`, tap buttons, edit controls, scroll lazy lists and set the trace's own
/// variables. It is run before the benchmark, into the frames of a `Scenario`.
struct TraceProgram: Sendable {
  indirect enum Statement: Sendable {
    case assign(slot: Int, TraceExpr, SourceSpot)
    case event(EventTemplate, SourceSpot)
    case conditional(TraceExpr, then: [Statement], otherwise: [Statement])
  }

  /// An event with the values it carries still to be computed.
  enum EventTemplate: Sendable {
    case set(FieldTarget, TraceExpr)
    case mutate(FieldTarget, MutationTemplate)
    case scroll(listID: Int, TraceExpr)
    case setState(view: String, state: String, TraceExpr)
    case perform(action: String)
    case edit(control: String, TraceExpr)
  }

  enum FieldTarget: Sendable {
    case field(FieldRef)
    /// `store.records[id].attribute`.
    case record(RecordCollection, id: TraceExpr, attribute: Int)
  }

  enum MutationTemplate: Sendable {
    case add(TraceExpr, negated: Bool)
    case toggle
    case appendText(TraceExpr)
    case append(TraceExpr)
    /// A change with nothing to compute (a list's `removeFirst()`).
    case fixed(Mutation)
  }

  let initial: [Value]
  let statements: [Statement]
  /// Whether the trace makes random choices (so the workload takes a seed).
  let isRandom: Bool

  /// The scenario of `count` frames on `screen`: the trace is run once with each event checked
  /// against the screen, then made again each time the frames are walked (`FrameSequence`).
  func scenario(count: Int, seed: Int, screen: Screen) throws(ScreenFileError) -> Scenario {
    let count = max(1, count)
    var checking = TraceState(variables: initial, generator: SeededGenerator(seed: seed))
    let lists = Scenario.lazyListIDs(screen)
    for frame in 1...count {
      checking.frame = frame
      var events: [Event] = []
      try run(statements, &checking, &events, screen: screen, lists: lists)
    }
    let program = self
    return Scenario(
      screen: screen,
      checked: FrameSequence(count: count) {
        Frames(
          program: program,
          state: TraceState(variables: program.initial, generator: SeededGenerator(seed: seed)))
      })
  }

  /// The frames of a trace whose every event was checked: made one at a time.
  private struct Frames: IteratorProtocol {
    let program: TraceProgram
    var state: TraceState

    mutating func next() -> Frame? {
      state.frame += 1
      var events: [Event] = []
      // The checking run made these same events without an error.
      try? program.run(program.statements, &state, &events, screen: nil, lists: [])
      return Frame(events)
    }
  }

  /// Checks the event `template` makes in the first frame against `screen`, whose lazy lists
  /// are `lists` (`Scenario.lazyListIDs`): what `frames` would refuse, without a whole run.
  static func check(_ template: EventTemplate, at spot: SourceSpot, screen: Screen, lists: Set<Int>)
    throws(ScreenFileError)
  {
    var state = TraceState(variables: [], generator: SeededGenerator(seed: 0))
    state.frame = 1
    let event = try TraceProgram(initial: [], statements: [], isRandom: false).event(template, &state, spot)
    do {
      try Scenario.check(event, frame: 1, screen: screen, lists: lists)
    } catch {
      throw spot.error("\(error)")
    }
  }

  /// Runs `statements` for the frame `state` is at, adding its events to `events`; with a
  /// `screen`, each event is checked against it.
  private func run(
    _ statements: [Statement], _ state: inout TraceState, _ events: inout [Event], screen: Screen?,
    lists: Set<Int>
  ) throws(ScreenFileError) {
    for statement in statements {
      switch statement {
      case .assign(let slot, let value, let spot):
        state.variables[slot] = try Self.bounded(value.value(&state), state: state, at: spot)
      case .conditional(let condition, let then, let otherwise):
        let taken = condition.value(&state) == .bool(true) ? then : otherwise
        try run(taken, &state, &events, screen: screen, lists: lists)
      case .event(let template, let spot):
        let event = try self.event(template, &state, spot)
        if let screen {
          do {
            try Scenario.check(event, frame: state.frame, screen: screen, lists: lists)
          } catch {
            throw spot.error("\(error)")
          }
        }
        events.append(event)
      }
    }
  }

  /// `value`, unless it is a text longer than `InputLimits.traceText` (a variable that doubles
  /// each frame would otherwise fill the memory in seconds).
  private static func bounded(_ value: Value, state: TraceState, at spot: SourceSpot) throws(ScreenFileError)
    -> Value
  {
    if case .string(let text) = value, text.utf8.count > InputLimits.traceText {
      throw spot.error(
        "frame \(state.frame): this computes a text of over \(InputLimits.traceText.grouped) characters, the limit for a trace's values; make the trace stop growing it"
      )
    }
    return value
  }

  private func event(_ template: EventTemplate, _ state: inout TraceState, _ spot: SourceSpot)
    throws(ScreenFileError) -> Event
  {
    switch template {
    case .set(let target, let value):
      return .set(
        try field(target, &state, spot), try Self.bounded(value.value(&state), state: state, at: spot))
    case .mutate(let target, let mutation):
      let field = try field(target, &state, spot)
      switch mutation {
      case .add(let delta, let negated):
        guard case .int(let amount) = delta.value(&state) else {
          throw spot.error("frame \(state.frame): += and -= add a whole number here; compute one")
        }
        return .mutate(field, .add(negated ? 0 &- amount : amount))
      case .toggle: return .mutate(field, .toggle)
      case .fixed(let mutation): return .mutate(field, mutation)
      case .appendText(let text):
        return .mutate(
          field, .appendText(try Self.bounded(text.value(&state), state: state, at: spot).description))
      case .append(let id):
        guard case .int(let id) = id.value(&state) else {
          throw spot.error("frame \(state.frame): append takes a record id, a whole number")
        }
        return .mutate(field, .append(id))
      }
    case .scroll(let list, let first):
      guard case .int(let row) = first.value(&state) else {
        throw spot.error("frame \(state.frame): scroll(to:) takes a row number, a whole number")
      }
      return .scroll(listID: list, firstVisible: row)
    case .setState(let view, let name, let value):
      return .setState(view: view, state: name, try Self.bounded(value.value(&state), state: state, at: spot))
    case .perform(let action): return .perform(action: action)
    case .edit(let control, let value):
      return .edit(control: control, try Self.bounded(value.value(&state), state: state, at: spot))
    }
  }

  private func field(_ target: FieldTarget, _ state: inout TraceState, _ spot: SourceSpot)
    throws(ScreenFileError) -> FieldRef
  {
    switch target {
    case .field(let field): return field
    case .record(let collection, let idExpr, let attribute):
      guard case .int(let id) = idExpr.value(&state), id >= 0, id < collection.count else {
        throw spot.error(
          "frame \(state.frame): the record id \(idExpr.value(&state)) is outside \(collection.name) (0..<\(collection.count)); keep it in range"
        )
      }
      return collection.field(record: id, attribute: attribute)
    }
  }
}
