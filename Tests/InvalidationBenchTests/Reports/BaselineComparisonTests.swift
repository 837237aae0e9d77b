import InvalidationBench
import Testing

/// `bench check`'s comparison on hand-made baselines.
@Suite struct BaselineComparisonTests {
  static func baseline(bodyEvals: Int = 100, staleFrames: Int = 0, timeRatio: Double = 2.0) -> Baseline {
    let environment = RunEnvironment(
      hostname: "test", cpuCount: 2, operatingSystem: "Linux", toolchain: "Swift",
      buildConfiguration: "release",
      date: "2026-01-01T00:00:00Z", repetitions: 1, warmup: 0, elementCostNs: 0, frameBudgetMs: 16.67,
      scopedObservation: "observable", closures: "never-equal", preset: "ci")
    var baseline = Baseline(preset: "ci", results: BenchmarkResults(environment: environment, cases: []))
    baseline.entries = [
      BaselineEntry(
        workload: "ticker", parameters: "cards=20", engine: "scoped",
        counts: [
          "body_evals": bodyEvals, "elements_built": 50, "comparisons": 10, "notifications": 100,
          "stale_frames": staleFrames,
        ], timeRatio: timeRatio)
    ]
    return baseline
  }

  func compare(_ old: Baseline, _ new: Baseline, tolerance: Double = 0.5, countsOnly: Bool = false) throws
    -> BaselineComparison
  {
    try BaselineComparison(baseline: old, current: new, timeTolerance: tolerance, countsOnly: countsOnly)
  }

  @Test func identicalRunsAreUnchanged() throws {
    let comparison = try compare(Self.baseline(), Self.baseline())
    #expect(comparison.verdict == .unchanged)
    #expect(comparison.verdict.exitCode(failOnImprovement: true) == 0)
  }

  @Test func oneCountUpIsARegressionNamedInTheTable() throws {
    let comparison = try compare(Self.baseline(bodyEvals: 100), Self.baseline(bodyEvals: 101))
    #expect(comparison.verdict.exitCode(failOnImprovement: false) == 2)
    let markdown = comparison.markdown(timeTolerance: 0.5, countsOnly: false)
    #expect(markdown.contains("| ticker | scoped | body_evals | 100 | 101 | +1.0% | regression |"))
    #expect(markdown.contains("**Verdict: REGRESSION**"))
  }

  @Test func oneCountDownIsAnImprovementThatFailsOnlyWhenAsked() throws {
    let comparison = try compare(Self.baseline(bodyEvals: 100), Self.baseline(bodyEvals: 90))
    #expect(comparison.verdict == .improved)
    #expect(comparison.verdict.exitCode(failOnImprovement: false) == 0)
    #expect(comparison.verdict.exitCode(failOnImprovement: true) == 4)
    #expect(comparison.markdown(timeTolerance: 0.5, countsOnly: false).contains("| -10.0% | improvement |"))
  }

  @Test func anyStaleFrameIsARegressionEvenIfTheBaselineHadIt() throws {
    let comparison = try compare(Self.baseline(staleFrames: 1), Self.baseline(staleFrames: 1))
    #expect(comparison.verdict == .regressed)
  }

  @Test func slowerTimeWithinToleranceIsUnchangedBeyondItARegression() throws {
    // Tolerance 0.5: a ratio of 2.0 may rise to 3.0.
    let within = try compare(Self.baseline(timeRatio: 2.0), Self.baseline(timeRatio: 2.9))
    #expect(within.verdict == .unchanged)
    let beyond = try compare(Self.baseline(timeRatio: 2.0), Self.baseline(timeRatio: 3.2))
    #expect(beyond.verdict == .regressed)
    #expect(beyond.changes.map(\.metric) == ["time / oracle"])
    let countsOnly = try compare(
      Self.baseline(timeRatio: 2.0), Self.baseline(timeRatio: 3.2), countsOnly: true)
    #expect(countsOnly.verdict == .unchanged)
  }

  @Test func baselineOfOtherCasesIsRefused() throws {
    var other = Self.baseline()
    other.entries[0].engine = "equatable"
    #expect(throws: BaselineMismatch.self) { try compare(Self.baseline(), other) }
  }
}
