import OpenCombine

/// A mounted view (or `ForEach` container) of a view graph, with what its last evaluation
/// produced. `State` is what the graph's strategy keeps per view.
final class ViewInstance<State> {
  /// The realized declaration (for a container: its rows' declaration).
  let decl: ViewDecl
  unowned(unsafe) let parent: ViewInstance?
  /// The view whose inputs and state this one reads: itself, or for scopes, observers and
  /// containers the nearest developer-written ancestor.
  unowned(unsafe) var host: ViewInstance!
  let depth: Int
  /// Identity under the parent: the part's slot and, for rows, the record id.
  let key: Int
  /// Identity in the whole screen, stable across unmount and remount.
  let identity: Int
  /// `nil` for views; the `ForEach` this container realizes, as its parent last re-created it.
  @exclusivity(unchecked) var container: ContainerSpec?

  @exclusivity(unchecked) var inputs: [Value]
  /// Value copies of record attributes (records passed by value), compared with the inputs.
  @exclusivity(unchecked) var recordCopies: [Value]
  @exclusivity(unchecked) var environment: [Value]
  @exclusivity(unchecked) var state: [Value]
  @exclusivity(unchecked) var children: [ViewInstance] = []
  /// Body order: `>= 0` a child's index, `< 0` element `-(n + 1)`.
  @exclusivity(unchecked) var layout: [Int32] = []
  /// Two values (content, style) per element.
  @exclusivity(unchecked) var elementValues: [Value] = []
  @exclusivity(unchecked) var elementSlots: [Int32] = []
  /// Inputs given to children (closures left out) and environment values written.
  @exclusivity(unchecked) var passedValues: [Value] = []

  @exclusivity(unchecked) var isMounted = true
  @exclusivity(unchecked) var isFirstEvaluation = true
  @exclusivity(unchecked) var reconcileMark = 0
  @exclusivity(unchecked) var isDirty = false
  @exclusivity(unchecked) var dirtyReason = EvaluationReason.mount
  @exclusivity(unchecked) var evaluatedInPass = -1
  /// Environment keys read by the last evaluation.
  @exclusivity(unchecked) var environmentReads: UInt64 = 0
  /// Environment keys written by the body, which shadow the parent's for the children.
  @exclusivity(unchecked) var environmentWrites: UInt64 = 0
  /// What the strategy keeps for this view.
  @exclusivity(unchecked) var strategyState: State
  /// For `onChange` / `onReceive` observers only.
  @exclusivity(unchecked) var observer: ObserverState?

  init(
    decl: ViewDecl, parent: ViewInstance?, key: Int, container: ContainerSpec?,
    inputs: [Value], recordCopies: [Value], environment: [Value], strategyState: State
  ) {
    self.decl = decl
    self.parent = parent
    depth = (parent?.depth ?? -1) + 1
    self.key = key
    var hasher = Hasher()
    hasher.combine(parent?.identity ?? 0)
    hasher.combine(key)
    identity = hasher.finalize()
    self.container = container
    self.inputs = inputs
    self.recordCopies = recordCopies
    self.environment = environment
    state = decl.state.map(\.initial)
    self.strategyState = strategyState
    if case .observer = decl.role { observer = ObserverState() }
    if decl.isInline || container != nil, let parent {
      host = parent.host
    } else {
      host = nil
    }
    if host == nil { host = self }
  }

  var isContainer: Bool { container != nil }

  static func key(slot: Int, id: Int) -> Int {
    slot << 40 | (id & 0xFF_FFFF_FFFF)
  }
}

/// What an `onChange` / `onReceive` observer keeps between evaluations.
final class ObserverState {
  /// The last value an `onChange` observer saw.
  @exclusivity(unchecked) var lastValue: Value?
  /// The `$field` subscription of an `onReceive` on an `ObservableObject` store.
  @exclusivity(unchecked) var subscription: AnyCancellable?
}
