import InvalidationBench
import Observation
import OpenCombine

// The ticker screen: `Dashboard` reads `title` and `tick` and shows `Text(title)`, a
// `TickLabel(value: tick)` and `cards` × `Card(index:onTap:)` whose closure its body re-creates.
// Each frame ticks, or writes `title` to the value it has.

final class DashboardObject: ObservableObject {
  @Published var title = "Dashboard"
  @Published var tick = 0
}

@Observable final class DashboardModel {
  var title = "Dashboard"
  var tick = 0
}

/// A card as its parent creates it: an index, and a closure made anew by the parent's body.
struct Card {
  let index: Int
  let onTap: () -> Void
}

/// The ticker's trace: for each frame, whether it writes the title (else it ticks).
private func tickerTrace(_ scenario: Scenario) throws(FloorError) -> (writesTitle: [Bool], cards: Int) {
  let store = scenario.screen.stores[0]
  guard store.fields.map(\.name) == ["title", "tick"] else { throw FloorError("not the ticker screen") }
  let writesTitle = scenario.frames.map { frame in
    if case .set(let field, _) = frame.events.first { return field.index == 0 }
    return false
  }
  guard case .forEach(let collection, _, _) = scenario.screen[scenario.screen.root].body[2].kind,
    case .constant(.list(let ids)) = collection
  else { throw FloorError("not the ticker screen") }
  return (writesTitle, ids.count)
}

/// whole-object: the dashboard holds the model; every `objectWillChange` re-evaluates it, and
/// its body re-creates the label and every card (whose new closure makes it unequal).
final class TickerWholeObjectFloor<Tally: FloorTally>: Floor {
  private(set) var tally = Tally()
  private let model = DashboardObject()
  private let writesTitle: [Bool]
  private var subscription: AnyCancellable?
  private var isDirty = false
  // The dashboard's output and its children.
  private var title = ""
  private var labelValue = 0
  private var labelText = 0
  private var cards: [Card]
  private var cardTexts: [Int]

  init(_ scenario: Scenario) throws(FloorError) {
    let trace = try tickerTrace(scenario)
    writesTitle = trace.writesTitle
    cards = (0..<trace.cards).map { Card(index: $0, onTap: {}) }
    cardTexts = Array(repeating: 0, count: trace.cards)
    subscription = model.objectWillChange.sink { [unowned self] in
      tally.notification()
      isDirty = true
    }
    evaluateDashboard()
    tally = Tally()
  }

  func run(frame: Int) {
    if writesTitle[frame] { model.title = "Dashboard" } else { model.tick += 1 }
    if isDirty {
      isDirty = false
      evaluateDashboard()
    }
  }

  private func evaluateDashboard() {
    title = model.title
    tally.evaluation(elements: 1)
    let tick = model.tick
    tally.comparisons(1)
    if tick != labelValue {
      labelValue = tick
      labelText = tick
      tally.evaluation(elements: 1)
    }
    tally.comparisons(cards.count)
    for index in cards.indices {
      // A new closure never equals the old one: every card is evaluated.
      cards[index] = Card(index: index, onTap: { [model] in model.tick += index })
      cardTexts[index] = cards[index].index
      tally.evaluation(elements: 1)
    }
  }
}

/// property-level: the dashboard is tracked and re-evaluated when `title` or `tick` changes
/// (an equal title write does not notify); its children are re-created as above, each
/// evaluated under tracking of its own.
final class TickerPropertyLevelFloor<Tally: FloorTally>: Floor {
  private(set) var tally = Tally()
  private let model = DashboardModel()
  private let writesTitle: [Bool]
  private var isDirty = false
  private var dashboard: ObservedView!
  private let label: ObservedView
  private let cardViews: [ObservedView]
  private var title = ""
  private var labelValue = -1
  private var labelText = 0
  private var cards: [Card]
  private var cardTexts: [Int]

  init(_ scenario: Scenario) throws(FloorError) {
    let trace = try tickerTrace(scenario)
    writesTitle = trace.writesTitle
    cards = (0..<trace.cards).map { Card(index: $0, onTap: {}) }
    cardTexts = Array(repeating: 0, count: trace.cards)
    // Only the dashboard reads the model; its children never fire.
    label = ObservedView { _ in }
    cardViews = (0..<trace.cards).map { _ in ObservedView { _ in } }
    dashboard = ObservedView { [unowned self] _ in
      tally.notification()
      isDirty = true
    }
    evaluateDashboard()
    tally = Tally()
  }

  func run(frame: Int) {
    if writesTitle[frame] { model.title = "Dashboard" } else { model.tick += 1 }
    if isDirty {
      isDirty = false
      evaluateDashboard()
    }
  }

  private func evaluateDashboard() {
    var tick = 0
    dashboard.evaluate {
      title = model.title
      tick = model.tick
      return true
    }
    tally.evaluation(elements: 1)
    tally.comparisons(1)
    if tick != labelValue {
      labelValue = tick
      label.evaluate {
        labelText = labelValue
        return false
      }
      tally.evaluation(elements: 1)
    }
    tally.comparisons(cards.count)
    for index in cards.indices {
      cards[index] = Card(index: index, onTap: { [model] in model.tick += index })
      cardViews[index].evaluate {
        cardTexts[index] = cards[index].index
        return false
      }
      tally.evaluation(elements: 1)
    }
  }
}

/// scoped: `Text(title)` and the label live in scopes of their own; the dashboard never runs
/// again. A tick re-evaluates the label's scope, which re-creates the label with the new value.
final class TickerScopedFloor<Tally: FloorTally>: Floor {
  private(set) var tally = Tally()
  private let model = DashboardModel()
  private let writesTitle: [Bool]
  private var dirtyTitleScope = false
  private var dirtyLabelScope = false
  private var titleScope: ObservedView!
  private var labelScope: ObservedView!
  private let label: ObservedView
  private var title = ""
  private var labelValue = -1
  private var labelText = 0

  init(_ scenario: Scenario) throws(FloorError) {
    let trace = try tickerTrace(scenario)
    writesTitle = trace.writesTitle
    label = ObservedView { _ in }
    titleScope = ObservedView { [unowned self] _ in
      tally.notification()
      dirtyTitleScope = true
    }
    labelScope = ObservedView { [unowned self] _ in
      tally.notification()
      dirtyLabelScope = true
    }
    evaluateTitleScope()
    evaluateLabelScope()
    tally = Tally()
  }

  func run(frame: Int) {
    if writesTitle[frame] { model.title = "Dashboard" } else { model.tick += 1 }
    if dirtyTitleScope {
      dirtyTitleScope = false
      evaluateTitleScope()
    }
    if dirtyLabelScope {
      dirtyLabelScope = false
      evaluateLabelScope()
    }
  }

  private func evaluateTitleScope() {
    titleScope.evaluate {
      title = model.title
      return true
    }
    tally.evaluation(elements: 1)
  }

  private func evaluateLabelScope() {
    var tick = 0
    labelScope.evaluate {
      tick = model.tick
      return true
    }
    tally.evaluation(elements: 0)
    tally.comparisons(1)
    if tick != labelValue {
      labelValue = tick
      label.evaluate {
        labelText = labelValue
        return false
      }
      tally.evaluation(elements: 1)
    }
  }
}

/// equatable: the dashboard holds the model and passes values down; every view is
/// `.equatable()`, whose `==` skips closures, so cards compare equal and are skipped.
final class TickerEquatableFloor<Tally: FloorTally>: Floor {
  private(set) var tally = Tally()
  private let model = DashboardObject()
  private let writesTitle: [Bool]
  private var subscription: AnyCancellable?
  private var isDirty = false
  private var title = ""
  private var labelValue = -1
  private var labelText = 0
  private var cards: [Card]
  private var cardTexts: [Int]

  init(_ scenario: Scenario) throws(FloorError) {
    let trace = try tickerTrace(scenario)
    writesTitle = trace.writesTitle
    cards = (0..<trace.cards).map { Card(index: $0, onTap: {}) }
    cardTexts = cards.map(\.index)
    subscription = model.objectWillChange.sink { [unowned self] in
      tally.notification()
      isDirty = true
    }
    evaluateDashboard()
    tally = Tally()
  }

  func run(frame: Int) {
    if writesTitle[frame] { model.title = "Dashboard" } else { model.tick += 1 }
    if isDirty {
      isDirty = false
      evaluateDashboard()
    }
  }

  private func evaluateDashboard() {
    title = model.title
    tally.evaluation(elements: 1)
    let tick = model.tick
    tally.comparisons(1)
    if tick != labelValue {
      labelValue = tick
      labelText = tick
      tally.evaluation(elements: 1)
    }
    tally.comparisons(cards.count)
    for index in cards.indices {
      let card = Card(index: index, onTap: { [model] in model.tick += index })
      // `==` skips the closure: equal index, equal card, skipped.
      if card.index != cards[index].index {
        cards[index] = card
        cardTexts[index] = card.index
        tally.evaluation(elements: 1)
      }
    }
  }
}
