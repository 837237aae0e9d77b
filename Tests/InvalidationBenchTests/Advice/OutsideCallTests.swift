import Foundation
import Testing

@testable import InvalidationBench

/// A call an action makes on a type the whole app does not declare, or on a property of such
/// a type, given no code, is done where nothing of the app's gives that type or property code
/// and the type runs none later (docs/advise.md, "Not judged"). Each app is
/// `OpenBranchTests.advice`'s: Sync runs the call, then sets unread to 0.
@Suite struct OutsideCallTests {
  // The default trace taps Sync in each of its 20 frames: as written each write of unread
  // re-runs InboxView (R3), 20; made @Observable, 0 written over 0 notifies no one (R6), 0.
  // The SDK's audio session is called with a value, and nothing of the app gives
  // AVAudioSession code: the migration is offered, 20 → 0.
  @Test func aCallOnTheSDKIsDone() throws {
    let (advice, _, folder) = try OpenBranchTests.advice(
      syncing: "AVAudioSession.sharedInstance().setActive(true)\ninbox.unread = 0")
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let migration = try #require(advice.suggestions.first { $0.kind == .migrateToObservable })
    #expect(migration.evalsAfter == 0)
  }

  // A property of the view holding an SDK object (`let player = AVPlayer()`), paused: done,
  // the same 20 → 0.
  @Test func aCallOnAPropertyOfAnSDKTypeIsDone() throws {
    let (advice, _, folder) = try OpenBranchTests.advice(
      syncing: "player.pause()\ninbox.unread = 0", held: "  private let player = AVPlayer()")
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let migration = try #require(advice.suggestions.first { $0.kind == .migrateToObservable })
    #expect(migration.evalsAfter == 0)
  }

  // Elsewhere the app observes the audio session's interruptions with a closure: what the
  // session does may run the app's code, so the call is no longer known to change nothing,
  // and the migration is not judged.
  @Test func aTypeTheAppGivesCodeToIsNotDone() throws {
    let observer = """
      import AVFoundation
      func observeInterruptions() {
        NotificationCenter.default.addObserver(
          forName: AVAudioSession.interruptionNotification, object: AVAudioSession.sharedInstance(),
          queue: nil) { _ in }
      }
      """
    let (advice, _, folder) = try OpenBranchTests.advice(
      syncing: "AVAudioSession.sharedInstance().setActive(true)\ninbox.unread = 0",
      others: ["Interruptions.swift": observer])
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    #expect(!advice.suggestions.contains { $0.kind == .migrateToObservable })
    #expect(advice.notJudged.contains { $0.kind == .migrateToObservable })
  }

  // A timer runs code later (its block), so invalidating one is never taken as done: the
  // migration is withheld at the call (line 17, the action's first, after the held property).
  @Test func aCallOnATypeThatRunsCodeIsNotDone() throws {
    let (advice, feature, folder) = try OpenBranchTests.advice(
      syncing: "timer?.invalidate()\ninbox.unread = 0", held: "  private let timer: Timer? = nil")
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    #expect(!advice.suggestions.contains { $0.kind == .migrateToObservable })
    let withheld = try #require(advice.notJudged.first { $0.kind == .migrateToObservable })
    #expect(
      withheld.warnings.contains { $0.hasPrefix("\(feature):17:1: warning: skipped 'timer?.invalidate()'") })
  }

  // The view's body shows the player's rate: a package's or the SDK's object a body reads may
  // be observed (an @Observable one's members are tracked), so pausing it is not done.
  // (The call is the action's first line, 18, after the held property and the shown Text.)
  @Test func aPropertyTheBodyReadsIsNotDone() throws {
    let (advice, feature, folder) = try OpenBranchTests.advice(
      syncing: "player.pause()\ninbox.unread = 0", held: "  private let player = AVPlayer()",
      shown: "      Text(\"\\(player.rate)\")")
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    #expect(!advice.suggestions.contains { $0.kind == .migrateToObservable })
    let withheld = try #require(advice.notJudged.first { $0.kind == .migrateToObservable })
    #expect(withheld.warnings.contains { $0.hasPrefix("\(feature):18:1: warning: skipped 'player.pause()'") })
  }

  // Calls on the app's own code, declared in another file of the app, judged on all of it
  // (`SourceSymbols.inertNames`). The same trace and counts: offered, 20 → 0, where the call
  // can change nothing a view reads:
  // - a logger whose members name nothing of the app (`Log.shared.error`): offered;
  // - a function outside any type that names nothing of the app (`playClick()`): offered;
  // - a type that names the model (`Audit.record(inbox)` writes `synced`): not judged;
  // - a function that names a global variable of the app (`clicks += 1`): not judged;
  // - a function that takes a closure (`done?()` may run anything): not judged;
  // - a haptics helper that tests a model through a private stored property (`if
  //   settings.haptics` of `private let settings = Settings.shared`, also `guard !…`):
  //   offered; one that writes it (`settings.haptics = false`), calls its method
  //   (`settings.mute()`), keeps what it reads in a local (an object read may be written
  //   through it), or holds it in a property another type can reach (not `private`): not
  //   judged.
  @Test(arguments: [
    (
      "Log.shared.error(\"x\")",
      "final class Log {\n  static let shared = Log()\n  func error(_ m: String) { print(m) }\n}", true
    ),
    ("playClick()", "func playClick() { print(\"click\") }", true),
    (
      "Audit.record(inbox)", "enum Audit {\n  static func record(_ inbox: Inbox) { inbox.synced += 1 }\n}",
      false
    ),
    ("playClick()", "var clicks = 0\nfunc playClick() { clicks += 1 }", false),
    ("playClick()", "func playClick(_ done: (() -> Void)? = nil) { done?() }", false),
    ("Haptics.shared.fire()", Self.haptics(firing: "if settings.haptics { print(\"buzz\") }"), true),
    ("Haptics.shared.fire()", Self.haptics(firing: "settings.haptics = false"), false),
    ("Haptics.shared.fire()", Self.haptics(firing: "guard !settings.haptics else { return }"), true),
    ("Haptics.shared.fire()", Self.haptics(firing: "settings.mute()"), false),
    ("Haptics.shared.fire()", Self.haptics(firing: "let on = settings.haptics\n    print(on)"), false),
    (
      "Haptics.shared.fire()",
      Self.haptics(
        firing: "if settings.haptics { print(\"buzz\") }", holder: "let settings = Settings.shared"),
      false
    ),
  ])
  func aCallOnTheAppsOwnCodeIsDoneWhereItReachesNoModel(call: String, declared: String, offered: Bool) throws
  {
    let (advice, _, folder) = try OpenBranchTests.advice(
      syncing: "\(call)\ninbox.unread = 0", others: ["Other.swift": declared])
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let migration = advice.suggestions.first { $0.kind == .migrateToObservable }
    #expect(migration?.evalsAfter == (offered ? 0 : nil))
    #expect(advice.notJudged.contains { $0.kind == .migrateToObservable } == !offered)
  }

  /// A haptics helper of the app's holding its settings model in `holder`, `fire()` doing
  /// `body`.
  static func haptics(firing body: String, holder: String = "private let settings = Settings.shared")
    -> String
  {
    """
    import Combine
    final class Settings: ObservableObject {
      static let shared = Settings()
      @Published var haptics = true
      func mute() { haptics = false }
    }
    final class Haptics {
      static let shared = Haptics()
      \(holder)
      func fire() { \(body) }
    }
    """
  }

  // A call on a global variable of the app's, judged as a call on the type the app states for
  // it (`let logger = Logger(…)`, the SDK's). The same trace and counts: offered, 20 → 0, where
  // - the app declares the global once, of the SDK's type, and logs a value elsewhere
  //   (`"\(count)"` gives the logger a value, no code): offered;
  // - its type is the app's and names the model (`audit.note()` may write what InboxView shows):
  //   not judged;
  // - its first value states no type (`makeLogger()`): not judged;
  // - a type of the app has a property of that name too (the call may be on it): not judged;
  // - the app logs an interpolation that calls (`"\(describe())"` may run the app's code
  //   when the logger reads it): not judged.
  @Test(arguments: [
    (
      "let logger = Logger(subsystem: \"app\", category: \"sync\")\nfunc note(_ count: Int) { logger.debug(\"\\(count)\") }",
      true
    ),
    (
      "let logger = Audit()\nfinal class Audit {\n  func debug(_ m: String) { Inbox().synced += 1 }\n}", false
    ),
    ("let logger = makeLogger()\nfunc makeLogger() -> Logger { Logger() }", false),
    ("let logger = Logger()\nstruct Panel { let logger = Logger() }", false),
    (
      "let logger = Logger()\nfunc describe() -> String { \"x\" }\nfunc note() { logger.debug(\"\\(describe())\") }",
      false
    ),
  ])
  func aCallOnAGlobalIsDoneWhereItsTypeIs(declared: String, offered: Bool) throws {
    let (advice, _, folder) = try OpenBranchTests.advice(
      syncing: "logger.debug(\"Synced \\(inbox.unread)\")\ninbox.unread = 0",
      others: ["Globals.swift": "import os\n\(declared)\n"])
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let migration = advice.suggestions.first { $0.kind == .migrateToObservable }
    #expect(migration?.evalsAfter == (offered ? 0 : nil))
    #expect(advice.notJudged.contains { $0.kind == .migrateToObservable } == !offered)
  }

  // The standard defaults written under a literal key (`UserDefaults.standard.set(true,
  // forKey: "synced")`): offered, 20 → 0, where the app names that key only to defaults
  // methods (`bool(forKey: "synced")` reads it at launch, into no view); an `@AppStorage`
  // of that key elsewhere in the app shows it in a view, and an observer of the defaults'
  // changes runs the app's code: the migration is withheld by either.
  @Test(arguments: [
    ("func launched() -> Bool { UserDefaults.standard.bool(forKey: \"synced\") }", true),
    (
      "import SwiftUI\nstruct Badge: View {\n  @AppStorage(\"synced\") var synced = false\n  var body: some View { Text(synced ? \"yes\" : \"no\") }\n}",
      false
    ),
    (
      "import Foundation\nfunc watch() {\n  NotificationCenter.default.addObserver(forName: UserDefaults.didChangeNotification, object: nil, queue: nil) { _ in }\n}",
      false
    ),
  ])
  func theDefaultsWrittenUnderAKeyNoViewReadsAreDone(elsewhere: String, offered: Bool) throws {
    let (advice, _, folder) = try OpenBranchTests.advice(
      syncing: "UserDefaults.standard.set(true, forKey: \"synced\")\ninbox.unread = 0",
      others: ["Other.swift": elsewhere])
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let migration = advice.suggestions.first { $0.kind == .migrateToObservable }
    #expect(migration?.evalsAfter == (offered ? 0 : nil))
    #expect(advice.notJudged.contains { $0.kind == .migrateToObservable } == !offered)
  }

  // Sync calls Inbox's refresh() twice, and the import inlines it at each call; its first
  // statement, a local made by a call the import does not run, is skipped at each: one
  // statement, so one warning in the withheld migration's list (line 24, column 5: the
  // extension follows the view's 21 lines, and the statement is its third line), not two.
  @Test func aSkippedStatementOfAMethodCalledTwiceIsListedOnce() throws {
    let (advice, feature, folder) = try OpenBranchTests.advice(
      syncing: "inbox.refresh()\ninbox.refresh()",
      declared: "extension Inbox {\n  func refresh() {\n    let stamp = Clock.tick()\n    unread = 0\n  }\n}")
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let withheld = try #require(advice.notJudged.first { $0.kind == .migrateToObservable })
    #expect(withheld.warnings.filter { $0.hasPrefix("\(feature):24:5: warning: skipped") }.count == 1)
  }
}
