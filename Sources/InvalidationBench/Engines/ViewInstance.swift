import OpenCombine

/// A mounted view (or `ForEach` container) of a view graph, with what its last evaluation
/// produced.
final class ViewInstance {
  /// The realized declaration (for a container: its rows' declaration).
  let decl: ViewDecl
  /// Position in the graph's type table, for per-type counts.
  let typeIndex: Int
  unowned(unsafe) let parent: ViewInstance?
  /// The view whose inputs and state this one reads: itself, or for scopes and observers the
  /// nearest developer-written ancestor.
  unowned(unsafe) var host: ViewInstance!
  let depth: Int
  /// Identity under the parent: the part's slot and, for rows, the record id.
  let key: Int
  /// Identity in the whole screen, stable across unmount and remount.
  let identity: Int
  /// `nil` for views; the `ForEach` this container realizes, as its parent last re-created it.
  var container: ContainerSpec?

  var inputs: [Value]
  /// Value copies of record attributes (records passed by value), compared with the inputs.
  var recordCopies: [Value]
  var environment: [Value]
  var state: [Value]
  var children: [ViewInstance] = []
  /// Body order: `>= 0` a child's index, `< 0` element `-(n + 1)`.
  var layout: [Int32] = []
  /// Two values (content, style) per element.
  var elementValues: [Value] = []
  var elementSlots: [Int32] = []
  /// Inputs given to children (closures left out) and environment values written.
  var passedValues: [Value] = []

  var isMounted = true
  var isFirstEvaluation = true
  var reconcileMark = 0
  var isDirty = false
  var dirtyReason = EvaluationReason.mount
  var evaluatedInPass = -1
  /// Environment keys read by the last evaluation.
  var environmentReads: UInt64 = 0
  /// Environment keys written by the body, which shadow the parent's for the children.
  var environmentWrites: UInt64 = 0
  /// Fields read by the last evaluation with the value seen (equatable engine only).
  var readLog: [(FieldRef, Value)] = []
  var subscriptions: [AnyCancellable] = []
  var trackingGeneration = 0
  /// Whether a registration of this view's last evaluation is waiting to fire.
  var hasPendingTracking = false
  /// The view's sentinel, built on its first tracked evaluation.
  var sentinel: KeyPath<TrackingSentinels, Int>?
  /// The last value an observer saw.
  var observedValue: Value?

  init(
    decl: ViewDecl, typeIndex: Int, parent: ViewInstance?, key: Int, container: ContainerSpec?,
    inputs: [Value], recordCopies: [Value], environment: [Value]
  ) {
    self.decl = decl
    self.typeIndex = typeIndex
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
    state = decl.stateInitials
    if decl.isInline || container != nil, let parent {
      host = parent.host
    } else {
      host = nil
    }
    if host == nil { host = self }
  }

  static func key(slot: Int, id: Int) -> Int {
    slot << 40 | (id & 0xFF_FFFF_FFFF)
  }
}
