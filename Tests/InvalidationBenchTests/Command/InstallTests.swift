import Foundation
import Testing

/// The README's install: the built `bench` copied into a folder of its own runs from anywhere,
/// with nothing of the build beside it (docs/install.md).
@Suite struct InstallTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// A new empty folder.
  func emptyFolder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("bench-install-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// `bench` copied to a `bin` folder of its own.
  func installed() throws -> URL {
    let bin = try emptyFolder("bin")
    let copy = bin.appendingPathComponent("bench")
    try FileManager.default.copyItem(at: BenchProcess.executable, to: copy)
    return copy
  }

  @Test func aCopiedBinaryNamesNoResourceBundle() throws {
    // SwiftPM's resource bundle accessor holds the bundle's name and its absolute path in the
    // build folder: a binary that names it stops once copied away from `.build`.
    let bench = try installed()
    defer { try? FileManager.default.removeItem(at: bench.deletingLastPathComponent()) }
    let bytes = try Data(contentsOf: bench)
    #expect(bytes.range(of: Data("InvalidationBench_InvalidationBench.resources".utf8)) == nil)
  }

  @Test func aCopiedBinaryRunsFromAnotherFolder() throws {
    let bench = try installed()
    let work = try emptyFolder("work")
    defer {
      try? FileManager.default.removeItem(at: work)
      try? FileManager.default.removeItem(at: bench.deletingLastPathComponent())
    }
    // The version is the CHANGELOG's newest entry, `## 0.14.0 — 2026-11-26`.
    let changelog = try String(
      contentsOf: Self.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let newest = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## ") })
    let version = try BenchProcess.run(["--version"], in: work, executable: bench)
    #expect(version.status == 0)
    #expect(version.stdout == "\(newest.split(separator: " ")[1])\n")
    // The built-in workloads and the schema come with the binary.
    let list = try BenchProcess.run(["list"], in: work, executable: bench)
    #expect(list.status == 0)
    for name in ["ticker", "typing", "list-scrolling", "catalog", "environment", "observers"] {
      #expect(list.stdout.contains(name))
    }
    let schema = try BenchProcess.run(["schema"], in: work, executable: bench)
    let committed = try String(
      contentsOf: Self.packageRoot.appendingPathComponent(
        "Sources/InvalidationBench/Schema/screen-file.schema.json"),
      encoding: .utf8)
    #expect(schema.stdout == committed)
    // A run on an example of another folder writes its report into the working folder.
    let example = Self.packageRoot.appendingPathComponent("examples/swiftui/Dashboard.swift").path
    let run = try BenchProcess.run(
      ["--swiftui", example, "--reps", "1", "--quiet", "--out", "out"], in: work, executable: bench)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent("out/results.json").path))
  }
}
