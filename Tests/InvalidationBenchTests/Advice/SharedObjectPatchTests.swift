import Foundation
import Testing

@testable import InvalidationBench

/// A model injected as a type's `static let` (`.environmentObject(Settings.shared)`) is known
/// by the type the `static let` makes, so its migration to `@Observable` has a patch
/// (docs/advise.md, "Patches").
@Suite struct SharedObjectPatchTests {
  /// Checkout.swift of an app of its own: Settings, made by `shared` (`Settings()`), injected
  /// as `Settings.shared`, with `extra` declared and injected after it.
  static func advice(shared made: String, extra: (declared: String, injected: String) = ("", ""))
    throws -> (advice: Advice, folder: URL)
  {
    let folder = try PatchTests.app()
    let feature = folder.appendingPathComponent("Checkout.swift")
    try """
    import SwiftUI

    final class Settings: ObservableObject {
      static let shared = \(made)
      \(extra.declared)
      @Published var currency = "EUR"
      @Published var lastSync = 0
    }

    struct CheckoutScreen: View {
      var body: some View {
        VStack {
          PriceTag()
          SyncButton()
        }
        .environmentObject(Settings.shared)
        \(extra.injected)
      }
    }

    struct PriceTag: View {
      @EnvironmentObject var settings: Settings
      var body: some View { Text(settings.currency) }
    }

    final class Recents<Item>: ObservableObject {
      @Published var items: [Item] = []
    }

    struct SyncButton: View {
      @EnvironmentObject var settings: Settings
      var body: some View { Button("Sync") { settings.lastSync += 1 } }
    }
    """.write(to: feature, atomically: true, encoding: .utf8)
    return (try AppWideTests.advice(feature: feature.path), folder)
  }

  // The default trace taps Sync and changes currency from outside the files (nothing in them
  // writes it) in turn, 10 frames each. As written, every write of a @Published property
  // notifies both holders (R3): PriceTag and SyncButton re-run on all 20 frames, 40.
  // Made @Observable, PriceTag tracks currency alone (10) and SyncButton's body reads nothing
  // (its action's read is not tracked): 10. The injection becomes `.environment(_:)`; that of
  // `Settings.recent`, a generic type's object no view holds, stays.
  @Test func aSharedObjectsMigrationIsPatched() throws {
    let (advice, folder) = try Self.advice(
      shared: "Settings()",
      extra: ("static let recent = Recents<String>()", ".environmentObject(Settings.recent)"))
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    #expect(advice.evals == 40)
    let migration = try #require(advice.suggestions.first { $0.kind == .migrateToObservable })
    #expect(migration.evalsAfter == 10)
    let patch = try #require(migration.patch)
    #expect(patch.contains("+    .environment(Settings.shared)\n"))
    #expect(!patch.contains("+    .environment(Settings.recent)"))
    #expect(patch.contains("+  @Environment(Settings.self) var settings: Settings\n"))
  }

  // `static let shared = Self()` makes the class that declares it: the same counts and
  // injection as above.
  @Test func aSharedObjectMadeAsSelfIsTyped() throws {
    let (advice, folder) = try Self.advice(shared: "Self()")
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let migration = try #require(advice.suggestions.first { $0.kind == .migrateToObservable })
    #expect(migration.evalsBefore == 40)
    #expect(migration.evalsAfter == 10)
    #expect(try #require(migration.patch).contains("+    .environment(Settings.shared)\n"))
  }
}
