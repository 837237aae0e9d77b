/// The render pass of README "The render pass" (rules R1–R11) over one realized screen,
/// parameterized by an invalidation strategy and by whether it counts (`EngineMode`). Every
/// engine, the oracle included, is a `ViewGraph`; both parameters are resolved at compile time,
/// so a timed frame runs only the strategy's own work and the render pass.
///
/// Nothing here recurses along the depth of the tree: evaluations wait on an explicit stack,
/// dirty views in a queue ordered by depth, and walks over the tree keep their own stacks, so a
/// chain of 100,000 views runs on the default stack.
final class ViewGraph<Strategy: InvalidationStrategy, Mode: EngineMode> {
  typealias Node = ViewNode<Strategy.ViewState>
  typealias Scope = EnvironmentScope<Strategy.ViewState>

  let kind: EngineKind
  /// The screen in the strategy's idiom.
  let screen: Screen
  /// Each declaration's compiled body, indexed like `screen.views`.
  let programs: [BodyProgram]
  @exclusivity(unchecked) var counters = Counters()
  @exclusivity(unchecked) var elementCost = 0
  let strategy: Strategy
  let stores: [Strategy.Store]
  let rootScope: Scope
  @exclusivity(unchecked) private(set) var root: Node?

  /// The render pass in progress: 0 is the first render, then one per frame.
  @exclusivity(unchecked) private(set) var pass = 0
  @exclusivity(unchecked) private var dirty = DirtyQueue<Strategy.ViewState>()
  /// Views to evaluate in this pass, the next one last: a parent's children wait here until the
  /// parent's body has run, so evaluation never nests (R6, R7).
  @exclusivity(unchecked) var pending: [(Node, EvaluationReason)] = []
  @exclusivity(unchecked) var containers: [Node] = []
  @exclusivity(unchecked) var scrollPositions: [Int: Int] = [:]
  @exclusivity(unchecked) private var appeared: Set<Int> = []
  @exclusivity(unchecked) private var nextMark = 0
  /// A child's arguments and record copies while they are compared with its current ones,
  /// in buffers as large as the largest call needs.
  let scratchArguments: UnsafeMutableBufferPointer<Value>
  /// For each record argument passed by value, the record's version now.
  let scratchVersions: UnsafeMutableBufferPointer<Int>
  @exclusivity(unchecked) var argumentCount = 0
  /// The count pass's copies of records passed by value, while they are recorded.
  @exclusivity(unchecked) var copiedAttributes: [Value] = []
  /// The rows of a `ForEach` while they are reconciled.
  @exclusivity(unchecked) var rowScratch: [Node] = []
  /// The field whose write is being delivered, for `field:NAME` reasons.
  @exclusivity(unchecked) var fieldBeingWritten = FieldRef(store: 0, index: 0)
  /// The count pass's own bookkeeping; empty in timed engines.
  @exclusivity(unchecked) var tally: Tally

  init(kind: EngineKind, screen natural: Screen, strategy: Strategy) {
    self.kind = kind
    self.strategy = strategy
    screen = strategy.realize(natural)
    let realized = screen
    programs = realized.views.map { BodyProgram($0, in: realized) }
    stores = screen.stores.map { Strategy.Store(schema: $0) }
    rootScope = Scope(defaults: screen.environmentKeys.map(\.defaultValue))
    tally = Tally(types: Mode.counts ? screen.views.count : 0)
    let maximumArguments = programs.map(\.maximumArguments).max() ?? 1
    scratchArguments = .allocate(capacity: maximumArguments)
    scratchArguments.initialize(repeating: .bool(false))
    scratchVersions = .allocate(capacity: maximumArguments)
    scratchVersions.initialize(repeating: 0)
  }

  deinit {
    // Children hold their children; taking the tree apart level by level keeps its release
    // from recursing once per level.
    var stack = root.map { [$0] } ?? []
    root = nil
    while let node = stack.popLast() {
      stack.append(contentsOf: node.descendants)
      node.detachChildren()
    }
    scratchArguments.deinitialize()
    scratchArguments.deallocate()
    scratchVersions.deallocate()
  }

  // MARK: What `Engine` offers (through `SpecializedEngine`)

  func mount() {
    guard root == nil else { return }
    pass = 0
    let decl = screen[screen.root]
    argumentCount = 0
    let node = makeNode(decl: decl, parent: nil, scope: rootScope, key: 0, container: nil)
    root = node
    mountView(node)
    drain()
  }

  func run(_ frame: Frame) {
    pass += 1
    for event in frame.events {
      apply(event)
    }
    strategy.willRender(self)
    renderPass()
  }

  func recordStaleFrame() {
    counters.staleFrames += 1
  }

  // MARK: Dirty marking, for strategies

  /// Marks `node` dirty (R1: only the first reason of a frame is kept).
  func markDirty(_ node: Node, reason: EvaluationReason) {
    guard node.isMounted, !node.isDirty else { return }
    node.isDirty = true
    node.dirtyReason = reason
    dirty.insert(node)
  }

  /// A notification reached `node`: an `objectWillChange` it holds, or a tracked field it read.
  func notify(_ node: Node, reason: EvaluationReason) {
    guard node.isMounted else { return }
    if Mode.counts { counters.notifications += 1 }
    markDirty(node, reason: reason)
  }

  func countTrackingInstall() {
    if Mode.counts { counters.trackingInstalls += 1 }
  }

  // MARK: The pass

  /// R2: dirty views are evaluated parents first; each one's re-created children are compared
  /// and evaluated before the next dirty view.
  private func renderPass() {
    while let node = dirty.popFirst() {
      guard node.isMounted, node.isDirty else { continue }
      if node.isContainer {
        node.isDirty = false
        reconcileRows(node, recreate: false)
      } else {
        schedule(node, reason: node.dirtyReason)
      }
      drain()
    }
  }

  /// Queues `node` for evaluation after the body being run.
  @inline(__always)
  func schedule(_ node: Node, reason: EvaluationReason) {
    pending.append((node, reason))
  }

  private func drain() {
    while let (node, reason) = pending.popLast() {
      evaluate(node, reason: reason)
    }
  }

  private func evaluate(_ node: Node, reason: EvaluationReason) {
    // R1: at most once per frame.
    guard node.isMounted, node.evaluatedInPass != pass else { return }
    node.evaluatedInPass = pass
    node.isDirty = false
    node.environmentReads = 0
    let firstChild = pending.count
    if Mode.counts { tally.begin() }
    strategy.evaluate(node, in: self) {
      runBody(of: node)
    }
    if Mode.counts { finishCounting(node, reason: reason) }
    node.isFirstEvaluation = false
    // Children were queued in body order; the first must come off the stack first. (Reversing
    // through a range subscript would copy the whole stack.)
    var low = firstChild
    var high = pending.count - 1
    while low < high {
      pending.swapAt(low, high)
      low += 1
      high -= 1
    }
  }

  // MARK: Nodes

  /// A new node, given the arguments in the scratch buffers (and, for records passed by
  /// value, copies of the records they name).
  func makeNode(
    decl: ViewDecl, parent: Node?, scope: Scope, key: Int, container: ContainerState?
  ) -> Node {
    let copies = container == nil && Strategy.Store.flavour == .combine ? decl.recordCopyCount : 0
    let node = Node(
      decl: decl, program: programs[decl.id.index], parent: parent, scope: scope, key: key,
      container: container,
      inputs: UnsafeBufferPointer(rebasing: scratchArguments[..<argumentCount]), copyCount: copies,
      strategyState: strategy.makeViewState(for: decl))
    if copies > 0 { copyRecords(into: node) }
    if container != nil {
      containers.append(node)
    } else if Mode.counts {
      tally.mounted(decl)
    }
    return node
  }

  /// Mounts a view (not a container): the strategy's observation, an `onReceive`
  /// subscription, and its first evaluation, queued.
  func mountView(_ node: Node) {
    strategy.didMount(node, in: self)
    subscribeReceiver(node)
    schedule(node, reason: .mount)
  }

  /// Unmounts `node` and everything below it: their observations end and, as SwiftUI
  /// discards their state, their nodes are dropped.
  func unmount(_ node: Node) {
    var stack = [node]
    while let node = stack.popLast() {
      node.isMounted = false
      if node.isContainer {
        containers.removeAll { $0 === node }
      } else {
        strategy.willUnmount(node, in: self)
        node.observer?.subscription = nil
        unregisterEnvironmentReads(of: node)
      }
      stack.append(contentsOf: node.descendants.reversed())
      node.detachChildren()
    }
  }

  func nextReconcileMark() -> Int {
    nextMark += 1
    return nextMark
  }

  func scrollPosition(of listID: Int) -> Int {
    scrollPositions[listID] ?? 0
  }

  /// Runs an `onFirstAppear` action once per identity.
  func firstAppear(_ node: Node, slot: Int32) {
    var hasher = Hasher()
    hasher.combine(node.host.identity)
    hasher.combine(slot)
    if appeared.insert(hasher.finalize()).inserted {
      countAction()
    }
  }

  func countAction() {
    if Mode.counts { counters.actions += 1 }
  }
}
