import Foundation
import InvalidationBench
import Testing

/// Where output goes when the path given is not a plain new path (docs/limits.md, "Output"): a
/// link is written through to its target and stays a link, an empty path or the working folder
/// is refused before any work, and a file-size limit is an error that leaves the previous set.
@Suite struct OutputPathTests {
  static let quick = HostileInputTests.quick

  static func source(in folder: URL) throws -> String {
    let file = folder.appendingPathComponent("V.swift")
    try Data(HostileInputTests.swiftView.utf8).write(to: file)
    return file.path
  }

  static func isLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }

  @Test func aFileGivenAsALinkIsWrittenThroughToItsTarget() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let source = try Self.source(in: folder)
    let target = folder.appendingPathComponent("target.yaml").path
    let link = folder.appendingPathComponent("link.yaml").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.yaml")
    // The link dangles: its target is made where it points.
    let output = try BenchProcess.run(["import", source, "-o", link])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(Self.isLink(link))
    #expect(try String(contentsOfFile: target, encoding: .utf8).contains("workload: v"))
    // And again, now that the target exists: replaced, the link kept.
    try Data("old".utf8).write(to: URL(fileURLWithPath: target))
    #expect(try BenchProcess.run(["import", source, "-o", link]).status == 0)
    #expect(Self.isLink(link))
    #expect(try String(contentsOfFile: target, encoding: .utf8).contains("workload: v"))
  }

  @Test func aBaselineWrittenToALinkReplacesItsTarget() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let link = folder.appendingPathComponent("baseline.json").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.json")
    let output = try BenchProcess.run(
      ["baseline", "update", "--workload", "ticker", "--param", "frames=5", "--out", link, "--quiet"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(Self.isLink(link))
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("real.json").path))
  }

  @Test func aReportFolderGivenAsALinkIsReplacedWhereItPoints() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let source = try Self.source(in: folder)
    let link = folder.appendingPathComponent("latest").path
    try FileManager.default.createDirectory(
      atPath: folder.appendingPathComponent("real").path, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real")
    let output = try BenchProcess.run(["run", "--swiftui", source, "--out", link] + Self.quick)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(Self.isLink(link))
    let written = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("real").path)
    #expect(written.contains("results.json"))
  }

  @Test func anOutputLinkThatLoopsIsOneSentence() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let source = try Self.source(in: folder)
    let a = folder.appendingPathComponent("a").path
    try FileManager.default.createSymbolicLink(atPath: a, withDestinationPath: "b")
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("b").path, withDestinationPath: "a")
    HostileInputTests.expectOneSentence(
      try BenchProcess.run(["import", source, "-o", a]), "is a link that leads back to itself")
  }

  @Test func anEmptyOutputPathOrTheWorkingFolderIsRefusedBeforeAnyWork() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let work = folder.appendingPathComponent("work")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let source = try Self.source(in: folder)
    HostileInputTests.expectOneSentence(
      try BenchProcess.run(["run", "--swiftui", source, "--out", ""] + Self.quick, in: work),
      "the output path is empty")
    for out in [".", "..", work.path] {
      HostileInputTests.expectOneSentence(
        try BenchProcess.run(["run", "--swiftui", source, "--out", out] + Self.quick, in: work),
        "is the working folder or holds it")
    }
    // The working folder is still there, and nothing was written into it.
    #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).isEmpty)
    HostileInputTests.expectOneSentence(
      try BenchProcess.run(["import", source, "-o", ""]), "the output path is empty")
  }

  /// `ulimit -f 16` (16 blocks of 512 bytes) makes a write past 8 KB fail: report.html is
  /// larger, so the run stops with one sentence, and the previous report set is kept whole with
  /// no staging folder beside it.
  @Test func aFileSizeLimitIsOneSentenceAndKeepsThePreviousReports() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let source = try Self.source(in: folder)
    let out = folder.appendingPathComponent("out").path
    #expect(try BenchProcess.run(["run", "--swiftui", source, "--out", out] + Self.quick).status == 0)
    let before = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
    let limited = try BenchProcess.shell(
      "ulimit -f 16; exec '\(BenchProcess.executable.path)' run --swiftui '\(source)' --out '\(out)' --reps 1 --warmup 0 --quiet"
    )
    HostileInputTests.expectOneSentence(limited, "file too large")
    #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == before)
    let beside = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!beside.contains { $0.contains("staging") }, "\(beside)")
  }
}
