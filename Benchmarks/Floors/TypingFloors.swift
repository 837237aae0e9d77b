import InvalidationBench
import Observation
import OpenCombine

// The typing screen: `Form` reads `text` and `count` and shows a `Button(count)`, a
// `TextField(text)` and `cards` × `Card(index:onTap:)`. Each frame types a character (sets
// `text` to a new string) or taps the button (`count += 1`).

final class FormObject: ObservableObject {
  @Published var text = ""
  @Published var count = 0
}

@Observable final class FormModel {
  var text = ""
  var count = 0
}

/// One frame of typing: the text after a keystroke, or a tap.
enum Keystroke {
  case type(String)
  case tap
}

private func typingTrace(_ scenario: Scenario) throws(FloorError) -> (frames: [Keystroke], cards: Int) {
  guard scenario.screen.stores[0].fields.map(\.name) == ["text", "count"] else {
    throw FloorError("not the typing screen")
  }
  let frames = scenario.frames.map { frame -> Keystroke in
    if case .set(_, .string(let text)) = frame.events.first { return .type(text) }
    return .tap
  }
  guard case .forEach(.constant(.list(let ids)), _, _) = scenario.screen[scenario.screen.root].body[2].kind
  else { throw FloorError("not the typing screen") }
  return (frames, ids.count)
}

/// whole-object: the form holds the model; every write re-evaluates it and every card.
final class TypingWholeObjectFloor<Tally: FloorTally>: Floor {
  private(set) var tally = Tally()
  private let model = FormObject()
  private let frames: [Keystroke]
  private var subscription: AnyCancellable?
  private var isDirty = false
  private var buttonLabel = 0
  private var fieldText = ""
  private var cards: [Card]
  private var cardTexts: [Int]

  init(_ scenario: Scenario) throws(FloorError) {
    let trace = try typingTrace(scenario)
    frames = trace.frames
    cards = (0..<trace.cards).map { Card(index: $0, onTap: {}) }
    cardTexts = Array(repeating: 0, count: trace.cards)
    subscription = model.objectWillChange.sink { [unowned self] in
      tally.notification()
      isDirty = true
    }
    evaluateForm()
    tally = Tally()
  }

  func run(frame: Int) {
    switch frames[frame] {
    case .type(let text): model.text = text
    case .tap: model.count += 1
    }
    if isDirty {
      isDirty = false
      evaluateForm()
    }
  }

  private func evaluateForm() {
    buttonLabel = model.count
    fieldText = model.text
    tally.evaluation(elements: 2)
    tally.comparisons(cards.count)
    for index in cards.indices {
      cards[index] = Card(index: index, onTap: { [model] in model.count += index })
      cardTexts[index] = cards[index].index
      tally.evaluation(elements: 1)
    }
  }
}

/// property-level: the form is tracked and re-evaluated on every write (each changes a value
/// it read), re-creating every card, each evaluated under tracking of its own.
final class TypingPropertyLevelFloor<Tally: FloorTally>: Floor {
  private(set) var tally = Tally()
  private let model = FormModel()
  private let frames: [Keystroke]
  private var isDirty = false
  private var form: ObservedView!
  private let cardViews: [ObservedView]
  private var buttonLabel = 0
  private var fieldText = ""
  private var cards: [Card]
  private var cardTexts: [Int]

  init(_ scenario: Scenario) throws(FloorError) {
    let trace = try typingTrace(scenario)
    frames = trace.frames
    cards = (0..<trace.cards).map { Card(index: $0, onTap: {}) }
    cardTexts = Array(repeating: 0, count: trace.cards)
    cardViews = (0..<trace.cards).map { _ in ObservedView { _ in } }
    form = ObservedView { [unowned self] _ in
      tally.notification()
      isDirty = true
    }
    evaluateForm()
    tally = Tally()
  }

  func run(frame: Int) {
    switch frames[frame] {
    case .type(let text): model.text = text
    case .tap: model.count += 1
    }
    if isDirty {
      isDirty = false
      evaluateForm()
    }
  }

  private func evaluateForm() {
    form.evaluate {
      buttonLabel = model.count
      fieldText = model.text
      return true
    }
    tally.evaluation(elements: 2)
    tally.comparisons(cards.count)
    for index in cards.indices {
      cards[index] = Card(index: index, onTap: { [model] in model.count += index })
      cardViews[index].evaluate {
        cardTexts[index] = cards[index].index
        return false
      }
      tally.evaluation(elements: 1)
    }
  }
}

/// scoped: the button and the text field each live in a scope; a write re-evaluates the one
/// scope that read it.
final class TypingScopedFloor<Tally: FloorTally>: Floor {
  private(set) var tally = Tally()
  private let model = FormModel()
  private let frames: [Keystroke]
  private var buttonDirty = false
  private var fieldDirty = false
  private var buttonScope: ObservedView!
  private var fieldScope: ObservedView!
  private var buttonLabel = 0
  private var fieldText = ""

  init(_ scenario: Scenario) throws(FloorError) {
    frames = try typingTrace(scenario).frames
    buttonScope = ObservedView { [unowned self] _ in
      tally.notification()
      buttonDirty = true
    }
    fieldScope = ObservedView { [unowned self] _ in
      tally.notification()
      fieldDirty = true
    }
    evaluateButton()
    evaluateField()
    tally = Tally()
  }

  func run(frame: Int) {
    switch frames[frame] {
    case .type(let text): model.text = text
    case .tap: model.count += 1
    }
    if buttonDirty {
      buttonDirty = false
      evaluateButton()
    }
    if fieldDirty {
      fieldDirty = false
      evaluateField()
    }
  }

  private func evaluateButton() {
    buttonScope.evaluate {
      buttonLabel = model.count
      return true
    }
    tally.evaluation(elements: 1)
  }

  private func evaluateField() {
    fieldScope.evaluate {
      fieldText = model.text
      return true
    }
    tally.evaluation(elements: 1)
  }
}

/// equatable: the form holds the model and re-evaluates on every write; the cards compare
/// equal (`==` skips closures) and are skipped.
final class TypingEquatableFloor<Tally: FloorTally>: Floor {
  private(set) var tally = Tally()
  private let model = FormObject()
  private let frames: [Keystroke]
  private var subscription: AnyCancellable?
  private var isDirty = false
  private var buttonLabel = 0
  private var fieldText = ""
  private var cards: [Card]

  init(_ scenario: Scenario) throws(FloorError) {
    let trace = try typingTrace(scenario)
    frames = trace.frames
    cards = (0..<trace.cards).map { Card(index: $0, onTap: {}) }
    subscription = model.objectWillChange.sink { [unowned self] in
      tally.notification()
      isDirty = true
    }
    evaluateForm()
    tally = Tally()
  }

  func run(frame: Int) {
    switch frames[frame] {
    case .type(let text): model.text = text
    case .tap: model.count += 1
    }
    if isDirty {
      isDirty = false
      evaluateForm()
    }
  }

  private func evaluateForm() {
    buttonLabel = model.count
    fieldText = model.text
    tally.evaluation(elements: 2)
    tally.comparisons(cards.count)
    for index in cards.indices {
      let card = Card(index: index, onTap: { [model] in model.count += index })
      if card.index != cards[index].index {
        cards[index] = card
        tally.evaluation(elements: 1)
      }
    }
  }
}
