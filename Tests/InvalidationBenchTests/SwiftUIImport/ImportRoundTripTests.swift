import Foundation
import InvalidationBench
import Testing

/// `bench run --swiftui FILE` declares the screen straight from the syntax; `bench import FILE
/// -o S.yaml` writes it out for `--screen S.yaml`. Over every SwiftUI example and every Swift
/// fixture of the tests, both give the same counts on every engine, per engine and per view,
/// frame by frame, and the same warnings (docs/swiftui-import.md).
@Suite struct ImportRoundTripTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every Swift source the tests keep: the examples, the import fixtures and the fuzz
  /// target's regressions.
  static let sources: [String] = [
    ("examples/swiftui", ".swift"), ("Tests/InvalidationBenchTests/Fixtures/swiftui", ".swift-source"),
    ("Tests/InvalidationBenchTests/Fuzz/Regressions", ".swift-source"),
  ].flatMap { folder, suffix in
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
    return names.filter { $0.hasSuffix(suffix) }.sorted().map { "\(folder)/\($0)" }
  }

  @Test func everySourceIsKept() {
    // 16 examples (Clock.swift the last added), 2 fixtures, 1 regression.
    #expect(Self.sources.count == 19)
  }

  @Test(arguments: sources) func theWrittenScreenRunsAsTheImportedOne(_ path: String) throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    let imported = try SwiftUIImporter.importing([(path, text)])
    let written = try ScreenFile(text: imported.screenFile, path: "\(path).yaml")
    #expect(written.runsAsWritten == imported.workload.runsAsWritten)
    // The file carries the import's warnings, one comment each, in order.
    let comments = imported.screenFile.split(separator: "\n").filter {
      $0.hasPrefix("# ") && $0.contains(": warning: ")
    }
    #expect(comments.map { String($0.dropFirst(2)) } == imported.warnings.map(\.description))
    let engines = (imported.workload.runsAsWritten ? [EngineKind.asWritten] : []) + EngineKind.strategies
    let direct = try CountRun.run(try imported.workload.scenario(), engines: engines)
    let throughFile = try CountRun.run(try written.scenario(), engines: engines)
    for (one, other) in zip([direct.oracle] + direct.engines, [throughFile.oracle] + throughFile.engines) {
      #expect(one.kind == other.kind)
      #expect(one.counters == other.counters, "\(path), \(one.kind)")
      #expect(one.viewTypes == other.viewTypes, "\(path), \(one.kind)")
      #expect(Array(one.frameEvals) == Array(other.frameEvals), "\(path), \(one.kind)")
      #expect(one.staleViews == other.staleViews && one.mismatchViews == other.mismatchViews)
    }
    #expect(direct.engines.count == engines.count)
  }

  // Eleven buttons, so the default trace runs twice as many frames as interactions, 22, not
  // 20 (docs/swiftui-import.md, "The default trace"); the written file runs as many.
  @Test func theWrittenScreenRunsAsManyFrames() throws {
    let states = (1...11).map { "  @State private var n\($0) = 0" }.joined(separator: "\n")
    let rows = (1...11).map { "      Button(\"\\(n\($0))\") { n\($0) += 1 }" }.joined(separator: "\n")
    let source =
      "import SwiftUI\nstruct Many: View {\n\(states)\n  var body: some View {\n    VStack {\n\(rows)\n    }\n  }\n}\n"
    let imported = try SwiftUIImporter.importing([("Many.swift", source)])
    #expect(imported.workload.parameters[0].defaultValue == 22)
    let written = try ScreenFile(text: imported.screenFile, path: "Many.yaml")
    #expect(written.parameters.first { $0.name == "frames" }?.defaultValue == 22)
  }

  // A closure handed on by name (`Row(onTap: onTap)`, Panel's own closure input) is written
  // as the import reads it, and the file loads (it was refused: "a closure input takes a
  // closure"). The default trace runs the closure's statements as Screen's interaction and
  // Row's Tap (which calls the parent's closure: done, writing nothing) in turn, 3 frames:
  // frames 1 and 3 change taps; Screen re-runs (it reads taps) and gives Panel a new closure,
  // never equal to the last (R3): Panel re-runs and hands Row the closure it was given, again
  // an unequal input: Row re-runs. Frame 2 changes nothing. 2 each.
  @Test func aClosureHandedOnByNameLoadsBack() throws {
    let source = """
      import SwiftUI
      struct Screen: View {
        @State private var taps = 0
        var body: some View {
          VStack {
            Text("\\(taps)")
            Panel(onTap: { taps += 1 })
          }
        }
      }
      struct Panel: View {
        let onTap: () -> Void
        var body: some View { Row(onTap: onTap) }
      }
      struct Row: View {
        let onTap: () -> Void
        var body: some View { Button("Tap", action: onTap) }
      }
      """
    let imported = try SwiftUIImporter.importing([("Screen.swift", source)], root: "Screen")
    let written = try ScreenFile(text: imported.screenFile, path: "Screen.yaml")
    let result = try CountRun.run(
      try written.scenario(written.values([WorkloadParameter.frames(20): 3])), engines: [.asWritten])
    #expect(result.evals(.asWritten, of: "Screen") == 2)
    #expect(result.evals(.asWritten, of: "Panel") == 2)
    #expect(result.evals(.asWritten, of: "Row") == 2)
  }

  /// `--swiftui` reports the warnings `bench import` prints.
  @Test(arguments: sources) func bothCommandsWarnAlike(_ path: String) throws {
    let full = Self.root.appendingPathComponent(path).path
    let imported = try SwiftUIImporter.importing(try ImportedScreen.read([full]), workload: "same")
    let run = try ImportedScreen.workload(swiftFiles: [full])
    #expect(run.warnings.map(\.description) == imported.warnings.map(\.description))
  }
}
