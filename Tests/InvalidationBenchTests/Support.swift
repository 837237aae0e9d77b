import Foundation

@testable import InvalidationBench

/// Runs `frames` on `screen` with the oracle and `kinds`.
func run(
  _ screen: Screen, _ frames: [[Event]], _ kinds: [EngineKind] = EngineKind.strategies,
  scoped: StoreFlavour = .observable
) throws -> CountRun {
  try CountRun.run(
    try Scenario(screen: screen, frames: frames.map(Frame.init)), engines: kinds,
    scopedObservation: scoped)
}

/// What `kind` does on `screen` over `frames`, frame by frame: the actions run (the first
/// render's first) and what the screen shows after each.
struct Trace {
  var actions: [[ActionRecord]] = []
  var shown: [[Value]] = []
  var counters = Counters()

  init(
    _ kind: EngineKind, _ screen: Screen, _ frames: [[Event]], scoped: StoreFlavour = .observable,
    closures: ClosureComparison = .neverEqual
  ) throws {
    let scenario = try Scenario(screen: screen, frames: frames.map(Frame.init))
    let engine =
      kind == .oracle && scoped == .combine
      ? EngineKind.makeOracle(for: screen, flavour: .combine, closures: closures)
      : kind.makeEngine(for: screen, scopedObservation: scoped, closures: closures)
    engine.mount()
    record(engine)
    for frame in scenario.frames {
      engine.run(frame)
      record(engine)
    }
    counters = engine.counters
  }

  private mutating func record(_ engine: any Engine) {
    actions.append(engine.actionsRun())
    // Contents only: the styles of unstyled elements are placeholders.
    let values = engine.renderedTree().values
    shown.append(stride(from: 0, to: values.count, by: 2).map { values[$0] })
  }
}

/// The shipped workload named `name`.
func shipped(_ name: String) throws -> any Workload {
  guard let workload = WorkloadCatalog.workload(named: name) else {
    throw TestError("no shipped workload \(name)\(WorkloadCatalog.problem.map { ": \($0)" } ?? "")")
  }
  return workload
}

/// The scenario of `workload` with parameters set by name (a test's shorthand for the
/// workload's own parameter constants).
func scenario(_ workload: any Workload, _ named: [String: Int]) throws -> Scenario {
  var overrides: [WorkloadParameter: Int] = [:]
  for (name, value) in named {
    guard let parameter = workload.parameter(named: name) else {
      throw TestError("\(workload.name) has no parameter \(name)")
    }
    overrides[parameter] = value
  }
  return try workload.scenario(overrides)
}

struct TestError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}

extension CountRun {
  /// Body evaluations during frames.
  func evals(_ kind: EngineKind) -> Int {
    counts(kind)?.counters.bodyEvals ?? -1
  }

  /// Body evaluations of each engine in `expected`'s keys, to compare with `expected`: tests
  /// name the engines they expect, so another engine does not change them.
  func evals(_ expected: [EngineKind: Int]) -> [EngineKind: Int] {
    expected.keys.reduce(into: [:]) { $0[$1] = evals($1) }
  }

  /// Any counter of each engine in `expected`'s keys.
  func counts(_ expected: [EngineKind: Int], _ counter: (Counters) -> Int) -> [EngineKind: Int] {
    expected.keys.reduce(into: [:]) { $0[$1] = counter(counters($1)) }
  }

  func counters(_ kind: EngineKind) -> Counters {
    counts(kind)?.counters ?? Counters()
  }

  /// Evaluations of the view type named `name` on `kind`.
  func evals(_ kind: EngineKind, of name: String) -> Int {
    counts(kind)?.viewTypes.first { $0.name == name }?.evals ?? 0
  }

  /// Evaluations of `name` on `kind` by reason, as the reports write it (`field:count`).
  func reasons(_ kind: EngineKind, of name: String) -> [String: Int] {
    let reasons = counts(kind)?.viewTypes.first { $0.name == name }?.reasons ?? [:]
    return Dictionary(uniqueKeysWithValues: reasons.map { ($0.key.description, $0.value) })
  }

  /// Stale frames of every engine that ran, by engine.
  var staleFrames: [EngineKind: Int] {
    engines.reduce(into: [:]) { $0[$1.kind!] = $1.counters.staleFrames }
  }

  /// Every engine that ran, with no stale frame.
  var noStaleFrames: [EngineKind: Int] {
    engines.reduce(into: [:]) { $0[$1.kind!] = 0 }
  }
}

/// The same count for every strategy.
func everyStrategy(_ count: Int) -> [EngineKind: Int] {
  EngineKind.strategies.reduce(into: [:]) { $0[$1] = count }
}

/// `bench advise` on `source`, written as `Screen.swift` in a folder of its own (removed after),
/// with the file's path, which the advice's places name.
func advising(_ source: String) throws -> (advice: Advice, path: String) {
  let folder = try BenchProcess.temporaryFolder()
  defer { BenchProcess.remove(folder) }
  let path = folder.appendingPathComponent("Screen.swift").path
  try source.write(toFile: path, atomically: true, encoding: .utf8)
  let imported = try ImportedScreen.workload(swiftFiles: [path])
  return (try Advisor(workload: imported.workload, warnings: imported.warnings).advise(), path)
}
