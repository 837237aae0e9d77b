/// The render pass of README "The render pass" (rules R1–R11) over one realized screen,
/// parameterized by an invalidation strategy. Every engine, the oracle included, is a
/// `ViewGraph`; the strategy is a type parameter, so its hooks are resolved at compile time.
///
/// Nothing here recurses along the depth of the tree: evaluations wait on an explicit stack,
/// dirty views in a queue ordered by depth, and walks over the tree keep their own stacks, so a
/// chain of 100,000 views runs on the default stack.
final class ViewGraph<Strategy: InvalidationStrategy> {
  typealias View = ViewInstance<Strategy.ViewState>

  let kind: EngineKind
  /// The screen in the strategy's idiom.
  let screen: Screen
  @exclusivity(unchecked) var counters = Counters()
  var elementCost = 0
  let strategy: Strategy
  let stores: [Strategy.Store]
  @exclusivity(unchecked) private(set) var root: View?

  /// The render pass in progress: 0 is the first render, then one per frame.
  @exclusivity(unchecked) private(set) var pass = 0
  @exclusivity(unchecked) private var dirty = DirtyQueue<Strategy.ViewState>()
  /// Views to evaluate in this pass, the next one last: a parent's children wait here until the
  /// parent's body has been reconciled, so evaluation never nests (R6, R7).
  @exclusivity(unchecked) private var pending: [(View, EvaluationReason)] = []
  /// Per view type (indexed like `screen.views`): evaluations, elements, wasted evaluations and
  /// evaluations by reason during frames; `typeOrder` lists the types in first-mount order.
  @exclusivity(unchecked) private var typeEvals: [Int]
  @exclusivity(unchecked) private var typeElements: [Int]
  @exclusivity(unchecked) private var typeWasted: [Int]
  @exclusivity(unchecked) private var typeReasons: [[EvaluationReason: Int]]
  @exclusivity(unchecked) private var typeOrder: [Int] = []
  @exclusivity(unchecked) private var typeMounted: [Bool]
  @exclusivity(unchecked) var containers: [View] = []
  @exclusivity(unchecked) var scrollPositions: [Int: Int] = [:]
  @exclusivity(unchecked) private var appeared: Set<Int> = []
  @exclusivity(unchecked) private var nextClosureToken = 0
  @exclusivity(unchecked) private var nextMark = 0
  /// One body buffer per view type: a body is reconciled before any child is evaluated, so
  /// buffers never nest, and a type's buffer keeps the capacity that type's bodies need, so the
  /// frame loop reuses storage instead of allocating.
  @exclusivity(unchecked) private var bodyBuffers: [BodyOutput]
  /// The arguments and record copies of one row while a `ForEach` is reconciled.
  @exclusivity(unchecked) var rowArguments: [Value] = []
  @exclusivity(unchecked) var rowCopies: [Value] = []
  /// The field whose write is being delivered, for `field:NAME` reasons.
  @exclusivity(unchecked) var fieldBeingWritten = FieldRef(store: 0, index: 0)

  init(kind: EngineKind, screen natural: Screen, strategy: Strategy) {
    self.kind = kind
    self.strategy = strategy
    screen = strategy.realize(natural)
    stores = screen.stores.map { Strategy.Store(schema: $0) }
    let types = screen.views.count
    typeEvals = Array(repeating: 0, count: types)
    typeElements = Array(repeating: 0, count: types)
    typeWasted = Array(repeating: 0, count: types)
    typeReasons = Array(repeating: [:], count: types)
    typeMounted = Array(repeating: false, count: types)
    bodyBuffers = Array(repeating: BodyOutput(), count: types)
  }

  deinit {
    // Children hold their children; taking the tree apart level by level keeps its release
    // from recursing once per level.
    var stack = root.map { [$0] } ?? []
    root = nil
    while let view = stack.popLast() {
      stack.append(contentsOf: view.children)
      view.children = []
    }
  }

  // MARK: What `Engine` offers (through `SpecializedEngine`)

  func mount() {
    guard root == nil else { return }
    pass = 0
    let view = makeInstance(
      decl: screen[screen.root], parent: nil, key: 0, container: nil, inputs: [],
      recordCopies: [], environment: screen.environmentKeys.map(\.defaultValue))
    root = view
    mountView(view)
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

  func renderedTree() -> RenderedTree {
    var tree = RenderedTree()
    guard let root else { return tree }
    // (view, next position in its layout, or in its rows for a container)
    var stack: [(View, Int)] = [(root, 0)]
    while let (view, position) = stack.popLast() {
      if view.isContainer {
        guard position < view.children.count else { continue }
        stack.append((view, position + 1))
        stack.append((view.children[position], 0))
        continue
      }
      guard position < view.layout.count else { continue }
      stack.append((view, position + 1))
      let entry = view.layout[position]
      if entry >= 0 {
        stack.append((view.children[Int(entry)], 0))
      } else {
        let element = Int(-(entry + 1))
        tree.append(
          content: view.elementValues[2 * element], style: view.elementValues[2 * element + 1],
          owner: view.host.decl.name)
      }
    }
    return tree
  }

  func viewTypeCounters() -> [ViewTypeCounters] {
    var merged: [String: ViewTypeCounters] = [:]
    var order: [String] = []
    for type in typeOrder {
      let decl = screen.views[type]
      var counters = ViewTypeCounters(name: decl.name)
      counters.evals = typeEvals[type]
      counters.elementsBuilt = typeElements[type]
      counters.wastedEvals = typeWasted[type]
      for (reason, count) in typeReasons[type] {
        counters.reasons[reason.name(view: decl, screen: screen), default: 0] += count
      }
      // Scopes and observers share a name per host type; their rows merge.
      if merged[decl.name] == nil { order.append(decl.name) }
      merged[decl.name, default: ViewTypeCounters(name: decl.name)].merge(counters)
    }
    return order.compactMap { merged[$0] }
  }

  func recordStaleFrame() {
    counters.staleFrames += 1
  }

  // MARK: Dirty marking, for strategies

  /// Marks `view` dirty (R1: only the first reason of a frame is kept).
  func markDirty(_ view: View, reason: EvaluationReason) {
    guard view.isMounted, !view.isDirty else { return }
    view.isDirty = true
    view.dirtyReason = reason
    dirty.insert(view)
  }

  /// A notification reached `view`: an `objectWillChange` it holds, or a tracked field it read.
  func notify(_ view: View, reason: EvaluationReason) {
    guard view.isMounted else { return }
    counters.notifications += 1
    markDirty(view, reason: reason)
  }

  func countTrackingInstall() {
    counters.trackingInstalls += 1
  }

  // MARK: The pass

  /// R2: dirty views are evaluated parents first; each one's re-created children are compared
  /// and evaluated before the next dirty view.
  private func renderPass() {
    while let view = dirty.popFirst() {
      guard view.isMounted, view.isDirty else { continue }
      if view.isContainer {
        view.isDirty = false
        reconcileRows(view, recreate: false)
      } else {
        schedule(view, reason: view.dirtyReason)
      }
      drain()
    }
  }

  /// Queues `view` for evaluation after the body being reconciled.
  func schedule(_ view: View, reason: EvaluationReason) {
    pending.append((view, reason))
  }

  private func drain() {
    while let (view, reason) = pending.popLast() {
      evaluate(view, reason: reason)
    }
  }

  private func evaluate(_ view: View, reason: EvaluationReason) {
    // R1: at most once per frame.
    guard view.isMounted, view.evaluatedInPass != pass else { return }
    view.evaluatedInPass = pass
    view.isDirty = false
    let type = view.decl.id.index
    var body = BodyOutput()
    swap(&body, &bodyBuffers[type])
    view.environmentReads = 0
    view.environmentWrites = 0
    strategy.evaluate(view, in: self) {
      buildBody(of: view, into: &body)
    }
    if pass == 0 {
      counters.mountEvals += 1
    } else {
      record(view, reason: reason, body: body)
    }
    view.isFirstEvaluation = false
    // The new output becomes the view's; its previous arrays go back to the buffer for reuse.
    swap(&view.elementValues, &body.elements)
    swap(&view.elementSlots, &body.elementSlots)
    swap(&view.layout, &body.layout)
    swap(&view.passedValues, &body.passed)
    let firstChild = pending.count
    reconcile(view, with: body)
    // Children were queued in body order; the first must come off the stack first. (Reversing
    // through a range subscript would copy the whole stack.)
    var low = firstChild
    var high = pending.count - 1
    while low < high {
      pending.swapAt(low, high)
      low += 1
      high -= 1
    }
    body.clear()
    swap(&body, &bodyBuffers[type])
  }

  private func record(_ view: View, reason: EvaluationReason, body: BodyOutput) {
    let type = view.decl.id.index
    let elementCount = body.elements.count / 2
    counters.bodyEvals += 1
    counters.elementsBuilt += elementCount
    typeEvals[type] += 1
    typeElements[type] += elementCount
    typeReasons[type][reason, default: 0] += 1
    if reason != .mount && body.elements == view.elementValues && body.passed == view.passedValues {
      counters.wastedEvals += 1
      typeWasted[type] += 1
    }
    counters.changedElements += changedElementCount(view, body)
  }

  /// Elements whose content or style differs from the element of the same part last time;
  /// an element whose part showed nothing last time counts as changed.
  private func changedElementCount(_ view: View, _ body: BodyOutput) -> Int {
    let old = view.elementValues
    let new = body.elements
    var changed = 0
    if view.elementSlots == body.elementSlots {
      var index = 0
      while index < new.count {
        if old[index] != new[index] || old[index + 1] != new[index + 1] { changed += 1 }
        index += 2
      }
      return changed
    }
    for (element, slot) in body.elementSlots.enumerated() {
      guard let previous = view.elementSlots.firstIndex(of: slot),
        old[2 * previous] == new[2 * element], old[2 * previous + 1] == new[2 * element + 1]
      else {
        changed += 1
        continue
      }
    }
    return changed
  }

  // MARK: Instances

  func makeInstance(
    decl: ViewDecl, parent: View?, key: Int, container: ContainerSpec?,
    inputs: [Value], recordCopies: [Value], environment: [Value]
  ) -> View {
    let view = View(
      decl: decl, parent: parent, key: key, container: container, inputs: inputs,
      recordCopies: recordCopies, environment: environment,
      strategyState: strategy.makeViewState(for: decl))
    if container != nil {
      containers.append(view)
    } else if !typeMounted[decl.id.index] {
      typeMounted[decl.id.index] = true
      typeOrder.append(decl.id.index)
    }
    return view
  }

  /// Mounts a view (not a container): the strategy's observation, an `onReceive`
  /// subscription, and its first evaluation, queued.
  func mountView(_ view: View) {
    strategy.didMount(view, in: self)
    subscribeReceiver(view)
    schedule(view, reason: .mount)
  }

  /// Unmounts `view` and everything below it: their observations end and, as SwiftUI
  /// discards their state, their instances are dropped.
  func unmount(_ view: View) {
    var stack = [view]
    while let view = stack.popLast() {
      view.isMounted = false
      if view.isContainer {
        containers.removeAll { $0 === view }
      } else {
        strategy.willUnmount(view, in: self)
        view.observer?.subscription = nil
      }
      stack.append(contentsOf: view.children.reversed())
      view.children = []
    }
  }

  func nextReconcileMark() -> Int {
    nextMark += 1
    return nextMark
  }

  func newClosureToken() -> Value {
    nextClosureToken += 1
    return .closure(nextClosureToken)
  }

  func scrollPosition(of listID: Int) -> Int {
    scrollPositions[listID] ?? 0
  }

  /// Runs an `onFirstAppear` action once per identity.
  func firstAppear(_ view: View, slot: Int) {
    var hasher = Hasher()
    hasher.combine(view.host.identity)
    hasher.combine(slot)
    if appeared.insert(hasher.finalize()).inserted {
      counters.actions += 1
    }
  }

  func countAction() {
    counters.actions += 1
  }

  func countNotification() {
    counters.notifications += 1
  }
}
