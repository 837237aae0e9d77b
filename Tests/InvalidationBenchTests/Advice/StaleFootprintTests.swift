import Foundation
import Testing

@testable import InvalidationBench

/// A screen stale as written withholds only the fixes its staleness could reach: on a view
/// that showed a stale element or a view above one, or on a model these hold
/// (`StaleFootprint`, docs/advise.md, "Not judged").
@Suite struct StaleFootprintTests {
  static let source = """
    import Combine
    import SwiftUI

    final class Counter: ObservableObject {
      var count = 0
      @Published var log = 0
    }

    struct Screen: View {
      @StateObject private var counter = Counter()
      var body: some View {
        VStack {
          CountLabel(counter: counter)
          TapsPanel()
          Button("Add") { counter.count += 1 }
          Button("Log") { counter.log += 1 }
        }
      }
    }

    struct CountLabel: View {
      @ObservedObject var counter: Counter
      var body: some View { Text("\\(counter.count)") }
    }

    final class Taps: ObservableObject {
      @Published var taps = 0
      @Published var title = "Taps"
    }

    struct TapsPanel: View {
      @StateObject private var model = Taps()
      var body: some View {
        VStack {
          Text(model.title)
          Button("Tap") { model.taps += 1 }
        }
      }
    }

    """

  // The default trace takes its four interactions in turn over 20 frames: Add on frames 1, 5,
  // 9, 13, 17; Log on 2, 6, …, 18; Tap on 3, 7, …, 19; a new title on 4, 8, …, 20 (5 each).
  // `count` is not @Published: Add notifies no one, so CountLabel shows the old count until
  // Log's write re-runs it (R5), on frames 1, 5, 9, 13, 17: 5 stale frames, in CountLabel.
  // Log re-runs Screen and CountLabel, 5 each, 2 + 1 elements; TapsPanel, given no input, is
  // not re-run by Screen (R3) and re-runs on each write of its own model, taps or title, 10,
  // 2 elements each: 20 evaluations, 35 elements. With `taps` no longer @Published (read by no
  // body), only the 5 titles re-run TapsPanel: 20 → 15. TapsPanel and Taps are away from the
  // staleness: that fix is judged and offered. Counter's fixes touch CountLabel, or Counter,
  // which Screen and CountLabel hold: not judged, for the staleness.
  @Test func onlyTheFixesAwayFromTheStaleViewsAreJudged() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let path = folder.appendingPathComponent("Screen.swift").path
    try Self.source.write(toFile: path, atomically: true, encoding: .utf8)
    let imported = try ImportedScreen.workload(swiftFiles: [path])
    let advice = try Advisor(workload: imported.workload, warnings: imported.warnings).advise()
    #expect(advice.staleFrames == 5)
    #expect(advice.staleCauses.count == 1)
    #expect(advice.evals == 20)
    #expect(advice.elements == 35)
    let unpublished = try #require(
      advice.suggestions.first { $0.kind == .ignoreUnreadField && $0.subject == "Taps.taps" })
    #expect(unpublished.evalsAfter == 15)
    // The cause is named: CountLabel reads `count`, written `var count = 0` on line 5, whose
    // value starts at column 15.
    let why =
      "the screen as written shows 5 stale frames (the first at frame 1, in CountLabel): a bug of the app or of the import's reading of it, to fix first; CountLabel reads 'count' of Counter (\(path):5:15), which notifies no view when written: it is not @Published"
    #expect(advice.notJudged.allSatisfy { $0.warnings == [why] })
    #expect(
      Set(advice.notJudged.map(\.subject))
        == ["CountLabel.counter", "Counter.tapAdd", "Counter.tapLog", "Counter", "Counter.log"])
    #expect(advice.suggestions.allSatisfy { $0.subject.hasPrefix("Taps") })
  }

  /// An `@AppStorage` in an `ObservableObject` (it works only in a view: it publishes nothing)
  /// and an `@ObservationIgnored` field of an `@Observable` class, each written by the
  /// screen's interaction and read by a child's body: each run leaves the child stale, and the
  /// advice names the field that notifies no one.
  @Test(arguments: [
    (
      """
      import SwiftUI

      final class Settings: ObservableObject {
        @AppStorage("shimmer") var shimmer = true
      }

      struct SettingsScreen: View {
        @StateObject private var settings = Settings()
        var body: some View {
          VStack {
            ShimmerIcon(settings: settings)
            Button("Shimmer") { settings.shimmer.toggle() }
          }
        }
      }

      struct ShimmerIcon: View {
        @ObservedObject var settings: Settings
        var body: some View {
          Image(systemName: settings.shimmer ? "waveform" : "waveform.slash")
        }
      }

      """,
      // `true` starts at column 40 of line 4.
      "ShimmerIcon reads 'shimmer' of Settings (PATH:4:40), which notifies no view when written: it is not @Published"
    ),
    (
      """
      import SwiftUI

      @Observable final class Draft {
        @ObservationIgnored var words = 0
      }

      struct DraftScreen: View {
        @State private var draft = Draft()
        var body: some View {
          VStack {
            WordCount(draft: draft)
            Button("Type") { draft.words += 1 }
          }
        }
      }

      struct WordCount: View {
        let draft: Draft
        var body: some View {
          Text("\\(draft.words) words")
        }
      }

      """,
      // `0` starts at column 35 of line 4.
      "WordCount reads 'words' of Draft (PATH:4:35), which notifies no view when written: it is @ObservationIgnored"
    ),
  ])
  func theFieldThatNotifiesNoOneIsNamed(source: String, cause: String) throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let path = folder.appendingPathComponent("Screen.swift").path
    try source.write(toFile: path, atomically: true, encoding: .utf8)
    let imported = try ImportedScreen.workload(swiftFiles: [path])
    let advice = try Advisor(workload: imported.workload, warnings: imported.warnings).advise()
    #expect(advice.staleFrames > 0)
    #expect(advice.staleCauses == [cause.replacingOccurrences(of: "PATH", with: path)])
  }
}
