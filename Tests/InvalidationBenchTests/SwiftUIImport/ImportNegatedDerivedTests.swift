import Testing

@testable import InvalidationBench

/// `if x` and `if !x` over a `Bool` the screen cannot compute are never both taken
/// (docs/swiftui-import.md, "Derived values").
@Suite struct ImportNegatedDerivedTests {
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
}
