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

  // A picker's options (its trailing closure, lines 10–14) are the picker's content: moving
  // them alone into a child is no fix, they move with the picker, and the picker (line 10,
  // bound to the model) moves with them or not at all (docs/advise.md). The Text reading the
  // model's title (line 8) may move.
  @Test func aControlsContentIsNeverMovedAlone() throws {
    let source = """
      import SwiftUI
      @Observable final class Shelf { var title = "a"; var sort = 0 }
      struct ShelfView: View {
        @State private var shelf = Shelf()
        let sorts = [0, 1, 2]
        var body: some View {
          VStack {
            Text(shelf.title)
            Button("Rename") { shelf.title += "!" }
            Picker("Sort", selection: $shelf.sort) {
              ForEach(sorts, id: \\.self) { sort in
                Text("\\(sort) \\(shelf.title)").tag(sort)
              }
            }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Shelf.swift", source)], root: "ShelfView")
    let fixes = FixCatalog(draft: imported.workload.draft, root: imported.workload.root).fixes
    let moved = fixes.filter { $0.kind == .extractRead }.map(\.place)
    #expect(moved.contains("Shelf.swift:8"))
    #expect(!moved.contains { ["Shelf.swift:10", "Shelf.swift:11", "Shelf.swift:12"].contains($0) })
  }
}
