import Foundation
import Testing

@testable import InvalidationBench

/// `bench advise` (docs/advise.md): the fixes it keeps are right, their savings are the counts
/// derived by hand, and no suggestion breaks the screen it was made for.
@Suite struct AdvisorTests {
  static let examples = ImportReadsTests.examples

  static func advice(_ file: String, trace: String? = nil) throws -> (Advisor, Advice) {
    let path = examples.appendingPathComponent(file).path
    let tracePath = trace.map { examples.appendingPathComponent("traces/\($0)").path }
    let imported = try ImportedScreen.workload(swiftFiles: [path], tracePath: tracePath)
    let advisor = Advisor(workload: imported.workload)
    return (advisor, try advisor.advise())
  }

  // examples/swiftui/Dashboard.swift with traces/dashboard.yaml, 20 frames: every frame
  // ticks, every fifth also raises the alerts. As written (ObservableObject), Dashboard owns
  // the model and Header and AlertBadge hold it: each re-runs on every write, 20; TickLabel
  // is given model.tick, new every frame, 20: 80. @Observable: Dashboard reads tick (for
  // TickLabel), 20; Header reads title, which no frame writes, 0; TickLabel 20; AlertBadge
  // reads alerts, written in frames 5, 10, 15, 20: 4. 44, 36 saved.
  @Test func theDashboardsModelMigratedSavesWhatTheRulesSay() throws {
    let (_, advice) = try Self.advice("Dashboard.swift", trace: "dashboard.yaml")
    #expect(advice.evals == 80)
    let top = try #require(advice.suggestions.first)
    #expect(top.kind == .migrateToObservable)
    #expect(top.subject == "DashboardModel")
    #expect(top.evalsAfter == 44)
    #expect(
      top.views.map { "\($0.view) \($0.before) → \($0.after)" } == ["AlertBadge 20 → 4", "Header 20 → 0"])
    #expect(top.place == Self.examples.appendingPathComponent("Dashboard.swift").path + ":5")
  }

  // Making a field that a body reads unobserved leaves the view that shows it stale: the fix
  // is rejected. Dashboard's TickLabel shows tick; its writes must notify.
  @Test func aFixThatLeavesAViewStaleIsRejected() throws {
    let (_, advice) = try Self.advice("Dashboard.swift", trace: "dashboard.yaml")
    let rejected = advice.rejected.map { "\($0.kind.rawValue) \($0.subject)" }
    #expect(rejected.contains("ignore-unread-field DashboardModel.tick"))
    #expect(!advice.suggestions.contains { $0.subject == "DashboardModel.tick" })
  }

  // Over every example: each suggestion, written as a screen file and loaded from it (not
  // through the advisor), runs on as-written with no stale frame and no wrong action, and
  // to the evaluations the advisor predicted.
  @Test(arguments: ImportRoundTripTests.sources.filter { $0.hasPrefix("examples/") })
  func noSuggestionBreaksItsScreen(_ path: String) throws {
    let file = URL(fileURLWithPath: path).lastPathComponent
    let (advisor, advice) = try Self.advice(file)
    for suggestion in advice.suggestions {
      let text = try #require(try advisor.screenFile(after: suggestion))
      let screen = try ScreenFile(text: text, path: "\(suggestion.subject).yaml")
      let run = try CountRun.run(
        try screen.scenario(screen.values([WorkloadParameter.frames(20): advice.frames])), engines: [.asWritten])
      #expect(run.counters(.asWritten).staleFrames == 0, "\(file): \(suggestion.subject)")
      #expect(run.counters(.asWritten).actionMismatches == 0, "\(file): \(suggestion.subject)")
      #expect(run.evals(.asWritten) == suggestion.evalsAfter, "\(file): \(suggestion.subject)")
    }
  }
}
