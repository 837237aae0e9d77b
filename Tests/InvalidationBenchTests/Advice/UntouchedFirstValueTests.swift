import Foundation
import Testing

@testable import InvalidationBench

/// A first value the import guessed withholds only the fixes whose screen depends on it: a
/// model's field that no body reads and no action reads or writes (a client, a logger) is in
/// no fix's way (docs/advise.md, "Not judged").
@Suite struct UntouchedFirstValueTests {
  /// An app of one file, `Inbox.swift`: Inbox keeps `member`, whose first value is a call the
  /// import cannot run (guessed), and InboxView shows `shown`; Sync sets unread to 0.
  static func advice(member: String, shown: String) throws -> (advice: Advice, feature: String, folder: URL) {
    let folder = try PatchTests.app()
    let feature = folder.appendingPathComponent("Inbox.swift")
    let source = """
      import Combine
      import SwiftUI

      final class Inbox: ObservableObject {
        @Published var unread = 0
      \(member)
      }

      struct InboxView: View {
        @StateObject private var inbox = Inbox()

        var body: some View {
          VStack {
            Text(\(shown))
            Button("Sync") { inbox.unread = 0 }
          }
        }
      }

      """
    try source.write(to: feature, atomically: true, encoding: .utf8)
    return (try AppWideTests.advice(feature: feature.path), feature.path, folder)
  }

  // The default trace taps Sync in each of its 20 frames. As written, each write of a
  // @Published property sends objectWillChange (R3), so InboxView re-runs in every frame: 20.
  // Made @Observable, InboxView tracks unread alone, and 0 written over 0 notifies no one
  // (R6): 0. `client` is read and written by nothing, so its guessed first value withholds
  // nothing: the migration is offered, saving 20.
  @Test func aGuessNothingReadsWithholdsNothing() throws {
    let (advice, _, folder) = try Self.advice(
      member: "  let client = MailClient(host: Configuration.host)", shown: "\"\\(inbox.unread)\"")
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    #expect(advice.evals == 20)
    let migration = try #require(advice.suggestions.first { $0.kind == .migrateToObservable })
    #expect(migration.evalsAfter == 0)
  }

  // The same guess read by the body (Text(inbox.signature)) is what the screen shows, and the
  // default trace then writes it from outside: 20 frames, Sync and a new signature in turn.
  // As written each frame's write re-runs InboxView (R3): 20. Made @Observable, Sync's 0 over
  // 0 notifies no one (R6) and each new signature re-runs it: 10. The migration is run again
  // with signature starting "open" (the guess at line 6, column 30, after `  @Published var
  // signature = `, 29 characters): the trace writes the same new texts, so 20 → 10 there
  // too, and it is offered with that run.
  @Test func aGuessTheBodyReadsIsRunBothWays() throws {
    let (advice, feature, folder) = try Self.advice(
      member: "  @Published var signature = Signature.load()", shown: "inbox.signature")
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let migration = try #require(advice.suggestions.first { $0.kind == .migrateToObservable })
    #expect(migration.evalsAfter == 10)
    let runs = migration.openRuns.map { "\($0.place) \($0.assumption) \($0.evalsBefore) → \($0.evalsAfter)" }
    #expect(runs == ["\(feature):6:30 'signature' starting \"open\" 20 → 10"])
  }
}
