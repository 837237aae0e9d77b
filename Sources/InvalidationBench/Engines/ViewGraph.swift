import OpenCombine

/// The render pass of DESIGN §1 (rules R1–R11) over one realized screen, parameterized by an
/// invalidation strategy. Every engine, the oracle included, is a `ViewGraph`.
public final class ViewGraph: Engine {
  public let kind: EngineKind
  public let screen: Screen
  public private(set) var counters = Counters()
  public var elementCost = 0
  let strategy: any InvalidationStrategy
  let stores: [any ModelStore]
  let realizedRoot: ViewDecl
  private(set) var root: ViewInstance?

  /// The render pass in progress: 0 is the first render, then one per frame.
  private(set) var pass = 0
  private var dirtyByDepth: [[ViewInstance]] = []
  private var typeIndices: [ObjectIdentifier: Int] = [:]
  private(set) var typeDecls: [ViewDecl] = []
  private var typeEvals: [Int] = []
  private var typeElements: [Int] = []
  private var typeWasted: [Int] = []
  /// The stores each type's own body reads, worked out once per type, not at every mount.
  private var typeStoresRead: [[Int]] = []
  private var reasonCounts: [Int: Int] = [:]
  private var containers: [ViewInstance] = []
  private var scrollPositions: [Int: Int] = [:]
  private var appeared: Set<Int> = []
  private var nextClosureToken = 0
  private var bodyPool: [BodyOutput] = []
  private let sentinels = TrackingSentinels()
  /// Reads of store fields so far, to tell whether a tracked evaluation read anything.
  var trackedReads = 0
  private var isCancelling = false
  /// Firings of registrations that a newer evaluation superseded without cancelling them;
  /// always 0 while cancellation works.
  private(set) var supersededFirings = 0
  private var nesting = 0
  private var nextMark = 0
  /// The field whose write is being delivered, for `field:NAME` reasons.
  private(set) var fieldBeingWritten = FieldRef(store: 0, index: 0)

  init(kind: EngineKind, screen: Screen, strategy: any InvalidationStrategy) {
    self.kind = kind
    self.screen = screen
    self.strategy = strategy
    stores = screen.stores.map { strategy.flavour.makeStore($0) }
    realizedRoot = strategy.realize(screen)
  }

  public var flavour: StoreFlavour { strategy.flavour }

  // MARK: Engine

  public func mount() {
    precondition(root == nil, "mount once")
    pass = 0
    let view = makeInstance(
      decl: realizedRoot, parent: nil, key: 0, container: nil, inputs: [], recordCopies: [],
      environment: screen.environmentKeys.map(\.defaultValue))
    root = view
    strategy.didMount(view, in: self)
    evaluate(view, reason: .mount)
  }

  public func run(_ frame: Frame) {
    pass += 1
    for event in frame.events {
      apply(event)
    }
    if strategy.evaluatesEverything, let root {
      markDirty(root, reason: .oracle)
    }
    renderPass()
  }

  public func renderedTree() -> RenderedTree {
    var tree = RenderedTree()
    if let root { flatten(root, into: &tree) }
    return tree
  }

  public func viewTypeCounters() -> [ViewTypeCounters] {
    var result = typeDecls.indices.map { index in
      var counters = ViewTypeCounters(name: typeDecls[index].name)
      counters.evals = typeEvals[index]
      counters.elementsBuilt = typeElements[index]
      counters.wastedEvals = typeWasted[index]
      return counters
    }
    for (key, count) in reasonCounts {
      let (type, reason) = EvaluationReason.unpack(key)
      let name = reason.name(view: typeDecls[type], screen: screen)
      result[type].reasons[name, default: 0] += count
    }
    // Scopes and observers share a name per host type; merge rows with the same name.
    var merged: [String: ViewTypeCounters] = [:]
    var order: [String] = []
    for counters in result {
      if var existing = merged[counters.name] {
        existing.evals += counters.evals
        existing.elementsBuilt += counters.elementsBuilt
        existing.wastedEvals += counters.wastedEvals
        existing.reasons.merge(counters.reasons, uniquingKeysWith: +)
        merged[counters.name] = existing
      } else {
        merged[counters.name] = counters
        order.append(counters.name)
      }
    }
    return order.compactMap { merged[$0] }
  }

  /// Records a stale frame found by comparing with the oracle.
  public func recordStaleFrame() {
    counters.staleFrames += 1
  }

  /// The store at `index`, as this engine's flavour built it.
  public func store(_ index: Int) -> any ModelStore {
    stores[index]
  }

  // MARK: Events

  private func apply(_ event: Event) {
    switch event {
    case .set(let field, let value):
      fieldBeingWritten = field
      stores[field.store].set(field.index, value)
    case .mutate(let field, let mutation):
      fieldBeingWritten = field
      stores[field.store].mutate(field.index, mutation)
    case .scroll(let listID, let firstVisible):
      scrollPositions[listID] = firstVisible
      for container in containers where container.container?.window?.listID == listID {
        markDirty(container, reason: .mount)
      }
    case .setState(let viewName, let stateName, let value):
      guard let view = firstMounted(named: viewName),
        let index = view.decl.stateNames.firstIndex(of: stateName)
      else { return }
      // R10: an equal value does nothing.
      guard view.state[index] != value else { return }
      view.state[index] = value
      markDirty(view, reason: .state(index))
    }
  }

  private func firstMounted(named name: String) -> ViewInstance? {
    var stack = root.map { [$0] } ?? []
    while let view = stack.popLast() {
      if view.container == nil && view.decl.name == name && !view.decl.isInline { return view }
      stack.append(contentsOf: view.children.reversed())
    }
    return nil
  }

  // MARK: Dirty marking and the pass

  /// Marks `view` dirty (R1: only the first reason of a frame is kept).
  func markDirty(_ view: ViewInstance, reason: EvaluationReason) {
    guard view.isMounted, !view.isDirty else { return }
    view.isDirty = true
    view.dirtyReason = reason
    while dirtyByDepth.count <= view.depth { dirtyByDepth.append([]) }
    dirtyByDepth[view.depth].append(view)
  }

  /// A held store's `objectWillChange` reached `view`.
  func storeWillChange(_ view: ViewInstance) {
    guard view.isMounted else { return }
    counters.notifications += 1
    markDirty(view, reason: .store)
  }

  /// A tracked field read by `view`'s evaluation number `generation` is about to change.
  func observationFired(_ view: ViewInstance, generation: Int) {
    guard view.isMounted, view.trackingGeneration == generation else {
      if !isCancelling { supersededFirings += 1 }
      return
    }
    view.hasPendingTracking = false
    counters.notifications += 1
    markDirty(view, reason: .field(fieldBeingWritten))
  }

  /// Registers the read of `view`'s sentinel with the tracking in progress.
  func readSentinel(of view: ViewInstance) {
    let keyPath = view.sentinel ?? sentinels.makeKeyPath()
    view.sentinel = keyPath
    sentinels.read(keyPath)
    view.hasPendingTracking = true
  }

  /// Cancels the pending registration of `view`'s last evaluation, if any: its sentinel fires
  /// it once, with a generation that `observationFired` ignores.
  func cancelTracking(of view: ViewInstance) {
    guard view.hasPendingTracking, let keyPath = view.sentinel else { return }
    view.hasPendingTracking = false
    view.trackingGeneration &+= 1
    isCancelling = true
    sentinels.fire(keyPath)
    isCancelling = false
  }

  func countTrackingInstall() {
    counters.trackingInstalls += 1
  }

  func countAction() {
    counters.actions += 1
  }

  func countComparison() {
    counters.comparisons += 1
  }

  func countNotification() {
    counters.notifications += 1
  }

  /// R2: dirty views are evaluated parents first.
  private func renderPass() {
    var depth = 0
    while depth < dirtyByDepth.count {
      var position = 0
      while position < dirtyByDepth[depth].count {
        let view = dirtyByDepth[depth][position]
        position += 1
        guard view.isMounted, view.isDirty else { continue }
        if view.container != nil {
          view.isDirty = false
          reconcileRows(view, recreate: false)
        } else {
          evaluate(view, reason: view.dirtyReason)
        }
      }
      dirtyByDepth[depth].removeAll(keepingCapacity: true)
      depth += 1
    }
  }

  // MARK: Evaluation

  func evaluate(_ view: ViewInstance, reason: EvaluationReason) {
    // R1: at most once per frame.
    guard view.evaluatedInPass != pass else { return }
    view.evaluatedInPass = pass
    view.isDirty = false
    var body = takeBodyBuffer()
    if strategy.logsReads { view.readLog.removeAll(keepingCapacity: true) }
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
    // The new output becomes the view's; its previous arrays go back to the pool for reuse.
    swap(&view.elementValues, &body.elements)
    swap(&view.elementSlots, &body.elementSlots)
    swap(&view.layout, &body.layout)
    swap(&view.passedValues, &body.passed)
    reconcile(view, with: body)
    returnBodyBuffer(&body)
  }

  /// A cleared buffer for one body evaluation. Buffers are pooled per nesting level of
  /// evaluation, so that the frame loop reuses their storage instead of allocating.
  func takeBodyBuffer() -> BodyOutput {
    nesting += 1
    if bodyPool.count < nesting { bodyPool.append(BodyOutput()) }
    var body = BodyOutput()
    swap(&body, &bodyPool[nesting - 1])
    return body
  }

  func returnBodyBuffer(_ body: inout BodyOutput) {
    body.clear()
    swap(&body, &bodyPool[nesting - 1])
    nesting -= 1
  }

  private func record(_ view: ViewInstance, reason: EvaluationReason, body: BodyOutput) {
    let elementCount = body.elements.count / 2
    counters.bodyEvals += 1
    counters.elementsBuilt += elementCount
    typeEvals[view.typeIndex] += 1
    typeElements[view.typeIndex] += elementCount
    reasonCounts[reason.packed(type: view.typeIndex), default: 0] += 1
    if reason != .mount && body.elements == view.elementValues && body.passed == view.passedValues {
      counters.wastedEvals += 1
      typeWasted[view.typeIndex] += 1
    }
    counters.changedElements += changedElementCount(view, body)
  }

  /// Elements whose content or style differs from the element of the same part last time;
  /// an element whose part showed nothing last time counts as changed.
  private func changedElementCount(_ view: ViewInstance, _ body: BodyOutput) -> Int {
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

  func newClosureToken() -> Value {
    nextClosureToken += 1
    return .closure(nextClosureToken)
  }

  /// Runs an `onFirstAppear` action once per identity.
  func firstAppear(_ view: ViewInstance, slot: Int) {
    var hasher = Hasher()
    hasher.combine(view.host.identity)
    hasher.combine(slot)
    if appeared.insert(hasher.finalize()).inserted {
      counters.actions += 1
    }
  }

  // MARK: Instances

  func makeInstance(
    decl: ViewDecl, parent: ViewInstance?, key: Int, container: ContainerSpec?,
    inputs: [Value], recordCopies: [Value], environment: [Value]
  ) -> ViewInstance {
    let view = ViewInstance(
      decl: decl, typeIndex: container == nil ? typeIndex(of: decl) : -1, parent: parent,
      key: key, container: container, inputs: inputs, recordCopies: recordCopies,
      environment: environment)
    if container != nil { containers.append(view) }
    return view
  }

  private func typeIndex(of decl: ViewDecl) -> Int {
    let id = ObjectIdentifier(decl)
    if let index = typeIndices[id] { return index }
    let index = typeDecls.count
    typeIndices[id] = index
    typeDecls.append(decl)
    typeEvals.append(0)
    typeElements.append(0)
    typeWasted.append(0)
    typeStoresRead.append(decl.storesReadByBody(flavour))
    return index
  }

  /// The stores `view`'s own body reads (the ones it holds on whole-object).
  func storesRead(by view: ViewInstance) -> [Int] {
    typeStoresRead[view.typeIndex]
  }

  func unmount(_ view: ViewInstance) {
    view.isMounted = false
    if view.container != nil {
      containers.removeAll { $0 === view }
    } else {
      strategy.willUnmount(view, in: self)
    }
    for child in view.children {
      unmount(child)
    }
  }

  func nextReconcileMark() -> Int {
    nextMark += 1
    return nextMark
  }

  func scrollPosition(of listID: Int) -> Int {
    scrollPositions[listID] ?? 0
  }

  // MARK: Rendered tree

  private func flatten(_ view: ViewInstance, into tree: inout RenderedTree) {
    if view.container != nil {
      for child in view.children { flatten(child, into: &tree) }
      return
    }
    for entry in view.layout {
      if entry >= 0 {
        flatten(view.children[Int(entry)], into: &tree)
      } else {
        let element = Int(-(entry + 1))
        tree.append(
          content: view.elementValues[2 * element], style: view.elementValues[2 * element + 1],
          owner: view.host.decl.name)
      }
    }
  }
}

/// What one body evaluation produced.
struct BodyOutput {
  var elements: [Value] = []
  /// The slot of each element's part.
  var elementSlots: [Int32] = []
  var layout: [Int32] = []
  var passed: [Value] = []
  var children: [ChildSpec] = []
  /// The children's input values, each child's a range.
  var arguments: [Value] = []
  /// The children's record copies, each child's a range.
  var copies: [Value] = []

  /// Empties every array, keeping its storage.
  mutating func clear() {
    elements.removeAll(keepingCapacity: true)
    elementSlots.removeAll(keepingCapacity: true)
    layout.removeAll(keepingCapacity: true)
    passed.removeAll(keepingCapacity: true)
    children.removeAll(keepingCapacity: true)
    arguments.removeAll(keepingCapacity: true)
    copies.removeAll(keepingCapacity: true)
  }
}

/// A child as a parent's body re-created it.
struct ChildSpec {
  let key: Int
  let decl: ViewDecl
  /// Its input values in the body's `arguments`.
  let arguments: Range<Int>
  /// Its record copies in the body's `copies`.
  let copies: Range<Int>
  let environment: [Value]
  /// For a `ForEach`: the row declaration, window and ids.
  let container: ContainerSpec?
}

/// A `ForEach` as a parent's body re-created it.
struct ContainerSpec {
  let row: ChildDecl
  let window: LazyWindow?
  var ids: [Int]
}
