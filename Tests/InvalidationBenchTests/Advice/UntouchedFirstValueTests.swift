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

  // The same guess read by the body (Text(inbox.signature)) is what the screen shows: the
  // migration is not judged, and the guess at line 6, column 30 (after
  // `  @Published var signature = `, 29 characters), is why.
  @Test func aGuessTheBodyReadsWithholdsTheFix() throws {
    let (advice, feature, folder) = try Self.advice(
      member: "  @Published var signature = Signature.load()", shown: "inbox.signature")
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    #expect(!advice.suggestions.contains { $0.kind == .migrateToObservable })
    let withheld = try #require(advice.notJudged.first { $0.kind == .migrateToObservable })
    #expect(withheld.warnings.contains { $0.hasPrefix("\(feature):6:30: warning: took") })
  }

  /// `Inbox`'s `signature`, and an init that may set it from what the app saved.
  static let savedSignature = """
      @Published var signature = ""
      init() {
        let key = "signature"
        if let saved = UserDefaults.standard.string(forKey: key) { signature = saved }
      }
    """

  // The init's `if let` may set signature, to what the source does not say; it sets nothing
  // else and calls only the SDK's reads, and `let key` makes a local: the first is a guess
  // about signature alone, the second no warning. Nothing reads signature: as in
  // aGuessNothingReadsWithholdsNothing, the migration is offered, 20 → 0. (Before, the `if
  // let` was a statement left out of the init, which withheld every fix touching Inbox.)
  @Test func anInitsGuessOfAFieldNothingReadsWithholdsNothing() throws {
    let (advice, _, folder) = try Self.advice(member: Self.savedSignature, shown: "\"\\(inbox.unread)\"")
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    #expect(advice.evals == 20)
    let migration = try #require(advice.suggestions.first { $0.kind == .migrateToObservable })
    #expect(migration.evalsAfter == 0)
  }

  // Shown by the body, signature's first value is what the screen shows: the migration is not
  // judged, and the `if let` at line 9, column 5 (the member's fourth line, indented four
  // spaces) is why.
  @Test func anInitsGuessOfAFieldTheBodyReadsWithholdsTheFix() throws {
    let (advice, feature, folder) = try Self.advice(member: Self.savedSignature, shown: "inbox.signature")
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    #expect(!advice.suggestions.contains { $0.kind == .migrateToObservable })
    let withheld = try #require(advice.notJudged.first { $0.kind == .migrateToObservable })
    #expect(withheld.warnings.count == 1)
    #expect(
      withheld.warnings.first?.hasPrefix("\(feature):9:5: warning: took the first value of 'signature'")
        == true)
  }
}
