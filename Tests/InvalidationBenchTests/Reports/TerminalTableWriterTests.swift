import Foundation
import Testing

@testable import InvalidationBench

/// The terminal's tables fit its width (`COLUMNS`, or the terminal's): the engine table leaves
/// out the columns a reader looks at last, a long path keeps its file name and line.
@Suite struct TerminalTableWriterTests {
  // The path (`…rk/MyApp/Views/…` lost the file name): the start of the path and its
  // last component stay. 24 columns: 13 for `View.swift:12`, 2 for `…/`, 9 of the start.
  @Test func aLongPathIsShortenedInItsMiddleKeepingTheFileAndLine() {
    #expect(Formatting.shortened("/Users/me/App/Feature/View.swift:12", to: 24) == "/Users/me…/View.swift:12")
    #expect(Formatting.shortened("/work/MyApp/Views/FeedRow.swift:140", to: 23) == "/wor…/FeedRow.swift:140")
    #expect(Formatting.shortened("View.swift:12", to: 16) == "View.swift:12")
    // No room for the folders: the file name and line, after `…`.
    #expect(Formatting.shortened("Sources/Feed/FeedRow.swift:12", to: 17) == "…FeedRow.swift:12")
    // A name: its start and its end (5 + 1 + 4 = 10).
    #expect(Formatting.shortened("AVeryLongViewName", to: 10) == "AVery…Name")
  }

  /// `bench run` of the example dashboard, one repetition, with `COLUMNS` set to `columns`
  /// (unset when `nil`); standard output is a pipe, not a terminal.
  func run(columns: Int?) throws -> [String] {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let setting = columns.map { "COLUMNS=\($0)" } ?? "unset COLUMNS;"
    let run = try BenchProcess.shell(
      "cd '\(InstallTests.packageRoot.path)' && \(setting) '\(BenchProcess.executable.path)' run --swiftui examples/swiftui/Dashboard.swift --reps 1 --out '\(folder.path)/out'"
    )
    #expect(run.status == 0, "\(run.stderr)")
    return run.stdout.components(separatedBy: "\n")
  }

  // The engine table is 144 columns wide: engine 14, body evals 10, × min 5, × best 6,
  // elements 8, comparisons 11, notifications 13, wasted 6, p50 and p99 frame 9 each (a
  // duration is at most 9 characters), over budget 11, stale 5, wrong actions 13, and 2
  // between each of the 13. Leaving out over budget (13 with its gap), p99 frame (11),
  // comparisons (13) and notifications (15) makes it 92, within 100.
  @Test func aHundredColumnsLeaveOutFourColumnsOfTheEngineTable() throws {
    let lines = try run(columns: 100)
    #expect(lines.allSatisfy { $0.count <= 100 })
    let header = try #require(lines.first { $0.hasPrefix("engine ") })
    #expect(
      header.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        == [
          "engine", "body evals", "× min", "× best", "elements", "wasted", "p50 frame", "stale",
          "wrong actions",
        ])
    #expect(
      lines.contains(
        "(over budget, p99 frame, comparisons, notifications left out to fit 100 columns; report.md has them)"
      ))
  }

  // At 60 columns the per-view table's paths keep their file and line: 60 - 31 (the counts'
  // columns and the gaps) leaves 29, 10 for the longest name (AlertBadge), 19 for the path.
  @Test func sixtyColumnsShortenThePathsKeepingTheFileAndLine() throws {
    let lines = try run(columns: 60)
    #expect(lines.allSatisfy { $0.count <= 60 })
    #expect(lines.contains("Header      …Dashboard.swift:28      1 + 20      20        0"))
    #expect(lines.contains("AlertBadge  …Dashboard.swift:38      1 + 20      10       10"))
  }

  // Not a terminal and no COLUMNS: every column, whole paths.
  @Test func withoutAWidthNothingIsLeftOut() throws {
    let lines = try run(columns: nil)
    #expect(lines.contains { $0.hasPrefix("engine ") && $0.hasSuffix("over budget  stale  wrong actions") })
    #expect(lines.contains("Header      examples/swiftui/Dashboard.swift:28      1 + 20      20        0"))
  }
}
