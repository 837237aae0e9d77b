import Testing

@testable import InvalidationBench

/// How the import parses Swift (`SourceParser`): as the Swift 5 language mode does.
@Suite struct ImportParsingTests {
  // A space before an attribute's arguments (`@Environment (\.colorScheme)`) is a warning of
  // the compiler in the Swift 5 language mode and an error in Swift 6's (swiftc 6.3 builds it
  // with `-swift-version 5`, and refuses it with `-swift-version 6`): such an app imports, the
  // key read as without the space. It was refused as "not valid Swift".
  @Test func aSpaceBeforeAnAttributesArgumentsIsSwift5() throws {
    let source = """
      import SwiftUI
      struct Badge: View {
        @Environment (\\.colorScheme) private var scheme
        var body: some View { Text(scheme == .dark ? "Dark" : "Light") }
      }
      """
    let imported = try SwiftUIImporter.importing([("Badge.swift", source)])
    let view = imported.workload.draft.views.first { $0.name == "Badge" }
    #expect(view?.environmentReads == ["scheme": "colorScheme"])
  }
}
