import Foundation
import InvalidationBench
import Testing

/// The baselines and reference results the repository commits are of this version, from a
/// release build, and name no machine: `.ci/run` checks against results/baseline.json, and
/// docs/ci.md's example against examples/ci/bench-baseline.json.
@Suite struct CommittedResultsTests {
  static let files = [
    "results/baseline.json", "examples/ci/bench-baseline.json", "results/reference/results.json",
    "results/reference-sweep/results.json",
  ]

  @Test(arguments: files)
  func aCommittedFileIsOfThisVersionFromAReleaseBuildWithNoHostName(_ path: String) throws {
    let data = try Data(contentsOf: DocumentedCommandTests.root.appendingPathComponent(path))
    let environment =
      path.hasSuffix("baseline.json")
      ? try Baseline.decode(data).environment : try BenchmarkResults.decode(data).environment
    #expect(environment.buildConfiguration == "release")
    #expect(environment.benchVersion == BuildInfo.version)
    #expect(!String(decoding: data, as: UTF8.self).contains("hostname"))
  }
}
