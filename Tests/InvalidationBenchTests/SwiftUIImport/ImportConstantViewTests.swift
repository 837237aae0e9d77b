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
}
