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

  @Test func withoutResultsItSaysHowToMakeThem() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    // A PATH holding only a stand-in gnuplot, so the check for results is reached.
    let bin = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let fake = bin.appendingPathComponent("gnuplot")
    try Data("#!/bin/sh\nexit 0\n".utf8).write(to: fake)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
    let result = try runPlot([folder.path], path: bin.path)
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("error: \(folder.path)/results.csv is missing; write results first"))
  }
}
