import OpenCombine

/// A mounted view (or a `ForEach`'s container of rows) of a view graph, with what its last
/// evaluation produced. `State` is what the graph's strategy keeps per view.
///
/// A node's inputs and output live in fixed buffers sized by its declaration: one value per
/// argument, one pair of values per element of its body, one child per child-making part, the
/// branch each conditional took. An evaluation overwrites them in place; nothing is built,
/// swapped or retained along the way.
final class ViewNode<State> {
  typealias Scope = EnvironmentScope<State>

  /// The realized declaration (for a container: its rows' declaration).
  unowned(unsafe) let decl: ViewDecl
  unowned(unsafe) let program: BodyProgram
  unowned(unsafe) let parent: ViewNode?
  /// The view whose inputs and state this one reads: itself, or for scopes, observers and
  /// containers the nearest developer-written ancestor.
  unowned(unsafe) var host: ViewNode!
  /// The environment where the view sits.
  unowned(unsafe) let scope: Scope
  let depth: Int
  /// Identity under the parent: the part's slot, or for a row its record id.
  let key: Int

  /// The arguments the parent last gave (kept when a re-creation compared equal).
  let inputs: UnsafeMutableBufferPointer<Value>
  /// Value copies of record attributes (records passed by value), compared with the inputs.
  let recordCopies: UnsafeMutableBufferPointer<Value>
  /// For each record input passed by value, the record's version when it was copied.
  let recordVersions: UnsafeMutableBufferPointer<Int>
  /// Two values (content, style) per element of the body.
  let elements: UnsafeMutableBufferPointer<Value>
  /// One per child-making part, `nil` where a branch not taken holds it.
  let children: UnsafeMutableBufferPointer<ViewNode?>
  /// Whether each conditional took its then-branch.
  let branches: UnsafeMutableBufferPointer<Bool>
  /// The view's `@State`, one location each, for as long as the node lives.
  let state: [Location]
  /// What each lifecycle part of the body last did (empty when it has none).
  @exclusivity(unchecked) var lifecycles: [LifecycleState]
  /// For a row written inline: its record id and position.
  @exclusivity(unchecked) var rowItem = -1
  @exclusivity(unchecked) var rowIndex = -1
  /// The environment scope of each `.environment` part, once it has run.
  @exclusivity(unchecked) var ownScopes: [Scope?]
  /// For a container: the `ForEach` as its parent last re-created it, and its rows in window
  /// order.
  @exclusivity(unchecked) var container: ContainerState?
  @exclusivity(unchecked) var rows: [ViewNode] = []
  /// For a `List`'s parent: what the walk over every row identifier computed.
  @exclusivity(unchecked) var gatheredIdentifiers = 0

  @exclusivity(unchecked) var isMounted = true
  @exclusivity(unchecked) var reconcileMark = 0
  @exclusivity(unchecked) var isDirty = false
  @exclusivity(unchecked) var dirtyReason = EvaluationReason.mount
  @exclusivity(unchecked) var evaluatedInPass = -1
  /// Environment keys read by the last evaluation.
  @exclusivity(unchecked) var environmentReads: UInt64 = 0
  /// Whether the node is counted among its scopes' environment dependents (count pass only).
  @exclusivity(unchecked) var isEnvironmentDependent = false
  /// The writer scopes this view reads from, with its position among their readers.
  @exclusivity(unchecked) var environmentRegistrations: [(scope: Scope, position: Int)] = []
  /// The value of the child's `.id(value)` when it was made, if it has one.
  @exclusivity(unchecked) var identityValue: Value?
  /// What the strategy keeps for this view.
  @exclusivity(unchecked) var strategyState: State
  /// For `onChange` / `onReceive` observers only.
  @exclusivity(unchecked) var observer: ObserverState?
  /// What the last evaluation produced, kept by the count pass only (`CountRecord`).
  @exclusivity(unchecked) var record: CountRecord?

  /// A node given `inputs` (copied into its own buffer) and room for `copyCount` record
  /// attribute copies.
  init(
    decl: ViewDecl, program: BodyProgram, parent: ViewNode?, scope: Scope, key: Int,
    container: ContainerState?, inputs: UnsafeBufferPointer<Value>, copyCount: Int,
    strategyState: State
  ) {
    self.decl = decl
    self.program = program
    self.parent = parent
    self.scope = scope
    depth = (parent?.depth ?? -1) + 1
    self.key = key
    self.container = container
    let isView = container == nil
    // One allocation holds every value the node keeps (inputs, record copies, elements), one
    // every child; a mount costs few allocations.
    let elementCount = isView ? 2 * program.elementCount : 0
    let values = UnsafeMutableBufferPointer<Value>.allocate(
      capacity: inputs.count + copyCount + elementCount)
    _ = values.initialize(from: inputs)
    (values.baseAddress! + inputs.count).initialize(
      repeating: .bool(false), count: copyCount + elementCount)
    self.inputs = UnsafeMutableBufferPointer(rebasing: values[..<inputs.count])
    recordCopies = UnsafeMutableBufferPointer(rebasing: values[inputs.count..<(inputs.count + copyCount)])
    elements = UnsafeMutableBufferPointer(rebasing: values[(inputs.count + copyCount)...])
    recordVersions = Self.allocate(copyCount > 0 ? inputs.count : 0, 0)
    state = decl.state.indices.map { Location(state: $0, of: decl) }
    lifecycles = isView ? Array(repeating: LifecycleState(), count: program.lifecycleCount) : []
    self.strategyState = strategyState
    children = Self.allocate(isView ? program.childCount : 0, nil)
    branches = Self.allocate(isView ? program.conditionalCount : 0, false)
    ownScopes = isView ? Array(repeating: nil, count: program.environmentCount) : []
    if case .observer = decl.role { observer = ObserverState() }
    if decl.isInline || !isView, let parent {
      host = parent.host
    } else {
      host = nil
    }
    if host == nil { host = self }
    for location in state { location.ownerView = self }
  }

  deinit {
    let values = UnsafeMutableBufferPointer(
      start: inputs.baseAddress, count: inputs.count + recordCopies.count + elements.count)
    values.deinitialize()
    values.deallocate()
    Self.free(children)
    Self.free(branches)
    Self.free(recordVersions)
  }

  /// A buffer of `count` copies of `value`; none is allocated for none.
  private static func allocate<T>(_ count: Int, _ value: T) -> UnsafeMutableBufferPointer<T> {
    guard count > 0 else { return UnsafeMutableBufferPointer(start: nil, count: 0) }
    let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: count)
    buffer.initialize(repeating: value)
    return buffer
  }

  private static func free<T>(_ buffer: UnsafeMutableBufferPointer<T>) {
    guard buffer.count > 0 else { return }
    buffer.deinitialize()
    buffer.deallocate()
  }

  var isContainer: Bool { container != nil }

  /// The mounted nodes below: children, or a container's rows.
  var descendants: [ViewNode] {
    isContainer ? rows : children.compactMap { $0 }
  }

  /// Drops every child and row, so that releasing this node does not release a subtree
  /// recursively.
  func detachChildren() {
    for index in children.indices { children[index] = nil }
    rows = []
  }

  /// Identity in the whole screen, stable across unmount and remount and the same on every
  /// engine: the keys from the root (scopes left out), with the `.id` values on the way.
  var identity: Int {
    var hasher = Hasher()
    var node: ViewNode? = self
    while let current = node {
      if !current.decl.isScope {
        hasher.combine(current.key)
        hasher.combine(current.identityValue)
      }
      node = current.parent
    }
    return hasher.finalize()
  }

  /// The position of the view in the natural screen, for ordering actions the same way on
  /// every engine: the keys from the root, scopes left out, then `slot`.
  func order(slot: Int32) -> [Int] {
    var keys = [Int(slot)]
    var node: ViewNode? = self
    while let current = node {
      if !current.decl.isScope { keys.append(current.key) }
      node = current.parent
    }
    return keys.reversed()
  }

  static func key(slot: Int32, id: Int) -> Int {
    Int(slot) << 40 | (id & 0xFF_FFFF_FFFF)
  }
}

/// A `ForEach` as its parent's body last re-created it.
struct ContainerState {
  /// The call's position in the parent's program, for the rows' arguments.
  let call: Int
  unowned(unsafe) let parentProgram: BodyProgram
  var ids: [Int]
}

/// What a lifecycle part of a mounted view last did.
struct LifecycleState {
  /// Whether the part is shown (it ran in an evaluation and has not disappeared since).
  var isActive = false
  /// The pass of the evaluation that last ran it.
  var pass = -1
  /// `onChange`: the value of that evaluation; `.task(id:)`: the id of the running task.
  var value: Value?
  /// `onChange`: the update (`ViewGraph.update`) its action last ran in.
  var firedInUpdate = -1
}

/// What an `onChange` / `onReceive` observer keeps between evaluations.
final class ObserverState {
  /// The last value an `onChange` observer saw.
  @exclusivity(unchecked) var lastValue: Value?
  /// The `$field` subscription of an `onReceive` on an `ObservableObject` store.
  @exclusivity(unchecked) var subscription: AnyCancellable?
}

/// What a node's last evaluation produced, as the count pass compares it with the next one:
/// elements (content, style) with their parts' slots, and the values it passed on (children's
/// inputs other than closures, record copies, `ForEach` ids, environment values written, a
/// change observer's value).
final class CountRecord {
  var elements: [Value] = []
  var slots: [Int32] = []
  var passed: [Value] = []
}
