import Histogram

/// Wall time per frame over all repetitions of one engine, in an HDR histogram.
public struct FrameTimes: Sendable {
  private var histogram = Histogram<UInt64>(
    lowestDiscernibleValue: 1, highestTrackableValue: 3_600_000_000_000,
    numberOfSignificantValueDigits: .three)
  /// Total of each repetition's frame times, in nanoseconds.
  public private(set) var repetitionTotals: [UInt64] = []
  /// Each repetition's per-frame times, in nanoseconds.
  public private(set) var perFrame: [FrameSeries] = []
  public private(set) var overBudget = 0
  let budget: UInt64

  /// Times over `budget` nanoseconds count as over budget.
  public init(budget: UInt64) {
    self.budget = budget
  }

  /// Records one repetition's frame times.
  public mutating func record(repetition times: FrameSeries) {
    var total: UInt64 = 0
    for time in times.lazy.map(UInt64.init) {
      _ = histogram.record(max(1, time))
      total += time
      if time > budget { overBudget += 1 }
    }
    repetitionTotals.append(total)
    perFrame.append(times)
  }

  /// The summary the reports show.
  public var summary: TimingSummary {
    let sortedTotals = repetitionTotals.sorted()
    let medianTotal =
      sortedTotals.isEmpty
      ? 0
      : sortedTotals.count % 2 == 1
        ? sortedTotals[sortedTotals.count / 2]
        : (sortedTotals[sortedTotals.count / 2 - 1] + sortedTotals[sortedTotals.count / 2]) / 2
    let timed = histogram.totalCount
    return TimingSummary(
      repetitions: repetitionTotals.count,
      framesTimed: Int(timed),
      p50Ns: timed == 0 ? 0 : histogram.valueAtPercentile(50),
      p90Ns: timed == 0 ? 0 : histogram.valueAtPercentile(90),
      p99Ns: timed == 0 ? 0 : histogram.valueAtPercentile(99),
      maxNs: timed == 0 ? 0 : histogram.max,
      meanNs: timed == 0 ? 0 : histogram.mean,
      totalMedianNs: medianTotal,
      totalMinNs: sortedTotals.first ?? 0,
      framesOverBudget: overBudget)
  }

  /// The median over repetitions of each frame's time.
  public var medianPerFrame: FrameSeries {
    let medians = FrameSeries()
    var repetitions = perFrame.map { $0.makeIterator() }
    guard !repetitions.isEmpty else { return medians }
    var times = [Int](repeating: 0, count: repetitions.count)
    while true {
      for index in repetitions.indices {
        guard let time = repetitions[index].next() else { return medians }
        times[index] = time
      }
      times.sort()
      medians.append(times[times.count / 2])
    }
  }
}

/// Frame-time statistics of one engine on one case.
public struct TimingSummary: Sendable, Codable, Hashable {
  public var repetitions: Int
  public var framesTimed: Int
  public var p50Ns: UInt64
  public var p90Ns: UInt64
  public var p99Ns: UInt64
  public var maxNs: UInt64
  public var meanNs: Double
  /// Median over repetitions of the total frame time of a repetition.
  public var totalMedianNs: UInt64
  public var totalMinNs: UInt64
  /// Frames over the frame budget, over all repetitions.
  public var framesOverBudget: Int

  public static let none = TimingSummary(
    repetitions: 0, framesTimed: 0, p50Ns: 0, p90Ns: 0, p99Ns: 0, maxNs: 0, meanNs: 0,
    totalMedianNs: 0, totalMinNs: 0, framesOverBudget: 0)
}
