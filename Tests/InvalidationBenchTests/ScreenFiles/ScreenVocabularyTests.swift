import Foundation
import Testing

@testable import InvalidationBench

/// The committed JSON schema of screen files names the containers, controls and lifecycle
/// modifiers that `ScreenVocabulary` defines, no more and no fewer.
@Suite struct ScreenVocabularyTests {
  let definitions: [String: Any]

  init() throws {
    let schema = ScreenFile.jsonSchema
    let object = try JSONSerialization.jsonObject(with: Data(schema.utf8)) as? [String: Any]
    definitions = try #require(object?["definitions"] as? [String: Any])
  }

  func definition(_ name: String) -> [String: Any] {
    definitions[name] as? [String: Any] ?? [:]
  }

  @Test func forEachContainers() {
    let properties = definition("forEach")["properties"] as? [String: Any]
    let containers = (properties?["in"] as? [String: Any])?["enum"] as? [String]
    #expect(containers == ScreenVocabulary.Container.allCases.map(\.rawValue))
  }

  @Test func controls() {
    let alternatives = definition("controlWithBinding")["anyOf"] as? [[String: Any]] ?? []
    let names = alternatives.compactMap { ($0["required"] as? [String])?.first }
    #expect(names == ScreenVocabulary.Control.allCases.map(\.rawValue))
  }

  @Test func lifecycleModifiersAndTheKeysTheyTake() {
    let parts = (definition("part")["anyOf"] as? [[String: Any]] ?? []).compactMap {
      ($0["$ref"] as? String)?.split(separator: "/").last.map(String.init)
    }
    for kind in ScreenVocabulary.Lifecycle.allCases {
      #expect(parts.contains(kind.rawValue), "\(kind) is not a part of the schema")
      let keys = (definition(kind.rawValue)["properties"] as? [String: Any])?.keys.sorted() ?? []
      #expect(keys == ([kind.rawValue] + kind.otherKeys).sorted(), "\(kind)")
    }
  }
}
