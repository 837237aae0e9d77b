import Testing

@testable import InvalidationBench

/// A value of one of SwiftUI's views that never changes, shown as a view (`Color.red`, a
/// `static let` of the files on `Color` or `Image`), is an element reading nothing, not an
/// opaque one (docs/swiftui-import.md, "What the source states").
@Suite struct ImportConstantViewTests {
  // The trace taps Flip each frame: on false → true → false over 2 frames; Card reads on
  // (the Text): 2. The colors and the image read nothing. A `static var` made of literals is
  // the same each time; one computed from anything else stays opaque, with its warning.
  @Test(arguments: [
    ("static let brand: Color = Color(\"Brand\")", 0),
    ("static var brand: Color { .init(\"Brand\") }", 0),
    ("static var brand: Color { Color(red: 1, green: 0.5, blue: 0) }", 0),
    ("static var brand: Color { Color(Self.name) }\n  static let name = \"Brand\"", 1),
    // Not the type's own initializer: another view, which may hold anything.
    ("static var brand: some View { Badge() }", 1),
    // Of another type, though made by `.init` of literals: not a color of the type.
    ("static var brand: Image { .init(\"Brand\") }", 1),
  ])
  func aConstantOfAViewTypeIsAnElement(declared: String, opaque: Int) throws {
    let source = """
      import SwiftUI
      extension Color { \(declared) }
      extension Image { static let placeholder = Image(systemName: "person") }
      struct Card: View {
        @State private var on = false
        var body: some View {
          VStack {
            Color.red
            Color.brand.frame(height: 2)
            Image.placeholder
            Button("Flip") { on.toggle() }
            Text(on ? "on" : "off")
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Card.swift", source)], root: "Card")
    #expect(imported.warnings.filter { $0.kind == .opaque }.count == opaque)
    let result = try ImportActionsTests.run(imported, frames: 2, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Card") == 2)
  }

  // A row's element shown through a member (`mood.icon`, `Mood`'s `Image`) is an element of
  // the row reading the element, as a member of a value the view holds is, not an opaque one.
  // The trace taps Next each frame over 2 frames; MoodPicker reads chosen (the Text): 2.
  @Test func aRowsElementShownThroughAMemberIsAnElement() throws {
    let source = """
      import SwiftUI
      enum Mood: CaseIterable {
        case calm, busy
        var icon: Image { Image(systemName: self == .calm ? "leaf" : "flame") }
      }
      struct MoodPicker: View {
        @State private var chosen = 0
        var body: some View {
          VStack {
            ForEach(Mood.allCases, id: \\.self) { mood in
              mood.icon
            }
            Text("\\(chosen)")
            Button("Next") { chosen += 1 }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("MoodPicker.swift", source)], root: "MoodPicker")
    #expect(imported.warnings.filter { $0.kind == .opaque }.isEmpty)
    let result = try ImportActionsTests.run(imported, frames: 2, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "MoodPicker") == 2)
  }

  // `ContentUnavailableView.search(text: query)`, a view SwiftUI makes by a static member of
  // its type, is an element of that kind showing the query, not an opaque one. The trace taps
  // Type each frame: query "" → "a" → "aa" → "aaa", each a change of a state Search reads
  // (through the element, while results is empty): 3 over 3 frames. Before, the call was read
  // as a modifier `search(text:)` of an opaque `ContentUnavailableView`, with its warning: the
  // same count, but an opaque view withholds the fixes of its view (docs/advise.md).
  @Test func aViewMadeByAStaticMemberOfSwiftUIsIsAnElement() throws {
    let source = """
      import SwiftUI
      struct Search: View {
        @State private var query = ""
        @State private var results: [String] = []
        var body: some View {
          VStack {
            Button("Type") { query += "a" }
            if results.isEmpty {
              ContentUnavailableView.search(text: query)
            }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Search.swift", source)], root: "Search")
    #expect(!imported.warnings.contains { $0.kind == .opaque })
    let result = try ImportActionsTests.run(imported, frames: 3, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Search") == 3)
  }

  // `Row(name: $0)` in `ForEach(names, id: \.self)` over a list in state gives the row its
  // element, `names[item]`: `$0` is the closure's first parameter, not a binding (it is one
  // only in `ForEach($names)`). The trace taps Copy each frame over 2 frames:
  //   f1: names [a, x] → [x, x], a change (R3): Names +1; row 0 is given x for a, a new
  //       value (R4): Row +1; row 1 is given x again: nothing.
  //   f2: x over x is no change: nothing.
  // Names 1, Row 1. Read as the binding `$names[item]`, the row was given a constant, with a
  // warning, and never re-ran: Row 0.
  @Test func aRowsShorthandParameterIsItsElement() throws {
    let source = """
      import SwiftUI
      struct Names: View {
        @State private var names = ["a", "x"]
        var body: some View {
          VStack {
            Button("Copy") { names[0] = names[1] }
            ForEach(names, id: \\.self) { Row(name: $0) }
          }
        }
      }
      struct Row: View {
        let name: String
        var body: some View { Text(name) }
      }
      """
    let imported = try SwiftUIImporter.importing([("Names.swift", source)], root: "Names")
    #expect(!imported.warnings.contains { $0.message.contains("is a binding") })
    let result = try ImportActionsTests.run(imported, frames: 2, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Names") == 1)
    #expect(result.evals(.asWritten, of: "Row") == 1)
  }
}
