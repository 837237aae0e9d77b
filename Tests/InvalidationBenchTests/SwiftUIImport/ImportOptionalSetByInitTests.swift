import Testing

@testable import InvalidationBench

/// An optional a model declares without a value starts `nil` unless an initializer making the
/// model sets it (docs/swiftui-import.md, "What a model's init does").
@Suite struct ImportOptionalSetByInitTests {
  static func source(init body: String) -> String {
    """
    import SwiftUI
    final class Entry: ObservableObject {
      @Published var detail: String?
      \(body)
    }
    struct EntryView: View {
      @ObservedObject var entry: Entry
      var body: some View {
        if let detail = entry.detail { Text(detail) } else { ProgressView() }
      }
    }
    """
  }

  // `init(detail: String) { self.detail = detail }` gives it a value the source does not
  // state, so its first value is a guess with a warning at the property (line 3, column 18: two
  // spaces, "@Published " and "var " before it);
  // with an init that sets it to `nil`, or none, it starts `nil` as written: no warning.
  @Test func anOptionalAnInitSetsDoesNotStartNil() throws {
    let set = try SwiftUIImporter.importing(
      [("Entry.swift", Self.source(init: "init(detail: String) { self.detail = detail }"))])
    let guessed = set.warnings.filter { $0.kind == .guessed && $0.message.contains("'detail'") }
    #expect(guessed.map(\.place.written) == ["Entry.swift:3:18"])
    #expect(guessed.first?.message.contains("an init sets it") == true)
    for body in ["init() { detail = nil }", ""] {
      let unset = try SwiftUIImporter.importing([("Entry.swift", Self.source(init: body))])
      #expect(!unset.warnings.contains { $0.kind == .guessed && $0.message.contains("'detail'") }, "\(body)")
    }
  }
}
