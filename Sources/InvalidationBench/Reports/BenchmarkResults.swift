import Foundation

/// Everything a run measured: the envelope of `results.json` (docs/output-files.md "Output files").
public struct BenchmarkResults: Sendable, Codable {
  /// The only version this build reads and writes.
  public static let currentVersion = 3

  public var version: Int
  public var environment: RunEnvironment
  public var cases: [CaseResult]

  public init(environment: RunEnvironment, cases: [CaseResult]) {
    version = Self.currentVersion
    self.environment = environment
    self.cases = cases
  }

  /// Decodes a results file, refusing any version but `currentVersion`.
  public static func decode(_ data: Data) throws(ResultsFileError) -> BenchmarkResults {
    try VersionedFile.decode(BenchmarkResults.self, from: data, version: currentVersion)
  }

  /// Pretty, key-sorted JSON.
  public func encoded() throws -> Data {
    try VersionedFile.encode(self)
  }
}

/// How a run was made, and on what kind of machine: no host name, so that a committed file
/// says nothing of who made it.
public struct RunEnvironment: Sendable, Codable, Hashable {
  public var cpuCount: Int
  public var operatingSystem: String
  public var toolchain: String
  /// `release` or `debug`.
  public var buildConfiguration: String
  /// ISO 8601, UTC.
  public var date: String
  public var repetitions: Int
  public var warmup: Int
  public var elementCostNs: Int
  public var frameBudgetMs: Double
  public var scopedObservation: String
  /// How re-created closures compared (`--closures`).
  public var closures: String
  /// The preset, for baselines (`ci`), or `nil` for an ordinary run.
  public var preset: String?
  /// The version of `bench` that ran (`BuildInfo.version`); absent in files older than 0.9.
  public var benchVersion: String?

  public init(
    cpuCount: Int, operatingSystem: String, toolchain: String,
    buildConfiguration: String, date: String, repetitions: Int, warmup: Int, elementCostNs: Int,
    frameBudgetMs: Double, scopedObservation: String, closures: String, preset: String?
  ) {
    self.cpuCount = cpuCount
    self.operatingSystem = operatingSystem
    self.toolchain = toolchain
    self.buildConfiguration = buildConfiguration
    self.date = date
    self.repetitions = repetitions
    self.warmup = warmup
    self.elementCostNs = elementCostNs
    self.frameBudgetMs = frameBudgetMs
    self.scopedObservation = scopedObservation
    self.closures = closures
    self.preset = preset
    benchVersion = BuildInfo.version
  }

  /// The environment of this process, for a run with these options.
  public static func current(options: RunOptions, preset: String? = nil) -> RunEnvironment {
    let formatter = ISO8601DateFormatter()
    return RunEnvironment(
      cpuCount: ProcessInfo.processInfo.activeProcessorCount,
      operatingSystem: ProcessInfo.processInfo.operatingSystemVersionString,
      toolchain: BuildInfo.toolchain,
      buildConfiguration: BuildInfo.configuration,
      date: formatter.string(from: Date()),
      repetitions: options.repetitions,
      warmup: options.warmup,
      elementCostNs: options.elementCost,
      frameBudgetMs: Double(options.frameBudgetNs) / 1_000_000,
      scopedObservation: options.scopedObservation.rawValue,
      closures: options.closures.rawValue,
      preset: preset)
  }
}

/// One workload at one set of parameters on every engine.
public struct CaseResult: Sendable, Codable, Hashable {
  public var workload: String
  /// The screen file the workload was read from (`Screens/01-ticker.yaml` for a shipped one).
  public var screen: String?
  public var parameters: [String: Int]
  /// The parameter a sweep varied to make this case, if any.
  public var sweptParameter: String?
  public var frames: Int
  public var minEvals: Int
  public var minElements: Int
  /// The oracle's minimum in each frame; in frames.csv, not in results.json.
  public var frameMinEvals = FrameSeries()
  /// The rules of docs/rules.md "The render pass" that the counts rest on.
  public var rules: [String]
  public var oracle: EngineResult
  public var engines: [EngineResult]
  /// For a screen imported from SwiftUI source: its summary and what its trace drove.
  public var imported: ImportedRun?
  /// The views under the root, as report.html draws them (`nil` in files of older runs).
  public var viewTree: ViewTreeNode?
  /// The properties through which each view holds a model (`model` of `@ObservedObject var
  /// model`), by view name: the name `Self._printChanges()` gives a model's change (`_model
  /// changed`); `nil` in files of older runs.
  public var modelProperties: [String: [String]]?

  // The per-frame series go to frames.csv, streamed: in results.json they would make the
  // encoder hold every frame several times over (docs/limits.md).
  private enum CodingKeys: String, CodingKey {
    case workload, screen, parameters, sweptParameter, frames, minEvals, minElements, rules, oracle,
      engines, imported, viewTree, modelProperties
  }

  /// The lowest body evaluations among the strategies.
  public var bestEvals: Int {
    engines.map(\.counters.bodyEvals).min() ?? 0
  }

  /// `engine`'s body evaluations over the oracle's minimum, or `nil` when the minimum is 0.
  public func ratioToMinimum(_ engine: EngineResult) -> Double? {
    minEvals > 0 ? Double(engine.counters.bodyEvals) / Double(minEvals) : nil
  }

  /// `engine`'s body evaluations over the fewest any strategy needed, or `nil` when that is 0.
  public func ratioToBest(_ engine: EngineResult) -> Double? {
    let best = bestEvals
    return best > 0 ? Double(engine.counters.bodyEvals) / Double(best) : nil
  }

  /// The oracle, then the strategies, in report order.
  public var allEngines: [EngineResult] {
    [oracle] + engines
  }

  /// `name=value` pairs in name order.
  public var parameterText: String {
    parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
  }

  /// The result of `engine`, the oracle included.
  public func result(_ engine: String) -> EngineResult? {
    engine == oracle.engine ? oracle : engines.first { $0.engine == engine }
  }
}
