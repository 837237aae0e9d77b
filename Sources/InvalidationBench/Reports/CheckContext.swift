/// What a check's forms need beside its comparison: where the screens and the setup are
/// declared, the folders its paths are written from, and the command that records a new
/// baseline, as hints give it.
public struct CheckContext: Sendable {
  public let places: CheckPlaces
  /// `nil`: every path as the baseline keys it.
  public let paths: CheckPaths?
  /// The whole `bench baseline update` that records this check's selection.
  public let updateCommand: String
  /// Seconds each case (`workload engine`) took to run once: the median of its timed
  /// repetitions, for a test report's `time`.
  public let seconds: [String: Double]

  public init(
    places: CheckPlaces = CheckPlaces(screens: [:], setup: CheckPlaces.Place(file: "", line: 1)),
    paths: CheckPaths? = nil, updateCommand: String = "bench baseline update",
    results: BenchmarkResults? = nil
  ) {
    self.places = places
    self.paths = paths
    self.updateCommand = updateCommand
    var seconds: [String: Double] = [:]
    for result in results?.cases ?? [] {
      for engine in result.engines {
        seconds["\(result.workload) \(engine.engine)"] = Double(engine.timing.totalMedianNs) / 1e9
      }
    }
    self.seconds = seconds
  }

  /// How `reader` sees the check's paths.
  func display(for reader: CheckPaths.Reader) -> CheckPaths.Display {
    paths?.display(for: reader) ?? .keyed
  }
}
