import Foundation
import InvalidationBench
import Testing

/// `bench` end to end: the built executable run as a user runs it.
@Suite struct RunCommandTests {
  static let small = [
    "--workload", "ticker", "--param", "cards=3", "--param", "frames=12", "--reps", "1",
    "--warmup", "0", "--quiet",
  ]

  @Test func helpListsEveryFlag() throws {
    let output = try BenchProcess.run(["run", "--help"])
    #expect(output.status == 0)
    for flag in [
      "--workload", "--engine", "--param", "--sweep", "--reps", "--warmup", "--seed",
      "--element-cost", "--frame-budget", "--out", "--format", "--quiet", "--scoped-observation",
      "--plot",
    ] {
      #expect(output.stdout.contains(flag), "\(flag) missing from help")
    }
    let top = try BenchProcess.run(["--help"])
    #expect(top.stdout.contains("run") && top.stdout.contains("list"))
  }

  @Test func listShowsEveryWorkloadWithItsParametersAndEveryEngine() throws {
    let output = try BenchProcess.run(["list"])
    #expect(output.status == 0)
    for workload in WorkloadCatalog.all {
      #expect(output.stdout.contains("  \(workload.name): "))
    }
    #expect(output.stdout.contains("cards             default 100"))
    #expect(output.stdout.contains("like-offscreen-every  default 25"))
    for engine in EngineKind.allCases {
      #expect(output.stdout.contains("  \(engine.rawValue) "))
    }
  }

  @Test func smallTickerRunWritesTheCSVWithHandDerivedCounts() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let output = try BenchProcess.run(Self.small + ["--out", folder.path])
    #expect(output.status == 0)
    #expect(output.stdout.isEmpty)
    let csv = try String(contentsOf: folder.appendingPathComponent("results.csv"), encoding: .utf8)
    let lines = csv.split(separator: "\n").map(String.init)
    #expect(lines.first == CSVReportWriter.columns.joined(separator: ","))
    #expect(lines.count == 1 + 5)
    let header = CSVReportWriter.columns
    let row = try #require(lines.first { $0.contains(",property-level,") })
      .split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    func cell(_ name: String) -> String { row[header.firstIndex(of: name)!] }
    // 11 ticking frames × (root + TickLabel + 3 cards); the equal title write does nothing.
    #expect(cell("body_evals") == "55")
    #expect(cell("mount_evals") == "5")
    #expect(cell("min_evals") == "22")
    #expect(cell("stale_frames") == "0")
    #expect(cell("evals_ratio_to_min") == "2.5000")
    for name in ReportFiles.names {
      #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path))
    }
  }

  @Test func jsonEnvelopeDecodesAndAnotherVersionIsRejected() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    _ = try BenchProcess.run(Self.small + ["--out", folder.path])
    let data = try Data(contentsOf: folder.appendingPathComponent("results.json"))
    let results = try BenchmarkResults.decode(data)
    #expect(results.version == 1)
    #expect(results.cases.map(\.workload) == ["ticker"])
    #expect(results.cases.first?.result("scoped")?.counters.bodyEvals == 22)
    let other = String(decoding: data, as: UTF8.self)
      .replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 2")
    #expect(throws: ResultsFileError.unsupportedVersion(2)) {
      try BenchmarkResults.decode(Data(other.utf8))
    }
    #expect(throws: ResultsFileError.malformed) {
      try BenchmarkResults.decode(Data("{\"cases\": []".utf8))
    }
  }

  @Test func stdoutFormatsMatchTheFiles() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let arguments = Array(Self.small.dropLast()) + ["--out", folder.path]
    let csv = try BenchProcess.run(arguments + ["--format", "csv"])
    #expect(csv.stdout.hasPrefix(CSVReportWriter.columns.joined(separator: ",")))
    let markdown = try BenchProcess.run(arguments + ["--format", "markdown"])
    #expect(markdown.stdout.contains("# InvalidationBench report"))
    #expect(markdown.stdout.contains("## ticker"))
    let table = try BenchProcess.run(arguments)
    #expect(table.stdout.contains("oracle minimum: 22 evaluations"))
  }

  @Test func sweepWritesOneRowPerValueAndEngine() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let output = try BenchProcess.run([
      "--workload", "ticker", "--sweep", "cards=1,2,4", "--param", "frames=5", "--engine",
      "scoped", "--engine", "property-level", "--reps", "1", "--warmup", "0", "--quiet", "--out",
      folder.path,
    ])
    #expect(output.status == 0)
    let csv = try String(contentsOf: folder.appendingPathComponent("results.csv"), encoding: .utf8)
    let rows = csv.split(separator: "\n").dropFirst()
    // 3 values × (oracle + 2 engines)
    #expect(rows.count == 9)
    let swept = rows.map { $0.split(separator: ",", omittingEmptySubsequences: false)[3] }
    #expect(swept == ["1", "1", "1", "2", "2", "2", "4", "4", "4"])
    let report = try String(contentsOf: folder.appendingPathComponent("report.md"), encoding: .utf8)
    #expect(report.contains("## Growth under sweeps"))
    // Property-level evaluates root, TickLabel and every card each tick: grows with cards.
    #expect(report.contains("| ticker | cards | 1, 2, 4 | property-level | grows ~n^"))
    #expect(report.contains("| ticker | cards | 1, 2, 4 | scoped | flat (~n^0) |"))
  }

  @Test(arguments: [
    (["--workload", "nope"], "error: unknown workload 'nope'; choose one of ticker, typing"),
    (["--engine", "fastest"], "error: unknown engine 'fastest'; choose one of whole-object"),
    (
      ["--workload", "ticker", "--param", "items=5"],
      "error: no chosen workload (ticker) has a parameter 'items'"
    ),
    (
      ["--workload", "ticker", "--param", "cards=many"],
      "error: parameter 'cards' of ticker takes a whole number, not 'many'"
    ),
    (
      ["--workload", "ticker", "--param", "cards=-1"],
      "error: parameter 'cards' of ticker must be between 0 and 100000, not -1"
    ),
    (["--param", "frames"], "error: --param expects name=value but got 'frames'"),
    (
      ["--scoped-observation", "rx"], "error: unknown --scoped-observation 'rx'; choose observable or combine"
    ),
  ])
  func badInputGivesOneSentenceAndNoFiles(_ arguments: [String], _ message: String) throws {
    let folder = try BenchProcess.temporaryFolder().appendingPathComponent("out")
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let output = try BenchProcess.run(arguments + ["--quiet", "--out", folder.path])
    #expect(output.status == 1)
    #expect(output.stderr.hasPrefix(message), "\(output.stderr)")
    #expect(output.stderr.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }

  @Test func unwritableOutputFolderIsRefusedBeforeRunning() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let file = folder.appendingPathComponent("taken")
    try Data("x".utf8).write(to: file)
    let onFile = try BenchProcess.run(Self.small + ["--out", file.path])
    #expect(onFile.status == 1)
    #expect(onFile.stderr.hasPrefix("error: the output path '\(file.path)' is a file, not a folder"))
    let below = try BenchProcess.run(Self.small + ["--out", file.appendingPathComponent("sub").path])
    #expect(below.status == 1)
    #expect(below.stderr.hasPrefix("error: cannot write to the output folder"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["taken"])
  }
}
