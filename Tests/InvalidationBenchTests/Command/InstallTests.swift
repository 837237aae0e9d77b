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

  /// `bench` copied to a `bin` folder of its own, and an empty folder to run it in.
  func installation(_ name: String) throws -> (bench: URL, work: URL) {
    (try installed(), try emptyFolder(name))
  }

  /// Deletes what `installation` made.
  func remove(_ bench: URL, _ work: URL) {
    try? FileManager.default.removeItem(at: work)
    try? FileManager.default.removeItem(at: bench.deletingLastPathComponent())
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
    let (bench, work) = try installation("work")
    defer { remove(bench, work) }
    // The version is the CHANGELOG's newest released entry, `## 0.14.0 — 2026-11-26` (after
    // `## Unreleased`).
    let changelog = try String(
      contentsOf: Self.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let newest = try #require(
      changelog.split(separator: "\n").first { $0.hasPrefix("## ") && !$0.hasPrefix("## Unreleased") })
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

  // The chart script comes with the binary: a copy far from the package draws the charts. A
  // stand-in gnuplot writes each file its commands name (`set output '…'`), so the test needs
  // no gnuplot; .ci/run draws real charts and checks them.
  @Test func aCopiedBinaryDrawsTheChartsWithItsOwnScript() throws {
    let (bench, work) = try installation("plot")
    defer { remove(bench, work) }
    let gnuplot = bench.deletingLastPathComponent().appendingPathComponent("gnuplot")
    try """
    #!/bin/sh
    sed -n "s/^set output '\\(.*\\)'$/\\1/p" "$1" | while IFS= read -r file; do : >"$file"; done
    """.write(to: gnuplot, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: gnuplot.path)
    let bin = bench.deletingLastPathComponent().path
    let run = try BenchProcess.shell(
      "cd '\(work.path)' && PATH='\(bin):/usr/bin:/bin' bench --workload ticker --frames 10 --reps 1 --quiet --out out --plot"
    )
    #expect(run.status == 0, "\(run.stderr)")
    // One workload: its evaluations and its times, each as PNG and SVG.
    let charts = try FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent("out").path)
      .filter { $0.hasSuffix(".png") || $0.hasSuffix(".svg") }.sorted()
    #expect(charts == ["evals-ticker.png", "evals-ticker.svg", "time-ticker.png", "time-ticker.svg"])
    let without = try BenchProcess.shell(
      "cd '\(work.path)' && PATH=/nonexistent '\(bench.path)' --workload ticker --reps 1 --quiet --out out2 --plot"
    )
    #expect(without.status == 1)
    #expect(
      without.stderr
        == "error: --plot draws the charts with gnuplot, which is not on the PATH; install it (apt-get install gnuplot-nox, or brew install gnuplot) or drop --plot\n"
    )
  }
}
