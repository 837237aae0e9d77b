/// The count pass's bookkeeping: per view type, evaluations, elements, wasted evaluations and
/// reasons; and, for the evaluation in progress, what its body produced, to compare with the
/// node's previous output. Timed engines keep an empty one and never touch it.
struct Tally {
  var typeEvals: [Int]
  /// Evaluations at the first render, apart from those of the frames.
  var typeFirstRenderEvals: [Int]
  var typeElements: [Int]
  var typeWasted: [Int]
  var typeReasons: [[EvaluationReason: Int]]
  /// Types in first-mount order.
  var typeOrder: [Int] = []
  private var typeMounted: [Bool]
  /// The evaluation in progress: elements (content, style), their slots, and passed values.
  var elements: [Value] = []
  var slots: [Int32] = []
  var passed: [Value] = []
  /// The actions lifecycle parts and observers ran in the frame in progress.
  var actions: [ActionRecord] = []

  init(types: Int) {
    typeEvals = Array(repeating: 0, count: types)
    typeFirstRenderEvals = Array(repeating: 0, count: types)
    typeElements = Array(repeating: 0, count: types)
    typeWasted = Array(repeating: 0, count: types)
    typeReasons = Array(repeating: [:], count: types)
    typeMounted = Array(repeating: false, count: types)
  }

  mutating func mounted(_ decl: ViewDecl) {
    let type = decl.id.index
    guard !typeMounted[type] else { return }
    typeMounted[type] = true
    typeOrder.append(type)
  }

  mutating func begin() {
    elements.removeAll(keepingCapacity: true)
    slots.removeAll(keepingCapacity: true)
    passed.removeAll(keepingCapacity: true)
  }

  mutating func element(_ content: Value, _ style: Value, slot: Int32) {
    elements.append(content)
    elements.append(style)
    slots.append(slot)
  }
}

extension ViewGraph {
  /// Records a finished evaluation: counts, reasons, and whether its output changed.
  func finishCounting(_ node: Node, reason: EvaluationReason) {
    let record = node.record ?? CountRecord()
    node.record = record
    if isMounting {
      counters.mountEvals += 1
      tally.typeFirstRenderEvals[node.decl.id.index] += 1
    } else {
      let type = node.decl.id.index
      let elementCount = tally.slots.count
      counters.bodyEvals += 1
      counters.elementsBuilt += elementCount
      tally.typeEvals[type] += 1
      tally.typeElements[type] += elementCount
      tally.typeReasons[type][reason, default: 0] += 1
      // The same contents in other parts (the other branch of an `if`) are another output.
      let sameSlots = tally.slots == record.slots
      if reason != .mount && sameSlots && tally.elements == record.elements && tally.passed == record.passed {
        counters.wastedEvals += 1
        tally.typeWasted[type] += 1
      }
      counters.changedElements += changedElementCount(record, sameSlots: sameSlots)
    }
    swap(&record.elements, &tally.elements)
    swap(&record.slots, &tally.slots)
    swap(&record.passed, &tally.passed)
  }

  /// Elements whose content or style differs from the element of the same part last time;
  /// an element whose part showed nothing last time counts as changed.
  private func changedElementCount(_ record: CountRecord, sameSlots: Bool) -> Int {
    let old = record.elements
    let new = tally.elements
    var changed = 0
    if sameSlots {
      var index = 0
      while index < new.count {
        if old[index] != new[index] || old[index + 1] != new[index + 1] { changed += 1 }
        index += 2
      }
      return changed
    }
    for (element, slot) in tally.slots.enumerated() {
      guard let previous = record.slots.firstIndex(of: slot),
        old[2 * previous] == new[2 * element], old[2 * previous + 1] == new[2 * element + 1]
      else {
        changed += 1
        continue
      }
    }
    return changed
  }

  func viewTypeCounters() -> [ViewTypeCounters] {
    var merged: [String: ViewTypeCounters] = [:]
    var order: [String] = []
    for type in tally.typeOrder {
      let decl = screen.views[type]
      var counters = ViewTypeCounters(name: decl.name)
      if decl.role.isView || decl.role.isRow { counters.source = screen.viewSources[decl.name] }
      counters.evals = tally.typeEvals[type]
      counters.firstRenderEvals = tally.typeFirstRenderEvals[type]
      counters.elementsBuilt = tally.typeElements[type]
      counters.wastedEvals = tally.typeWasted[type]
      for (reason, count) in tally.typeReasons[type] {
        counters.reasons[reason.reason(view: decl, screen: screen), default: 0] += count
      }
      // Scopes and observers share a name per host type; their rows merge.
      if merged[decl.name] == nil {
        order.append(decl.name)
        merged[decl.name] = counters
      } else {
        merged[decl.name]!.merge(counters)
      }
    }
    return order.compactMap { merged[$0] }
  }
}
