import Foundation

/// A committed record of a preset's counts and normalized times, for `bench check`.
public struct Baseline: Sendable, Codable, Hashable {
  public static let currentVersion = 1

  public var version: Int
  public var preset: String
  public var environment: RunEnvironment
  public var entries: [BaselineEntry]

  public init(preset: String, results: BenchmarkResults) {
    version = Self.currentVersion
    self.preset = preset
    environment = results.environment
    entries = results.cases.flatMap { result in
      result.engines.map { BaselineEntry(result, $0) }
    }
  }

  /// Decodes a baseline file, refusing any version but `currentVersion`.
  public static func decode(_ data: Data) throws -> Baseline {
    struct Envelope: Decodable { var version: Int? }
    guard let envelope = try? JSONDecoder().decode(Envelope.self, from: data),
      let version = envelope.version
    else { throw ResultsFileError.malformed }
    guard version == currentVersion else { throw ResultsFileError.unsupportedVersion(version) }
    guard let baseline = try? JSONDecoder().decode(Baseline.self, from: data) else {
      throw ResultsFileError.malformed
    }
    return baseline
  }

  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self)
  }
}

/// One workload × parameters × engine of a baseline.
public struct BaselineEntry: Sendable, Codable, Hashable {
  public var workload: String
  public var parameters: String
  public var engine: String
  /// Counts that may never increase: `body_evals`, `elements_built`, `comparisons`,
  /// `notifications`, `stale_frames`.
  public var counts: [String: Int]
  /// Median total frame time over the oracle's on the same case, so a faster or slower
  /// machine does not read as a change.
  public var timeRatio: Double

  /// The counts a check compares, in table order.
  public static let countNames = [
    "body_evals", "elements_built", "comparisons", "notifications", "stale_frames",
  ]

  public init(_ result: CaseResult, _ engine: EngineResult) {
    workload = result.workload
    parameters = result.parameterText
    self.engine = engine.engine
    let counters = engine.counters
    counts = [
      "body_evals": counters.bodyEvals, "elements_built": counters.elementsBuilt,
      "comparisons": counters.comparisons, "notifications": counters.notifications,
      "stale_frames": counters.staleFrames,
    ]
    let reference = Double(result.oracle.timing.totalMedianNs)
    timeRatio = reference > 0 ? Double(engine.timing.totalMedianNs) / reference : 0
  }

  public init(
    workload: String, parameters: String, engine: String, counts: [String: Int], timeRatio: Double
  ) {
    self.workload = workload
    self.parameters = parameters
    self.engine = engine
    self.counts = counts
    self.timeRatio = timeRatio
  }

  var key: String { "\(workload) \(parameters) \(engine)" }
}
