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
    let (advice, path) = try advising(Self.source)
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

  /// A stale view whose cause the source shows keeps the views above it out of the way: the
  /// cause is the field, not their re-runs.
  static let explained = """
    import SwiftUI

    final class Limits: ObservableObject {
      @AppStorage("period") var period = 4
    }

    final class Feed: ObservableObject {
      @Published var title = "Inbox"
      @Published var unread = 0
    }

    struct Screen: View {
      @StateObject private var limits = Limits()
      @StateObject private var feed = Feed()
      var body: some View {
        VStack {
          Text(feed.title)
          Button("Mark") { feed.unread += 1 }
          Panel(limits: limits)
        }
      }
    }

    struct Panel: View {
      @ObservedObject var limits: Limits
      var body: some View {
        VStack {
          Text("\\(limits.period) weeks")
          WeeksBadge(weeks: limits.period)
          Button("Two") { limits.period = 2 }
        }
      }
    }

    struct WeeksBadge: View {
      let weeks: Int
      var body: some View { Text("\\(weeks)") }
    }

    """

  // Three interactions in turn over 20 frames: Mark on frames 1, 4, …, 19 (7), Two on 2, 5,
  // …, 20 (7), a new title from outside on 3, 6, …, 18 (6). Screen holds Feed and re-runs on
  // each of its writes (R5): 7 + 6 = 13. Panel, given the same Limits (R4), is not re-run by
  // Screen, and `period`, an @AppStorage in an ObservableObject, notifies no one: Panel shows
  // "4 weeks" from frame 2 on, 19 stale frames, and so does WeeksBadge, given the old period
  // by Panel, never re-run. Feed's fixes change Screen, the view above Panel, and a model it
  // holds; the source shows Panel's staleness is `period`'s, and WeeksBadge's comes from
  // Panel, so they are judged: migrated, Screen re-runs only for the 6 titles (13 → 6); `unread` read by no
  // body and no longer @Published, the same (13 → 6). Limits' migration changes the model
  // whose field is the cause: not judged.
  @Test func aStaleViewWhoseCauseTheSourceShowsLeavesTheViewsAboveItJudged() throws {
    let (advice, path) = try advising(Self.explained)
    #expect(advice.evals == 13)
    #expect(advice.staleFrames == 19)
    #expect(
      advice.staleCauses == [
        "Panel reads 'period' of Limits (\(path):4:38), which notifies no view when written: it is not @Published"
      ])
    let offered = Dictionary(advice.suggestions.map { ("\($0.kind.rawValue) \($0.subject)", $0.evalsAfter) })
    { a, _ in a }
    #expect(offered == ["migrate-to-observable Feed": 6, "ignore-unread-field Feed.unread": 6])
    #expect(advice.notJudged.map { "\($0.kind.rawValue) \($0.subject)" } == ["migrate-to-observable Limits"])
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
    (
      // Read and written through the model's methods, in a menu's content, as a real app's
      // emergency screen does: the menu never shows the period chosen.
      """
      import SwiftUI

      final class Limits: ObservableObject {
        @AppStorage("period") private var period = 4
        func getPeriod() -> Int { period }
        func setPeriod(_ weeks: Int) { period = weeks }
      }

      struct LimitsScreen: View {
        @StateObject private var limits = Limits()
        var body: some View {
          Menu {
            let current = limits.getPeriod()
            Button {
              limits.setPeriod(2)
            } label: {
              Text("\\(current) weeks")
            }
          } label: {
            Text("Period")
          }
        }
      }

      """,
      // `4` starts at column 46 of line 4.
      "LimitsScreen reads 'period' of Limits (PATH:4:46), which notifies no view when written: it is not @Published"
    ),
  ])
  func theFieldThatNotifiesNoOneIsNamed(source: String, cause: String) throws {
    let (advice, path) = try advising(source)
    #expect(advice.staleFrames > 0)
    #expect(advice.staleCauses == [cause.replacingOccurrences(of: "PATH", with: path)])
  }
}
