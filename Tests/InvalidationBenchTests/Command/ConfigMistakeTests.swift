import Foundation
import Testing

/// Hostile configs: each mistake of a config, or of the command line beside it, is one
/// sentence at its place in the file and exit 1, found before any baseline is looked for (the
/// baseline these checks name does not exist, which would be exit 5); never a crash.
@Suite struct ConfigMistakeTests {
  /// Runs `bench check` and `bench baseline update` on `config` (its text) in a copy of the
  /// example app, and returns both.
  func both(_ config: String) throws -> [BenchProcess.Output] {
    let folder = try AppGateTests().app()
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    try config.write(to: folder.appendingPathComponent("bad.yml"), atomically: true, encoding: .utf8)
    return [
      try BenchProcess.run(
        ["check", "--config", "bad.yml", "--baseline", "none.json", "--quiet"], in: folder),
      try BenchProcess.run(
        ["baseline", "update", "--config", "bad.yml", "--out", "new.json", "--quiet"], in: folder),
    ]
  }

  // Each message after `error: bad.yml:LINE:COLUMN: `, at the value that is wrong: `[]` after
  // `    swiftui: ` is column 14 of line 4; `TallyScren` after `    root: ` column 11; `bench.yml` after `  - swiftui: [App/Tally.swift, ` column 32.
  @Test(arguments: [
    (
      "version: 1\nscreens:\n  - name: tally\n    swiftui: []\n",
      "4:14: 'screens.1.swiftui' lists no path; list the screen's Swift files or folders, relative to this file"
    ),
    (
      "version: 1\nscreens:\n  - swiftui: [App]\n    root: TallyScren\n",
      "4:11: no view of these files is named 'TallyScren' (did you mean 'TallyScreen'?); choose one of the views no other view shows (TallyScreen), or any other view of the files for its subtree"
    ),
    (
      "version: 1\nscreens:\n  - swiftui: [App, Apps]\n",
      "3:20: 'Apps' does not exist ('screens.1.swiftui' is relative to this file's folder); check the path"
    ),
    (
      "version: 1\nscreens:\n  - swiftui: [App/Tally.swift, bench.yml]\n",
      "3:32: 'bench.yml' is not a Swift file; list .swift files or folders that hold them"
    ),
    (
      "version: 1\nscreens:\n  - swiftui: [App]\n    trace: t.yaml\n",
      "4:12: 't.yaml' does not exist ('screens.1.trace' is relative to this file's folder); check the path"
    ),
    (
      "version: 1\nscreens:\n  - swiftui: App\n",
      "3:14: this is not a config file bench reads ('screens.1.swiftui' must be a list of paths); see docs/ci.md, \"The config file\""
    ),
    (
      "version: 1\nscreens:\n  - swiftui: [App]\nengines: []\n",
      "4:1: this is not a config file bench reads ('engines' lists no engine; list at least one, or leave it out to run as-written); see docs/ci.md, \"The config file\""
    ),
    (
      "version: 1\nscreens:\n  - workload: ticker\nengines: [as-written]\n",
      "4:10: 'engines' names as-written, which runs only on screens imported from Swift (swiftui:) whose models are all of one kind; list the other engines, or leave engines: out"
    ),
    (
      "version: 1\nscreens:\n  - workload: tikcer\n",
      "3:15: unknown workload 'tikcer'; choose one of ticker, typing, list-scrolling, catalog, environment, observers, or all (see 'bench list')"
    ),
  ])
  func aMistakeInTheConfigIsOneSentenceAtItsPlace(_ config: String, _ message: String) throws {
    for run in try both(config) {
      #expect(run.status == 1)
      #expect(run.stdout.isEmpty)
      #expect(run.stderr == "error: bad.yml:\(message)\n")
    }
  }

  // A config that is no file to read is a mistake in what was typed (1), not a missing
  // baseline (5).
  @Test func aConfigThatIsNoFileExitsOne() throws {
    let folder = try AppGateTests().app()
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    #expect(mkfifo(folder.appendingPathComponent("fifo.yml").path, 0o644) == 0)
    let cases = [
      ("none.yml", "does not exist"), ("App", "is a folder, not a file"),
      ("/dev/zero", "is a pipe, socket or device, not a regular file"),
      ("fifo.yml", "is a pipe, socket or device, not a regular file"),
    ]
    for (config, reason) in cases {
      let check = try BenchProcess.run(
        ["check", "--config", config, "--baseline", "none.json", "--quiet"], in: folder)
      #expect(check.status == 1)
      #expect(
        check.stderr == "error: \(config):1:1: this config file \(reason); check the path (docs/ci.md)\n")
    }
  }

  // With --format github the error that ends the check is an annotation at the config's line
  // (its path from the repository's root: here the app's folder, which holds no .git), and a
  // missing baseline one with the whole command that records it.
  @Test func withGitHubFormatAnErrorIsAnAnnotation() throws {
    let folder = try AppGateTests().app()
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    try "version: 1\nscreens:\n  - swiftui: []\n".write(
      to: folder.appendingPathComponent("bad.yml"), atomically: true, encoding: .utf8)
    let bad = try BenchProcess.run(
      ["check", "--config", "bad.yml", "--baseline", "none.json", "--quiet", "--format", "github"], in: folder
    )
    #expect(bad.status == 1)
    #expect(bad.stderr.isEmpty)
    #expect(
      bad.stdout
        == "::error file=bad.yml,line=3,title=bench check::'screens.1.swiftui' lists no path; list the screen's Swift files or folders, relative to this file\n"
    )
    let missing = try BenchProcess.run(
      ["check", "--config", "bench.yml", "--baseline", "none.json", "--quiet", "--format=github"], in: folder)
    #expect(missing.status == 5)
    #expect(
      missing.stdout
        == "::error title=bench check::no baseline at 'none.json'; record one with 'bench baseline update --config bench.yml --out none.json' and commit it, or check the budgets alone with 'bench check --config bench.yml --no-baseline'\n"
    )
    let typo = try BenchProcess.run(["check", "--format", "github", "--frobnicate"], in: folder)
    #expect(typo.status == 1)
    #expect(typo.stdout.hasPrefix("::error title=bench check::unknown option '--frobnicate'"))
  }
}
