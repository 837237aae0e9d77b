import Foundation
import Testing

@testable import InvalidationBench

/// A fix whose footprint holds a guard the import took as passing is run under the guard
/// failing too, and offered only if it keeps the output and saves under both
/// (docs/advise.md, "Open values").
@Suite struct OpenBranchTests {
  /// An app of `Inbox.swift`, whose Sync button runs `action`, and of `others`; `held` is a
  /// line of the view's properties after its model (line 11), `shown` a line of its stack
  /// after its Text (line 15, or 16 after `held`), `declared` follows the view.
  static func advice(
    syncing action: String, held: String = "", shown: String = "", declared: String = "",
    others: [String: String] = [:]
  ) throws -> (advice: Advice, feature: String, folder: URL) {
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
        @StateObject private var inbox = Inbox()\(held.isEmpty ? "" : "\n" + held)

        var body: some View {
          VStack {
            Text("\\(inbox.unread)")\(shown.isEmpty ? "" : "\n" + shown)
            Button("Sync") {
      \(action)
            }
          }
        }
      }
      \(declared)

      """
    try source.write(to: feature, atomically: true, encoding: .utf8)
    for (name, text) in others {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return (try AppWideTests.advice(feature: feature.path), feature.path, folder)
  }

  /// Expects the migration offered on `action`, saving all 20 evaluations as written (20 → 0)
  /// and under its one open run, at `line`:`column` of `Inbox.swift`, said as `assumption`.
  static func expectOffered(
    syncing action: String, declared: String = "", at line: Int, _ column: Int, assumption: String
  ) throws {
    let (advice, feature, folder) = try Self.advice(syncing: action, declared: declared)
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    #expect(advice.evals == 20)
    let migration = try #require(advice.suggestions.first { $0.kind == .migrateToObservable })
    #expect(migration.evalsAfter == 0)
    #expect(migration.openRuns.map(\.place) == ["\(feature):\(line):\(column)"])
    #expect(migration.openRuns.map(\.assumption) == [assumption])
    #expect(migration.openRuns.map { [$0.evalsBefore, $0.evalsAfter] } == [[20, 0]])
  }

  /// Expects the migration rejected on `action`: under `assumption`, at `line`:`column`, it
  /// saves nothing (20 → 20).
  static func expectRejected(
    syncing action: String, declared: String = "", at line: Int, _ column: Int, assumption: String
  ) throws {
    let (advice, feature, folder) = try Self.advice(syncing: action, declared: declared)
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    #expect(!advice.suggestions.contains { $0.kind == .migrateToObservable })
    let rejected = try #require(advice.rejected.first { $0.kind == .migrateToObservable })
    #expect(
      rejected.why
        == "with \(assumption) (\(feature):\(line):\(column)), it saves nothing (20 → 20 evaluations)")
  }

  // The default trace taps Sync in each of its 20 frames. Passing (the import's guess), a tap
  // writes synced and sets unread to 0; failing, it writes synced alone. As written each tap
  // sends objectWillChange, so InboxView re-runs in every frame: 20 either way. Made
  // @Observable, InboxView tracks unread alone, which never changes (0 written over 0 notifies
  // no one, R6): 0 either way. The migration saves 20 under both, and is offered with the run
  // under the guard failing (line 17, the guard at column 9 of its action).
  @Test func aFixThatSavesUnderBothBranchesIsOfferedWithTheOtherRun() throws {
    try Self.expectOffered(
      syncing: """
                inbox.synced += 1
                guard inbox.synced > 100 else { return }
                inbox.unread = 0
        """, at: 17, 9, assumption: "'guard inbox.synced > 100' failing")
  }

  // Failing, the guard's else writes unread too: made @Observable, InboxView re-runs in each
  // frame as it does as written (20 → 20), so the migration, which saves 20 with the guard
  // passing, saves nothing there: not offered, rejected with the guard that stops it.
  @Test func aFixThatSavesNothingUnderTheOtherBranchIsWithheldSayingWhich() throws {
    try Self.expectRejected(
      syncing: """
                inbox.synced += 1
                guard inbox.synced > 100 else { inbox.unread += 1; return }
                inbox.unread = 0
        """, at: 17, 9, assumption: "'guard inbox.synced > 100' failing")
  }

  /// A server whose push may throw; it reaches no model, so calling it changes nothing shown.
  static let server = "enum Server { static func push() throws {} }"

  /// The action: a push in a `do` whose `catch` runs `caught`; its catch is at line 20, column
  /// 11 (after `        } `).
  static func syncing(caught: String) -> String {
    """
            do {
              inbox.synced += 1
              try Server.push()
              inbox.unread = 0
            } catch {
              \(caught)
            }
    """
  }

  // A do whose push throws is the other way of the import's guess: synced is written before
  // the try, then the catch runs. Either way a tap writes synced and sets unread to 0, so, as
  // for the guard above, 20 as written and 0 made @Observable under both; the run under the
  // catch is at the catch (line 20, column 11, after `        } `).
  @Test func aFixThatSavesWhenTheDoThrowsIsOfferedWithThatRun() throws {
    try Self.expectOffered(
      syncing: Self.syncing(caught: "inbox.unread = 0"), declared: Self.server, at: 20, 11,
      assumption: "'try Server.push()' throwing")
  }

  // When the push throws, the catch counts the failure in unread: made @Observable, InboxView
  // re-runs in each frame (20 → 20), so the migration saves nothing there and is rejected.
  @Test func aFixThatSavesNothingWhenTheDoThrowsIsWithheldSayingWhich() throws {
    try Self.expectRejected(
      syncing: Self.syncing(caught: "inbox.unread += 1"), declared: Self.server, at: 20, 11,
      assumption: "'try Server.push()' throwing")
  }

  // An `if` that returns early is read as the guard above: not taken, a tap writes synced and
  // sets unread to 0; taken, it writes synced alone. 20 as written and 0 made @Observable
  // either way, offered with the run where it is taken (line 17, column 9).
  @Test func anEarlyReturnIsAnOpenBranchAsAGuardIs() throws {
    try Self.expectOffered(
      syncing: """
                inbox.synced += 1
                if inbox.synced > 100 { return }
                inbox.unread = 0
        """, at: 17, 9, assumption: "'if inbox.synced > 100' taken")
  }
}
