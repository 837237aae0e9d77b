import SwiftSyntax

/// A model's `subscript(dynamicMember:)` (`@dynamicMemberLookup`), which Swift calls for a
/// member the model does not declare (docs/swiftui-import.md, "Dynamic members"):
/// `context.username` reads what the subscript's getter reads, and `$context.username` binds
/// the one field that getter reads.
struct DynamicMemberLookup: Sendable {
  /// Every member the model declares, in its declaration, its extensions and its base classes
  /// of the files: Swift finds these without the subscript.
  let declared: Set<String>
  /// What the getter evaluates.
  let getter: [SourceExpression]
  /// The one field of the model the getter reads (`viewState` in `viewState.bindings[keyPath:
  /// keyPath]`), `nil` for none or several: a member is a part of that field's value.
  let field: String?

  /// Members every model has that no subscript answers: `objectWillChange` (an
  /// `ObservableObject`'s) and `id` (an `Identifiable` class's `ObjectIdentifier`).
  static let inherent: Set<String> = ["objectWillChange", "id"]

  /// Whether Swift looks `name` (`model.name`) up through the subscript: a name the model does
  /// not declare, not a projected value (`model.$field`) and not an inherent member.
  func answers(_ name: String) -> Bool {
    !name.hasPrefix("$") && !declared.contains(name) && !Self.inherent.contains(name)
  }

  /// The fields among `fields` that `getter`, with `parameters` (the subscript's names for its
  /// arguments), reads: names alone (`viewState`) and members of `self` (`self.viewState`).
  static func field(read getter: [SourceExpression], parameters: Set<String>, among fields: Set<String>)
    -> String?
  {
    var read: Set<String> = []
    for token in getter.flatMap({ $0.syntax.tokens(viewMode: .sourceAccurate) }) {
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
      let name = token.plainName
      if reference.keyPathInParent == \MemberAccessExprSyntax.declName {
        let base = reference.parent?.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)
        guard base?.baseName.tokenKind == .keyword(.self) else { continue }
      } else if parameters.contains(name) {
        continue
      }
      if fields.contains(name) { read.insert(name) }
    }
    return read.count == 1 ? read.first : nil
  }
}
