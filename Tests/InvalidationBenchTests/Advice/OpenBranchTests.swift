import Foundation
import Testing

@testable import InvalidationBench

/// A fix whose footprint holds a guard the import took as passing is run under the guard
/// failing too, and offered only if it keeps the output and saves under both
/// (docs/advise.md, "Open values").
@Suite struct OpenBranchTests {
  /// An app of one file, `Inbox.swift`, whose Sync button runs `action`.
  static func advice(syncing action: String) throws -> (advice: Advice, feature: String, folder: URL) {
    let folder = try PatchTests.app()
    let feature = folder.appendingPathComponent("Inbox.swift")
    let source = """
      import Combine
      import SwiftUI

      final class Inbox: ObservableObject {
        @Published var unread = 0
        @Published var synced = 0
      }

      struct InboxView: View {
        @StateObject private var inbox = Inbox()

        var body: some View {
          VStack {
            Text("\\(inbox.unread)")
            Button("Sync") {
      \(action)
            }
          }
        }
      }

      """
    try source.write(to: feature, atomically: true, encoding: .utf8)
    return (try AppWideTests.advice(feature: feature.path), feature.path, folder)
  }

  // The default trace taps Sync in each of its 20 frames. Passing (the import's guess), a tap
  // writes synced and sets unread to 0; failing, it writes synced alone. As written each tap
  // sends objectWillChange, so InboxView re-runs in every frame: 20 either way. Made
  // @Observable, InboxView tracks unread alone, which never changes (0 written over 0 notifies
  // no one, R6): 0 either way. The migration saves 20 under both, and is offered with the run
  // under the guard failing (line 17, the guard at column 9 of its action).
  @Test func aFixThatSavesUnderBothBranchesIsOfferedWithTheOtherRun() throws {
    let (advice, feature, folder) = try Self.advice(
      syncing: """
                inbox.synced += 1
                guard inbox.synced > 100 else { return }
                inbox.unread = 0
        """)
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    #expect(advice.evals == 20)
    let migration = try #require(advice.suggestions.first { $0.kind == .migrateToObservable })
    #expect(migration.evalsAfter == 0)
    #expect(migration.openRuns.map(\.place) == ["\(feature):17:9"])
    #expect(migration.openRuns.map(\.assumption) == ["'guard inbox.synced > 100' failing"])
    #expect(migration.openRuns.map { [$0.evalsBefore, $0.evalsAfter] } == [[20, 0]])
  }

  // Failing, the guard's else writes unread too: made @Observable, InboxView re-runs in each
  // frame as it does as written (20 → 20), so the migration, which saves 20 with the guard
  // passing, saves nothing there: not offered, rejected with the guard that stops it.
  @Test func aFixThatSavesNothingUnderTheOtherBranchIsWithheldSayingWhich() throws {
    let (advice, feature, folder) = try Self.advice(
      syncing: """
                inbox.synced += 1
                guard inbox.synced > 100 else { inbox.unread += 1; return }
                inbox.unread = 0
        """)
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    #expect(!advice.suggestions.contains { $0.kind == .migrateToObservable })
    let rejected = try #require(advice.rejected.first { $0.kind == .migrateToObservable })
    #expect(
      rejected.why
        == "with 'guard inbox.synced > 100' failing (\(feature):17:9), it saves nothing (20 → 20 evaluations)"
    )
  }
}
