import SwiftSyntax

extension SourceSymbols {
  /// The roots of the calls an action makes that change nothing a view reads: the SDK's
  /// (`ConstructRegistry.outsideEffects`) that the files do not declare again, and the app's
  /// own types that can reach no model (`inertTypes`) (docs/swiftui-import.md, "Actions").
  var outsideEffectRoots: Set<String> {
    ConstructRegistry.outsideEffects.subtracting(declaredNames).union(inertTypes)
  }

  /// The app's types whose methods can change nothing a view reads (a haptics helper, a
  /// logger, a formatter): no model nor view, no protocol, and none of their declarations and
  /// extensions names a model, a view, a protocol, a global of the files, a type of the files
  /// that is not itself such a type, what feeds a view back (`ConstructRegistry.feedsViews`),
  /// or a function type (a closure it keeps or is given may write anything). Decided on the
  /// names alone, so a type may be refused that could not reach a model, never taken that can.
  var inertTypes: Set<String> {
    let modelNames = Set(models.map(\.name))
    let known = Set(types.keys).union(globals)
    var references: [String: Set<String>] = [:]
    for type in all where !type.isProtocol && !modelNames.contains(type.name) && !isView(type) {
      guard let named = Self.namesUsed(by: type) else { continue }
      references[type.name] = named.intersection(known).subtracting([type.name])
    }
    var inert = Set(references.keys)
    var changed = true
    while changed {
      changed = false
      for (name, named) in references where inert.contains(name) && !named.isSubset(of: inert) {
        inert.remove(name)
        changed = true
      }
    }
    return inert
  }

  private func isView(_ type: TypeSymbol) -> Bool {
    let conformances = conformances(of: type)
    return conformances.contains("View") || conformances.contains("App") || conformances.contains("Scene")
  }

  /// The identifiers `type`'s declaration and extensions use; `nil` if one feeds a view back or
  /// a function type is written there.
  private static func namesUsed(by type: TypeSymbol) -> Set<String>? {
    var names: Set<String> = []
    for part in [type.declaration].compactMap({ $0 }) + type.extensions {
      for token in part.group.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let text) = token.tokenKind else { continue }
        if ConstructRegistry.feedsViews.contains(text) { return nil }
        names.insert(text)
      }
      if FunctionTypeFinder.finds(in: Syntax(part.group)) { return nil }
    }
    return names
  }
}

/// Whether a declaration writes a function type (`() -> Void`, `@escaping (Int) -> Void`).
private final class FunctionTypeFinder: SyntaxVisitor {
  private var found = false

  static func finds(in node: Syntax) -> Bool {
    let finder = FunctionTypeFinder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.found
  }

  override func visit(_ node: FunctionTypeSyntax) -> SyntaxVisitorContinueKind {
    found = true
    return .skipChildren
  }
}
