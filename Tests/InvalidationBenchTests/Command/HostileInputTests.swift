import Foundation
import InvalidationBench
import Testing

/// Bad and extreme inputs, as a new user or a hostile file gives them (docs/limits.md): each
/// ends in an error exit with one sentence, never a signal, or runs as it should.
@Suite struct HostileInputTests {
  static let quick = ["--reps", "1", "--warmup", "0", "--quiet"]

  /// A screen file with one store `model` holding `tick` (and `extraFields`), a root showing
  /// `body`, and a one-statement trace.
  static func screen(body: String = "model.tick", trace: String = "model.tick += 1", extraFields: String = "")
    -> String
  {
    """
    workload: hostile
    stores:
      model:
        class: M
        fields:
          tick: 0
    \(extraFields)
    views:
      Root:
        body:
          - Text: \(body)
    root: Root
    trace:
      - \(trace)

    """
  }

  /// Writes `text` to `name` in a new folder and runs `bench` with `arguments` before the path
  /// (and, for a run, an output folder beside it).
  static func run(_ arguments: [String], file name: String, _ text: String, after: [String] = []) throws
    -> BenchProcess.Output
  {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let file = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    let out = arguments.first == "run" ? ["--out", folder.appendingPathComponent("out").path] : []
    return try BenchProcess.run(arguments + [file.path] + after + out)
  }

  /// One `error:` line (after the debug build's warning, in a debug build), exit 1.
  static func expectOneSentence(_ output: BenchProcess.Output, _ fragment: String) {
    #expect(output.status == 1)
    let lines = output.stderr.split(separator: "\n").filter { !$0.hasPrefix(BuildInfo.debugWarning) }
    #expect(lines.count == 1, "\(output.stderr)")
    #expect(lines.first?.hasPrefix("error: ") == true)
    #expect(output.stderr.contains(fragment), "\(output.stderr)")
  }

  // MARK: Depth

  @Test func aTraceStatementOfTenThousandTermsIsRefusedNotACrash() throws {
    let sum = Array(repeating: "1", count: 10_000).joined(separator: "+")
    let output = try Self.run(
      ["run"] + Self.quick + ["--screen"], file: "s.yaml", Self.screen(trace: "model.tick = \(sum)"))
    Self.expectOneSentence(output, "s.yaml:14:5: a statement of the trace nests deeper than 500 levels")
  }

  @Test func tenThousandNestedTernariesInABodyAreRefused() throws {
    let ternary =
      "'" + String(repeating: "true ? ", count: 10_000) + "1" + String(repeating: " : 2", count: 10_000) + "'"
    let output = try Self.run(["run"] + Self.quick + ["--screen"], file: "s.yaml", Self.screen(body: ternary))
    Self.expectOneSentence(output, "the content of Text nests deeper than 500 levels")
  }

  @Test func aSumOfTenThousandReadsInABodyIsRefusedWhereItStarts() throws {
    let sum = "'" + Array(repeating: "model.tick", count: 10_000).joined(separator: "+") + "'"
    let output = try Self.run(["run"] + Self.quick + ["--screen"], file: "s.yaml", Self.screen(body: sum))
    // The value starts after "      - Text: '", at column 16 of line 11.
    Self.expectOneSentence(output, "s.yaml:11:16: the content of Text nests deeper than 500 levels")
  }

  @Test func swiftInterpolatingTenThousandTermsIsRefusedByTheImport() throws {
    let terms = Array(repeating: "n", count: 10_000).joined(separator: "+")
    let source = """
      import SwiftUI
      struct V: View {
        @State var n = 1
        var body: some View {
          Text("\\(\(terms))")
        }
      }

      """
    let output = try Self.run(["import"], file: "V.swift", source)
    // The statement holding the sum, `Text(…)`, starts at column 5 of line 5.
    Self.expectOneSentence(output, "V.swift:5:5: the source nests deeper than 2,000 levels")
  }

  @Test func aLineOfOneHundredThousandChainedModifiersIsRefusedByTheImport() throws {
    let source = """
      import SwiftUI
      struct V: View {
        var body: some View {
          Text("a")\(String(repeating: ".padding()", count: 100_000))
        }
      }

      """
    let output = try Self.run(["import"], file: "V.swift", source)
    Self.expectOneSentence(output, "V.swift:4:5: the source nests deeper than 2,000 levels")
  }

  // MARK: Size

  @Test func moreSwiftThanTheImportReadsInSecondsIsRefusedBeforeParsing() throws {
    // 25,001 lines of 100 bytes (99 characters and the newline) are 2,500,100 bytes: the
    // first byte past the limit, the 2,500,001st, starts line 25,001.
    let line = "// " + String(repeating: "x", count: 96) + "\n"
    let output = try Self.run(["import"], file: "Big.swift", String(repeating: line, count: 25_001))
    Self.expectOneSentence(
      output,
      "Big.swift:25001:1: the Swift given to one import passes 2,500,000 bytes here (2,500,100 in all)")
  }

  @Test func aYAMLAliasBombIsRefusedAtAnAnchorBeforeAnyExpansion() throws {
    var text = Self.screen()
    text += "parameters:\n  a: &a {default: 1, about: [lol, lol, lol, lol, lol, lol, lol, lol, lol]}\n"
    var previous = "a"
    for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
      text +=
        "  \(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
      previous = name
    }
    let output = try Self.run(["run"] + Self.quick + ["--screen"], file: "s.yaml", text)
    // The check walks the last entries first: `i`'s list, at column 6 of line 24 (the screen's
    // 14 lines, a blank one, `parameters:`, then a to i).
    Self.expectOneSentence(output, "s.yaml:24:6: anchors and aliases (&name, *name) are not supported")
  }

  @Test func fortyNestedForEachesStopAtTheMountedViewLimit() throws {
    var body = ""
    var indent = "      "
    for _ in 0..<40 {
      body += "\(indent)- ForEach: 0..<2\n\(indent)  content:\n"
      indent += "    "
    }
    body += "\(indent)- Text: model.tick\n"
    let text = Self.screen().replacingOccurrences(of: "      - Text: model.tick\n", with: body)
    let output = try Self.run(["run"] + Self.quick + ["--screen"], file: "s.yaml", text)
    // 2 + 4 + … rows: the 2^17 level is the first whose sum passes 250,000.
    Self.expectOneSentence(output, "the first render mounts more than 250,000 views at once")
  }

  @Test func oneHundredThousandStoreFieldsLoadAndRun() throws {
    let fields = (0..<100_000).map { "      f\($0): 0" }.joined(separator: "\n")
    let output = try Self.run(
      ["run"] + Self.quick + ["--param", "frames=2", "--engine", "property-level", "--screen"],
      file: "s.yaml",
      Self.screen(extraFields: fields))
    #expect(output.status == 0, "\(output.stderr)")
  }

  @Test func aSweepOfTenThousandValuesIsRefused() throws {
    let values = (1...10_000).map(String.init).joined(separator: ",")
    let output = try BenchProcess.run(["--workload", "ticker", "--sweep", "cards=\(values)", "--quiet"])
    Self.expectOneSentence(output, "--sweep gives 10,000 values, more than the 1,000 one run may take")
  }

  // MARK: Numbers and names

  @Test func aLiteralBeyondTheDoublesIsRefused() throws {
    let output = try Self.run(
      ["run"] + Self.quick + ["--screen"], file: "s.yaml",
      Self.screen(body: "model.x", trace: "model.x = 1e400 - 1e400", extraFields: "      x: 0.5"))
    Self.expectOneSentence(output, "s.yaml:14:15: '1e400' is beyond the numbers this tool can hold")
  }

  @Test func aDoubleThatOverflowsHoldsAtTheLargestAndNoFrameIsStale() throws {
    // 1e300 * 1e300 is past the largest Double: without a bound it would be infinity, and
    // infinity - infinity NaN, which equals nothing, so every frame would read as stale. Held
    // at the largest Double, the difference is 0 and x is the frame's number.
    let text = Self.screen(
      body: "model.x", trace: "model.x = 1e300 * 1e300 - 1e300 * 1e300 + frame", extraFields: "      x: 0.5")
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let file = folder.appendingPathComponent("s.yaml")
    try Data(text.utf8).write(to: file)
    let out = folder.appendingPathComponent("out")
    let output = try BenchProcess.run(
      ["run"] + Self.quick + ["--param", "frames=4", "--screen", file.path, "--out", out.path])
    #expect(output.status == 0, "\(output.stderr)")
    let results = try BenchmarkResults.decode(Data(contentsOf: out.appendingPathComponent("results.json")))
    let engines = try #require(results.cases.first?.engines)
    #expect(!engines.isEmpty)
    for engine in engines { #expect(engine.counters.staleFrames == 0, "\(engine.engine)") }
  }

  @Test func viewNamesWithAccentsAndBackticksImportAndRun() throws {
    let source = """
      import SwiftUI
      struct TickLäbel: View {
        @State var wert = 1
        var body: some View { Text("\\(wert)") }
      }
      struct `Back`: View {
        var body: some View { TickLäbel() }
      }

      """
    let output = try Self.run(["run"] + Self.quick + ["--swiftui"], file: "V.swift", source)
    #expect(output.status == 0, "\(output.stderr)")
  }

  @Test func aTraceWritingAStoreOfAScreenWithoutStoresSaysSoInWords() throws {
    let text = """
      workload: nostores
      views:
        Root:
          state:
            n: 0
          body:
            - Text: n
      root: Root
      trace:
        - model.tick = 1

      """
    let output = try Self.run(["validate"], file: "s.yaml", text)
    Self.expectOneSentence(output, "unknown store 'model'; the screen declares no store")
  }

  // MARK: Output

  @Test func importToDevNullWritesThroughTheDeviceAndLeavesIt() throws {
    let output = try Self.run(["import"], file: "V.swift", Self.swiftView, after: ["-o", "/dev/null"])
    #expect(output.status == 0, "\(output.stderr)")
    var info = stat()
    #expect(stat("/dev/null", &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFCHR)
  }

  @Test func importToAFullDeviceIsOneSentence() throws {
    let output = try Self.run(["import"], file: "V.swift", Self.swiftView, after: ["-o", "/dev/full"])
    Self.expectOneSentence(output, "cannot write '/dev/full': no space left on device")
  }

  @Test func importToAPipeStreamsIntoIt() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let fifo = folder.appendingPathComponent("pipe").path
    #expect(mkfifo(fifo, 0o644) == 0)
    let source = folder.appendingPathComponent("V.swift")
    try Data(Self.swiftView.utf8).write(to: source)
    let reader = BenchProcess.Reader(fifo)
    let output = try BenchProcess.run(["import", source.path, "-o", fifo])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(reader.text().contains("workload: v"))
    var info = stat()
    #expect(stat(fifo, &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFIFO)
  }

  @Test func aFolderOrAPathUnderAFileGivenToOutputIsOneSentence() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let source = folder.appendingPathComponent("V.swift")
    try Data(Self.swiftView.utf8).write(to: source)
    let toFolder = try BenchProcess.run(["import", source.path, "-o", folder.path])
    Self.expectOneSentence(toFolder, "is a folder, not a file")
    let underFile = try BenchProcess.run(["import", source.path, "-o", source.path + "/x.yaml"])
    Self.expectOneSentence(underFile, "cannot write to '\(source.path)/x.yaml'")
  }

  @Test func standardOutputOnAFullDiskIsAnErrorExit() throws {
    let output = try BenchProcess.shell(
      "'\(BenchProcess.executable.path)' list > /dev/full")
    Self.expectOneSentence(
      output, "the output could not be written to standard output (no space left on device)")
  }

  @Test func standardOutputClosedIsAnErrorExit() throws {
    let output = try BenchProcess.shell("'\(BenchProcess.executable.path)' list >&-")
    Self.expectOneSentence(output, "the output could not be written to standard output")
  }

  // `bench import` writes the screen file to standard output and its summary to standard
  // error: a full or closed standard output is the one sentence, with no summary of what was
  // lost before it.
  @Test func anImportToAFullOrClosedStandardOutputSaysOnlyThat() throws {
    let examples = ImportRoundTripTests.root.appendingPathComponent("examples/swiftui/Dashboard.swift").path
    for (redirect, says) in [
      ("> /dev/full", "(no space left on device)"), (">&-", "(bad file descriptor)"),
    ] {
      let output = try BenchProcess.shell(
        "'\(BenchProcess.executable.path)' import '\(examples)' \(redirect)")
      Self.expectOneSentence(output, "the output could not be written to standard output \(says)")
    }
  }

  // MARK: Baselines

  @Test func aBaselineWithANegativeCountOrANonPositiveTimeRatioIsMalformed() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let file = folder.appendingPathComponent("baseline.json")
    #expect(try BenchProcess.run(["baseline", "update", "--out", file.path, "--quiet"]).status == 0)
    let baseline = try Baseline.decode(Data(contentsOf: file))
    let entry = baseline.entries[0]
    let key = "\(entry.workload) \(entry.parameters) \(entry.engine)"
    var negative = baseline
    negative.entries[0].counts["body_evals"] = -438_100
    var zeroRatio = baseline
    zeroRatio.entries[0].timeRatio = 0
    var negativeRatio = baseline
    negativeRatio.entries[0].timeRatio = -1.5
    let cases: [(Baseline, String)] = [
      (negative, "its entry '\(key)' has a negative 'body_evals' count (-438100)"),
      (zeroRatio, "its entry '\(key)' has a time ratio of 0.0, not a positive number"),
      (negativeRatio, "its entry '\(key)' has a time ratio of -1.5, not a positive number"),
    ]
    for (bad, message) in cases {
      try bad.encoded().write(to: file)
      let check = try BenchProcess.run(["check", "--baseline", file.path, "--quiet"])
      #expect(check.status == 5)
      #expect(check.stderr.contains(message), "\(check.stderr)")
    }
  }

  @Test func aBaselineWrittenToAFullDeviceIsOneSentenceAndLeavesTheDevice() throws {
    let output = try BenchProcess.run(["baseline", "update", "--out", "/dev/full", "--quiet"])
    Self.expectOneSentence(output, "cannot write '/dev/full': no space left on device")
    var info = stat()
    #expect(stat("/dev/full", &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFCHR)
  }

  // MARK: Signals

  /// A signal at any moment of the start-up ends the run: before the handlers exist, by the
  /// signal itself; after, with 128 + its number. Never ignored, never a staging folder left.
  /// (SIGTERM: a test runner may start its children with SIGINT ignored, which a program keeps
  /// until it takes the signal over, as the shell's background jobs rely on.)
  @Test(arguments: [0.0, 0.01, 0.03, 0.1, 0.3])
  func aSignalRightAfterStartIsNeverIgnored(after delay: Double) throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let run = try BenchProcess.start(
      [
        "--workload", "list-scrolling", "--param", "frames=100000", "--out",
        folder.appendingPathComponent("out").path,
        "--quiet",
      ])
    Thread.sleep(forTimeInterval: delay)
    kill(run.process.processIdentifier, SIGTERM)
    let finished = run.wait()
    let bySignal = run.process.terminationReason == .uncaughtSignal && finished.status == SIGTERM
    #expect(bySignal || finished.status == 128 + SIGTERM, "exit \(finished.status)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  static let swiftView = """
    import SwiftUI
    struct V: View {
      @State var n = 0
      var body: some View { Button("\\(n)") { n += 1 } }
    }

    """
}
