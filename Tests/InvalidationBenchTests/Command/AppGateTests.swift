import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `bench check` on an app's own screens, end to end: the example app of docs/ci.md with its
/// committed config and baseline, copied to a temporary folder and edited there.
@Suite struct AppGateTests {
  static let example = SwiftUICommandTests.root.appendingPathComponent("examples/ci")

  /// A copy of the example app, with `edit` applied to its Swift file.
  func app(_ edit: (String) -> String = { $0 }) throws -> URL {
    let folder = try BenchProcess.temporaryFolder().appendingPathComponent("app")
    try FileManager.default.copyItem(at: Self.example, to: folder)
    let file = folder.appendingPathComponent("App/Tally.swift")
    try edit(String(contentsOf: file, encoding: .utf8)).write(to: file, atomically: true, encoding: .utf8)
    return folder
  }

  func check(_ folder: URL, _ arguments: [String] = []) throws -> BenchProcess.Output {
    try BenchProcess.run(
      ["check", "--config", "bench.yml", "--baseline", "bench-baseline.json", "--quiet"]
        + arguments,
      in: folder)
  }

  /// The edit of the bar: `CountLabel`'s read of `tally.count` moved up into `TallyScreen`.
  static func readMovedUp(_ source: String) -> String {
    source.replacingOccurrences(
      of: "      CountLabel(tally: tally)\n", with: "      Text(\"\\(tally.count)\")\n")
  }

  @Test func theCommittedBaselinePasses() throws {
    let folder = try app()
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let check = try check(folder)
    #expect(check.status == 0)
    // With --config, counts only: the same verdict on a loaded machine as on a quiet one.
    #expect(check.stdout.contains("**Verdict: unchanged** — counts equal the baseline, times not checked."))
    let both = try self.check(folder, ["--times", "--counts-only"])
    #expect(both.status == 1)
    #expect(
      both.stderr.contains("error: --times and --counts-only contradict each other; give one"))
  }

  // Counts are the same on every run: with --config no time is compared, so a busy machine
  // (here another bench run beside the checks) cannot change the verdict.
  @Test func tenChecksOfAnUnchangedAppOnABusyMachineAgree() throws {
    let folder = try app()
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let load = try BenchProcess.start(
      ["run", "--workload", "list-scrolling", "--reps", "1000", "--quiet", "--out", "load"], in: folder)
    defer {
      load.terminate()
      _ = load.wait()
    }
    let runs = try (0..<10).map { _ in try check(folder) }
    #expect(runs.allSatisfy { $0.status == 0 })
    #expect(Set(runs.map(\.stdout)).count == 1)
  }

  // An update after no change of counts leaves the committed file as it was (the time ratio
  // of a run differs each time; kept, so there is no diff to commit); after the read moved,
  // the one entry (tally on as-written) is rewritten.
  @Test func baselineUpdateRewritesOnlyWhatChanged() throws {
    let folder = try app()
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let file = folder.appendingPathComponent("bench-baseline.json")
    let committed = try Data(contentsOf: file)
    let update = ["baseline", "update", "--config", "bench.yml", "--out", "bench-baseline.json"]
    let same = try BenchProcess.run(update, in: folder)
    #expect(same.status == 0)
    #expect(
      same.stderr.contains(
        "wrote bench-baseline.json: 1 workload × engine entries (preset screens), 0 changed"))
    #expect(try Data(contentsOf: file) == committed)
    let file2 = folder.appendingPathComponent("App/Tally.swift")
    try Self.readMovedUp(String(contentsOf: file2, encoding: .utf8)).write(
      to: file2, atomically: true, encoding: .utf8)
    let moved = try BenchProcess.run(update, in: folder)
    #expect(moved.stderr.contains("1 changed"))
    #expect(try Data(contentsOf: file) != committed)
  }

  // The default trace taps Add on each of the 20 frames: `tally.count += 1`. TallyScreen
  // (declared at line 10) reads only `tally`, never a field, so it ran 1 + 0 times; with the
  // read moved up it reads `count` and re-runs on each of the 20 writes (R1): 1 + 20.
  @Test func aReadMovedIntoTheParentFailsWithTheViewAtItsLine() throws {
    let folder = try app(Self.readMovedUp)
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let markdown = try check(folder)
    #expect(markdown.status == 2)
    #expect(
      markdown.stdout.contains(
        "- **regression** tally: TallyScreen (App/Tally.swift:10) on as-written: 1 + 0 → 1 + 20 evaluations (field:count 0 → 20)"
      ))
    let github = try check(folder, ["--format", "github"])
    #expect(github.status == 2)
    #expect(
      github.stdout.split(separator: "\n").contains(
        "::error file=App/Tally.swift,line=10,title=TallyScreen re-evaluates more on as-written::TallyScreen (App/Tally.swift:10) on as-written: 1 + 0 → 1 + 20 evaluations (field:count 0 → 20); with it, the screen's elements_built 20 → 40 (+100.0%25), comparisons 0 → 20 (new)"
      ))
    // One moved read, one finding.
    #expect(github.stdout.hasSuffix("::error title=bench check::regression: 1 finding(s)\n"))
  }

  // One run gives every output a CI job needs: the annotations printed, the SARIF log and the
  // markdown saved, each the same as a run of its own format prints.
  @Test func oneCheckSavesTheOtherFormats() throws {
    let folder = try app(Self.readMovedUp)
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let once = try check(
      folder, ["--format", "github", "--save", "sarif=out/bench.sarif", "--save", "markdown=check.md"])
    #expect(once.status == 2)
    #expect(once.stdout == (try check(folder, ["--format", "github"])).stdout)
    let sarif = try String(contentsOf: folder.appendingPathComponent("out/bench.sarif"), encoding: .utf8)
    #expect(sarif == (try check(folder, ["--format", "sarif"])).stdout)
    // The debug build's banner goes to the terminal only.
    let markdown = try String(contentsOf: folder.appendingPathComponent("check.md"), encoding: .utf8)
    let printed = try check(folder).stdout.split(separator: "\n", omittingEmptySubsequences: false)
      .drop { $0.hasPrefix("> ") || $0.isEmpty }.joined(separator: "\n")
    #expect(markdown == printed)
    let bad = try check(folder, ["--save", "yaml=x.yaml"])
    #expect(bad.status == 1)
    #expect(bad.stderr.contains("the value 'yaml=x.yaml' is invalid for '--save <format=file>'"))
  }

  // For a Run Script build phase: Xcode takes `FILE:LINE: error: …` with an absolute path.
  @Test func xcodeFormatIsOneDiagnosticPerFindingAtAnAbsolutePath() throws {
    let folder = try app(Self.readMovedUp)
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let xcode = try check(folder, ["--format", "xcode"])
    #expect(xcode.status == 2)
    let file = folder.resolvingSymlinksInPath().appendingPathComponent("App/Tally.swift").path
    #expect(
      xcode.stdout == """
        \(file):10: error: TallyScreen re-evaluates more on as-written: TallyScreen (App/Tally.swift:10) on as-written: 1 + 0 → 1 + 20 evaluations (field:count 0 → 20); with it, the screen's elements_built 20 → 40 (+100.0%), comparisons 0 → 20 (new)
        \(file):30: note: CountLabel (App/Tally.swift:30) on as-written is gone (was 1 + 20 evaluations)

        """)
  }

  @Test func sarifNamesTheViewAtItsLine() throws {
    let folder = try app(Self.readMovedUp)
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let sarif = try check(folder, ["--format", "sarif"])
    #expect(sarif.status == 2)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let runs = try #require(log["runs"] as? [[String: Any]])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    let first = try #require(results.first)
    #expect(first["ruleId"] as? String == "view-regression")
    let location = try #require(
      (first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "App/Tally.swift")
    #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 10)
    // One moved read is one finding: the screen's counts that rose with it are in its message.
    // TallyScreen now builds a Text and a Button on each of the 20 re-runs (40 elements; the
    // 20 were CountLabel's Text) and compares Header each time (20 comparisons, 0 before).
    #expect(results.count == 1)
    #expect(
      (first["message"] as? [String: Any])?["text"] as? String
        == "TallyScreen (App/Tally.swift:10) on as-written: 1 + 0 → 1 + 20 evaluations (field:count 0 → 20); with it, the screen's elements_built 20 → 40 (+100.0%), comparisons 0 → 20 (new)"
    )
    let driver = try #require(((runs.first?["tool"] as? [String: Any])?["driver"]) as? [String: Any])
    // Each rule says what to do about its results.
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(
      rules.compactMap { $0["id"] as? String } == ["view-regression", "over-budget", "count-regression"])
    let help = rules.compactMap { ($0["help"] as? [String: Any])?["text"] as? String }
    #expect(help.count == 3)
    #expect(
      help.first?.hasPrefix("The view's body now runs more often than the committed baseline records.")
        == true)
    let version = try BenchProcess.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(driver["version"] as? String == version)
  }

  // A count of the screen as a whole that rose with no view of it (here a baseline that said
  // 10 elements built where the app builds 20: CountLabel's Text on each of the 20 taps) is at
  // the config's entry of the screen: bench.yml's line 5, `  - name: tally`; code scanning takes
  // no result without a location.
  @Test func sarifPutsACountOfTheScreenAtItsConfigEntry() throws {
    let folder = try app()
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let baseline = folder.appendingPathComponent("bench-baseline.json")
    let text = try String(contentsOf: baseline, encoding: .utf8)
    #expect(text.contains("\"elements_built\" : 20,"))
    try text.replacingOccurrences(of: "\"elements_built\" : 20,", with: "\"elements_built\" : 10,")
      .write(to: baseline, atomically: true, encoding: .utf8)
    let sarif = try check(folder, ["--format", "sarif"])
    #expect(sarif.status == 2)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
    let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    #expect(results.count == 1)
    let count = try #require(results.first)
    #expect(count["ruleId"] as? String == "count-regression")
    #expect(
      (count["message"] as? [String: Any])?["text"] as? String
        == "tally on as-written: elements_built 10 → 20 (+100.0%)")
    let place = try #require(
      (count["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    #expect((place["artifactLocation"] as? [String: Any])?["uri"] as? String == "bench.yml")
    #expect((place["region"] as? [String: Any])?["startLine"] as? Int == 5)
  }

  // The config lists no engines, so the gate runs the app's code as written (and the oracle,
  // which is no test case): one test case, and it fails, as TallyScreen now re-runs.
  @Test func junitHasOneCasePerScreenAndEngine() throws {
    let folder = try app(Self.readMovedUp)
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let junit = try check(folder, ["--format", "junit"])
    #expect(junit.status == 2)
    let document = try XMLDocument(data: Data(junit.stdout.utf8))
    let suite = try #require(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
    #expect(suite.attribute(forName: "tests")?.stringValue == "1")
    #expect(suite.attribute(forName: "failures")?.stringValue == "1")
    let failed = try document.nodes(forXPath: "//testcase[failure]/@name").compactMap(\.stringValue)
    #expect(failed == ["tally on as-written"])
    // A failure's message is its finding's title; each case's time a number of seconds (the
    // time itself is this machine's: only its form is checked).
    let messages = try document.nodes(forXPath: "//failure/@message").compactMap(\.stringValue)
    #expect(messages == ["TallyScreen re-evaluates more on as-written"])
    let times = try document.nodes(forXPath: "//testcase/@time").compactMap(\.stringValue)
    #expect(times.count == 1)
    #expect(times.allSatisfy { $0.wholeMatch(of: /[0-9]+\.[0-9]{3}/) != nil })
  }

  // A comment above everything moves every line down by one; names and files stay, so the
  // per-view keys match and no count moved.
  @Test func anUnrelatedEditPasses() throws {
    let folder = try app { "// A comment that moves every line.\n" + $0 }
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let check = try check(folder)
    #expect(check.status == 0)
    #expect(check.stdout.contains("**Verdict: unchanged**"))
  }

  // On whole-object every write of `tally` re-runs each view that holds it: TallyScreen,
  // Header and CountLabel, 20 times each. The oracle needs only CountLabel's 20 (the others
  // show the same), so TallyScreen and Header break "at most 1× the oracle" (20 > 1 × 0).
  // There is no baseline (--no-baseline): the budget alone fails the check.
  @Test func aBudgetBreachFailsWithoutABaseline() throws {
    let folder = try app()
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    try """
    version: 1
    screens:
      - name: tally
        swiftui: [App]
    engines: [whole-object]
    budgets:
      max-times-oracle: 1
      engines: [whole-object]
    """.write(to: folder.appendingPathComponent("budget.yml"), atomically: true, encoding: .utf8)
    let check = try BenchProcess.run(
      ["check", "--config", "budget.yml", "--no-baseline", "--quiet", "--format", "github"],
      in: folder)
    #expect(check.status == 2)
    let errors = check.stdout.split(separator: "\n").filter { $0.hasPrefix("::error file=") }
    #expect(
      errors == [
        "::error file=App/Tally.swift,line=10,title=TallyScreen is over budget on whole-object::TallyScreen (App/Tally.swift:10) on whole-object in tally: 20, over the budget of at most 1× the oracle's 0 evaluations",
        "::error file=App/Tally.swift,line=22,title=Header is over budget on whole-object::Header (App/Tally.swift:22) on whole-object in tally: 20, over the budget of at most 1× the oracle's 0 evaluations",
      ])
  }

  // Each mistake is one sentence at its place in the config, exit 1, and nothing runs:
  // `version` missing (the mapping starts at 1:1), a screen giving two sources (its item at
  // 3:5), a budget that is not a number (its value after `  max-times-oracle: `, column 21),
  // a misspelt key, an empty list of screens, a root beside a workload.
  @Test func aBadConfigIsOneSentenceAtItsPlace() throws {
    let folder = try app()
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let files = [
      ("screens:\n  - swiftui: [App]\n", "1:1: this is not a config file bench reads ('version' is missing)"),
      (
        "version: 1\nscreens:\n  - swiftui: [App]\n    screen: x.yaml\n",
        "3:5: screen 1 must give exactly one of swiftui:, screen: or workload:"
      ),
      (
        "version: 1\nscreens:\n  - swiftui: [App]\nbudgets:\n  max-times-oracle: lots\n",
        "5:21: this is not a config file bench reads ('budgets.max-times-oracle' must be a number)"
      ),
      // A misspelt key is pointed at, not ignored (`budget:` at 4:1).
      (
        "version: 1\nscreens:\n  - swiftui: [App]\nbudget:\n  max-times-oracle: 1\n",
        "4:1: this is not a config file bench reads (unknown key 'budget'; the keys here are 'version', 'screens', 'engines', 'budgets')"
      ),
      (
        "version: 1\nscreens: []\n",
        "2:1: this is not a config file bench reads ('screens' lists no screen; list at least one)"
      ),
      (
        "version: 1\nscreens:\n  - workload: ticker\n    root: X\n",
        "3:5: screen 1 gives name:, root:, trace: or platform:, which only a swiftui: screen takes"
      ),
    ]
    for (text, message) in files {
      try text.write(to: folder.appendingPathComponent("bad.yml"), atomically: true, encoding: .utf8)
      let check = try BenchProcess.run(["check", "--config", "bad.yml", "--quiet"], in: folder)
      #expect(check.status == 1)
      #expect(check.stdout.isEmpty)
      #expect(check.stderr.hasPrefix("error: bad.yml:\(message)"))
      #expect(check.stderr.split(separator: "\n").count == 1)
    }
  }

  @Test func aNoWasteNameNoScreenShowsIsAnError() throws {
    let folder = try app()
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    try "version: 1\nscreens:\n  - swiftui: [App]\nbudgets:\n  no-waste: [Haeder]\n".write(
      to: folder.appendingPathComponent("typo.yml"), atomically: true, encoding: .utf8)
    let check = try BenchProcess.run(
      ["check", "--config", "typo.yml", "--no-baseline", "--quiet"], in: folder)
    #expect(check.status == 1)
    #expect(
      check.stderr
        == "error: typo.yml's budget no-waste names 'Haeder', which no screen shows; check the view's name\n")
  }

  @Test func theConfigAndCommandLineChoicesDoNotMix() throws {
    let folder = try app()
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let both = try BenchProcess.run(
      ["check", "--config", "bench.yml", "--root", "TallyScreen", "--quiet"], in: folder)
    #expect(both.status == 1)
    #expect(both.stderr.hasPrefix("error: --config lists the screens, their roots, traces and engines;"))
    // The engines are the config's too: --engine beside it is a mistake of what was typed
    // (exit 1), found before the baseline, here one that does not exist, is looked for.
    let engines = try BenchProcess.run(
      ["check", "--config", "bench.yml", "--baseline", "none.json", "--engine", "scoped", "--quiet"],
      in: folder)
    #expect(engines.status == 1, "\(engines.stderr)")
    #expect(
      engines.stderr
        == "error: --config lists the screens, their roots, traces and engines; give them in bench.yml, not on the command line (engines under engines:)\n"
    )
    let alone = try BenchProcess.run(["check", "--engine", "scoped", "--quiet"], in: folder)
    #expect(alone.status == 1)
    #expect(
      alone.stderr.hasPrefix(
        "error: --engine, --param, --frames, --sweep, --seed, --root and --trace apply to the screens"))
  }
}
