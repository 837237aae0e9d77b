/// The render pass of docs/rules.md "The render pass" (rules R1–R16) over one realized screen,
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

  /// The screen in the strategy's idiom.
  let screen: Screen
  /// Each declaration's compiled body, indexed like `screen.views`.
  let programs: [BodyProgram]
  @exclusivity(unchecked) var counters = Counters()
  @exclusivity(unchecked) var elementCost = 0
  let strategy: Strategy
  let stores: [Strategy.Store]
  /// For each store, whether its source wrote its records (`passesRecordsByValue`).
  private let recordsByValue: [Bool]
  let rootScope: Scope
  /// Whether re-created closures are compared by their captures (R3).
  let comparesCaptures: Bool
  @exclusivity(unchecked) private(set) var root: Node?

  /// The render pass in progress: one per transaction, from 0 at the first render.
  @exclusivity(unchecked) var pass = 0
  /// The update in progress, from 0 at the first render: a frame's transaction, or a
  /// `withAnimation` or `async` block's, with the transactions of the actions they fire (R13).
  @exclusivity(unchecked) var update = 0
  /// Whether the first render (with the transactions its actions start) is in progress.
  @exclusivity(unchecked) var isMounting = false
  @exclusivity(unchecked) private var dirty = DirtyQueue<Strategy.ViewState>()
  /// Views to evaluate in this pass, the next one last: a parent's children wait here until the
  /// parent's body has run, so evaluation never nests (R6, R7).
  @exclusivity(unchecked) var pending: [(Node, EvaluationReason)] = []
  @exclusivity(unchecked) var containers: [Node] = []
  /// The views unmounted since the frame began, kept until it settles: an action one of them
  /// fired (`onDisappear`) runs after the pass, and reaches its parents and host through
  /// references that do not keep them (`ViewNode`'s `unowned(unsafe)`).
  @exclusivity(unchecked) var retired: [Node] = []
  @exclusivity(unchecked) var scrollPositions: [Int: Int] = [:]
  /// `onFirstAppear` parts that have run, by identity.
  @exclusivity(unchecked) var appeared: Set<Int> = []
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
  /// The transactions of the frame in progress, and the actions they run (R12).
  @exclusivity(unchecked) var transactions = TransactionQueue<Strategy.ViewState>()
  /// Whether an action is running: its reads are not a body's, so nothing tracks them.
  @exclusivity(unchecked) var isRunningAction = false
  /// Whether `onReceive` actions are running (the ones they fire join the same loop).
  @exclusivity(unchecked) var isRunningInline = false
  /// When the last frame did not settle: the action that kept it going.
  @exclusivity(unchecked) var unsettledAction: String?
  /// Views mounted now (count pass only), held under `InputLimits.mountedViews`.
  @exclusivity(unchecked) var mountedViews = 0
  /// The view whose mount went past `InputLimits.mountedViews`; nothing is evaluated after it.
  @exclusivity(unchecked) var viewPastLimit: String?
  /// For each environment key, as bits: the keys it is a member of, and its members (R9).
  let environmentEnclosing: [UInt64]
  let environmentCovered: [UInt64]
  /// Each action's declaration and position, by name, and each control's declaration.
  let actionsByName: [String: (view: Int, action: Int)]
  let controlsByName: [String: Int]
  /// The location of each field a binding was made to.
  @exclusivity(unchecked) var fieldLocations: [FieldRef: Location] = [:]
  /// The mounted view each event of the trace last acted on, by declaration.
  @exclusivity(unchecked) var eventTargets: [Int: Node] = [:]
  /// For each owned store, whether an identity of its owner has been mounted.
  @exclusivity(unchecked) var ownedStoreUsed: [Bool]
  /// For each declaration, whether its comparison layout is ready (`--closures captures`).
  @exclusivity(unchecked) var closureLayoutReady: [Bool]

  /// Whether the records of store `index` are passed to views by value (`ObservableObject`
  /// records are structs); on mixed stores, as the store's source wrote them: structs.
  @inline(__always)
  func passesRecordsByValue(_ store: Int) -> Bool {
    guard let flavour = Strategy.Store.flavour else { return recordsByValue[store] }
    return flavour == .combine
  }

  init(screen natural: Screen, strategy: Strategy, closures: ClosureComparison) {
    self.strategy = strategy
    screen = strategy.realize(natural)
    let realized = screen
    programs = realized.views.map { BodyProgram($0, in: realized) }
    stores = screen.stores.map { Strategy.Store(schema: $0) }
    recordsByValue = screen.stores.map { $0.writtenKind != nil && $0.recordObjects == nil }
    rootScope = Scope(defaults: screen.environmentKeys.map(\.defaultValue))
    environmentEnclosing = EnvironmentKeySpec.enclosing(screen.environmentKeys)
    environmentCovered = EnvironmentKeySpec.covered(screen.environmentKeys)
    comparesCaptures = closures == .captures
    tally = Tally(types: Mode.counts ? screen.views.count : 0)
    ownedStoreUsed = Array(repeating: false, count: screen.stores.count)
    closureLayoutReady = Array(repeating: false, count: screen.views.count)
    var actions: [String: (view: Int, action: Int)] = [:]
    var controls: [String: Int] = [:]
    for view in realized.views {
      for (index, action) in view.actions.enumerated() { actions[action.name] = (view.id.index, index) }
      if case .control(let name, _) = view.role { controls[name] = view.id.index }
    }
    actionsByName = actions
    controlsByName = controls
    let maximumArguments = programs.map(\.maximumArguments).max() ?? 1
    scratchArguments = .allocate(capacity: maximumArguments)
    scratchArguments.initialize(repeating: .bool(false))
    scratchVersions = .allocate(capacity: maximumArguments)
    scratchVersions.initialize(repeating: 0)
  }

  deinit {
    // Children hold their children; taking the tree apart level by level keeps its release
    // from recursing once per level. Locations hold their owners, so they let go first.
    var stack = root.map { [$0] } ?? []
    root = nil
    while let node = stack.popLast() {
      stack.append(contentsOf: node.descendants)
      node.detachChildren()
      for location in node.state { location.ownerView = nil }
    }
    scratchArguments.deinitialize()
    scratchArguments.deallocate()
    scratchVersions.deallocate()
  }

  // MARK: What `Engine` offers (through `SpecializedEngine`)

  /// The first render, and the transactions its actions start.
  func mount() {
    guard root == nil else { return }
    isMounting = true
    defer { isMounting = false }
    if Mode.counts { tally.actions.removeAll() }
    pass = 0
    if Mode.counts { counters.transactions += 1 }
    let decl = screen[screen.root]
    argumentCount = 0
    let node = makeNode(decl: decl, parent: nil, scope: rootScope, key: 0, container: nil)
    root = node
    mountView(node)
    drain()
    settle()
  }

  /// One frame: the trace's transaction, its render pass, and the transactions its actions
  /// start.
  func run(_ frame: Frame) {
    if Mode.counts { tally.actions.removeAll(keepingCapacity: true) }
    unsettledAction = nil
    pass += 1
    update += 1
    if Mode.counts { counters.transactions += 1 }
    for event in frame.events {
      apply(event)
    }
    render()
    settle()
  }

  func recordStaleFrame() {
    counters.staleFrames += 1
  }

  func recordActionMismatch() {
    counters.actionMismatches += 1
  }

  /// The transaction's render pass, after its writes.
  func render() {
    runInlineActions()
    strategy.willRender(self)
    renderPass()
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
    // R1: at most once per transaction.
    guard node.isMounted, node.evaluatedInPass != pass else { return }
    // Past the limit, the count pass stops growing the tree; the run reports it as an error.
    if Mode.counts && viewPastLimit != nil { return }
    node.evaluatedInPass = pass
    node.isDirty = false
    node.environmentReads = 0
    let firstChild = pending.count
    if Mode.counts { tally.begin() }
    strategy.evaluate(node, in: self) {
      runBody(of: node)
    }
    if !node.lifecycles.isEmpty { lifecyclesAfterEvaluation(of: node) }
    if Mode.counts {
      // R16: a presentation's content not shown is not evaluated by SwiftUI; the run here
      // only keeps its inputs current. Shown again, it starts from no output.
      if node.decl.presented && node.branches.count > 0 && !node.branches[0] {
        node.record = nil
      } else {
        finishCounting(node, reason: reason)
      }
      countEnvironmentDependency(of: node, mounted: true)
    }
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
    let copies = container == nil && Strategy.Store.flavour != .observable ? decl.recordCopyCount : 0
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

  /// Mounts a view (not a container): a new identity of the stores it owns, the strategy's
  /// observation, an `onReceive` subscription, and its first evaluation, queued.
  func mountView(_ node: Node) {
    for store in node.decl.owns {
      // A new identity has a new model object: one that nobody mounted observes yet.
      if ownedStoreUsed[store] { stores[store].reset() }
      ownedStoreUsed[store] = true
    }
    strategy.didMount(node, in: self)
    subscribeReceiver(node)
    if Mode.counts {
      mountedViews += 1
      if mountedViews > InputLimits.mountedViews, viewPastLimit == nil { viewPastLimit = node.decl.name }
    }
    schedule(node, reason: .mount)
  }

  /// Unmounts `node` and everything below it: their lifecycle parts disappear, their
  /// observations end and, as SwiftUI discards their state, their nodes are dropped.
  func unmount(_ node: Node) {
    var stack = [node]
    while let node = stack.popLast() {
      retired.append(node)
      node.isMounted = false
      if node.isContainer {
        containers.removeAll { $0 === node }
      } else {
        if !node.lifecycles.isEmpty { lifecyclesDisappear(node) }
        strategy.willUnmount(node, in: self)
        node.observer?.subscription = nil
        unregisterEnvironmentReads(of: node)
        if Mode.counts {
          countEnvironmentDependency(of: node, mounted: false)
          mountedViews -= 1
        }
        for location in node.state { location.ownerView = nil }
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

  /// Keeps the environment scopes' count of dependent views below them (R9's checks): a
  /// mounted view whose last evaluation read a key counts in its scope and every scope above.
  private func countEnvironmentDependency(of node: Node, mounted: Bool) {
    let dependent = mounted && node.environmentReads != 0
    guard dependent != node.isEnvironmentDependent else { return }
    node.isEnvironmentDependent = dependent
    var scope: Scope? = node.scope
    while let current = scope {
      current.dependentsBelow += dependent ? 1 : -1
      scope = current.parent
    }
  }
}
