import Foundation
import Testing

@testable import InvalidationBench

/// A local an action makes with values' initializers and methods that only make values writes
/// nothing, and is no statement skipped (docs/swiftui-import.md, "Actions").
@Suite struct ImportActionLocalsTests {
  // One's locals call `UUID()`, `Dictionary(grouping:by:)` and `filter`, `map`,
  // `lowercased()`: values made, nothing written. Two's local calls `sorted()`, which Basket
  // declares (a model's method may write): skipped, at 19:9 (its `let`); the next, whose closure
  // adds to count (`+=` writes), at 20:9. The default trace taps
  // One and Two in turn over 4 frames; each adds 1 to count, which Shop reads: 4.
  @Test func aLocalMadeOfValuesIsNoStatementSkipped() throws {
    let source = """
      import SwiftUI
      @Observable final class Basket {
        var names: [String] = []
        var count = 0
        func sorted() -> [String] { names }
      }
      struct Shop: View {
        @State private var basket = Basket()
        var body: some View {
          VStack {
            Text("\\(basket.count)")
            Button("One") {
              let id = UUID()
              let kept = basket.names.filter { !$0.isEmpty }.map { $0.lowercased() }
              let byLength = Dictionary(grouping: kept, by: { $0.count })
              basket.count += 1
            }
            Button("Two") {
              let shown = basket.sorted()
              let counted = basket.names.map { _ in basket.count += 1 }
              basket.count += 1
            }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Shop.swift", source)])
    #expect(imported.warnings.map(\.kind) == [.skipped, .skipped])
    #expect(imported.warnings.map(\.position) == ["Shop.swift:19:9", "Shop.swift:20:9"])
    let result = try ImportActionsTests.run(imported, frames: 4, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Shop") == 4)
  }
}
