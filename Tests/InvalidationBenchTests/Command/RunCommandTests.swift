import Foundation
import InvalidationBench
import Testing

/// `bench` end to end: the built executable run as a user runs it.
@Suite struct RunCommandTests {
  static let small = [
    "--workload", "ticker", "--param", "cards=3", "--param", "frames=12", "--reps", "1",
    "--warmup", "0", "--quiet",
  ]

  @Test func helpListsEveryFlagEveryEngineAndEveryFormat() throws {
    let output = try BenchProcess.run(["run", "--help"])
    #expect(output.status == 0)
    for flag in [
      "--workload", "--screen", "--engine", "--param", "--sweep", "--reps", "--warmup", "--seed",
      "--element-cost", "--frame-budget", "--out", "--format", "--quiet", "--scoped-observation",
      "--closures", "--plot",
    ] {
      #expect(output.stdout.contains(flag), "\(flag) missing from help")
    }
    let help = output.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for engine in EngineKind.strategies {
      #expect(help.contains(engine.rawValue), "\(engine) missing from help")
    }
    for format in ReportFormat.allCases {
      #expect(help.contains("\(format.rawValue) ("), "\(format) missing from help")
    }
    let top = try BenchProcess.run(["--help"])
    #expect(top.stdout.contains("run") && top.stdout.contains("list"))
  }

  @Test func listShowsEveryWorkloadWithItsParametersAndEveryEngine() throws {
    let output = try BenchProcess.run(["list"])
    #expect(output.status == 0)
    for workload in WorkloadCatalog.all {
      #expect(output.stdout.contains("  \(workload.name): "))
      for parameter in workload.parameters {
        #expect(output.stdout.contains(" \(parameter.name) "), "\(workload.name) \(parameter.name)")
      }
    }
    for engine in EngineKind.allCases {
      #expect(output.stdout.contains("  \(engine.rawValue) "))
    }
  }

  // With no opener on the PATH, the run still succeeds and says where the page is.
  @Test func openWithoutAnOpenerSaysWhereTheReportIs() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let out = folder.appendingPathComponent("out")
    let arguments = (Array(Self.small.dropLast()) + ["--format", "csv", "--out", out.path, "--open"])
      .map { "'\($0)'" }.joined(separator: " ")
    let output = try BenchProcess.shell(
      "PATH=/nonexistent '\(BenchProcess.executable.path)' \(arguments) > /dev/null")
    #expect(output.status == 0)
    #expect(
      output.stderr.hasSuffix(
        "could not open the report with xdg-open; open file://\(out.path)/report.html in a browser\n"))
    #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("report.html").path))
  }

  @Test func smallTickerRunWritesTheCSVWithHandDerivedCountsAndSaysWhere() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let out = folder.appendingPathComponent("out")
    let output = try BenchProcess.run(Array(Self.small.dropLast()) + ["--format", "csv", "--out", out.path])
    #expect(output.status == 0)
    #expect(
      output.stderr.hasSuffix(
        "wrote results.csv, frames.csv, report.md, results.json, report.html to \(out.path); see file://\(out.path)/report.html\n"
      ))
    let csv = try String(contentsOf: out.appendingPathComponent("results.csv"), encoding: .utf8)
    #expect(output.stdout == csv)
    let lines = csv.split(separator: "\n").map(String.init)
    #expect(lines.first == CSVReportWriter.columns.joined(separator: ","))
    #expect(lines.count == 1 + 5)
    let header = CSVReportWriter.columns
    let row = try #require(lines.first { $0.contains(",property-level,") })
      .split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    func cell(_ name: String) -> String { row[header.firstIndex(of: name)!] }
    // 11 ticking frames × (root + TickLabel + 3 cards); the equal title write does nothing.
    #expect(cell("body_evals") == "55")
    #expect(cell("mount_evals") == "5")
    #expect(cell("min_evals") == "22")
    #expect(cell("stale_frames") == "0")
    #expect(cell("evals_ratio_to_min") == "2.5000")
    #expect(cell("chart_colour") == EngineKind.propertyLevel.chartColour)
    let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(files == ReportFormat.fileNames.sorted())
  }

  @Test func jsonEnvelopeDecodesAndAnotherVersionIsRejected() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let out = folder.appendingPathComponent("out")
    _ = try BenchProcess.run(Self.small + ["--out", out.path])
    let data = try Data(contentsOf: out.appendingPathComponent("results.json"))
    let results = try BenchmarkResults.decode(data)
    #expect(results.version == 3)
    #expect(results.cases.map(\.workload) == ["ticker"])
    #expect(results.cases.first?.result("scoped")?.counters.bodyEvals == 22)
    let other = String(decoding: data, as: UTF8.self)
      .replacingOccurrences(of: "\"version\" : 3", with: "\"version\" : 2")
    #expect(throws: ResultsFileError.unsupportedVersion(2, supported: 3)) {
      try BenchmarkResults.decode(Data(other.utf8))
    }
    #expect(throws: ResultsFileError.malformed) {
      try BenchmarkResults.decode(Data("{\"cases\": []".utf8))
    }
  }

  @Test func theReportSaysHowClosuresComparedAndWhichRulesTheCountsRestOn() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let out = folder.appendingPathComponent("out")
    let output = try BenchProcess.run(Self.small + ["--out", out.path, "--closures", "captures"])
    #expect(output.status == 0)
    let report = try String(contentsOf: out.appendingPathComponent("report.md"), encoding: .utf8)
    #expect(report.contains("| closures | captures: "))
    #expect(report.contains("Rules these counts rest on: R1 coalescing (Apple documentation or engineer)"))
    let results = try BenchmarkResults.decode(Data(contentsOf: out.appendingPathComponent("results.json")))
    #expect(results.environment.closures == "captures")
    #expect(results.cases.first?.rules.first == "R1")
  }

  @Test(arguments: ReportFormat.allCases)
  func eachFormatOnStdoutIsItsFile(_ format: ReportFormat) throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let out = folder.appendingPathComponent("out")
    let output = try BenchProcess.run(
      Array(Self.small.dropLast()) + ["--out", out.path, "--format", format.rawValue])
    #expect(output.status == 0)
    if let name = format.fileName, format != .json, format != .markdown {
      #expect(output.stdout == (try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)))
    } else if format == .table {
      #expect(output.stdout.contains("oracle minimum: 22 evaluations"))
    } else {
      #expect(output.stdout.contains(format == .json ? "\"version\" : 3" : "# InvalidationBench report"))
    }
  }

  @Test func sweepWritesOneRowPerValueAndEngine() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let out = folder.appendingPathComponent("out")
    let output = try BenchProcess.run([
      "--workload", "ticker", "--sweep", "cards=1,2,4", "--param", "frames=5", "--engine",
      "scoped", "--engine", "property-level", "--reps", "1", "--warmup", "0", "--quiet", "--out",
      out.path,
    ])
    #expect(output.status == 0)
    let csv = try String(contentsOf: out.appendingPathComponent("results.csv"), encoding: .utf8)
    let rows = csv.split(separator: "\n").dropFirst()
    // 3 values × (oracle + 2 engines)
    #expect(rows.count == 9)
    let swept = rows.map { $0.split(separator: ",", omittingEmptySubsequences: false)[3] }
    #expect(swept == ["1", "1", "1", "2", "2", "2", "4", "4", "4"])
    let report = try String(contentsOf: out.appendingPathComponent("report.md"), encoding: .utf8)
    #expect(report.contains("## Growth under sweeps"))
    // Property-level evaluates root, TickLabel and every card each tick: grows with cards.
    #expect(report.contains("| ticker | cards | 1, 2, 4 | property-level | grows ~n^"))
    #expect(report.contains("| ticker | cards | 1, 2, 4 | scoped | flat (~n^0) |"))
  }

  /// Every mistake a user can type: one `error:` sentence on stderr, exit 1, no file.
  @Test(arguments: BadInput.all)
  func badInputGivesOneSentenceExitOneAndNoFiles(_ bad: BadInput) throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let out = folder.appendingPathComponent("out")
    // Subcommands other than run take no --out; the mistake comes first in any case.
    let output = try BenchProcess.run(
      ["check", "list"].contains(bad.arguments[0])
        ? bad.arguments : bad.arguments + ["--quiet", "--out", out.path],
      in: folder)
    #expect(output.status == 1, "\(bad.arguments): \(output.stderr)")
    #expect(output.stderr.hasPrefix("error: \(bad.message)"), "\(output.stderr)")
    #expect(output.stderr.split(separator: "\n").count == 1, "\(output.stderr)")
    #expect(output.stdout.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func aFileOrSomethingBelowAFileIsRefusedBeforeRunning() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let file = folder.appendingPathComponent("taken")
    try Data("x".utf8).write(to: file)
    let onFile = try BenchProcess.run(Self.small + ["--out", file.path])
    #expect(onFile.status == 1)
    #expect(
      onFile.stderr.hasPrefix(
        "error: the output path '\(file.path)' is a file, not a folder; choose a folder with --out"))
    let below = try BenchProcess.run(Self.small + ["--out", file.appendingPathComponent("sub").path])
    #expect(below.status == 1)
    #expect(below.stderr.hasPrefix("error: cannot write to '\(file.path)/sub'"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["taken"])
  }

  @Test func aFolderHoldingAnythingButReportsIsRefusedAndLeftAlone() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    // A folder named like a report, and a file of the user's.
    let out = folder.appendingPathComponent("out")
    try FileManager.default.createDirectory(
      at: out.appendingPathComponent("report.md"), withIntermediateDirectories: true)
    let directory = try BenchProcess.run(Self.small + ["--out", out.path])
    #expect(directory.status == 1)
    #expect(
      directory.stderr.hasPrefix(
        "error: the output folder '\(out.path)' holds 'report.md', which bench did not write"))
    let mine = folder.appendingPathComponent("mine")
    try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
    try Data("notes".utf8).write(to: mine.appendingPathComponent("notes.txt"))
    let user = try BenchProcess.run(Self.small + ["--out", mine.path])
    #expect(user.status == 1)
    #expect(user.stderr.contains("holds 'notes.txt'"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: mine.path) == ["notes.txt"])
  }

  @Test func concurrentRunsLeaveOneCompleteSetAndNothingElse() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let out = folder.appendingPathComponent("out")
    // Two runs with different frame counts, started together, twenty times over: the folder must
    // hold the four files of one of them, never a mix.
    for _ in 0..<20 {
      let runs = try [12, 13].map { frames in
        try BenchProcess.start(
          [
            "--workload", "ticker", "--param", "cards=3", "--param", "frames=\(frames)", "--reps",
            "1", "--warmup", "0", "--quiet", "--out", out.path,
          ])
      }
      for run in runs { #expect(run.wait().status == 0) }
      let csv = try String(contentsOf: out.appendingPathComponent("results.csv"), encoding: .utf8)
      let frames = csv.contains("frames=12") ? 12 : 13
      let json = try BenchmarkResults.decode(Data(contentsOf: out.appendingPathComponent("results.json")))
      #expect(json.cases.first?.frames == frames)
      let framesCSV = try String(contentsOf: out.appendingPathComponent("frames.csv"), encoding: .utf8)
      #expect(framesCSV.split(separator: "\n").count == 1 + 5 * frames)
      let report = try String(contentsOf: out.appendingPathComponent("report.md"), encoding: .utf8)
      #expect(report.contains("frames=\(frames)"))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out"])
    }
  }

  @Test func leftoversOfAKilledRunAreRemovedByTheNext() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    // What a run killed with SIGKILL mid-write leaves: staging folders named after its process,
    // which no longer exists (pid 2^22 + 1 is above Linux's limit).
    let dead = 4_194_305
    for name in [".out.staging-\(dead)", ".out.aside-\(dead)"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    let output = try BenchProcess.run(Self.small + ["--out", folder.appendingPathComponent("out").path])
    #expect(output.status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out"])
  }

  @Test func aSignalWhileTheSetIsStagedLeavesTheOldSetAndNoStrayFiles() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let out = folder.appendingPathComponent("out")
    #expect(try BenchProcess.run(Self.small + ["--out", out.path]).status == 0)
    let before = try Data(contentsOf: out.appendingPathComponent("results.json"))
    // A stand-in gnuplot that takes its time: charts are drawn into the staged set, so the
    // signal arrives while the new set is half made.
    let bin = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let gnuplot = bin.appendingPathComponent("gnuplot")
    let started = folder.appendingPathComponent("started").path
    try Data("#!/bin/sh\nexec >/dev/null 2>&1\ntouch '\(started)'\nsleep 30\n".utf8).write(to: gnuplot)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: gnuplot.path)
    let run = try BenchProcess.start(
      Self.small + ["--param", "same-value-every=0", "--plot", "--out", out.path], in: folder,
      environment: ["PATH": bin.path + ":/usr/bin:/bin"])
    let deadline = Date().addingTimeInterval(60)
    var staged: String?
    while staged == nil && Date() < deadline {
      staged = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .first { $0.hasPrefix(".out.staging-") }
        .flatMap { name in FileManager.default.fileExists(atPath: started) ? name : nil }
      Thread.sleep(forTimeInterval: 0.05)
    }
    #expect(staged != nil)
    run.terminate()
    let finished = run.wait()
    #expect(finished.status == 128 + SIGTERM)
    #expect(try Data(contentsOf: out.appendingPathComponent("results.json")) == before)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["bin", "out", "started"])
  }
}

/// A command line with a mistake, and the start of the sentence it must print.
struct BadInput: Sendable, CustomTestStringConvertible {
  let arguments: [String]
  let message: String

  var testDescription: String { arguments.joined(separator: " ") }

  init(_ arguments: [String], _ message: String) {
    self.arguments = arguments
    self.message = message
  }

  static let parser = "(see 'bench --help' or 'bench SUBCOMMAND --help')"

  static let all: [BadInput] = [
    // What to run
    BadInput(["--workload", "nope"], "unknown workload 'nope'; choose one of ticker, typing"),
    BadInput(["--workload", "all", "--workload", "nope"], "unknown workload 'nope'"),
    BadInput(["--workload", ""], "unknown workload ''"),
    BadInput(["--engine", "fastest"], "unknown engine 'fastest'; choose one of as-written, whole-object"),
    BadInput(["--engine", "oracle"], "the oracle always runs, so it is not an --engine choice"),
    BadInput(
      ["--engine", "as-written"], "--engine as-written runs only on screens imported from SwiftUI source"),
    BadInput(["--root", "Dashboard"], "--root chooses the root of a --swiftui screen"),
    BadInput(["--trace", "trace.yaml"], "--trace gives the trace of a --swiftui screen"),
    BadInput(
      ["--swiftui", "nowhere.swift"], "nowhere.swift:1:1: no such file; give the path of a Swift file"),
    BadInput(["--engine", "all", "--engine", "nope"], "unknown engine 'nope'"),
    BadInput(
      ["--workload", "ticker", "--param", "items=5"], "no chosen workload (ticker) has a parameter 'items'"),
    BadInput(
      ["--workload", "ticker", "--param", "cards=many"],
      "parameter 'cards' of ticker takes a whole number, not 'many'"),
    BadInput(
      ["--workload", "ticker", "--param", "cards=-1"],
      "parameter 'cards' of ticker must be between 0 and 100000, not -1"),
    BadInput(["--param", "frames"], "--param expects name=value but got 'frames'"),
    BadInput(["--param", "=5"], "--param expects name=value but got '=5'"),
    BadInput(["--param", "cards="], "--param expects name=value but got 'cards='"),
    BadInput(["--param", "cards=1", "--param", "cards=2"], "--param sets 'cards' more than once"),
    BadInput(["--param", "frames=0"], "parameter 'frames' of ticker must be between 1 and 1000000, not 0"),
    BadInput(
      ["--param", "frames=99999999999999999999"], "parameter 'frames' of ticker takes a whole number"),
    BadInput(["--param", "seed=1", "--seed", "2"], "the seed is set both by --seed and by --param seed=…"),
    BadInput(["--sweep", "cards"], "--sweep expects name=v1,v2,… but got 'cards'"),
    BadInput(["--sweep", "cards=1,,2"], "--sweep expects name=v1,v2,… but got 'cards=1,,2'"),
    BadInput(["--sweep", "cards=1,x"], "parameter 'cards' of ticker takes a whole number, not 'x'"),
    BadInput(["--sweep", "cards=1,2", "--sweep", "frames=1,2"], "--sweep is given more than once"),
    BadInput(["--sweep", "cards=1,2", "--param", "cards=3"], "'cards' is both swept and set with --param"),
    BadInput(
      ["--workload", "typing", "--sweep", "seed=1,2", "--seed", "3"],
      "'seed' is both swept and set with --seed"),
    BadInput(
      ["--sweep", "nope=1,2"],
      "no chosen workload (ticker, typing, list-scrolling, catalog, environment, observers) has a parameter 'nope'"
    ),
    BadInput(["--workload", "ticker", "--seed", "3"], "no chosen workload (ticker) makes random choices"),
    BadInput(["--workload", "typing", "--seed", "-1"], "parameter 'seed' of typing must be between 0 and"),
    BadInput(["--seed", "abc"], "the value 'abc' is invalid for '--seed <seed>' \(parser)"),
    BadInput(["--scoped-observation", "rx"], "the value 'rx' is invalid for '--scoped-observation"),
    BadInput(["--closures", "sometimes"], "the value 'sometimes' is invalid for '--closures"),
    // How to time
    BadInput(["--reps", "0"], "--reps must be between 1 and 1000, not 0"),
    BadInput(["--reps", "-1"], "--reps must be between 1 and 1000, not -1"),
    BadInput(["--reps", "1000000000"], "--reps must be between 1 and 1000, not 1000000000"),
    BadInput(["--reps", "abc"], "the value 'abc' is invalid for '--reps <reps>'"),
    BadInput(["--warmup", "-1"], "--warmup must be between 0 and 100, not -1"),
    BadInput(["--warmup", "101"], "--warmup must be between 0 and 100, not 101"),
    BadInput(["--element-cost", "-5"], "--element-cost must be between 0 and 100000, not -5"),
    BadInput(
      ["--element-cost", "1000000000"], "--element-cost must be between 0 and 100000, not 1000000000"),
    BadInput(
      ["--frame-budget", "0"], "--frame-budget must be between 0.001 and 60000 milliseconds, not 0.0"),
    BadInput(
      ["--frame-budget", "-1"], "--frame-budget must be between 0.001 and 60000 milliseconds, not -1.0"),
    BadInput(
      ["--frame-budget", "1e30"], "--frame-budget must be between 0.001 and 60000 milliseconds, not 1e+30"),
    BadInput(["--frame-budget", "2e13"], "--frame-budget must be between 0.001 and 60000 milliseconds"),
    BadInput(
      ["--frame-budget", "nan"], "--frame-budget must be between 0.001 and 60000 milliseconds, not nan"),
    BadInput(
      ["--frame-budget", "inf"], "--frame-budget must be between 0.001 and 60000 milliseconds, not inf"),
    BadInput(["--frame-budget", "fast"], "the value 'fast' is invalid for '--frame-budget <ms>'"),
    // What to print
    BadInput(
      ["--format", "xml"], "the value 'xml' is invalid for '--format <format>'; please provide one of"),
    BadInput(["--bogus"], "unknown option '--bogus'"),
    BadInput(["extra"], "unexpected argument 'extra' \(parser)"),
    BadInput(["list", "--bogus"], "unknown option '--bogus'"),
    BadInput(["check", "--time-tolerance", "-1"], "--time-tolerance must be between 0 and 1000, not -1.0"),
    BadInput(["check", "--time-tolerance", "1e9"], "--time-tolerance must be between 0 and 1000"),
    BadInput(["check", "--time-tolerance", "nan"], "--time-tolerance must be between 0 and 1000, not nan"),
  ]
}
