import Foundation
import Testing

/// `scripts/plot.sh` refuses cleanly what it cannot do. (Drawing itself is checked by `.ci/run`,
/// which installs gnuplot and validates every chart.)
@Suite struct PlotScriptTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  func runPlot(_ arguments: [String], path: String) throws -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [Self.packageRoot.appendingPathComponent("scripts/plot.sh").path] + arguments
    process.environment = ["PATH": path]
    let stderr = Pipe()
    process.standardError = stderr
    process.standardOutput = Pipe()
    try process.run()
    let data = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func withoutGnuplotItSaysHowToInstallItAndWritesNothing() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let out = folder.appendingPathComponent("charts")
    // An empty PATH: no gnuplot (bash's builtins still work).
    let result = try runPlot([folder.path, out.path], path: folder.path)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "error: gnuplot is not installed; install it with 'apt-get install gnuplot-nox' and run again\n")
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  /// A PATH holding the system's tools and a stand-in gnuplot, so the checks of the input are
  /// reached without drawing.
  func fakeGnuplotPath(in folder: URL) throws -> String {
    let bin = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let fake = bin.appendingPathComponent("gnuplot")
    try Data("#!/bin/sh\nexit 0\n".utf8).write(to: fake)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
    return bin.path + ":/usr/bin:/bin"
  }

  @Test func withoutResultsItSaysHowToMakeThem() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let result = try runPlot([folder.path], path: try fakeGnuplotPath(in: folder))
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("error: \(folder.path)/results.csv is missing; write results first"))
  }

  /// Ways a results folder gets damaged, each with the file, the change and what must be said.
  enum Damage: CaseIterable {
    case cutMidRow, wordForNumber, framesCutMidRow, noRows, anotherHeader

    var file: String {
      switch self {
      case .cutMidRow, .wordForNumber: "results.csv"
      case .framesCutMidRow, .noRows, .anotherHeader: "frames.csv"
      }
    }

    func apply(_ text: String) -> String {
      switch self {
      case .cutMidRow, .framesCutMidRow: String(text.dropLast(9))
      case .wordForNumber: text.replacingOccurrences(of: ",55,", with: ",lots,")
      case .noRows: String(text.prefix { $0 != "\n" }) + "\n"
      case .anotherHeader: "frame,time\n1,2\n"
      }
    }

    var message: String {
      switch self {
      case .cutMidRow: "results.csv line 6 has"
      case .wordForNumber: "where a number belongs"
      case .framesCutMidRow: "frames.csv line"
      case .noRows: "frames.csv has no rows"
      case .anotherHeader: "is not a bench frames file"
      }
    }
  }

  /// Results of a small real run, then damaged one way or another.
  @Test(arguments: Damage.allCases)
  func damagedInputIsRefusedInOneSentenceAndNothingIsDrawn(_ damage: Damage) throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let results = folder.appendingPathComponent("results")
    let run = try BenchProcess.run([
      "--workload", "ticker", "--param", "cards=3", "--param", "frames=12", "--reps", "1",
      "--warmup", "0", "--quiet", "--out", results.path,
    ])
    #expect(run.status == 0)
    let url = results.appendingPathComponent(damage.file)
    let text = try String(contentsOf: url, encoding: .utf8)
    try FileManager.default.removeItem(at: url)
    try Data(damage.apply(text).utf8).write(to: url)
    let charts = folder.appendingPathComponent("charts")
    let result = try runPlot([results.path, charts.path], path: try fakeGnuplotPath(in: folder))
    #expect(result.status == 1, "\(damage)")
    #expect(result.stderr.hasPrefix("error: "), "\(damage): \(result.stderr)")
    #expect(result.stderr.contains(damage.message), "\(damage): \(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(damage): \(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: charts.path))
  }
}
