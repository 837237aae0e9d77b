/// How long a run may take, judged before its frames run (docs/limits.md, "Time"): from the
/// first render's size on each engine, the frames and the repetitions, a run estimated past
/// `seconds` is refused up front with what to lower, not left to run for minutes.
///
/// The estimate counts, per engine, every view mounted at the first render as re-evaluated in
/// every frame, at what one evaluation costs that engine, and every element built at it as
/// built again; the run that checks the counts against the oracle also makes and compares each
/// frame's trees, which costs an element more. The costs were measured on the release build
/// on two cores (2026-11-28) on two screens that stress them, 5,000 rows reading a model and
/// 10,000 buttons, and each taken at the higher of the two: a body tracked by `Observation`
/// 9 µs, one holding an `ObservableObject` 2 µs, one the oracle or `.equatable()` compares
/// 0.3 µs; an element 0.13 µs in a timed run (and `--element-cost`) and 0.45 µs in the
/// counting one. On those screens the estimate was 0.9 to 1.4 times the run's time. It is an
/// estimate: a screen whose actions re-run it many times a frame, or that mounts more later,
/// takes longer; one that re-evaluates little, less.
public struct RunBudget: Sendable, Hashable {
  /// The seconds a run may take; `nil` for no limit.
  public var seconds: Double?

  public static let defaultSeconds = 60.0

  public init(seconds: Double? = RunBudget.defaultSeconds) {
    self.seconds = seconds
  }

  /// Microseconds one evaluation costs `kind` on stores of `flavour`.
  static func evaluationCost(_ kind: EngineKind, _ flavour: StoreFlavour?) -> Double {
    switch kind {
    case .oracle, .equatable: 0.3
    case .wholeObject: 2
    case .propertyLevel, .scoped: 9
    case .asWritten: flavour == .combine ? 2 : 9
    }
  }

  /// Microseconds one element costs in a timed run, `elementCost` nanoseconds of synthetic
  /// work included, and in the counting run.
  static func elementCost(_ elementCost: Int) -> Double { 0.13 + Double(elementCost) / 1000 }
  static let countedElementCost = 0.45

  /// One engine's first render, as the estimate reads it: its kind, its stores, and the
  /// evaluations it made.
  struct Mount {
    let kind: EngineKind
    let flavour: StoreFlavour?
    let evaluations: Int
  }

  /// The seconds engines whose first renders were `mounts` would take over `frames` frames:
  /// the counting run and `repetitions` timed ones (warm-ups included). Each builds the
  /// `elements` the screen shows after its first render (the oracle's rendered tree).
  static func estimate(
    _ mounts: [Mount], elements shown: Int, frames: Int, repetitions: Int, elementCost: Int
  ) -> Double {
    var counted = 0.0
    var timed = 0.0
    for mount in mounts {
      let evaluations = Double(mount.evaluations) * evaluationCost(mount.kind, mount.flavour)
      let elements = Double(shown)
      counted += evaluations + elements * countedElementCost
      timed += evaluations + elements * Self.elementCost(elementCost)
    }
    return (counted + timed * Double(repetitions)) * Double(frames) / 1_000_000
  }
}
