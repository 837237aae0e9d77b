import Foundation
import InvalidationBench
import Testing

/// The bounds of docs/limits.md checked before the work they bound, and messages that stay one
/// short line whatever the input's size.
@Suite struct InputBoundTests {
  static let quick = HostileInputTests.quick

  @Test func aRangeOfTenMillionRowsIsRefusedBeforeItsRowsAreMade() throws {
    let screen = HostileInputTests.screen(body: "model.tick").replacingOccurrences(
      of: "      - Text: model.tick", with: "      - ForEach: 0..<10000000\n        content: [Text: index]")
    let output = try HostileInputTests.run(["run"] + Self.quick + ["--screen"], file: "s.yaml", screen)
    HostileInputTests.expectOneSentence(output, "mounts more than 250,000 views at once")
  }

  @Test func recordsPastTheFieldLimitAreRefusedWhereTheyAreDeclared() throws {
    let output = try BenchProcess.run(
      ["--workload", "list-scrolling", "--param", "items=10000000"] + Self.quick)
    HostileInputTests.expectOneSentence(output, "must be between 1 and 300000")
    // 400,000 records of 3 attributes are 1,200,000 fields, over 1,000,000.
    let screen = """
      workload: big
      stores:
        model:
          class: M
          fields: {tick: 0}
          records: {name: items, count: 400000, attributes: {a: 0, b: 0, c: 0}}
      views:
        Root:
          body: [Text: model.tick]
      root: Root
      trace: [model.tick += 1]

      """
    let refused = try HostileInputTests.run(["run"] + Self.quick + ["--screen"], file: "s.yaml", screen)
    HostileInputTests.expectOneSentence(refused, "400,000 records of 3 attributes, over the 1,000,000")
  }

  /// `t += t` from "a": 2^16 = 65,536 characters at frame 16, 131,072 at frame 17.
  @Test func aTraceTextThatDoublesEachFrameStopsAtTheLimit() throws {
    let screen = """
      workload: doubling
      stores:
        model:
          class: M
          fields: {text: '""'}
      views:
        Root:
          body: [Text: model.text]
      root: Root
      trace:
        let: {t: '"a"'}
        each frame:
          - t += t
          - model.text = t

      """
    let output = try HostileInputTests.run(["run"] + Self.quick + ["--screen"], file: "s.yaml", screen)
    HostileInputTests.expectOneSentence(
      output, "s.yaml:13:7: frame 17: this computes a text of over 100,000 characters")
  }

  @Test func aMisspeltFieldAmongOneHundredThousandNamesAFew() throws {
    let fields = (0..<100_000).map { "      f\($0): 0" }.joined(separator: "\n")
    let output = try HostileInputTests.run(
      ["run"] + Self.quick + ["--screen"], file: "s.yaml",
      HostileInputTests.screen(trace: "model.tik += 1", extraFields: fields))
    HostileInputTests.expectOneSentence(output, "and 99,993 more")
    #expect(output.stderr.count < 400, "\(output.stderr.count) characters")
  }

  @Test func oneHundredThousandNotOperatorsQuoteAtMostALine() throws {
    let output = try HostileInputTests.run(
      ["run"] + Self.quick + ["--screen"], file: "s.yaml",
      HostileInputTests.screen(trace: "model.tick = " + String(repeating: "!", count: 100_000) + "1"))
    #expect(output.status == 1)
    // A message is cut at 600 characters, a quotation at 60.
    #expect(output.stderr.count < 700, "\(output.stderr.count) characters")
  }

  @Test func aCycleOfAThousandViewsNamesAFew() throws {
    let views = (0..<1000).map { "  V\($0):\n    body: [V\(($0 + 1) % 1000)]" }.joined(separator: "\n")
    let screen = "workload: cycle\nviews:\n\(views)\nroot: V0\ntrace: []\n"
    let output = try HostileInputTests.run(["run"] + Self.quick + ["--screen"], file: "s.yaml", screen)
    HostileInputTests.expectOneSentence(output, "form a cycle")
    #expect(output.stderr.count < 300, "\(output.stderr)")
  }

  @Test func aBaselineThatIsNoRegularFileIsMalformed() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let loop = folder.appendingPathComponent("loop.json").path
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop.json")
    let fifo = folder.appendingPathComponent("fifo.json").path
    #expect(mkfifo(fifo, 0o644) == 0)
    for (path, reason) in [
      (loop, "is a link that leads back to itself"), (fifo, "is a pipe, socket or device"),
    ] {
      let check = try BenchProcess.run(["check", "--baseline", path, "--quiet"])
      #expect(check.status == 5)
      #expect(check.stderr.contains(reason), "\(check.stderr)")
    }
  }

  @Test func aNegativePerViewCountInABaselineIsMalformed() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let file = folder.appendingPathComponent("baseline.json")
    let args = ["--workload", "ticker", "--param", "frames=5", "--quiet"]
    #expect(try BenchProcess.run(["baseline", "update", "--out", file.path] + args).status == 0)
    var baseline = try Baseline.decode(Data(contentsOf: file))
    let view = baseline.entries[0].views[0].name
    baseline.entries[0].views[0].evals = -3
    try baseline.encoded().write(to: file)
    let check = try BenchProcess.run(["check", "--baseline", file.path] + args)
    #expect(check.status == 5)
    #expect(check.stderr.contains("gives the view \(view) a negative 'evals' count (-3)"), "\(check.stderr)")
  }

  /// 1,000 nested views: the JSON coders nest 512 levels at most, so a nested tree of 1,000
  /// would fail; the flat list of nodes reads back to the same tree.
  @Test func aViewTreeOfAThousandLevelsRoundTripsThroughResultsJSON() throws {
    var tree = ViewTreeNode(name: "V999")
    for level in (0..<999).reversed() { tree = ViewTreeNode(name: "V\(level)", children: [tree]) }
    let data = try JSONEncoder().encode(tree)
    let read = try JSONDecoder().decode(ViewTreeNode.self, from: data)
    #expect(read == tree)
    #expect(read.depthFirst.last?.depth == 999)
  }
}
