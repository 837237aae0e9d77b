import Foundation

/// How long a run may take (docs/limits.md, "Time"): the counting run, which runs first,
/// measures its own frames, and once it has run long enough to judge (a twentieth of the
/// limit, or a two-hundredth when it is over twice the limit), a run whose measured pace would take it past `seconds` stops there with what to
/// lower, not left to run for minutes.
///
/// The projection is measured, not modelled: the counting run's time per frame so far, over
/// all the frames, plus each warm-up and timed repetition at what its parts took in the
/// counting run (a timed run mounts the oracle and each engine anew, and runs each alone over
/// frames the trace makes anew, without the other oracles and the comparisons), plus the
/// synthetic work `--element-cost` adds to each element shown in a timed frame.
public struct RunBudget: Sendable, Hashable {
  /// The seconds a run may take; `nil` for no limit.
  public var seconds: Double?

  public static let defaultSeconds = 60.0

  public init(seconds: Double? = RunBudget.defaultSeconds) {
    self.seconds = seconds
  }

  /// The time in seconds from a fixed start: the monotonic clock; a test gives a stand-in.
  @TaskLocal static var clock: @Sendable () -> Double = {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
  }

  /// The seconds a run would take whose counting run took `counting` seconds over its first
  /// `done` of `frames` frames, of which the parts a timed run repeats (making the frames for
  /// each engine, the oracle's and the engines' frames) took `timed`, with `repetitions`
  /// warm-up and timed runs that each mount anew what took `mounts` seconds to mount, adding
  /// `elementCost` nanoseconds to each of `elements` elements of each of `engineCount`
  /// engines a frame.
  static func projection(
    counting: Double, timed: Double, mounts: Double, done: Int, frames: Int, repetitions: Int,
    elementWork: (elements: Int, engineCount: Int, elementCost: Int)
  ) -> Double {
    let perFrame = (counting + timed * Double(repetitions)) / Double(max(done, 1))
    let synthetic =
      Double(elementWork.elements * elementWork.engineCount * elementWork.elementCost) / 1e9
      * Double(repetitions)
    return (perFrame + synthetic) * Double(frames) + mounts * Double(repetitions)
  }

  /// Watches a counting run's frames against the budget.
  struct Watch {
    let limit: Double
    let frames: Int
    let repetitions: Int
    let elementWork: (elements: Int, engineCount: Int, elementCost: Int)
    /// The seconds mounting the oracle and the engines took, which each timed run mounts anew.
    let mountSeconds: Double
    private let start = RunBudget.clock()
    /// The seconds each engine's frames took so far.
    private(set) var engineSeconds: [Double]
    /// The seconds the oracle's frames and making the frames took so far.
    private var oracleSeconds = 0.0
    private var makingSeconds = 0.0

    init(
      limit: Double, frames: Int, repetitions: Int, engines: Int, mountSeconds: Double,
      elementWork: (elements: Int, engineCount: Int, elementCost: Int)
    ) {
      self.limit = limit
      self.frames = frames
      self.repetitions = repetitions
      self.elementWork = elementWork
      self.mountSeconds = mountSeconds
      engineSeconds = Array(repeating: 0, count: engines)
    }

    /// The seconds `body` took.
    static func timed<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) -> Double {
      let before = RunBudget.clock()
      try body()
      return RunBudget.clock() - before
    }

    /// Runs `body`, one engine's frame, adding its time to the engine's.
    mutating func timing(_ engine: Int, _ body: () -> Void) {
      engineSeconds[engine] += Self.timed(body)
    }

    /// Runs `body`, the oracle's frame, adding its time to the oracle's.
    mutating func timingOracle(_ body: () -> Void) {
      oracleSeconds += Self.timed(body)
    }

    /// Makes the next frame with `body`, adding its time to the time making the frames took.
    mutating func making<Frame>(_ body: () -> Frame?) -> Frame? {
      var frame: Frame?
      makingSeconds += Self.timed { frame = body() }
      return frame
    }

    /// Throws when, `done` frames in, the run would take past the limit; `kinds` names the
    /// engines, for the costliest.
    func check(done: Int, kinds: [EngineKind]) throws(DeclarationError) {
      let elapsed = RunBudget.clock() - start
      // Too little run to judge by: a slow first frame is not a slow run. Past a two-hundredth
      // of the limit, a run projected past twice the limit stops early, before it holds many
      // frames' output in memory (docs/limits.md, "Time").
      guard elapsed >= limit / 200 else { return }
      // A timed run makes the frames anew for the oracle and for each engine.
      let timed =
        engineSeconds.reduce(0, +) + oracleSeconds + makingSeconds * Double(engineSeconds.count + 1)
      let seconds = RunBudget.projection(
        counting: elapsed, timed: timed, mounts: mountSeconds, done: done, frames: frames,
        repetitions: repetitions, elementWork: elementWork)
      guard seconds > limit, elapsed >= limit / 20 || seconds > 2 * limit else { return }
      let heaviest = engineSeconds.indices.max { engineSeconds[$0] < engineSeconds[$1] }
      throw .overTimeBudget(
        seconds: Int(seconds.rounded(.up)), budget: Int(limit), frames: frames, measured: done,
        runs: repetitions + 1, heaviest: heaviest.map { kinds[$0].rawValue } ?? "")
    }
  }
}
