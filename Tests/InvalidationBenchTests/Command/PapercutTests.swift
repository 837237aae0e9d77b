import Foundation
import Testing

/// A new user's first mistakes, each answered by one sentence that says what to do
/// (docs/reference.md, "Errors").
@Suite struct PapercutTests {
  static let examples = InstallTests.packageRoot.appendingPathComponent("examples/swiftui")

  @Test func aMistypedValueListsTheChoices() throws {
    // ReportFormat's cases, in their order: table, csv, frames, markdown, json, html.
    let output = try BenchProcess.run(["--format", "yaml"])
    HostileInputTests.expectOneSentence(
      output,
      "the value 'yaml' is invalid for '--format <format>'; please provide one of the following: "
        + "table, csv, frames, markdown, json, html")
  }

  @Test func aSwiftFileWithoutItsOptionPointsAtSwiftUI() throws {
    let file = Self.examples.appendingPathComponent("Dashboard.swift").path
    let output = try BenchProcess.run([file])
    HostileInputTests.expectOneSentence(
      output, "unexpected argument '\(file)'; to run it, give it as --swiftui \(file)")
  }

  @Test func aScreenFileWithoutItsOptionPointsAtScreen() throws {
    let file = InstallTests.packageRoot.appendingPathComponent("examples/dashboard.yaml").path
    let output = try BenchProcess.run([file])
    HostileInputTests.expectOneSentence(output, "to run it, give it as --screen \(file)")
  }

  @Test func aFileThatIsNoSwiftGivenToSwiftUIIsSaidSo() throws {
    let readme = InstallTests.packageRoot.appendingPathComponent("README.md").path
    let output = try BenchProcess.run(["run", "--swiftui", readme])
    HostileInputTests.expectOneSentence(
      output, "'\(readme)' is not a Swift file; give --swiftui .swift files, or folders that hold them")
  }

  // --frames N is --param frames=N: the ticker's 1000 frames become 10, each frame one tick
  // of the same card, so the counts match a run with --param frames=10.
  @Test func framesIsTheFramesParameter() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let frames = try BenchProcess.run(
      [
        "run", "--workload", "ticker", "--frames", "10", "--reps", "1", "--format", "csv", "--out",
        folder.path + "/a",
      ])
    let param = try BenchProcess.run(
      [
        "run", "--workload", "ticker", "--param", "frames=10", "--reps", "1", "--format", "csv", "--out",
        folder.path + "/b",
      ])
    #expect(frames.status == 0)
    func counts(_ csv: String) -> [String] {
      // workload, parameters and the engine, then the frames and the counts up to the times.
      csv.split(separator: "\n").map { $0.split(separator: ",").prefix(20).joined(separator: ",") }
    }
    #expect(counts(frames.stdout).count == 6)
    #expect(counts(frames.stdout) == counts(param.stdout))
    #expect(frames.stdout.contains("ticker,cards=100 frames=10 same-value-every=10,"))
    let both = try BenchProcess.run(["run", "--workload", "ticker", "--frames", "10", "--param", "frames=20"])
    HostileInputTests.expectOneSentence(
      both, "--frames and --param frames= both set the frames; give one of them")
  }

  @Test func importOfAYAMLFileSaysWhichCommandReadsIt() throws {
    let file = InstallTests.packageRoot.appendingPathComponent("examples/ci/bench.yml").path
    let output = try BenchProcess.run(["import", file])
    HostileInputTests.expectOneSentence(
      output,
      "\(file):1:1: this is a YAML file, not Swift; a screen file runs with 'bench run --screen \(file)'")
  }

  @Test func helpGivesEachDefaultAndEachListOfValuesOnce() throws {
    for command in [["advise"], ["run"], ["import"], ["check"]] {
      let help = try BenchProcess.run(command + ["--help"]).stdout
        .split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(help.components(separatedBy: "ios, macos, watchos, tvos, visionos").count == 2, "\(command)")
      #expect(help.components(separatedBy: "default: ios").count == 2, "\(command)")
    }
    let advise = try BenchProcess.run(["advise", "--help"]).stdout
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(advise.components(separatedBy: "default: 5").count == 2)
    #expect(advise.components(separatedBy: "default: markdown").count == 2)
    let run = try BenchProcess.run(["run", "--help"]).stdout
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(run.components(separatedBy: "default: never-equal").count == 2)
    #expect(run.components(separatedBy: "observable or combine").count == 1)
  }

  @Test func optionsAreCheckedBeforeTheImport() throws {
    // The Swift file does not exist: had the import run first, its error would come first.
    let missing = ["--swiftui", "/nonexistent/Screen.swift"]
    HostileInputTests.expectOneSentence(
      try BenchProcess.run(missing + ["--reps", "0"]), "--reps must be between 1 and 1000, not 0")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bench-papercut-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    HostileInputTests.expectOneSentence(
      try BenchProcess.run(missing + ["--out", "."], in: folder),
      "the output folder '.' is the working folder")
  }

  // The names completion offers are the engines of `bench list` and the workloads' file names.
  @Test func completionOffersEnginesWorkloadsAndFiles() throws {
    let zsh = try BenchProcess.run(["--generate-completion-script", "zsh"])
    #expect(zsh.status == 0)
    #expect(zsh.stdout.contains("('all' 'as-written' 'whole-object' 'property-level' 'scoped' 'equatable')"))
    #expect(
      zsh.stdout.contains("('all' 'ticker' 'typing' 'list-scrolling' 'catalog' 'environment' 'observers')"))
    #expect(zsh.stdout.contains("_files -g '\\''*.swift'\\''"))
    #expect(zsh.stdout.contains("_files -g '\\''*.yaml *.yml'\\''"))
  }
}

extension PapercutTests {
  // Mail.swift and Players.swift together give 11 warnings; the import summary counts them:
  // 1 left out (PlayerCell's tap: Mail, the root, never shows it), 1 guessed (the first value
  // of the players list), 7 approximated (Mail's enum cases as text, among them the first
  // value `.archive`), 2 derived. Most serious first (left out, guessed, then approximated in
  // the order made), the five are these.
  @Test func aSummaryShowsTheFiveMostSeriousWarnings() throws {
    let files = ["Mail.swift", "Players.swift"].map { Self.examples.appendingPathComponent($0).path }
    let all = try BenchProcess.run(["import"] + files + ["--warnings", "all"])
    #expect(all.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }.count == 11)
    #expect(
      all.stderr.contains(
        "import: warnings: 7 approximated, 2 derived, 1 constants or first values guessed, 1 left out"))
    let summary = try BenchProcess.run(["import"] + files + ["--warnings", "summary"])
    let lines = summary.stderr.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "import: the 5 most serious of 11 warnings (every one with --warnings all, in report.html and results.json):"
    )
    let shown = lines.filter { $0.contains(": warning: ") }.map {
      String($0.drop { $0 == " " }.prefix { $0 != " " }).replacingOccurrences(
        of: Self.examples.path + "/", with: "")
    }
    #expect(
      shown == [
        "Players.swift:16:5:", "Players.swift:28:32:", "Mail.swift:11:41:", "Mail.swift:17:31:",
        "Mail.swift:18:31:",
      ])
  }
}

extension PapercutTests {
  @Test func aMalformedPlatformListIsOneSentence() throws {
    let file = Self.examples.appendingPathComponent("Migration.swift").path
    HostileInputTests.expectOneSentence(
      try BenchProcess.run(["advise", file, "--platforms", "Android14"]),
      "--platforms 'Android14' is no list of platforms and versions; give them as iOS16,macOS13")
  }
}
