import Foundation
import Testing

@testable import InvalidationBench

/// `bench advise` checks what its fixes take for granted against every Swift file of the app
/// around the files given (docs/advise.md, "The whole app"): a fix the rest of the app
/// contradicts is not judged, with the places that contradict it.
@Suite struct AppWideTests {
  // A view and the app in files the user does not give: SyncBar reads lastSync (6:20, the
  // column of `settings` after `    Text("synced \(`, 19 characters) and holds Settings from
  // the environment; ShopApp makes it and injects it (13:19, after `    WindowGroup { `).
  static let syncBar = """
    import SwiftUI

    struct SyncBar: View {
      @EnvironmentObject var settings: Settings
      var body: some View {
        Text("synced \\(settings.lastSync)")
      }
    }

    @main struct ShopApp: App {
      @StateObject private var settings = Settings()
      var body: some Scene {
        WindowGroup { CheckoutScreen().environmentObject(settings) }
      }
    }
    """

  // A subscriber of Settings' currency publisher (6:19, after `    cancellable = `).
  static let syncLog = """
    import Combine

    final class SyncLog {
      var cancellable: AnyCancellable?
      init(settings: Settings) {
        cancellable = settings.$currency.sink { print($0) }
      }
    }
    """

  /// An Xcode app: examples/swiftui/Migration.swift as its checkout feature, and `others`.
  static func shop(_ others: [String: String]) throws -> (folder: URL, feature: String) {
    let folder = try BenchProcess.temporaryFolder().appendingPathComponent("Shop")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Shop.xcodeproj"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Checkout"), withIntermediateDirectories: true)
    let feature = folder.appendingPathComponent("Checkout/Migration.swift")
    try FileManager.default.copyItem(
      at: AdvisorTests.examples.appendingPathComponent("Migration.swift"), to: feature)
    for (name, text) in others {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return (folder, feature.path)
  }

  /// The advice on `feature` in its app, as `bench advise` gives it: each patch checked by
  /// importing the files again as it leaves them (`reimport` to do otherwise).
  static func advice(
    feature: String, trace: String? = nil,
    reimport: (@Sendable ([String: String]) throws -> ImportedWorkload)? = nil, patchedOnly: Bool = false
  ) throws -> Advice {
    let imported = try ImportedScreen.workload(swiftFiles: [feature], tracePath: trace)
    let root = try #require(AppUses.root(around: [feature]))
    let app = AppUses(root: root, given: [feature])
    let again =
      reimport ?? { patched in
        try ImportedScreen.workload(swiftFiles: [feature], tracePath: trace, replacing: patched).workload
      }
    var advisor = Advisor(workload: imported.workload, warnings: imported.warnings, app: app, reimport: again)
    advisor.patchedOnly = patchedOnly
    return try advisor.advise()
  }

  // Given alone, Migration.swift gets both fixes (AdvisorTests: dropping @Published from
  // lastSync, which no body there reads, and the migration). In the app, SyncBar reads
  // lastSync and SyncLog subscribes to $currency: neither fix is judged, each with its place.
  @Test func aFixTheRestOfTheAppContradictsIsNotJudged() throws {
    let shop = try Self.shop(["SyncBar.swift": Self.syncBar, "SyncLog.swift": Self.syncLog])
    defer { BenchProcess.remove(shop.folder.deletingLastPathComponent()) }
    let advice = try Self.advice(feature: shop.feature)
    let root = ImportedScreen.canonical(shop.folder.path)
    #expect(advice.app == "\(root) (3 Swift files)")
    #expect(!advice.suggestions.contains { [.ignoreUnreadField, .migrateToObservable].contains($0.kind) })
    let unread = try #require(advice.notJudged.first { $0.kind == .ignoreUnreadField })
    #expect(unread.subject == "Settings.lastSync")
    #expect(
      unread.warnings == [
        "\(root)/SyncBar.swift:6:20: settings.lastSync — uses Settings.lastSync (or a same-named member) where the import did not read"
      ])
    let migration = try #require(advice.notJudged.first { $0.kind == .migrateToObservable })
    #expect(
      migration.warnings == [
        "\(root)/SyncLog.swift:6:19: settings.$currency — a publisher of Settings (or a same-named one) is used: @Observable has none"
      ])
  }

  // Without the subscriber the migration is judged as given alone (20 → 13, AdvisorTests),
  // and lists the other places it changes: the holders, sorted by file and line (the feature's
  // @StateObject at 16:3, SyncBar's @EnvironmentObject and ShopApp's @StateObject), and the
  // injection in the file that holds it.
  @Test func aMigrationListsEveryHolderAndInjectionOfTheApp() throws {
    let shop = try Self.shop(["SyncBar.swift": Self.syncBar])
    defer { BenchProcess.remove(shop.folder.deletingLastPathComponent()) }
    let advice = try Self.advice(feature: shop.feature)
    let root = ImportedScreen.canonical(shop.folder.path)
    let migration = try #require(advice.suggestions.first)
    #expect(migration.kind == .migrateToObservable)
    #expect(migration.evalsAfter == 13)
    #expect(
      migration.elsewhere == [
        "\(root)/Checkout/Migration.swift:16:3: @StateObject private var settings = Settings()",
        "\(root)/SyncBar.swift:4:3: @EnvironmentObject var settings: Settings",
        "\(root)/SyncBar.swift:11:3: @StateObject private var settings = Settings()",
        "\(root)/SyncBar.swift:13:19: CheckoutScreen().environmentObject(settings)",
      ])
  }

  // The app is the outermost folder up to the repository's root with an Xcode project, or a
  // package whose Sources or Tests hold the feature (the first path; models may come from
  // elsewhere); this repository's examples are in neither.
  @Test func theAppIsTheProjectOrPackageThatHoldsTheFiles() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let package = folder.appendingPathComponent("Pkg")
    for sub in ["Sources/Feature", "Examples"] {
      try FileManager.default.createDirectory(
        at: package.appendingPathComponent(sub), withIntermediateDirectories: true)
    }
    try "// swift-tools-version:6.0\n".write(
      to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let inSources = package.appendingPathComponent("Sources/Feature/Screen.swift").path
    let inExamples = package.appendingPathComponent("Examples/Screen.swift").path
    #expect(AppUses.root(around: [inSources]) == ImportedScreen.canonical(package.path))
    #expect(AppUses.root(around: [inExamples]) == nil)
    #expect(AppUses.root(around: [inExamples, inSources]) == nil)
    #expect(AppUses.root(around: [inSources, inExamples]) == ImportedScreen.canonical(package.path))
    let example = AdvisorTests.examples.appendingPathComponent("Migration.swift").path
    #expect(AppUses.root(around: [example]) == nil)
  }
}
