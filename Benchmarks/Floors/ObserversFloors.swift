import InvalidationBench
import Observation
import OpenCombine

// The observers screen: `ChangeReactor` reacts to `count` with `onChange` (and loads once),
// `ReceiveReactor` with `onReceive`, `BodyReactor` by reading it in its body. Each frame
// `count += 1`, or writes the value `count` has.

final class CounterObject: ObservableObject {
  @Published var count = 0
}

@Observable final class CounterModel {
  var count = 0
}

/// One frame: `nil` ticks the count, a value is written as it is.
private func counterTrace(_ scenario: Scenario) throws(FloorError) -> [Int?] {
  guard scenario.screen.stores[0].fields.map(\.name) == ["count"] else {
    throw FloorError("not the observers screen")
  }
  return scenario.frames.map { frame in
    if case .set(_, .int(let value)) = frame.events.first { return value }
    return nil
  }
}

/// An `onChange` observer: the last value it saw, and how many times its action ran.
private struct ChangeObserver {
  var lastValue: Int
  var actions = 0

  mutating func see(_ value: Int) {
    if value != lastValue { actions += 1 }
    lastValue = value
  }
}

/// whole-object: the `onChange` observer and `BodyReactor` hold the model and re-evaluate on
/// every write, equal ones included; `onReceive` acts from the `$count` publisher.
final class ObserversWholeObjectFloor<Tally: FloorTally>: Floor {
  private(set) var tally = Tally()
  private let model = CounterObject()
  private let frames: [Int?]
  private var subscriptions: [AnyCancellable] = []
  private var observerDirty = false
  private var reactorDirty = false
  private var observer = ChangeObserver(lastValue: 0)
  private var received = 0
  private var reaction = 0

  init(_ scenario: Scenario) throws(FloorError) {
    frames = try counterTrace(scenario)
    subscriptions.append(
      model.objectWillChange.sink { [unowned self] in
        tally.notification()
        observerDirty = true
      })
    subscriptions.append(
      model.objectWillChange.sink { [unowned self] in
        tally.notification()
        reactorDirty = true
      })
    subscriptions.append(
      model.$count.sink { [unowned self] _ in
        tally.notification()
        received += 1
      })
    reaction = model.count
    tally = Tally()
  }

  func run(frame: Int) {
    if let value = frames[frame] { model.count = value } else { model.count += 1 }
    if observerDirty {
      observerDirty = false
      observer.see(model.count)
      tally.evaluation(elements: 0)
    }
    if reactorDirty {
      reactorDirty = false
      reaction = model.count
      tally.evaluation(elements: 1)
    }
  }
}

/// property-level and scoped: both observers (`onReceive` acts as `onChange`, there being no
/// publisher) and the reaction (the body, or its scope) are tracked; equal writes notify no one.
final class ObserversTrackedFloor<Tally: FloorTally>: Floor {
  private(set) var tally = Tally()
  private let model = CounterModel()
  private let frames: [Int?]
  private var changeView: ObservedView!
  private var receiveView: ObservedView!
  private var reactionView: ObservedView!
  private var changeDirty = false
  private var receiveDirty = false
  private var reactionDirty = false
  private var change = ChangeObserver(lastValue: 0)
  private var receive = ChangeObserver(lastValue: 0)
  private var reaction = 0

  init(_ scenario: Scenario) throws(FloorError) {
    frames = try counterTrace(scenario)
    changeView = ObservedView { [unowned self] _ in
      tally.notification()
      changeDirty = true
    }
    receiveView = ObservedView { [unowned self] _ in
      tally.notification()
      receiveDirty = true
    }
    reactionView = ObservedView { [unowned self] _ in
      tally.notification()
      reactionDirty = true
    }
    evaluateChange()
    evaluateReceive()
    evaluateReaction()
    tally = Tally()
  }

  func run(frame: Int) {
    if let value = frames[frame] { model.count = value } else { model.count += 1 }
    if changeDirty {
      changeDirty = false
      evaluateChange()
    }
    if receiveDirty {
      receiveDirty = false
      evaluateReceive()
    }
    if reactionDirty {
      reactionDirty = false
      evaluateReaction()
    }
  }

  private func evaluateChange() {
    changeView.evaluate {
      change.see(model.count)
      return true
    }
    tally.evaluation(elements: 0)
  }

  private func evaluateReceive() {
    receiveView.evaluate {
      receive.see(model.count)
      return true
    }
    tally.evaluation(elements: 0)
  }

  private func evaluateReaction() {
    reactionView.evaluate {
      reaction = model.count
      return true
    }
    tally.evaluation(elements: 1)
  }
}

/// equatable: the screen holds the model and re-evaluates on every write, passing `count` down;
/// `ChangeReactor` (for its observer) and `BodyReactor` differ when it changed, and
/// `ReceiveReactor` never does (its observer acts from the publisher).
final class ObserversEquatableFloor<Tally: FloorTally>: Floor {
  private(set) var tally = Tally()
  private let model = CounterObject()
  private let frames: [Int?]
  private var subscriptions: [AnyCancellable] = []
  private var isDirty = false
  private var changeReactorCount = 0
  private var changeReactorText = ""
  private var observer = ChangeObserver(lastValue: 0)
  private var received = 0
  private var reactorCount = 0
  private var reaction = 0

  init(_ scenario: Scenario) throws(FloorError) {
    frames = try counterTrace(scenario)
    subscriptions.append(
      model.objectWillChange.sink { [unowned self] in
        tally.notification()
        isDirty = true
      })
    subscriptions.append(
      model.$count.sink { [unowned self] _ in
        tally.notification()
        received += 1
      })
    tally = Tally()
  }

  func run(frame: Int) {
    if let value = frames[frame] { model.count = value } else { model.count += 1 }
    if isDirty {
      isDirty = false
      evaluateScreen()
    }
  }

  private func evaluateScreen() {
    let count = model.count
    tally.evaluation(elements: 0)
    tally.comparisons(3)
    if count != changeReactorCount {
      changeReactorCount = count
      changeReactorText = "reacts with onChange"
      tally.evaluation(elements: 1)
      tally.comparisons(1)
      observer.see(count)
      tally.evaluation(elements: 0)
    }
    if count != reactorCount {
      reactorCount = count
      reaction = count
      tally.evaluation(elements: 1)
    }
  }
}
