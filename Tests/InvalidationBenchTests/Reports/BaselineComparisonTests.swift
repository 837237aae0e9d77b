import Foundation
import InvalidationBench
import Testing

/// `bench check`'s comparison on hand-made baselines.
@Suite struct BaselineComparisonTests {
  static func baseline(bodyEvals: Int = 100, staleFrames: Int = 0, timeRatio: Double = 2.0) -> Baseline {
    let environment = RunEnvironment(
      cpuCount: 2, operatingSystem: "Linux", toolchain: "Swift",
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

  @Test func baselineOfOtherCasesIsRefusedSayingWhatDiffers() throws {
    var other = Self.baseline()
    other.entries[0].engine = "equatable"
    #expect(
      throws: BaselineMismatch.otherCases([
        "engines only in the baseline: scoped", "engines only in this run: equatable",
      ])
    ) { try compare(Self.baseline(), other) }
    var parameters = Self.baseline()
    parameters.entries[0].parameters = "cards=40"
    #expect(
      throws: BaselineMismatch.otherCases([
        "ticker ran with cards=40 here, and with cards=20 in the baseline"
      ])
    ) { try compare(Self.baseline(), parameters) }
  }

  /// The baseline of `Self.baseline()` with one view per given `FILE:LINE` (a view named after
  /// the file's last component), each 1 + `evals` evaluations.
  static func withViews(_ sources: [(name: String, source: String, evals: Int)]) -> Baseline {
    var baseline = Self.baseline()
    baseline.entries[0].views = sources.map { view in
      var counters = ViewTypeCounters(name: view.name)
      counters.source = view.source
      counters.firstRenderEvals = 1
      counters.evals = view.evals
      return counters
    }
    return baseline
  }

  // The case: recorded in examples/ci (App/Tally.swift), checked from the repository's
  // root with --config examples/ci/bench.yml (examples/ci/App/Tally.swift). Keyed from the
  // config's folder, both runs name App/Tally.swift, so a view that runs more is a regression
  // from either folder.
  @Test func viewsKeyedFromTheConfigsFolderMatchFromAnyWorkingFolder() throws {
    let fromApp = CheckPaths.of(config: "bench.yml", workingFolder: "/repo/examples/ci")
    let fromRoot = CheckPaths.of(config: "examples/ci/bench.yml", workingFolder: "/repo")
    #expect(fromApp.base == "/repo/examples/ci")
    #expect(fromRoot.base == "/repo/examples/ci")
    #expect(fromApp.keySource("App/Tally.swift:22") == "App/Tally.swift:22")
    #expect(fromRoot.keySource("examples/ci/App/Tally.swift:22") == "App/Tally.swift:22")
    #expect(fromRoot.keySource("/repo/examples/ci/./App/Tally.swift:22") == "App/Tally.swift:22")
    let recorded = Self.withViews([("Header", fromApp.keySource("App/Tally.swift:22"), 0)])
    let checked = Self.withViews([("Header", fromRoot.keySource("examples/ci/App/Tally.swift:22"), 20)])
    let comparison = try compare(recorded, checked)
    #expect(comparison.verdict == .regressed)
    #expect(comparison.viewChanges.map(\.kind) == [.regression])
    // Header went from 1 + 0 to 1 + 20: the sentence names it where the reader finds it.
    #expect(
      comparison.viewChanges[0].sentence(fromRoot.display(for: .person))
        == "Header (examples/ci/App/Tally.swift:22) on scoped: 1 + 0 → 1 + 20 evaluations")
    #expect(
      comparison.viewChanges[0].sentence(fromApp.display(for: .person))
        == "Header (App/Tally.swift:22) on scoped: 1 + 0 → 1 + 20 evaluations")
  }

  // The repository's root is where `.git` is; a worktree has a `.git` file.
  @Test func pathsAreShownAsEachReaderNeedsThem() throws {
    let paths = CheckPaths(base: "/repo/examples/ci", workingFolder: "/repo/examples", repository: "/repo")
    #expect(paths.shownSource("App/Tally.swift:10", for: .person) == "ci/App/Tally.swift:10")
    #expect(paths.shownSource("App/Tally.swift:10", for: .repository) == "examples/ci/App/Tally.swift:10")
    #expect(paths.shownSource("App/Tally.swift:10", for: .absolute) == "/repo/examples/ci/App/Tally.swift:10")
    #expect(paths.key("../Sources/Feed/Row.swift") == "../../Sources/Feed/Row.swift")
    #expect(paths.shown("../../Sources/Feed/Row.swift", for: .repository) == "Sources/Feed/Row.swift")
    let repository = FileManager.default.temporaryDirectory.path + "/bench-paths-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: repository + "/a/b", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: repository) }
    try "gitdir: elsewhere\n".write(toFile: repository + "/.git", atomically: true, encoding: .utf8)
    let none = CheckPaths.of(config: nil, workingFolder: repository + "/a/b")
    #expect(none.base == repository)
    #expect(none.keySource("Feed.swift:3") == "a/b/Feed.swift:3")
  }

  // Every view of the run is new and every view of the baseline gone: the baseline's views
  // belong to other files, and a regression would pass unseen. That is no verdict but a
  // baseline that cannot judge (exit 5).
  @Test func aBaselineNamingNoneOfTheRunsViewsIsRefused() throws {
    let recorded = Self.withViews([
      ("TallyScreen", "examples/ci/App/Tally.swift:10", 0), ("Header", "examples/ci/App/Tally.swift:22", 0),
    ])
    let checked = Self.withViews([
      ("TallyScreen", "App/Tally.swift:10", 20), ("Header", "App/Tally.swift:22", 20),
    ])
    #expect(throws: BaselineMismatch.noViewInCommon(screens: ["ticker"])) { try compare(recorded, checked) }
    // One view in common (Header) is enough to judge: the others are notes.
    let renamed = Self.withViews([
      ("TallyScreen", "examples/ci/App/Tally.swift:10", 0), ("Header", "App/Tally.swift:22", 0),
    ])
    let comparison = try compare(renamed, checked)
    #expect(comparison.viewChanges.map(\.kind) == [.appeared, .regression, .disappeared])
  }
}
