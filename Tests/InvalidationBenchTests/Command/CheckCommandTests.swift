import Foundation
import InvalidationBench
import Testing

/// `bench check` and `bench baseline update` end to end, on baselines the test writes.
@Suite struct CheckCommandTests {
  /// A fresh baseline of the ci preset in a temporary folder.
  func freshBaseline() throws -> URL {
    let file = try BenchProcess.temporaryFolder().appendingPathComponent("baseline.json")
    let update = try BenchProcess.run(["baseline", "update", "--out", file.path, "--quiet"])
    #expect(update.status == 0)
    return file
  }

  /// Rewrites one count of one entry of the baseline at `file`.
  func edit(_ file: URL, workload: String, engine: String, metric: String, by delta: Int) throws {
    var baseline = try Baseline.decode(Data(contentsOf: file))
    let index = try #require(baseline.entries.firstIndex { $0.workload == workload && $0.engine == engine })
    baseline.entries[index].counts[metric, default: 0] += delta
    try baseline.encoded().write(to: file)
  }

  @Test func identicalCountsPass() throws {
    let file = try freshBaseline()
    defer { BenchProcess.remove(file.deletingLastPathComponent()) }
    let check = try BenchProcess.run(["check", "--baseline", file.path, "--counts-only", "--quiet"])
    #expect(check.status == 0)
    #expect(check.stdout.contains("**Verdict: unchanged**"))
  }

  @Test func oneCountUpExitsTwoAndNamesTheRow() throws {
    let file = try freshBaseline()
    defer { BenchProcess.remove(file.deletingLastPathComponent()) }
    // The baseline says one evaluation fewer than the code does now.
    try edit(file, workload: "ticker", engine: "property-level", metric: "body_evals", by: -1)
    let check = try BenchProcess.run(["check", "--baseline", file.path, "--counts-only", "--quiet"])
    #expect(check.status == 2)
    #expect(check.stdout.contains("| ticker | property-level | body_evals |"))
    #expect(check.stdout.contains("regression"))
  }

  @Test func oneCountDownPassesOrExitsFourWhenImprovementsFail() throws {
    let file = try freshBaseline()
    defer { BenchProcess.remove(file.deletingLastPathComponent()) }
    try edit(file, workload: "typing", engine: "scoped", metric: "notifications", by: 5)
    let check = try BenchProcess.run(["check", "--baseline", file.path, "--counts-only", "--quiet"])
    #expect(check.status == 0)
    #expect(check.stdout.contains("| typing | scoped | notifications |"))
    let strict = try BenchProcess.run([
      "check", "--baseline", file.path, "--counts-only", "--fail-on-improvement", "--quiet",
    ])
    #expect(strict.status == 4)
  }

  @Test func missingCorruptOrOtherVersionBaselineExitsFive() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let missing = try BenchProcess.run([
      "check", "--baseline", folder.appendingPathComponent("none.json").path,
    ])
    #expect(missing.status == 5)
    #expect(missing.stderr.hasPrefix("error: no baseline at '"))
    // The whole command that records the ci preset, which this check runs.
    #expect(
      missing.stderr.contains(
        "record one with 'bench baseline update --out \(folder.path)/none.json' and commit it"))

    // Not JSON; a version from the future; version 1, which had no per-view counts; version 2,
    // whose views were keyed from the folder bench ran in.
    let files = [
      ("corrupt.json", "{ not json", "it is not a results file of this tool"),
      (
        "future.json", "{\"version\": 4, \"entries\": []}",
        "it has version 4, and this build reads only version 3"
      ),
      (
        "older.json", "{\"version\": 1, \"entries\": []}",
        "it has version 1, and this build reads only version 3"
      ),
      (
        "keyed.json", "{\"version\": 2, \"entries\": []}",
        "it has version 2, whose views are keyed by their path from the folder bench ran in, and this build reads only version 3, keyed from the config's folder; re-record it with 'bench baseline update --out \(folder.path)/keyed.json' and commit it"
      ),
    ]
    for (name, text, message) in files {
      let file = folder.appendingPathComponent(name)
      try Data(text.utf8).write(to: file)
      let check = try BenchProcess.run(["check", "--baseline", file.path])
      #expect(check.status == 5)
      #expect(check.stderr.contains(message))
    }
  }

  @Test func aBaselineMissingACountOrListingACaseTwiceIsMalformedNotARegression() throws {
    let file = try freshBaseline()
    defer { BenchProcess.remove(file.deletingLastPathComponent()) }
    var baseline = try Baseline.decode(Data(contentsOf: file))
    var missing = baseline
    missing.entries[0].counts["comparisons"] = nil
    try missing.encoded().write(to: file)
    let withoutCount = try BenchProcess.run(["check", "--baseline", file.path, "--quiet"])
    #expect(withoutCount.status == 5)
    #expect(withoutCount.stderr.contains("has no 'comparisons' count"))
    baseline.entries.append(baseline.entries[0])
    try baseline.encoded().write(to: file)
    let twice = try BenchProcess.run(["check", "--baseline", file.path, "--quiet"])
    #expect(twice.status == 5)
    #expect(
      twice.stderr.contains("it lists 'ticker cards=20 frames=200 same-value-every=10 whole-object' twice"))
  }

  @Test func aFolderIsNeitherABaselineToReadNorAFileToWrite() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let check = try BenchProcess.run(["check", "--baseline", folder.path, "--quiet"])
    #expect(check.status == 5)
    #expect(
      check.stderr
        == "error: the baseline '\(folder.path)' is a folder, not a file; give the path of a baseline file\n")
    let update = try BenchProcess.run(["baseline", "update", "--out", folder.path, "--quiet"])
    #expect(update.status == 1)
    #expect(
      update.stderr == "error: '\(folder.path)' is a folder, not a file; choose a file name with --out\n")
  }
}
