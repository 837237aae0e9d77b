import Foundation

/// How one engine's cost grows with a swept parameter: the slope of a least-squares line
/// through (log value, log cost), so 1.0 reads "grows ~n^1.0" and 0 reads "flat".
public struct GrowthFit: Sendable, Hashable {
  public let workload: String
  public let parameter: String
  public let engine: String
  public let values: [Int]
  /// Slope of body evaluations per frame.
  public let evalsSlope: Double?
  /// Slope of mean frame time.
  public let timeSlope: Double?

  /// The fits for every sweep in `cases` (cases sharing a workload and swept parameter).
  public static func fits(_ cases: [CaseResult]) -> [GrowthFit] {
    var groups: [String: [CaseResult]] = [:]
    var order: [String] = []
    for result in cases {
      guard let parameter = result.sweptParameter else { continue }
      let key = "\(result.workload)\u{0}\(parameter)"
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(result)
    }
    var fits: [GrowthFit] = []
    for key in order {
      guard let group = groups[key], let first = group.first, let parameter = first.sweptParameter,
        group.count >= 2
      else { continue }
      let xs = group.map { Double($0.parameters[parameter] ?? 0) }
      for engine in [first.oracle.engine] + first.engines.map(\.engine) {
        let results = group.compactMap { $0.result(engine) }
        guard results.count == group.count else { continue }
        let evals = zip(results, group).map { result, run in
          Double(result.counters.bodyEvals) / Double(max(1, run.frames))
        }
        let times = results.map(\.timing.meanNs)
        fits.append(
          GrowthFit(
            workload: first.workload, parameter: parameter, engine: engine,
            values: group.map { $0.parameters[parameter] ?? 0 },
            evalsSlope: slope(xs, evals), timeSlope: slope(xs, times)))
      }
    }
    return fits
  }

  /// The log-log least-squares slope over the points with positive coordinates.
  static func slope(_ xs: [Double], _ ys: [Double]) -> Double? {
    let points = zip(xs, ys).filter { $0.0 > 0 && $0.1 > 0 }.map { (log($0.0), log($0.1)) }
    guard points.count >= 2 else { return nil }
    let meanX = points.map(\.0).reduce(0, +) / Double(points.count)
    let meanY = points.map(\.1).reduce(0, +) / Double(points.count)
    let sxx = points.map { ($0.0 - meanX) * ($0.0 - meanX) }.reduce(0, +)
    guard sxx > 0 else { return nil }
    let sxy = points.map { ($0.0 - meanX) * ($0.1 - meanY) }.reduce(0, +)
    return sxy / sxx
  }

  /// `grows ~n^1.0`, `flat`, or `—`.
  public static func describe(_ slope: Double?) -> String {
    guard let slope else { return "—" }
    if abs(slope) < 0.05 { return "flat (~n^0)" }
    return String(format: "grows ~n^%.1f", slope)
  }
}
