import Foundation
import Testing

@testable import InvalidationBench

/// `bench advise` writes a suggestion as a unified diff of the app's files (docs/advise.md,
/// "Patches"): `git apply` takes it, and the patched files, imported again, run as predicted.
@Suite struct PatchTests {
  /// `folder` copied, with `patch` applied by `git apply`; the copy's folder.
  static func applied(_ patch: String, to folder: URL) throws -> URL {
    let copy = try BenchProcess.temporaryFolder().appendingPathComponent(folder.lastPathComponent)
    try FileManager.default.copyItem(at: folder, to: copy)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "apply", "-"]
    process.currentDirectoryURL = copy
    let input = Pipe()
    process.standardInput = input
    try process.run()
    input.fileHandleForWriting.write(Data(patch.utf8))
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return copy
  }

  /// A new folder `App` holding an Xcode project, for the files of a test's app.
  static func app() throws -> URL {
    let folder = try BenchProcess.temporaryFolder().appendingPathComponent("App")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
    return folder
  }

  /// The counts and output of `feature` as written, on the trace of `written`, over `frames`.
  static func run(_ feature: String, on written: ImportedWorkload, frames: Int = 20) throws -> (
    evals: Int, outputs: [[Value]]
  ) {
    let imported = try ImportedScreen.workload(swiftFiles: [feature])
    let changed = try imported.workload.changed(to: imported.workload.draft, trace: try written.traceText())
    let scenario = try changed.scenario(changed.values([changed.parameters[0]: frames]))
    let run = try CountRun.run(scenario, engines: [.asWritten], recordingOutput: true)
    return (run.engines[0].counters.bodyEvals, run.outputs)
  }

  // examples/swiftui/Migration.swift in an app of its own. The default trace cycles Sync, Add
  // and external(settings.currency) over 20 frames: 7, 7 and 6. As written CheckoutScreen
  // re-runs on Sync's and currency's objectWillChange (7 + 6) and CartBadge on Add (7): 20.
  // Without @Published on lastSync, Sync notifies no one: 6 + 7 = 13. Made @Observable,
  // CheckoutScreen tracks currency only: the same 13. Both patches apply, and the patched
  // screens run 13 with the output of the screen as written, frame by frame; for equal savings
  // the one-line change ranks first.
  @Test func eachPatchAppliesAndRunsAsPredicted() throws {
    let shop = try AppWideTests.shop([:])
    defer { BenchProcess.remove(shop.folder.deletingLastPathComponent()) }
    let advice = try AppWideTests.advice(feature: shop.feature)
    #expect(advice.suggestions.map(\.kind) == [.ignoreUnreadField, .migrateToObservable])
    let written = try ImportedScreen.workload(swiftFiles: [shop.feature]).workload
    let before = try Self.run(shop.feature, on: written)
    #expect(before.evals == 20)
    for suggestion in advice.suggestions {
      let copy = try Self.applied(try #require(suggestion.patch), to: shop.folder)
      defer { BenchProcess.remove(copy.deletingLastPathComponent()) }
      let after = try Self.run(copy.appendingPathComponent("Checkout/Migration.swift").path, on: written)
      #expect(after.evals == 13)
      #expect(after.evals == suggestion.evalsAfter)
      #expect(after.outputs == before.outputs)
    }
  }

  // Every patch of the examples with suggestions of the kinds written as patches (a migration,
  // fields passed, a dropped @Published), applied with `git apply` to the example in an app of its own,
  // imported again and run on the trace of the screen as written: the evaluations the
  // suggestion predicted, and the same output after the first render and every frame.
  @Test(arguments: [
    "CatalogSubviews.swift", "Dashboard.swift", "Interactions.swift", "Migration.swift", "SettingsForm.swift",
  ])
  func everyPatchOfAnExampleRunsAsPredicted(_ name: String) throws {
    let folder = try Self.app()
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let feature = folder.appendingPathComponent(name)
    try FileManager.default.copyItem(at: AdvisorTests.examples.appendingPathComponent(name), to: feature)
    let advice = try AppWideTests.advice(feature: feature.path)
    // Each suggestion of a kind written as a patch has one (none of these examples stands in
    // the way of one).
    let patched = advice.suggestions.filter { $0.patch != nil }
    let kinds: Set<FixKind> = [
      .ignoreUnreadField, .migrateToObservable, .passFields, .extractRead, .stateInChild,
    ]
    #expect(patched.count == advice.suggestions.filter { kinds.contains($0.kind) }.count)
    #expect(!patched.isEmpty)
    let written = try ImportedScreen.workload(swiftFiles: [feature.path]).workload
    let frames = advice.frames
    let before = try Self.run(feature.path, on: written, frames: frames)
    #expect(before.evals == advice.evals)
    for suggestion in patched {
      let copy = try Self.applied(try #require(suggestion.patch), to: folder)
      defer { BenchProcess.remove(copy.deletingLastPathComponent()) }
      let after = try Self.run(copy.appendingPathComponent(name).path, on: written, frames: frames)
      #expect(after.evals == suggestion.evalsAfter, "\(suggestion.kind) \(suggestion.subject)")
      #expect(after.outputs == before.outputs, "\(suggestion.kind) \(suggestion.subject)")
    }
  }

  // SettingsForm.swift with traces/settings-form.yaml, 20 frames: as written 32
  // (AdvisorTests.theFormsTopSuggestionIsToIsolateItsRegions: the form 4, SavedLabel 4, the
  // field 15, the slider 9). With saves, the Save button and SavedLabel in a child of their
  // own, the form reads nothing that changes: 0; the field and the slider re-run at their own
  // edits only, 11 and 5; the child reads saves, 4; SavedLabel 4: 24, as with all three states
  // moved, so the smaller change ranks first. Its patch is the child a developer writes, and the
  // patched file, imported again, runs 24 with the output as written.
  @Test func aStateMovesIntoAChildAsADeveloperWritesIt() throws {
    let folder = try Self.app()
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let feature = folder.appendingPathComponent("SettingsForm.swift")
    try FileManager.default.copyItem(
      at: AdvisorTests.examples.appendingPathComponent("SettingsForm.swift"), to: feature)
    let trace = AdvisorTests.examples.appendingPathComponent("traces/settings-form.yaml").path
    let advice = try AppWideTests.advice(feature: feature.path, trace: trace)
    #expect(advice.evals == 32)
    let top = try #require(advice.suggestions.first)
    #expect(top.kind == .stateInChild)
    #expect(top.subject == "SettingsForm.saves")
    #expect(top.evalsAfter == 24)
    let copy = try Self.applied(try #require(top.patch), to: folder)
    defer { BenchProcess.remove(copy.deletingLastPathComponent()) }
    let patched = try String(contentsOf: copy.appendingPathComponent("SettingsForm.swift"), encoding: .utf8)
    #expect(
      patched.components(separatedBy: "examples/settings-form.yaml, this screen written as a screen file.\n")[
        1]
          == """
          struct SettingsForm: View {
            @State private var name = ""
            @State private var volume = 5

            var body: some View {
              Form {
                TextField("Name", text: $name)
                Slider(value: $volume)
                SettingsFormSaves()
              }
            }
          }

          struct SettingsFormSaves: View {
            @State private var saves = 0

            var body: some View {
              Button("Save") { saves += 1 }
              SavedLabel(count: saves)
            }
          }

          struct SavedLabel: View {
            let count: Int

            var body: some View {
              Text("Saved \\(count) times")
            }
          }

          """)
    let written = try ImportedScreen.workload(swiftFiles: [feature.path], tracePath: trace).workload
    let before = try Self.run(feature.path, on: written)
    let after = try Self.run(copy.appendingPathComponent("SettingsForm.swift").path, on: written)
    #expect(after.evals == 24)
    #expect(after.outputs == before.outputs)
  }

  static let counter = """
    import SwiftUI

    struct Counter: View {
      static let unit = "taps"
      @State private var count = 0
      @State private var isOn = false

      var body: some View {
        VStack {
          Toggle("On", isOn: $isOn)
          Button("Tap") { count += 1 }
          Text("\\(count) \\(Self.unit)")
        }
      }
    }

    """

  // Statements that use `Self` (or pass `self`) would mean the new child there: moving count
  // with its Button and Text, which reads `Self.unit`, has no patch, at `Self` (line 12:
  // `      Text("\\(count) \\(Self.unit)")`, `Self` at column 24); moving isOn with its Toggle
  // has one.
  @Test func statementsUsingSelfAreNotMovedIntoAChild() throws {
    let folder = try Self.app()
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let feature = folder.appendingPathComponent("Counter.swift")
    try Self.counter.write(to: feature, atomically: true, encoding: .utf8)
    let advice = try AppWideTests.advice(feature: feature.path)
    // Not offered: it is listed without a patch, with why.
    #expect(!advice.suggestions.contains { $0.subject == "Counter.count" })
    let count = try #require(advice.withoutPatch.first { $0.subject == "Counter.count" })
    #expect(count.patch == nil)
    #expect(
      count.noPatch
        == "\(feature.path):12:24: the statements use Self, which would be CounterCount: move them by hand")
    #expect(advice.suggestions.first { $0.subject == "Counter.isOn" }?.patch != nil)
  }

  static let panel = """
    import SwiftUI

    @MainActor
    struct Panel: View {
      enum Unit { static let name = "taps" }
      @State private var count = 0
      @State private var isOn = false

      var body: some View {
        VStack {
          Toggle("On", isOn: $isOn)
          Button("Tap") { count += 1 }
          Text("\\(count) \\(Unit.name)")
        }
      }
    }

    """

  // The same form where the app declares another SettingsForm in a file of its own (another
  // target's, `Mac/SettingsForm.swift`): the parts to move are all in the feature's file,
  // which declares it once, so the patch edits that file, and the suggestion is the one above
  // (32 → 24) with a patch that touches no other file. (Before, "struct SettingsForm must be
  // declared once in the files read": listed without a patch.)
  @Test func aViewTheAppDeclaresAgainForAnotherTargetIsPatchedWhereItsPartsAre() throws {
    let folder = try Self.app()
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let feature = folder.appendingPathComponent("SettingsForm.swift")
    try FileManager.default.copyItem(
      at: AdvisorTests.examples.appendingPathComponent("SettingsForm.swift"), to: feature)
    let mac = folder.appendingPathComponent("Mac")
    try FileManager.default.createDirectory(at: mac, withIntermediateDirectories: true)
    try "import SwiftUI\nstruct SettingsForm: View {\n  var body: some View { Text(\"Mac\") }\n}\n".write(
      to: mac.appendingPathComponent("SettingsForm.swift"), atomically: true, encoding: .utf8)
    let trace = AdvisorTests.examples.appendingPathComponent("traces/settings-form.yaml").path
    let advice = try AppWideTests.advice(feature: feature.path, trace: trace)
    let top = try #require(advice.suggestions.first)
    #expect(top.subject == "SettingsForm.saves")
    #expect(top.evalsAfter == 24)
    let patch = try #require(top.patch)
    #expect(patch.contains("+++ b/SettingsForm.swift"))
    #expect(!patch.contains("Mac/"))
  }

  // A view's `@MainActor` is the new child's too; a type the view declares is seen by the
  // child only where the statements do not name it: moving isOn with its Toggle has a patch
  // declaring `@MainActor struct PanelIsOn`; moving count takes the Text naming Unit (line 13:
  // `      Text("\\(count) \\(`, Unit at column 24), which the child would not see: no patch.
  @Test func aChildTakesTheViewsIsolationAndNotItsNestedTypes() throws {
    let folder = try Self.app()
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let feature = folder.appendingPathComponent("Panel.swift")
    try Self.panel.write(to: feature, atomically: true, encoding: .utf8)
    let advice = try AppWideTests.advice(feature: feature.path)
    let isOn = try #require(advice.suggestions.first { $0.subject == "Panel.isOn" })
    #expect(isOn.patch?.contains("\n+@MainActor\n+struct PanelIsOn: View {\n") == true)
    let count = try #require(advice.withoutPatch.first { $0.subject == "Panel.count" })
    #expect(
      count.noPatch
        == "\(feature.path):13:24: Unit is a type the view declares, which PanelCount would not see: move the parts by hand"
    )
  }

  // `bench scan` counts what is offered: with patchedOnly, the Counter above gets the same
  // suggestion (isOn, with the same patch); the moves without a patch because they take the
  // Text that uses Self (count's, and all of Counter's states together: state-in-child tries
  // each state and all of a view's) are not tried, so nothing is listed without a patch.
  @Test func tryingOnlyWhatHasAPatchOffersTheSame() throws {
    let folder = try Self.app()
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let feature = folder.appendingPathComponent("Counter.swift")
    try Self.counter.write(to: feature, atomically: true, encoding: .utf8)
    let all = try AppWideTests.advice(feature: feature.path)
    let offered = try AppWideTests.advice(feature: feature.path, patchedOnly: true)
    #expect(all.withoutPatch.map(\.subject).sorted() == ["Counter", "Counter.count"])
    #expect(offered.withoutPatch.isEmpty)
    #expect(offered.suggestions.map(\.subject) == ["Counter.isOn"])
    #expect(offered.suggestions.map(\.subject) == all.suggestions.map(\.subject))
    #expect(offered.suggestions.map(\.patch) == all.suggestions.map(\.patch))
  }

  // A key path's `\.self` names the element, not the view: the rows of FeedView
  // (AdvisorTests.feed), keyed by `\.self`, move into a child with a patch, proven as the
  // advisor proves each (imported again, it runs the predicted 20 evaluations on the tint
  // trace: AdvisorTests).
  @Test func aKeyPathToSelfIsNotTheViewsSelf() throws {
    let folder = try Self.app()
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let feature = folder.appendingPathComponent("FeedView.swift")
    let trace = folder.appendingPathComponent("tint.yaml").path
    try "trace:\n  - 'tap(tapTint)'\n".write(toFile: trace, atomically: true, encoding: .utf8)
    try AdvisorTests.feed.write(to: feature, atomically: true, encoding: .utf8)
    let advice = try AppWideTests.advice(feature: feature.path, trace: trace)
    let rows = try #require(advice.suggestions.first { $0.subject == "FeedViewPart1" })
    #expect(rows.evalsAfter == 20)
    #expect(rows.patch?.contains("+struct FeedViewPart1: View {") == true)
  }

  // A patch is offered only when the files it leaves, imported again, run as predicted: here
  // the import "again" is the screen as written (20 evaluations, Migration.swift), not the 13
  // each fix predicts, so neither suggestion has a patch, and each says why.
  @Test func aPatchThatDoesNotRunAsPredictedIsNotOffered() throws {
    let shop = try AppWideTests.shop([:])
    defer { BenchProcess.remove(shop.folder.deletingLastPathComponent()) }
    let written = try ImportedScreen.workload(swiftFiles: [shop.feature]).workload
    let advice = try AppWideTests.advice(feature: shop.feature, reimport: { _ in written })
    // Neither is offered: both are listed without a patch, with why.
    #expect(advice.suggestions.isEmpty)
    #expect(advice.withoutPatch.count == 2)
    for suggestion in advice.withoutPatch {
      #expect(suggestion.patch == nil)
      #expect(
        suggestion.noPatch
          == "the patched files, imported again, give 20 evaluations where the change predicted 13: make the change by hand"
      )
    }
    // The markdown says so in its count and lists them apart, 20 − 13 = 7 saved each.
    let markdown = advice.markdown(top: 3)
    #expect(markdown.contains("0 save evaluations as a proven patch, 2 more without one"))
    #expect(markdown.contains("## Without a patch"))
    #expect(
      markdown.components(
        separatedBy:
          "20 → 13 evaluations (saves 7); no patch: the patched files, imported again, give 20 evaluations where the change predicted 13"
      ).count == 3)
  }

  // The migration in the app of AppWideTests.syncBar: the model and its feature's holder as in
  // eachPatchAppliesAndRunsAsPredicted, and in SyncBar.swift the @EnvironmentObject holder
  // becomes @Environment(Settings.self), ShopApp's @StateObject @State, and the injection of
  // the object ShopApp holds .environment(_:).
  @Test func aMigrationRewritesTheEnvironmentHolderAndItsInjection() throws {
    let shop = try AppWideTests.shop(["SyncBar.swift": AppWideTests.syncBar])
    defer { BenchProcess.remove(shop.folder.deletingLastPathComponent()) }
    let advice = try AppWideTests.advice(feature: shop.feature)
    let migration = try #require(advice.suggestions.first { $0.kind == .migrateToObservable })
    let copy = try Self.applied(try #require(migration.patch), to: shop.folder)
    defer { BenchProcess.remove(copy.deletingLastPathComponent()) }
    let syncBar = try String(contentsOf: copy.appendingPathComponent("SyncBar.swift"), encoding: .utf8)
    #expect(
      syncBar == """
        import SwiftUI

        struct SyncBar: View {
          @Environment(Settings.self) var settings: Settings
          var body: some View {
            Text("synced \\(settings.lastSync)")
          }
        }

        @main struct ShopApp: App {
          @State private var settings = Settings()
          var body: some Scene {
            WindowGroup { CheckoutScreen().environment(settings) }
          }
        }
        """)
    let feature = try String(
      contentsOf: copy.appendingPathComponent("Checkout/Migration.swift"), encoding: .utf8)
    let lines = feature.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[5...8] == [
        "@Observable final class Settings {", "  var currency = \"EUR\"", "  var lastSync = 0", "}",
      ])
    #expect(lines[15] == "  @State private var settings = Settings()")
  }

  // Holders whose wrappers their inits make by hand from a dependency given in
  // (`_settings = StateObject(wrappedValue: settings)`): Shell's @StateObject becomes @State
  // made by `State(wrappedValue:)`, SyncBar's @ObservedObject @Bindable made by
  // `Bindable(wrappedValue:)`, both initializers SwiftUI declares; ShopApp's @StateObject
  // @State, as before. The feature saves as in eachPatchAppliesAndRunsAsPredicted (20 → 13),
  // and the patched files, imported again, run to it (the advice checks, or it lists the
  // migration without a patch). Before, the patch was refused at the first hand-made wrapper.
  @Test func aMigrationRenamesTheWrappersAnInitMakes() throws {
    let shop = try AppWideTests.shop([
      "SyncBar.swift": Self.handMade(shell: "StateObject(wrappedValue: settings)")
    ])
    defer { BenchProcess.remove(shop.folder.deletingLastPathComponent()) }
    let advice = try AppWideTests.advice(feature: shop.feature)
    let migration = try #require(advice.suggestions.first { $0.kind == .migrateToObservable })
    #expect(advice.evals == 20)
    #expect(migration.evalsAfter == 13)
    let copy = try Self.applied(try #require(migration.patch), to: shop.folder)
    defer { BenchProcess.remove(copy.deletingLastPathComponent()) }
    let patched = try String(contentsOf: copy.appendingPathComponent("SyncBar.swift"), encoding: .utf8)
    #expect(
      patched
        == Self.handMade(shell: "StateObject(wrappedValue: settings)").replacingOccurrences(
          of: "@ObservedObject", with: "@Bindable"
        )
        .replacingOccurrences(of: "ObservedObject(wrappedValue:", with: "Bindable(wrappedValue:")
        .replacingOccurrences(of: "@StateObject", with: "@State")
        .replacingOccurrences(of: "StateObject(wrappedValue:", with: "State(wrappedValue:"))
  }

  // A wrapper made by hand around an object made there (`StateObject(wrappedValue:
  // Settings())`, built once by StateObject's autoclosure) would, made a `State`, be built at
  // each init of Shell; one made as `.init(wrappedValue:)`, which the index of constructions
  // does not list, would be left a `StateObject`'s: the migration is listed without a patch,
  // saying where.
  @Test(arguments: [
    ("StateObject(wrappedValue: Settings())", "StateObject(wrappedValue: Settings())"),
    (".init(wrappedValue: settings)", "is assigned in a way the patch cannot carry over"),
  ])
  func aMigrationLeavesAWrapperItCannotCarryOverToTheDeveloper(shell: String, said: String) throws {
    let shop = try AppWideTests.shop(["SyncBar.swift": Self.handMade(shell: shell)])
    defer { BenchProcess.remove(shop.folder.deletingLastPathComponent()) }
    let advice = try AppWideTests.advice(feature: shop.feature)
    #expect(!advice.suggestions.contains { $0.kind == .migrateToObservable })
    let migration = try #require(advice.withoutPatch.first { $0.kind == .migrateToObservable })
    #expect(migration.noPatch?.contains(said) == true)
  }

  /// An app whose Shell makes its wrapper by hand as `shell`, and whose SyncBar, which reads
  /// lastSync, makes its own around the object given.
  static func handMade(shell: String) -> String {
    """
    import SwiftUI

    struct SyncBar: View {
      @ObservedObject var settings: Settings
      init(settings: Settings) {
        _settings = ObservedObject(wrappedValue: settings)
      }
      var body: some View {
        Text("synced \\(settings.lastSync)")
      }
    }

    struct Shell: View {
      @StateObject private var settings: Settings
      init(settings: Settings) {
        self._settings = \(shell)
      }
      var body: some View {
        SyncBar(settings: settings)
      }
    }

    @main struct ShopApp: App {
      @StateObject private var settings = Settings()
      var body: some Scene {
        WindowGroup { Shell(settings: settings) }
      }
    }
    """
  }

  // As a user runs it, in the app's folder: `--format diff` prints the top suggestion's patch
  // alone (dropping @Published from lastSync, the one-line change, after a line naming it),
  // which `git apply` takes; `--write-patches` writes both suggestions' patches.
  @Test func theCommandPrintsAndWritesThePatches() throws {
    let shop = try AppWideTests.shop([:])
    defer { BenchProcess.remove(shop.folder.deletingLastPathComponent()) }
    let run = try BenchProcess.run(
      ["advise", "Checkout/Migration.swift", "--format", "diff", "--write-patches", "patches"],
      in: shop.folder)
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.first == "# bench advise: ignore-unread-field Settings.lastSync, saves 7 evaluations")
    #expect(
      lines.filter { $0.hasPrefix("-") || $0.hasPrefix("+") } == [
        "--- a/Checkout/Migration.swift", "+++ b/Checkout/Migration.swift", "-  @Published var lastSync = 0",
        "+  var lastSync = 0",
      ])
    let written = try FileManager.default.contentsOfDirectory(
      atPath: shop.folder.appendingPathComponent("patches").path)
    #expect(
      written.sorted() == [
        "01-ignore-unread-field-Settings.lastSync.patch", "02-migrate-to-observable-Settings.patch",
      ])
    let copy = try Self.applied(run.stdout, to: shop.folder)
    defer { BenchProcess.remove(copy.deletingLastPathComponent()) }
    let feature = try String(
      contentsOf: copy.appendingPathComponent("Checkout/Migration.swift"), encoding: .utf8)
    #expect(feature.split(separator: "\n", omittingEmptySubsequences: false)[7] == "  var lastSync = 0")
  }

  // Fields passed need their types: a field whose type the model does not write (its first
  // value a call) gets no patch, and the suggestion says why. The default trace taps Add and
  // changes the title from outside the files (nothing in them writes it) in turn, 10 frames
  // each: Root and Caption, holders of the model, re-run on all 20 (40); given the title
  // alone, Caption re-runs on its 10 changes only (30).
  @Test func fieldsWithoutAWrittenTypeGetNoPatch() throws {
    let folder = try Self.app()
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let feature = folder.appendingPathComponent("Root.swift")
    try """
    import SwiftUI

    func makeTitle() -> String { "Today" }

    final class Model: ObservableObject {
      @Published var title = makeTitle()
      @Published var count = 0
    }

    struct Root: View {
      @StateObject private var model = Model()
      var body: some View {
        VStack {
          Caption(model: model)
          Button("Add") { model.count += 1 }
        }
      }
    }

    struct Caption: View {
      @ObservedObject var model: Model
      var body: some View { Text(model.title) }
    }
    """.write(to: feature, atomically: true, encoding: .utf8)
    let advice = try AppWideTests.advice(feature: feature.path)
    #expect(advice.evals == 40)
    #expect(!advice.suggestions.contains { $0.kind == .passFields })
    let fields = try #require(advice.withoutPatch.first { $0.kind == .passFields })
    #expect(fields.evalsAfter == 30)
    #expect(fields.patch == nil)
    #expect(
      fields.noPatch
        == "Model.title has no written type (an annotation, or a string, number or Bool literal): give it one"
    )
  }

  // A view that takes its model from the environment is made without it as an argument: the
  // call would have to pass the fields, from a model its caller may not hold, so there is no
  // patch, and the suggestion says where (Caption() at 12:7). The trace and counts are those
  // of the test above: 40 as written, 30 with the title passed.
  @Test func aModelFromTheEnvironmentGetsNoFieldsPatch() throws {
    let folder = try Self.app()
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let feature = folder.appendingPathComponent("Root.swift")
    try """
    import SwiftUI

    final class Model: ObservableObject {
      @Published var title = "Today"
      @Published var count = 0
    }

    struct Root: View {
      @StateObject private var model = Model()
      var body: some View {
        VStack {
          Caption()
          Button("Add") { model.count += 1 }
        }
        .environmentObject(model)
      }
    }

    struct Caption: View {
      @EnvironmentObject var model: Model
      var body: some View { Text(model.title) }
    }
    """.write(to: feature, atomically: true, encoding: .utf8)
    let advice = try AppWideTests.advice(feature: feature.path)
    #expect(advice.evals == 40)
    #expect(!advice.suggestions.contains { $0.kind == .passFields })
    let fields = try #require(advice.withoutPatch.first { $0.kind == .passFields })
    #expect(fields.evalsAfter == 30)
    #expect(
      fields.noPatch
        == "\(feature.path):12:7: Caption is made without model as an argument (it comes from the environment or a default): pass the fields by hand"
    )
  }

  // A unified diff of edits on lines far apart is two hunks, each with three lines of context;
  // the second's new start is shifted by the lines the first added (one here).
  @Test func editsFarApartAreHunksOfTheirOwn() {
    let old = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let offset = { (line: Int) in (1..<line).reduce(0) { $0 + "line \($1)\n".utf8.count } }
    let edits = [
      SourceEdit(file: "F.swift", range: offset(2)..<offset(2), replacement: "new\n"),
      SourceEdit(file: "F.swift", range: offset(11)..<offset(12), replacement: "eleven\n"),
    ]
    #expect(
      UnifiedDiff.text(path: "F.swift", old: old, edits: edits) == """
        diff --git a/F.swift b/F.swift
        --- a/F.swift
        +++ b/F.swift
        @@ -1,5 +1,6 @@
         line 1
        -line 2
        +new
        +line 2
         line 3
         line 4
         line 5
        @@ -8,5 +9,5 @@
         line 8
         line 9
         line 10
        -line 11
        +eleven
         line 12

        """)
  }
}
