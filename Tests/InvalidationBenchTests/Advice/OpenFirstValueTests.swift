import Foundation
import Testing

@testable import InvalidationBench

/// A first value the import guessed for a property written `Bool` is open: a fix is run with
/// it `false`, as guessed, and `true`, and offered only if it keeps the output and saves under
/// both; so is one of an enum of the files of at most four cases, with each case
/// (docs/advise.md, "Open values"). Each app is `UntouchedFirstValueTests.advice`'s:
/// Inbox keeps `expanded: Bool`, set by an init the import does not run, and Sync sets unread
/// to 0.
@Suite struct OpenFirstValueTests {
  /// Inbox's advice with `member` declared and `shown` shown: the evaluations as written, the
  /// migration's after it, and its runs under open values, each written `LINE:COLUMN
  /// ASSUMPTION BEFORE → AFTER`.
  static func migration(member: String, shown: String) throws -> (evals: Int, evalsAfter: Int, runs: [String])
  {
    let (advice, feature, folder) = try UntouchedFirstValueTests.advice(member: member, shown: shown)
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let migration = try #require(advice.suggestions.first { $0.kind == .migrateToObservable })
    return (
      advice.evals, migration.evalsAfter,
      migration.openRuns.map {
        "\($0.place.dropFirst(feature.count + 1)) \($0.assumption) \($0.evalsBefore) → \($0.evalsAfter)"
      }
    )
  }

  // InboxView shows "open" or "closed" by expanded (its guess at line 6, column 18: the
  // binding, after `  @Published var `, 17 characters). The default trace runs Sync and toggles expanded from outside, in turn, 10
  // times each. As written each frame's @Published write re-runs InboxView (R3): 20. Made
  // @Observable, Sync's 0 over 0 notifies no one (R6), and each toggle re-runs it: 10. With
  // expanded starting true, the same: each toggle changes it, Sync writes an equal value.
  @Test func aBoolsOtherValueIsRunToo() throws {
    let (evals, evalsAfter, runs) = try Self.migration(
      member: "  @Published var expanded: Bool", shown: "inbox.expanded ? \"open\" : \"closed\"")
    #expect(evals == 20)
    #expect(evalsAfter == 10)
    #expect(runs == ["6:18 'expanded' starting true 20 → 10"])
  }

  // A text or a number has more values than two runs stand for: the same screen with
  // `expanded: String` withholds the migration, at the guess (6:18).
  @Test func anotherTypesGuessWithholdsTheFix() throws {
    let (advice, feature, folder) = try UntouchedFirstValueTests.advice(
      member: "  @Published var expanded: String", shown: "inbox.expanded")
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    #expect(!advice.suggestions.contains { $0.kind == .migrateToObservable })
    let withheld = try #require(advice.notJudged.first { $0.kind == .migrateToObservable })
    #expect(withheld.warnings.contains { $0.hasPrefix("\(feature):6:18: warning: took \"\"") })
  }

  // An enum of three cases: the guess is its first case, "open" (7:18: the binding after
  // `  @Published var `), and the fix is run with each other one. The default trace taps Sync
  // on odd frames and writes mode from outside on even ones ("2", "4", …: each a change), 10
  // each. As written each @Published write re-runs InboxView (R3): 20. Made @Observable, Sync's
  // 0 over 0 notifies no one (R6), each write of mode re-runs it: 10; starting "closed" or
  // "snoozed", the same (the first write, "2", changes it too).
  @Test func anEnumsOtherCasesAreRunToo() throws {
    let (evals, evalsAfter, runs) = try Self.migration(
      member: "  enum Mode { case open, closed, snoozed }\n  @Published var mode: Mode",
      shown: "inbox.mode == .open ? \"open\" : \"other\"")
    #expect(evals == 20)
    #expect(evalsAfter == 10)
    #expect(
      runs == [
        "7:18 'mode' starting \"closed\" 20 → 10",
        "7:18 'mode' starting \"snoozed\" 20 → 10",
      ])
  }

  // Five cases are more than the advice runs (`ModelCollector.openCases`, 4): the guess, the
  // first case, withholds the migration, at 7:18.
  @Test func anEnumOfManyCasesWithholdsTheFix() throws {
    let (advice, feature, folder) = try UntouchedFirstValueTests.advice(
      member: "  enum Mode { case a, b, c, d, e }\n  @Published var mode: Mode",
      shown: "inbox.mode == .a ? \"a\" : \"other\"")
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    #expect(!advice.suggestions.contains { $0.kind == .migrateToObservable })
    let withheld = try #require(advice.notJudged.first { $0.kind == .migrateToObservable })
    #expect(withheld.warnings.contains { $0.hasPrefix("\(feature):7:18: warning: took \"a\"") })
  }

  // A list whose length the source does not say (`@Published var tags: [String]`, set by an
  // init the screen does not run) is taken as three elements, and is open between none, one
  // and those three: the guess at 6:18 (the binding after `  @Published var `). The default
  // trace taps Sync on odd frames and appends to tags from outside on even ones, 10 each. As
  // written each @Published write re-runs InboxView (R3): 20. Made @Observable, Sync's 0 over
  // 0 notifies no one (R6), each append changes tags and re-runs it: 10; starting with no
  // element or one, the same (each append changes the list whatever it held).
  @Test func aListsOtherLengthsAreRunToo() throws {
    let (evals, evalsAfter, runs) = try Self.migration(
      member: "  @Published var tags: [String]", shown: "\"\\(inbox.tags.count)\"")
    #expect(evals == 20)
    #expect(evalsAfter == 10)
    #expect(
      runs == ["6:18 'tags' starting [] 20 → 10", "6:18 'tags' starting [0] 20 → 10"])
  }

  // A model's array of the files' structs, of a length the source does not say, is its
  // records, three assumed, open between none, one and three: the guess at 7:18 (after the
  // struct's line). The default trace taps Sync in each of its 20 frames: as written each
  // re-runs InboxView (R3), 20; made @Observable, 0 over 0 notifies no one (R6): 0, under
  // each count of records too (the count it shows does not change).
  @Test func aCountOfRecordsIsOpenToo() throws {
    let (evals, evalsAfter, runs) = try Self.migration(
      member:
        "  struct Note: Identifiable { let id = UUID(); var title = \"\" }\n  @Published var notes: [Note]",
      shown: "\"\\(inbox.notes.count)\"")
    #expect(evals == 20)
    #expect(evalsAfter == 0)
    #expect(
      runs == [
        "7:18 'notes' starting with 0 records 20 → 0",
        "7:18 'notes' starting with 1 record 20 → 0",
      ])
  }
}
