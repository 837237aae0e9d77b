import Foundation
import InvalidationBench
import Testing

/// `bench run --swiftui` and `bench import`, run as a user runs them.
@Suite struct SwiftUICommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let dashboard = root.appendingPathComponent("examples/swiftui/Dashboard.swift").path
  static let quick = ["--reps", "1", "--warmup", "0"]

  @Test func aSwiftFileRunsAsWrittenAndOnEveryStrategyWithItsViewsPlaces() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let out = folder.appendingPathComponent("out")
    let output = try BenchProcess.run(
      ["run", "--swiftui", Self.dashboard, "--param", "frames=4", "--out", out.path] + Self.quick,
      in: Self.root)
    #expect(output.status == 0, "\(output.stderr)")
    // The terminal shows the as-written row and the per-view table with FILE:LINE, relative to
    // the working folder, the most evaluated first: the model's three holders 4 each (below),
    // the most wasted first (Header, whose title never changes, wastes all 4; Dashboard and
    // AlertBadge 2 each, the frames that write what the other reads), then TickLabel's 2.
    #expect(output.stdout.contains("\nas-written "))
    let table = output.stdout.components(separatedBy: "\n").drop { !$0.hasPrefix("per view on as-written") }
      .prefix { !$0.isEmpty }
    #expect(
      table.dropFirst(3).prefix(4).map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == [
        "Header examples/swiftui/Dashboard.swift:28", "Dashboard examples/swiftui/Dashboard.swift:11",
        "AlertBadge examples/swiftui/Dashboard.swift:38", "TickLabel examples/swiftui/Dashboard.swift:33",
      ])
    #expect(table.allSatisfy { $0.count <= 100 })
    let json =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: out.appendingPathComponent("results.json"))) as? [String: Any]
    let cases = try #require(json?["cases"] as? [[String: Any]])
    let engines = try #require(cases.first?["engines"] as? [[String: Any]])
    #expect(
      engines.compactMap { $0["engine"] as? String }
        == ["as-written", "whole-object", "property-level", "scoped", "equatable"])
    // As written, frames 1 and 3 tap Tick and 2 and 4 Alert: the model's three holders run on
    // each of the 4 writes, and TickLabel on the 2 ticks (Dashboard.swift).
    let asWritten = try #require(engines.first?["viewTypes"] as? [[String: Any]])
    let header = try #require(asWritten.first { $0["name"] as? String == "Header" })
    #expect(header["source"] as? String == "\(Self.dashboard):28")
    #expect(header["firstRenderEvals"] as? Int == 1)
    #expect(header["evals"] as? Int == 4)
    let tick = try #require(asWritten.first { $0["name"] as? String == "TickLabel" })
    #expect(tick["evals"] as? Int == 2)
    let report = try String(contentsOf: out.appendingPathComponent("report.md"), encoding: .utf8)
    // The oracle renders Header at every render pass: 1 per Tick frame, 2 per Alert frame (the
    // tap's transaction, then withAnimation's): 6.
    #expect(report.contains("| Header | \(Self.dashboard):28 | 1 + 6 | 1 + 4 | 1 + 4 | 1 + 0 |"))
  }

  @Test func aTerminalIsColouredUnlessNO_COLORIsSet() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    // `script` runs bench on a pseudo-terminal, as a shell in a terminal window does.
    let run =
      "\(BenchProcess.executable.path) run --swiftui examples/swiftui/Dashboard.swift --param frames=4 --reps 1 --warmup 0 --out \(folder.path)/out"
    func onTerminal(_ environment: String) throws -> String {
      try BenchProcess.shell("cd '\(Self.root.path)' && \(environment) script -qec '\(run)' /dev/null").stdout
    }
    let bold = "\u{1B}[1m"
    let yellow = "\u{1B}[33m"
    let coloured = try onTerminal("env -u NO_COLOR -u FORCE_COLOR TERM=xterm")
    #expect(coloured.contains(bold + "dashboard  frames=4"))
    #expect(coloured.contains(bold + "view "))
    // Header re-runs on each of the 4 writes to the model it observes and shows the same
    // title each time: 4 wasted, a yellow line. TickLabel's 2 evaluations each show a new
    // tick: none wasted, plain.
    #expect(coloured.contains(yellow + "Header "))
    #expect(coloured.contains("\nTickLabel "))
    let plain = try onTerminal("env -u FORCE_COLOR TERM=xterm NO_COLOR=1")
    #expect(plain.contains("\ndashboard  frames=4"))
    #expect(!plain.contains(bold) && !plain.contains(yellow))
  }

  @Test func importWritesAScreenFileThatRuns() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let file = folder.appendingPathComponent("dashboard.yaml")
    let imported = try BenchProcess.run(["import", Self.dashboard, "-o", file.path])
    #expect(imported.status == 0, "\(imported.stderr)")
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains("kind: ObservableObject"))
    let validated = try BenchProcess.run(["validate", file.path])
    #expect(validated.status == 0, "\(validated.stderr)")
  }

  @Test(arguments: [
    // Braces left open: the parser's first diagnostic, at the end of line 2, after its 34
    // characters, where the body's '}' was due.
    (
      "struct A: View {\n  var body: some View { Text(\"a\") \n",
      "A.swift:2:35: not valid Swift: expected '}' to end variable"
    ),
    ("let x = 1\n", "A.swift:1:1: found no SwiftUI view (struct X: View)"),
  ])
  func badSwiftIsRefusedInOneSentenceWithItsPlace(_ source: String, _ message: String) throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    try Data(source.utf8).write(to: folder.appendingPathComponent("A.swift"))
    for arguments in [
      ["import", "A.swift", "-o", "a.yaml"], ["--swiftui", "A.swift", "--quiet", "--out", "out"],
    ] {
      let output = try BenchProcess.run(arguments, in: folder)
      #expect(output.status == 1, "\(output.stderr)")
      #expect(output.stderr.hasPrefix("error: \(message)"), "\(output.stderr)")
      #expect(output.stderr.split(separator: "\n").count == 1, "\(output.stderr)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["A.swift"])
    }
  }

  @Test func anUnknownRootOrAMissingTraceIsRefused() throws {
    // Dashboard shows Header, TickLabel and AlertBadge, so it is the only view no other shows.
    let root = try BenchProcess.run(["--swiftui", Self.dashboard, "--root", "Dashbord", "--quiet"])
    #expect(root.status == 1)
    #expect(
      root.stderr
        == "error: no view of these files is named 'Dashbord' (did you mean 'Dashboard'?); choose one of the views no other view shows (Dashboard), or any other view of the files for its subtree\n"
    )
    let imported = try BenchProcess.run(["import", Self.dashboard, "--root", "Nope"])
    #expect(imported.status == 1)
    #expect(
      imported.stderr.hasPrefix("error: no view of these files is named 'Nope'; choose one of the views"))
    let trace = try BenchProcess.run(["--swiftui", Self.dashboard, "--trace", "/nowhere.yaml", "--quiet"])
    #expect(trace.status == 1)
    #expect(trace.stderr.hasPrefix("error: /nowhere.yaml:1:1: no such file; give the path of a trace file"))
  }
}
