import Testing

@testable import InvalidationBench

/// Values the screen cannot compute, derived from what they read (docs/swiftui-import.md,
/// "Derived values").
@Suite struct ImportDerivedValuesTests {
  // `hasResults` uses `??`, which the screen cannot compute: its value is derived from
  // `response`. Whatever it is at the first render, exactly one of Results and Empty is shown:
  // 1 first-render evaluation between them. Both derived alike (before), both were shown or
  // neither (2 or 0).
  @Test func aConditionAndItsNegationAreNeverBothTaken() throws {
    let source = """
      import SwiftUI
      struct Response { var total = 0 }
      final class Search: ObservableObject {
        @Published var response: Response?
        var hasResults: Bool { (response?.total ?? 0) > 0 }
      }
      struct Results: View { var body: some View { Text("Results") } }
      struct Empty: View { var body: some View { Text("No results") } }
      struct SearchScreen: View {
        @StateObject private var search = Search()
        var body: some View {
          VStack {
            if search.hasResults { Results() }
            if !search.hasResults { Empty() }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Search.swift", source)])
    let result = try ImportActionsTests.run(imported, frames: 1, on: [.asWritten])
    let firstRender = ["Results", "Empty"].map { name in
      result.counts(.asWritten)?.viewTypes.first { $0.name == name }?.firstRenderEvals ?? 0
    }
    #expect(firstRender.reduce(0, +) == 1)
  }

  // `self.tags.sortedTags` names the model's computed property through `self`: it reads what
  // its getter reads, `tags`, which starts with 2 elements, so the derived data is that list:
  // 2 rows, 2 first-render evaluations of TagRow. Before, the chain on `self` found no list and
  // took 3 assumed rows (3).
  @Test func aModelsComputedListThroughSelfReadsItsGetter() throws {
    let source = """
      import SwiftUI
      final class Tags: ObservableObject {
        @Published var tags: [String] = ["a", "b"]
        var sortedTags: [String] { tags.sorted() }
      }
      struct TagRow: View {
        let tag: String
        var body: some View { Text(tag) }
      }
      struct TagList: View {
        @StateObject private var tags = Tags()
        var body: some View {
          VStack {
            ForEach(self.tags.sortedTags, id: \\.self) { tag in TagRow(tag: tag) }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Tags.swift", source)])
    let result = try ImportActionsTests.run(imported, frames: 1, on: [.asWritten])
    #expect(result.counts(.asWritten)?.viewTypes.first { $0.name == "TagRow" }?.firstRenderEvals == 2)
  }
}
