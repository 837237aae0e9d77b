/// A screen or trace that cannot be run, naming the store, view, input or field at fault and
/// saying what to do. Every check of `ScreenBuilder` and `Scenario` throws one of these, so a
/// declaration cannot crash a run.
public enum DeclarationError: Error, Equatable, Sendable, CustomStringConvertible {
  case emptyName(what: String)
  case duplicateStore(String)
  case duplicateField(store: String, field: String)
  case fieldAfterCollection(store: String, field: String)
  case secondCollection(store: String, collection: String)
  case badRecordCollection(store: String, collection: String, problem: String)
  case unknownAttribute(collection: String, attribute: String, known: [String])
  case duplicateEnvironmentKey(String)
  case tooManyEnvironmentKeys(Int)
  case duplicateView(String)
  case duplicateName(view: String, kind: String, name: String)
  case unknownInput(view: String, input: String, known: [String])
  case unknownState(view: String, state: String, known: [String])
  case notARecordInput(view: String, input: String)
  case inputOutOfRange(view: String, index: Int)
  case stateOutOfRange(view: String, index: Int)
  case unknownView(view: String, id: Int)
  case missingArgument(view: String, child: String, input: String)
  case unexpectedArgument(view: String, child: String, argument: String)
  case duplicateArgument(view: String, child: String, argument: String)
  case wrongArgumentKind(view: String, child: String, input: String, expected: String)
  case recordOutOfRange(view: String, input: String, id: Int, count: Int)
  case unknownField(view: String, store: Int, index: Int)
  case unknownEnvironmentKey(view: String, key: Int)
  case rowValueOutsideForEach(view: String)
  case comparisonOutsideEquality(view: String)
  case equalityReadsOutsideInputs(view: String)
  case wrongOperand(view: String, operation: String, type: ValueType)
  case forEachOverNonList(view: String, type: ValueType)
  case badWindow(view: String, visible: Int, prefetch: Int)
  case unknownRoot(Int)
  case rootTakesInputs(view: String)
  case traceUnknownField(frame: Int, store: Int, index: Int)
  case traceWrongType(frame: Int, field: String, expected: ValueType, given: ValueType)
  case traceMutationDoesNotApply(frame: Int, field: String, mutation: String, type: ValueType)
  case traceRecordOutOfRange(frame: Int, field: String, id: Int, count: Int)
  case traceUnknownList(frame: Int, listID: Int)
  case traceUnknownState(frame: Int, view: String, state: String)
  case traceUnknownAction(frame: Int, action: String)
  case traceUnknownControl(frame: Int, control: String)
  case unknownAction(view: String, action: String, known: [String])
  case duplicateAction(view: String, action: String)
  case duplicateControl(view: String, control: String)
  case notAWriteTarget(view: String, action: String)
  case notABindingSource(view: String)
  case wrongWriteType(view: String, action: String, expected: ValueType, given: ValueType)
  case mutationDoesNotApply(view: String, action: String, mutation: String, type: ValueType)
  case unknownStore(view: String, store: Int)
  case ownedStoreInRepeatedView(view: String, store: String)
  case ownedStoreTwice(store: String)
  case presentedBodyNotOneIf(view: String)
  case unsettled(frame: Int, action: String)
  /// The first render or a frame mounted more views than `InputLimits.mountedViews`.
  case tooManyViews(frame: Int, view: String)
  /// A run whose counting run's pace would take it longer than its budget (`RunBudget`):
  /// the projection, the budget, the frames, those measured, the runs, and the engine that
  /// cost most.
  case overTimeBudget(seconds: Int, budget: Int, frames: Int, measured: Int, runs: Int, heaviest: String)
  /// A mistake in a screen file, where it is.
  case screenFile(ScreenFileError)

  public var description: String {
    if case .screenFile(let error) = self { return error.description }
    return QuotedInput.shortened(sentence)
  }

  private var sentence: String {
    switch self {
    case .emptyName(let what):
      "a \(what) has an empty name; give it a name"
    case .duplicateStore(let name):
      "the store '\(name)' is declared twice; give each store its own name"
    case .duplicateField(let store, let field):
      "store '\(store)' declares the field '\(field)' twice; give each field its own name"
    case .fieldAfterCollection(let store, let field):
      "store '\(store)' declares the field '\(field)' after its record collection; declare plain fields first"
    case .secondCollection(let store, let collection):
      "store '\(store)' already has a record collection, so '\(collection)' cannot be added; a store holds at most one"
    case .badRecordCollection(let store, let collection, let problem):
      "the record collection '\(collection)' of store '\(store)' \(problem)"
    case .unknownAttribute(let collection, let attribute, let known):
      "the records of '\(collection)' have no attribute '\(attribute)'; use one of \(Self.list(known))"
    case .duplicateEnvironmentKey(let name):
      "the environment key '\(name)' is declared twice; declare each key once"
    case .tooManyEnvironmentKeys(let count):
      "a screen may declare at most \(Screen.maximumEnvironmentKeys) environment keys, not \(count); merge some"
    case .duplicateView(let name):
      "the view '\(name)' is declared twice; give each view type its own name"
    case .duplicateName(let view, let kind, let name):
      "view '\(view)' declares the \(kind) '\(name)' twice; give each its own name"
    case .unknownInput(let view, let input, let known):
      "view '\(view)' has no input '\(input)'; \(known.isEmpty ? "it takes no inputs" : "its inputs are \(Self.list(known))")"
    case .unknownState(let view, let state, let known):
      "view '\(view)' has no @State '\(state)'; \(known.isEmpty ? "it declares none" : "it declares \(Self.list(known))")"
    case .notARecordInput(let view, let input):
      "the input '\(input)' of view '\(view)' is not a record of that collection; declare it with .record(name, collection)"
    case .inputOutOfRange(let view, let index):
      "view '\(view)' reads input #\(index), which it does not have; name inputs with view.input(\"name\")"
    case .stateOutOfRange(let view, let index):
      "view '\(view)' reads @State #\(index), which it does not have; name states with view.state(\"name\")"
    case .unknownView(let view, let id):
      "view '\(view)' uses a view (#\(id)) that this screen has not declared; declare a child before the views that use it"
    case .missingArgument(let view, let child, let input):
      "view '\(view)' creates '\(child)' without its input '\(input)'; pass every input"
    case .unexpectedArgument(let view, let child, let argument):
      "view '\(view)' passes '\(argument)' to '\(child)', which has no such input; remove it or declare the input"
    case .duplicateArgument(let view, let child, let argument):
      "view '\(view)' passes '\(argument)' to '\(child)' twice; pass it once"
    case .wrongArgumentKind(let view, let child, let input, let expected):
      "view '\(view)' passes the input '\(input)' of '\(child)' as the wrong kind; it takes \(expected)"
    case .recordOutOfRange(let view, let input, let id, let count):
      "view '\(view)' passes record #\(id) as '\(input)', but its collection has ids 0..<\(count); pass an existing record"
    case .unknownField(let view, let store, let index):
      "view '\(view)' reads a field (store #\(store), field #\(index)) that no store declares; use a field from the screen's own stores"
    case .unknownEnvironmentKey(let view, let key):
      "view '\(view)' uses environment key #\(key), which the screen has not declared; declare it first"
    case .rowValueOutsideForEach(let view):
      "view '\(view)' uses a row's item or index outside the arguments of a ForEach row; use them only there"
    case .comparisonOutsideEquality(let view):
      "view '\(view)' uses an old or new input value outside its own ==; use them only in equality: .custom(…)"
    case .equalityReadsOutsideInputs(let view):
      "the == of view '\(view)' reads something other than its old and new inputs; compare only .old(i), .new(i) and constants"
    case .wrongOperand(let view, let operation, let type):
      "view '\(view)' applies \(operation) to \(type.withArticle) value; use a value of a type it takes"
    case .forEachOverNonList(let view, let type):
      "a ForEach in view '\(view)' runs over \(type.withArticle) value; give it a list of record ids"
    case .badWindow(let view, let visible, let prefetch):
      "a lazy list in view '\(view)' has \(visible) visible rows and \(prefetch) of prefetch; it needs at least 1 visible row and no negative prefetch"
    case .unknownRoot(let id):
      "the root (#\(id)) is not a view of this screen; pass a view the builder declared"
    case .traceUnknownField(let frame, let store, let index):
      "frame \(frame) writes a field (store #\(store), field #\(index)) that no store declares; write the screen's own fields"
    case .traceWrongType(let frame, let field, let expected, let given):
      "frame \(frame) sets '\(field)', \(expected.withArticle) field, to \(given.withArticle) value; give it \(expected.withArticle)"
    case .traceMutationDoesNotApply(let frame, let field, let mutation, let type):
      "frame \(frame) applies \(mutation) to '\(field)', \(type.withArticle) field; use a mutation of that type"
    case .traceRecordOutOfRange(let frame, let field, let id, let count):
      "frame \(frame) puts record id \(id) in '\(field)', whose collection has ids 0..<\(count); use an existing record"
    case .traceUnknownList(let frame, let listID):
      "frame \(frame) scrolls the lazy list \(listID), which the screen does not have; scroll a list declared with that id"
    case .traceUnknownState(let frame, let view, let state):
      "frame \(frame) writes @State '\(state)' of '\(view)', which no view declares; name a view and one of its states"
    case .traceUnknownAction(let frame, let action):
      "frame \(frame) performs the action '\(action)', which no view declares; name an action a view declares"
    case .traceUnknownControl(let frame, let control):
      "frame \(frame) edits the control '\(control)', which the screen does not have; name a control the screen declares"
    case .unknownAction(let view, let action, let known):
      "view '\(view)' runs the action '\(action)', which it does not declare; \(known.isEmpty ? "declare it with view.action(…)" : "its actions are \(Self.list(known))")"
    case .duplicateAction(let view, let action):
      "view '\(view)' declares the action '\(action)', a name another action of the screen has; give each action its own name"
    case .duplicateControl(let view, let control):
      "view '\(view)' declares the control '\(control)', a name another control of the screen has; give each control its own name"
    case .notAWriteTarget(let view, let action):
      "the action '\(action)' of view '\(view)' writes something that is not a store field, a @State, a binding input or a record's attribute; write one of those"
    case .notABindingSource(let view):
      "view '\(view)' makes a binding to something that is not a store field, a @State, a binding input or a record's attribute; bind one of those"
    case .wrongWriteType(let view, let action, let expected, let given):
      "the action '\(action)' of view '\(view)' writes \(given.withArticle) value to \(expected.withArticle) target; write \(expected.withArticle)"
    case .mutationDoesNotApply(let view, let action, let mutation, let type):
      "the action '\(action)' of view '\(view)' applies \(mutation) to \(type.withArticle) target; use a mutation of that type"
    case .unknownStore(let view, let store):
      "view '\(view)' holds or owns store #\(store), which the screen does not declare; name one of the screen's stores"
    case .ownedStoreInRepeatedView(let view, let store):
      "view '\(view)' owns the store '\(store)' but can be shown more than once (in a ForEach or in several places); own it in a view shown once, or pass it down"
    case .tooManyViews(let frame, let view):
      "\(frame == 0 ? "the first render" : "frame \(frame)") mounts more than \(InputLimits.mountedViews.grouped) views at once (the last was \(view)); make the ForEach ranges or nested rows smaller"
    case .unsettled(let frame, let action):
      "\(frame == 0 ? "the first render" : "frame \(frame)") does not settle: its actions keep running one another (over \(TransactionLimit.transactions) transactions or \(TransactionLimit.inlineActions) onReceive actions; the last was \(action)); make the actions stop writing what makes them run again"
    case .presentedBodyNotOneIf(let view):
      "view '\(view)' is presented, so its body must be one if without else, testing what presents it (an input or a @State, no store's field); put its content under then: or drop presented: true"
    case .ownedStoreTwice(let store):
      "the store '\(store)' is owned by two views; let one view own it and pass it down"
    case .rootTakesInputs(let view):
      "the root view '\(view)' takes inputs, but nothing creates the root to give them; make a view without inputs the root, or move them into @State or a store"
    case .overTimeBudget(let seconds, let budget, let frames, let measured, let runs, let heaviest):
      "this run would take about \(seconds.grouped) s at the pace of its first \(measured == 1 ? "frame" : "\(measured.grouped) frames") (\(frames.grouped) frames, \(runs) runs with the counting one, \(heaviest) the costliest engine), over the \(budget) s a run is held to; give fewer frames (--param frames=\(max(1, frames * budget / max(seconds, 1) / 2))), fewer repetitions (--reps 1) or engines (--engine), or raise the limit with --time-limit \(seconds * 2)"
    case .screenFile(let error):
      error.description
    }
  }

  private static func list(_ names: [String]) -> String {
    names.map { "'\($0)'" }.listed()
  }
}
