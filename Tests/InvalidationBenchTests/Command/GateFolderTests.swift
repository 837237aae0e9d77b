import Foundation
import Testing

/// `bench check` gives one verdict from any working folder: the example app of docs/ci.md in a
/// repository of its own (a `.git` folder at the root, the app in `examples/ci`), recorded in
/// the app's folder and checked from there and from the repository's root.
@Suite struct GateFolderTests {
  /// A repository holding a copy of examples/ci, and the app's folder in it.
  func repository() throws -> (root: URL, app: URL) {
    let root = try BenchProcess.temporaryFolder().appendingPathComponent("repo")
    let app = root.appendingPathComponent("examples/ci")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: app.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: AppGateTests.example, to: app)
    return (root, app)
  }

  /// The edit: `CountLabel` no longer reads `count`, `Header` does. The screen's
  /// totals stay equal (20 evaluations and 20 elements during the 20 frames, Header's instead
  /// of CountLabel's), so only the per-view counts see it.
  static func readMovedSideways(_ source: String) -> String {
    source.replacingOccurrences(
      of: "    Text(\"\\(tally.count)\")\n  }\n}\n", with: "    Text(\"count\")\n  }\n}\n"
    )
    .replacingOccurrences(of: "    Text(tally.title)\n", with: "    Text(\"\\(tally.count)\")\n")
  }

  func edit(_ app: URL) throws {
    let file = app.appendingPathComponent("App/Tally.swift")
    let edited = Self.readMovedSideways(try String(contentsOf: file, encoding: .utf8))
    #expect(edited.contains("    Text(\"\\(tally.count)\")\n  }\n}\n\nstruct CountLabel"))
    #expect(edited.hasSuffix("    Text(\"count\")\n  }\n}\n"))
    try edited.write(to: file, atomically: true, encoding: .utf8)
  }

  // Header (declared at line 22) read only `title`: 1 + 0 evaluations. Reading `count`, it
  // re-runs on each of the default trace's 20 taps of Add (`tally.count += 1`): 1 + 20.
  @Test func aReadMovedSidewaysFailsFromTheAppsFolderAndFromTheRepositorysRoot() throws {
    let (root, app) = try repository()
    defer { BenchProcess.remove(root.deletingLastPathComponent()) }
    let update = try BenchProcess.run(
      ["baseline", "update", "--config", "bench.yml", "--out", "recorded.json", "--quiet"], in: app)
    #expect(update.status == 0, "\(update.stderr)")
    try edit(app)
    let inApp = try BenchProcess.run(
      ["check", "--config", "bench.yml", "--baseline", "recorded.json", "--quiet"], in: app)
    #expect(inApp.status == 2)
    #expect(
      inApp.stdout.contains(
        "- **regression** tally: Header (App/Tally.swift:22) on as-written: 1 + 0 → 1 + 20 evaluations (field:count 0 → 20)"
      ))
    let fromRoot = try BenchProcess.run(
      [
        "check", "--config", "examples/ci/bench.yml", "--baseline", "examples/ci/recorded.json", "--quiet",
        "--format", "github",
      ], in: root)
    #expect(fromRoot.status == 2)
    #expect(
      fromRoot.stdout.split(separator: "\n").contains(
        "::error file=examples/ci/App/Tally.swift,line=22,title=Header re-evaluates more on as-written::Header (examples/ci/App/Tally.swift:22) on as-written: 1 + 0 → 1 + 20 evaluations (field:count 0 → 20)"
      ))
    #expect(!fromRoot.stdout.contains(" is new"))
    // From the app's folder too, GitHub gets the path from the repository's root.
    let annotated = try BenchProcess.run(
      ["check", "--config", "bench.yml", "--baseline", "recorded.json", "--quiet", "--format", "github"],
      in: app)
    #expect(annotated.stdout.hasPrefix("::error file=examples/ci/App/Tally.swift,line=22,"))
  }

  // A baseline whose views all belong to other files (here recorded before App/ was renamed
  // Screens/) would judge no view: exit 5, with the whole command that records it again.
  @Test func aBaselineNamingNoneOfTheViewsIsRefusedWithTheCommandThatRecordsIt() throws {
    let (root, app) = try repository()
    defer { BenchProcess.remove(root.deletingLastPathComponent()) }
    let update = try BenchProcess.run(
      ["baseline", "update", "--config", "bench.yml", "--out", "recorded.json", "--quiet"], in: app)
    #expect(update.status == 0)
    try FileManager.default.moveItem(
      at: app.appendingPathComponent("App"), to: app.appendingPathComponent("Screens"))
    let config = app.appendingPathComponent("bench.yml")
    try String(contentsOf: config, encoding: .utf8).replacingOccurrences(of: "[App]", with: "[Screens]")
      .write(to: config, atomically: true, encoding: .utf8)
    let check = try BenchProcess.run(
      ["check", "--config", "examples/ci/bench.yml", "--baseline", "examples/ci/recorded.json", "--quiet"],
      in: root)
    #expect(check.status == 5)
    #expect(check.stdout.isEmpty)
    #expect(
      check.stderr
        == "error: the baseline 'examples/ci/recorded.json' cannot judge this check: it names none of the views this check runs in tally: its views belong to other files (recorded from another folder, or before the files were moved or renamed), so it would judge nothing; re-record it with 'bench baseline update --config examples/ci/bench.yml --out examples/ci/recorded.json' and commit it\n"
    )
    let github = try BenchProcess.run(
      [
        "check", "--config", "examples/ci/bench.yml", "--baseline", "examples/ci/recorded.json", "--quiet",
        "--format", "github",
      ], in: root)
    #expect(github.status == 5)
    #expect(github.stderr.isEmpty)
    #expect(
      github.stdout.hasPrefix(
        "::error title=bench check::the baseline 'examples/ci/recorded.json' cannot judge"))
  }
}
