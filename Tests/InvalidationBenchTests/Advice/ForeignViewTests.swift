import Foundation
import Testing

@testable import InvalidationBench

/// A view neither SwiftUI's nor the files' is kept as an element with a warning; given only
/// values its parent reads, it withholds no fix where the whole app declares no type of its
/// name: a package's view cannot name the app's models, and its own evaluations are in no
/// count (docs/advise.md, "Not judged").
@Suite struct ForeignViewTests {
  /// The advice on an app whose InboxView shows `badge` (a call of a view no file declares)
  /// after its Text, at line 15, column 7, and taps Sync to set unread to 0
  /// (`OpenBranchTests.advice`).
  static func advice(badge: String, others: [String: String] = [:]) throws -> (
    advice: Advice, feature: String, folder: URL
  ) {
    try OpenBranchTests.advice(syncing: "inbox.unread = 0", shown: "      " + badge, others: others)
  }

  // The default trace taps Sync in each of its 20 frames. As written, each write of a
  // @Published property sends objectWillChange (R3): InboxView re-runs in every frame, 20.
  // Made @Observable, InboxView tracks unread alone, and 0 written over 0 notifies no one
  // (R6): 0. Badge is given the text InboxView reads, and the app declares no Badge: the
  // migration is offered, saving 20.
  @Test func aPackagesViewGivenValuesWithholdsNothing() throws {
    let (advice, _, folder) = try Self.advice(badge: "Badge(count: inbox.unread, tint: .red)")
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    #expect(advice.evals == 20)
    let migration = try #require(advice.suggestions.first { $0.kind == .migrateToObservable })
    #expect(migration.evalsAfter == 0)
  }

  // Given the model itself, Badge may observe it, or need it to be an ObservableObject: the
  // migration is not judged, and the warning at line 15, column 7 (the call) is why.
  @Test func aViewGivenTheModelWithholdsTheFix() throws {
    let (advice, feature, folder) = try Self.advice(badge: "Badge(inbox: inbox)")
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    #expect(!advice.suggestions.contains { $0.kind == .migrateToObservable })
    let withheld = try #require(advice.notJudged.first { $0.kind == .migrateToObservable })
    #expect(withheld.warnings.contains { $0.hasPrefix("\(feature):15:7: warning: kept 'Badge'") })
  }

  // A closure given (an action Badge may run) or a method of the model withholds the fix too,
  // at Badge's call.
  @Test(arguments: [
    "Badge(count: inbox.unread) { inbox.unread += 1 }", "Badge(action: inbox.objectWillChange.send)",
  ])
  func aViewGivenCodeWithholdsTheFix(badge: String) throws {
    let (advice, feature, folder) = try Self.advice(badge: badge)
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    #expect(!advice.suggestions.contains { $0.kind == .migrateToObservable })
    let withheld = try #require(advice.notJudged.first { $0.kind == .migrateToObservable })
    #expect(withheld.warnings.contains { $0.hasPrefix("\(feature):15:7: warning: kept 'Badge'") })
  }

  // A view's @State may hold a closure (or an object): given one, Badge may run it; the
  // migration is withheld at Badge's call (line 16, after the held state).
  @Test func aViewGivenStateWithholdsTheFix() throws {
    let (advice, feature, folder) = try OpenBranchTests.advice(
      syncing: "inbox.unread = 0", held: "  @State private var onDone: () -> Void = {}",
      shown: "      Badge(action: onDone)")
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    #expect(!advice.suggestions.contains { $0.kind == .migrateToObservable })
    let withheld = try #require(advice.notJudged.first { $0.kind == .migrateToObservable })
    #expect(withheld.warnings.contains { $0.hasPrefix("\(feature):16:7: warning: kept 'Badge'") })
  }

  // The app declares a Badge in a file the import did not bring in (for macOS only, and the
  // import reads for iOS): it may read the app's models, so the fix is not judged.
  @Test func aViewTheAppDeclaresWithholdsTheFix() throws {
    let badge = """
      import SwiftUI
      #if os(macOS)
      struct Badge: View {
        let count: Int
        @EnvironmentObject var inbox: Inbox
        var body: some View { Text("\\(count + inbox.unread)") }
      }
      #endif
      """
    let (advice, _, folder) = try Self.advice(
      badge: "Badge(count: inbox.unread)", others: ["Badge.swift": badge])
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    #expect(!advice.suggestions.contains { $0.kind == .migrateToObservable })
    #expect(advice.notJudged.contains { $0.kind == .migrateToObservable })
  }

  // A fix that keeps every model and every view's inputs (a state moved into a child, a part
  // extracted, `.equatable()`) leaves what a view kept as an element is given as it was: its
  // warning is in that fix's way no more (docs/advise.md, "Footprint"). SettingsForm with
  // traces/settings-form.yaml, with an element added to its form at 17:7: a Badge given a
  // closure of content (so not a package's view given values only), or a Tag of the file
  // called without the title it needs. Either is an element, so the counts are those of
  // PatchTests.aStateMovesIntoAChildAsADeveloperWritesIt, 32 as written and 24 with saves in
  // a child, and the move is offered with its patch. Before, the warning at 17:7 withheld it.
  @Test(arguments: [
    ("Badge { Text(\"New\") }", ""),
    ("Tag()", "\nstruct Tag: View {\n  let title: String\n  var body: some View { Text(title) }\n}\n"),
  ])
  func aFixThatKeepsModelsAndInputsIsJudgedBesideAnElement(element: String, declared: String) throws {
    let (advice, _, folder) = try Self.formAdvice(adding: element, declared: declared)
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    #expect(advice.evals == 32)
    let top = try #require(advice.suggestions.first)
    #expect(top.kind == .stateInChild)
    #expect(top.subject == "SettingsForm.saves")
    #expect(top.evalsAfter == 24)
    #expect(top.patch != nil)
    // No fix of the form is withheld: the element's warning is its only one.
    #expect(!advice.notJudged.contains { $0.subject.hasPrefix("SettingsForm") })
  }

  // Tag is given `Theme.accent`, which names nothing a view reads: the import passes a
  // constant, a guess at 17:17 (the argument). Where the app (Theme.swift, a file the import
  // does not read) declares it a `static let`, it is the same at each evaluation, as the
  // constant is: the move of `saves` into a child, which keeps Tag's inputs, is offered as
  // beside the Tag above, 32 → 24. A `static var` may change: the guess withholds the fixes
  // of the form, the move among them. A property of the form given it where the form is made
  // (`private let accent = Theme.accent`, a line above Tag) states it too.
  @Test(arguments: [
    ("Theme.accent", "static let", true), ("Theme.accent", "static var", false),
    ("accent", "static let", true),
  ])
  func aConstantTheAppStatesIsInTheWayOfTheFixesOfItsViewAlone(
    tint: String, declaration: String, offered: Bool
  ) throws {
    let tag = "\nstruct Tag: View {\n  let tint: String\n  var body: some View { Text(tint) }\n}\n"
    let (advice, feature, folder) = try Self.formAdvice(
      adding: "Tag(tint: \(tint))", declared: tag,
      property: tint == "accent" ? "  private let accent = Theme.accent\n" : "",
      others: ["Theme.swift": "enum Theme {\n  \(declaration) accent = \"Blue\"\n}\n"])
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    #expect(advice.evals == 32)
    let move = advice.suggestions.first { $0.subject == "SettingsForm.saves" }
    #expect((move?.evalsAfter == 24) == offered)
    let withheld = advice.notJudged.first { $0.subject == "SettingsForm.saves" }
    #expect(
      (withheld?.warnings.contains {
        $0.hasPrefix("\(feature):17:17: warning: in SettingsForm, passed a constant to Tag")
      }
        == true) == !offered)
  }

  // A package's view given a binding of the form's state (`$name`, dropped from its element)
  // may write it, and a move of name into a child would leave it behind: its warning stands in
  // the way of the fixes of the form, the move of name among them, withheld with it (17:7).
  @Test func anElementGivenABindingWithholdsTheFixesOfItsView() throws {
    let (advice, feature, folder) = try Self.formAdvice(adding: "Badge(text: $name)")
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    #expect(!advice.suggestions.contains { $0.subject == "SettingsForm.name" })
    let withheld = try #require(advice.notJudged.first { $0.subject == "SettingsForm.name" })
    #expect(withheld.warnings.contains { $0.hasPrefix("\(feature):17:7: warning: kept 'Badge'") })
  }

  /// The advice on examples/swiftui/SettingsForm.swift in an app, with traces/
  /// settings-form.yaml, `line` added to its form after SavedLabel (at line 17, column 7),
  /// `property` at the top of the form (moving the line down), `declared` after the file, and
  /// the app's `others` files (by name) beside it.
  static func formAdvice(
    adding line: String, declared: String = "", property: String = "", others: [String: String] = [:]
  ) throws -> (advice: Advice, feature: String, folder: URL) {
    let folder = try PatchTests.app()
    for (name, text) in others {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let feature = folder.appendingPathComponent("SettingsForm.swift")
    let written = try String(
      contentsOf: AdvisorTests.examples.appendingPathComponent("SettingsForm.swift"), encoding: .utf8)
    let added = written.replacingOccurrences(
      of: "      SavedLabel(count: saves)\n", with: "      SavedLabel(count: saves)\n      \(line)\n"
    ).replacingOccurrences(
      of: "struct SettingsForm: View {\n", with: "struct SettingsForm: View {\n" + property)
    #expect(added != written)
    try (added + declared).write(to: feature, atomically: true, encoding: .utf8)
    let trace = AdvisorTests.examples.appendingPathComponent("traces/settings-form.yaml").path
    return (try AppWideTests.advice(feature: feature.path, trace: trace), feature.path, folder)
  }

  // Without an app around the files, the files given are not the whole app: nothing is taken
  // as outside. Read as the app's folder (neither marker: every Swift file under it), the same
  // file declares no Badge, so Badge is.
  @Test func withoutAnAppNothingIsOutside() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let file = folder.appendingPathComponent("Inbox.swift")
    try "struct Inbox {}\n".write(to: file, atomically: true, encoding: .utf8)
    #expect(!AppUses(given: [file.path]).isOutside(.view("Badge")))
    #expect(AppUses(root: folder.path, given: [file.path]).isOutside(.view("Badge")))
    #expect(!AppUses(root: folder.path, given: [file.path]).isOutside(.view("Inbox")))
    // A package alone is its Sources and Tests, not its sibling packages: nothing is outside.
    try "// swift-tools-version:6.0\n".write(
      to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    #expect(!AppUses(root: folder.path, given: [file.path]).isOutside(.view("Badge")))
  }
}
