import Testing

@testable import InvalidationBench

/// The catalog is the one list of the kinds of fix: each kind has one definition, in the order
/// the kinds are named.
@Suite struct FixCatalogTests {
  @Test func everyKindHasOneDefinitionInTheKindsOrder() {
    #expect(FixCatalog.families.map(\.kind) == FixKind.allCases)
  }

  // Only the migration to @Observable needs newer systems: the Observation framework (iOS 17,
  // macOS 14, watchOS 10, tvOS 17, visionOS 1).
  @Test func onlyTheMigrationNeedsNewerSystems() {
    for kind in FixKind.allCases {
      #expect(kind.needs.isEmpty == (kind != .migrateToObservable), "\(kind)")
    }
    #expect(FixKind.migrateToObservable.needs[.ios] == 17)
  }
}
