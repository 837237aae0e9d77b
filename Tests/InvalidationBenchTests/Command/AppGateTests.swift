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
        "::error file=App/Tally.swift,line=10,title=TallyScreen re-evaluates more on as-written::TallyScreen (App/Tally.swift:10) on as-written: 1 + 0 → 1 + 20 evaluations (field:count 0 → 20)"
      ))
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
    // A count of the screen as a whole (elements built rose) is at the config's entry of the
    // screen: bench.yml's line 5, `  - name: tally`; code scanning takes no result without one.
    #expect(results.allSatisfy { !(($0["locations"] as? [[String: Any]]) ?? []).isEmpty })
    let count = try #require(results.first { $0["ruleId"] as? String == "count-regression" })
    let countPlace = try #require(
      (count["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    #expect((countPlace["artifactLocation"] as? [String: Any])?["uri"] as? String == "bench.yml")
    #expect((countPlace["region"] as? [String: Any])?["startLine"] as? Int == 5)
    let driver = try #require(((runs.first?["tool"] as? [String: Any])?["driver"]) as? [String: Any])
    let version = try BenchProcess.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(driver["version"] as? String == version)
  }

  // Five engines run (as-written and the four strategies): five test cases. Two fail: as-written
  // and property-level, on which TallyScreen now re-runs (whole-object already re-ran it on
  // every write; scoped re-runs a scope, equatable compares the same object).
  @Test func junitHasOneCasePerScreenAndEngine() throws {
    let folder = try app(Self.readMovedUp)
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let junit = try check(folder, ["--format", "junit"])
    #expect(junit.status == 2)
    let document = try XMLDocument(data: Data(junit.stdout.utf8))
    let suite = try #require(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
    #expect(suite.attribute(forName: "tests")?.stringValue == "5")
    #expect(suite.attribute(forName: "failures")?.stringValue == "2")
    let failed = try document.nodes(forXPath: "//testcase[failure]/@name").compactMap(\.stringValue)
    #expect(failed == ["tally on as-written", "tally on property-level"])
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
        "5:21: this is not a config file bench reads ('budgets.max-times-oracle' has the wrong type)"
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
      ["check", "--config", "bench.yml", "--engine", "scoped", "--quiet"], in: folder)
    #expect(both.status == 1)
    #expect(both.stderr.hasPrefix("error: --config lists the screens, their engines and roots;"))
    let alone = try BenchProcess.run(["check", "--engine", "scoped", "--quiet"], in: folder)
    #expect(alone.status == 1)
    #expect(
      alone.stderr.hasPrefix(
        "error: --engine, --param, --sweep, --seed, --root and --trace apply to the screens"))
  }
}
