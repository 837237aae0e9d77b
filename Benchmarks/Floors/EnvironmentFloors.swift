import InvalidationBench
import Observation
import OpenCombine

// The environment screen: `ThemedScreen` shows `score` and writes `brandColor` into the
// environment over a chain of `depth` plain views that ends in `ThemedLabel`, which reads it.
// Each frame `score += 1`, or changes `brandColor`.

final class ThemeObject: ObservableObject {
  @Published var score = 0
  @Published var brandColor = "blue"
}

@Observable final class ThemeModel {
  var score = 0
  var brandColor = "blue"
}

/// One frame of the environment screen: a tick of the score, or a new brand colour.
enum ThemeChange {
  case score
  case brand(String)
}

private func themeTrace(_ scenario: Scenario) throws(FloorError) -> [ThemeChange] {
  guard scenario.screen.stores[0].fields.map(\.name) == ["score", "brandColor"] else {
    throw FloorError("not the environment screen")
  }
  return scenario.frames.map { frame in
    if case .set(_, .string(let color)) = frame.events.first { return .brand(color) }
    return .score
  }
}

/// The chain between the writer and the reader: plain views the writer's body re-creates (the
/// first is compared) but that nothing makes evaluate, whatever their number.
private struct Chain {
  /// What the reader shows, the environment value it read.
  var labelText = ""
}

/// whole-object and equatable: the screen holds the model and re-evaluates on every write;
/// writing a new colour into the environment marks the one view that reads it.
final class EnvironmentHolderFloor<Tally: FloorTally>: Floor {
  private(set) var tally = Tally()
  private let model = ThemeObject()
  private let frames: [ThemeChange]
  private var subscription: AnyCancellable?
  private var isDirty = false
  private var scoreText = 0
  private var themeColor = ""
  private var labelDirty = false
  private var chain = Chain()

  init(_ scenario: Scenario) throws(FloorError) {
    frames = try themeTrace(scenario)
    subscription = model.objectWillChange.sink { [unowned self] in
      tally.notification()
      isDirty = true
    }
    themeColor = model.brandColor
    evaluateScreen()
    evaluateLabel()
    tally = Tally()
  }

  func run(frame: Int) {
    switch frames[frame] {
    case .score: model.score += 1
    case .brand(let color): model.brandColor = color
    }
    if isDirty {
      isDirty = false
      evaluateScreen()
    }
    if labelDirty {
      labelDirty = false
      evaluateLabel()
    }
  }

  private func evaluateScreen() {
    scoreText = model.score
    tally.evaluation(elements: 1)
    let color = model.brandColor
    // R9: the writer compares; only a change reaches the reader.
    if color != themeColor {
      themeColor = color
      labelDirty = true
    }
    // The first view of the chain is re-created and equal.
    tally.comparisons(1)
  }

  private func evaluateLabel() {
    chain.labelText = themeColor
    tally.evaluation(elements: 1)
  }
}

/// property-level: the screen is tracked; the label is evaluated under tracking of its own.
final class EnvironmentPropertyLevelFloor<Tally: FloorTally>: Floor {
  private(set) var tally = Tally()
  private let model = ThemeModel()
  private let frames: [ThemeChange]
  private var screen: ObservedView!
  private let label = ObservedView { _ in }
  private var isDirty = false
  private var scoreText = 0
  private var themeColor = ""
  private var labelDirty = false
  private var chain = Chain()

  init(_ scenario: Scenario) throws(FloorError) {
    frames = try themeTrace(scenario)
    screen = ObservedView { [unowned self] _ in
      tally.notification()
      isDirty = true
    }
    themeColor = model.brandColor
    evaluateScreen()
    evaluateLabel()
    tally = Tally()
  }

  func run(frame: Int) {
    switch frames[frame] {
    case .score: model.score += 1
    case .brand(let color): model.brandColor = color
    }
    if isDirty {
      isDirty = false
      evaluateScreen()
    }
    if labelDirty {
      labelDirty = false
      evaluateLabel()
    }
  }

  private func evaluateScreen() {
    var color = ""
    screen.evaluate {
      scoreText = model.score
      color = model.brandColor
      return true
    }
    tally.evaluation(elements: 1)
    if color != themeColor {
      themeColor = color
      labelDirty = true
    }
    tally.comparisons(1)
  }

  private func evaluateLabel() {
    label.evaluate {
      chain.labelText = themeColor
      return false
    }
    tally.evaluation(elements: 1)
  }
}

/// scoped: the score's text and the environment writer each live in a scope; a score frame
/// re-evaluates the first, a colour frame the second (which re-creates the chain's first view)
/// and then the label.
final class EnvironmentScopedFloor<Tally: FloorTally>: Floor {
  private(set) var tally = Tally()
  private let model = ThemeModel()
  private let frames: [ThemeChange]
  private var scoreScope: ObservedView!
  private var writerScope: ObservedView!
  private let label = ObservedView { _ in }
  private var scoreDirty = false
  private var writerDirty = false
  private var labelDirty = false
  private var scoreText = 0
  private var themeColor = ""
  private var chain = Chain()

  init(_ scenario: Scenario) throws(FloorError) {
    frames = try themeTrace(scenario)
    scoreScope = ObservedView { [unowned self] _ in
      tally.notification()
      scoreDirty = true
    }
    writerScope = ObservedView { [unowned self] _ in
      tally.notification()
      writerDirty = true
    }
    themeColor = model.brandColor
    evaluateScore()
    evaluateWriter()
    evaluateLabel()
    tally = Tally()
  }

  func run(frame: Int) {
    switch frames[frame] {
    case .score: model.score += 1
    case .brand(let color): model.brandColor = color
    }
    if scoreDirty {
      scoreDirty = false
      evaluateScore()
    }
    if writerDirty {
      writerDirty = false
      evaluateWriter()
    }
    if labelDirty {
      labelDirty = false
      evaluateLabel()
    }
  }

  private func evaluateScore() {
    scoreScope.evaluate {
      scoreText = model.score
      return true
    }
    tally.evaluation(elements: 1)
  }

  private func evaluateWriter() {
    var color = ""
    writerScope.evaluate {
      color = model.brandColor
      return true
    }
    tally.evaluation(elements: 0)
    if color != themeColor {
      themeColor = color
      labelDirty = true
    }
    tally.comparisons(1)
  }

  private func evaluateLabel() {
    label.evaluate {
      chain.labelText = themeColor
      return false
    }
    tally.evaluation(elements: 1)
  }
}
