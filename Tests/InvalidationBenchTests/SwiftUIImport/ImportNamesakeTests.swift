import Testing

@testable import InvalidationBench

/// Types of one name nested in two types (`Badge.Constant`, `Card.Constant`) are two types to
/// Swift: where neither is a view or a model, and both or neither are `Equatable`, nothing is
/// left out (docs/swiftui-import.md, "Namespaces").
@Suite struct ImportNamesakeTests {
  private static func source(nested: String) -> String {
    """
    import SwiftUI
    struct Badge: View {
      let on: Bool
      var body: some View { Text(on ? "on" : "off").padding(4) }
      \(nested.replacingOccurrences(of: "VALUE", with: "4"))
    }
    struct Card: View {
      @State private var on = false
      var body: some View {
        VStack {
          Badge(on: on)
          Button("Flip") { on.toggle() }
        }
        .padding(8)
      }
      \(nested.replacingOccurrences(of: "VALUE", with: "8"))
    }
    """
  }

  // The trace taps Flip each frame: on false → true → false over 2 frames. Card reads on
  // (it gives it to Badge): 2; Badge, given a new on each time (R3): 2.
  @Test(arguments: [
    ("private enum Constant { static let inset = VALUE.0 }", 0),
    ("enum CodingKeys: String, CodingKey { case inset = \"VALUE\" }", 0),
    // A view of the name in each: which one a body shows is the name's to say, so the second
    // is left out, as before.
    ("struct Row: View { var body: some View { Text(\"VALUE\") } }", 1),
    // Structs that store values: a record's type is read by its name, so the second is left out;
    // one that stores nothing (a computed property, a static constant) is a namesake.
    ("struct Line { var quantity = VALUE }", 1),
    ("struct Metrics { static let inset = VALUE.0\n  var double: Double { Self.inset * 2 } }", 0),
    // One `Equatable` (no associated values), one not: a field of the type compares by one.
    ("enum Mode { case a(Int) }\n  // VALUE", 1),
  ])
  func nestedTypesOfOneNameAreEachTheirs(nested: String, leftOut: Int) throws {
    var text = Self.source(nested: nested)
    if nested.hasPrefix("enum Mode") {
      // The second Mode has no associated values: Equatable, unlike the first.
      text = text.replacingOccurrences(of: "enum Mode { case a(Int) }\n  // 8", with: "enum Mode { case a }")
    }
    let imported = try SwiftUIImporter.importing([("Card.swift", text)], root: "Card")
    #expect(imported.warnings.filter { $0.kind == .leftOut }.count == leftOut)
    let result = try ImportActionsTests.run(imported, frames: 2, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Card") == 2)
    #expect(result.evals(.asWritten, of: "Badge") == 2)
  }

  // Two nested `Sort`s, of 2 and 3 cases: `Feed.Sort.allCases` has 2 rows, `Shop.Sort.allCases`
  // 3, each by the name the type around it gives it. The trace taps Flip each frame; every
  // Row is given the new `on` (R3): 5 rows × 2 frames = 10. (Both read as the first `Sort`
  // would be 4 rows: 8.)
  @Test func aNestedTypesListIsNamedWithTheTypesAroundIt() throws {
    let source = """
      import SwiftUI
      final class Feed { enum Sort: String, CaseIterable { case a, b } }
      final class Shop { enum Sort: String, CaseIterable { case x, y, z } }
      struct Row: View {
        let on: Bool
        var body: some View { Text(on ? "on" : "off") }
      }
      struct Sorts: View {
        @State private var on = false
        var body: some View {
          VStack {
            ForEach(Feed.Sort.allCases, id: \\.self) { _ in Row(on: on) }
            ForEach(Shop.Sort.allCases, id: \\.self) { _ in Row(on: on) }
            Button("Flip") { on.toggle() }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Sorts.swift", source)], root: "Sorts")
    #expect(imported.warnings.filter { $0.kind == .leftOut }.isEmpty)
    let result = try ImportActionsTests.run(imported, frames: 2, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Row") == 10)
  }
}
