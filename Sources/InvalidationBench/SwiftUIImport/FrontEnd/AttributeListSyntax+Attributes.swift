import SwiftSyntax

/// The attributes a declaration is written with (`@Published`, `@NSManaged`, `@State`), by name.
extension AttributeListSyntax {
  /// Whether the list has `@name` (with or without arguments).
  func hasAttribute(_ name: String) -> Bool {
    contains { element in
      element.as(AttributeSyntax.self)?.attributeName.trimmedText == name
    }
  }

  /// The first attribute among `names`, if any.
  func attribute(among names: [String]) -> AttributeSyntax? {
    for element in self {
      if let attribute = element.as(AttributeSyntax.self),
        names.contains(attribute.attributeName.trimmedText)
      {
        return attribute
      }
    }
    return nil
  }
}
