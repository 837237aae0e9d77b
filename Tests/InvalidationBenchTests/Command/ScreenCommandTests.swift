import Foundation
import InvalidationBench
import Testing

/// `bench --screen`, `bench validate` and `bench schema`, run as a user runs them.
@Suite struct ScreenCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let dashboard = root.appendingPathComponent("examples/dashboard.yaml").path
  static let quick = ["--reps", "1", "--warmup", "0", "--quiet"]

  @Test func aScreenFileRunsOnEveryEngineAndTheReportsNameIt() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let out = folder.appendingPathComponent("out")
    let output = try BenchProcess.run(
      ["--screen", Self.dashboard, "--param", "frames=10", "--out", out.path] + Self.quick)
    #expect(output.status == 0, "\(output.stderr)")
    let json =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: out.appendingPathComponent("results.json"))) as? [String: Any]
    let cases = try #require(json?["cases"] as? [[String: Any]])
    #expect(cases.count == 1)
    #expect(cases.first?["workload"] as? String == "dashboard")
    #expect(cases.first?["screen"] as? String == Self.dashboard)
    let engines = try #require(cases.first?["engines"] as? [[String: Any]])
    #expect(engines.compactMap { $0["engine"] as? String } == EngineKind.strategies.map(\.rawValue))
    // whole-object: Dashboard, Header and AlertBadge hold the model, + TickLabel: 4 × 10
    // (ExampleScreenTests.dashboard).
    let wholeObject = engines.first { $0["engine"] as? String == "whole-object" }
    let counters = wholeObject?["counters"] as? [String: Any]
    #expect(counters?["bodyEvals"] as? Int == 40)
    let report = try String(contentsOf: out.appendingPathComponent("report.md"), encoding: .utf8)
    #expect(report.contains("Screen: `\(Self.dashboard)`"))
  }

  @Test func screensRunBesideWorkloadsAndSweep() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let out = folder.appendingPathComponent("out")
    let output = try BenchProcess.run(
      [
        "--workload", "ticker", "--param", "cards=2", "--screen", Self.dashboard, "--param", "frames=10",
        "--sweep", "alert-every=2,5", "--format", "csv", "--out", out.path,
      ] + Self.quick)
    #expect(output.status == 0, "\(output.stderr)")
    let csv = try String(contentsOf: out.appendingPathComponent("results.csv"), encoding: .utf8)
    let rows = csv.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",", omittingEmptySubsequences: false)
    }
    // The sweep applies to the workload that has the parameter; ticker runs once beside it.
    // A row per engine, the oracle included: 5 per case.
    #expect(Set(rows.map { String($0[0]) }) == ["ticker", "dashboard"])
    #expect(rows.filter { $0[0] == "ticker" }.count == 5)
    #expect(
      rows.filter { $0[0] == "dashboard" }.map { String($0[3]) } == Array(repeating: "2", count: 5)
        + Array(repeating: "5", count: 5))
  }

  @Test func aMistakeInAScreenFileIsOneLineWithItsPositionAndWritesNothing() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let text = try String(contentsOfFile: Self.dashboard, encoding: .utf8)
      .replacingOccurrences(of: "  - model.tick += 1", with: "  - model.tik += 1")
    let file = folder.appendingPathComponent("broken.yaml")
    try Data(text.utf8).write(to: file)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.contains("model.tik") }) + 1
    let out = folder.appendingPathComponent("out")
    let output = try BenchProcess.run(["--screen", file.path, "--out", out.path] + Self.quick)
    #expect(output.status == 1)
    // `  - model.tik += 1`: the field name starts at column 11.
    #expect(
      output.stderr
        == "error: \(file.path):\(line):11: the store 'model' has no field 'tik' (did you mean 'tick'?); it has alerts, tick, title\n"
    )
    #expect(!FileManager.default.fileExists(atPath: out.path))
    let validate = try BenchProcess.run(["validate", Self.dashboard, file.path])
    #expect(validate.status == 1)
    #expect(validate.stdout.hasPrefix("\(Self.dashboard): ok"))
    #expect(validate.stderr.hasPrefix("error: \(file.path):\(line):11: "))
  }

  @Test func aMissingFileAndTwoWorkloadsOfOneNameAreRefused() throws {
    let missing = try BenchProcess.run(["--screen", "no-such.yaml"] + Self.quick)
    #expect(missing.status == 1)
    #expect(missing.stderr.hasPrefix("error: no-such.yaml:1:1: no such screen file"))
    let ticker = Self.root.appendingPathComponent("Sources/InvalidationBench/Screens/01-ticker.yaml").path
    let twice = try BenchProcess.run(["--workload", "ticker", "--screen", ticker] + Self.quick)
    #expect(twice.status == 1)
    #expect(twice.stderr.hasPrefix("error: two chosen workloads are named 'ticker'"))
  }

  @Test func schemaPrintsTheCommittedSchema() throws {
    let output = try BenchProcess.run(["schema"])
    #expect(output.status == 0)
    let committed = try String(
      contentsOf: Self.root.appendingPathComponent(
        "Sources/InvalidationBench/Schema/screen-file.schema.json"),
      encoding: .utf8)
    #expect(output.stdout == committed)
    let schema = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
    #expect(schema?["$schema"] as? String == "http://json-schema.org/draft-07/schema#")
  }
}
