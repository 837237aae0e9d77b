import SwiftSyntax

/// A field of an `ObservableObject` that no body reads loses its `@Published`: its writes then
/// send no `objectWillChange`. On `ObservableObject`s only: an unread field of an `@Observable`
/// notifies no one already (nobody registered it), so unobserving it saves nothing.
enum IgnoreUnreadFieldFix: FixDefinition {
  static let kind = FixKind.ignoreUnreadField
  static let summary = "no @Published on a field of an ObservableObject that no body reads (each field)"

  static func candidates(in context: FixContext) -> [Fix] {
    let named = namedFields(in: context.draft)
    return context.draft.stores.flatMap { store -> [Fix] in
      guard store.isObservableObject, store.classCanChange else { return [] }
      let key = store.key
      return store.fields.compactMap { field -> Fix? in
        let name = field.name
        guard field.observed, name != ScreenDraft.Store.willChange, !named.contains(name) else { return nil }
        return Fix(
          kind: kind, subject: "\(store.className).\(name)",
          place: FixContext.written(field.initial.place),
          prospect: .storeReruns(context.holders(of: key)),
          change:
            "drop @Published from \(store.className).\(name): no body reads it, so its writes need to notify no one",
          sketch: "var \(name) = …   // was @Published var \(name)",
          claims: [.fieldUnused(model: store.className, field: name)],
          edit: .unpublish(model: store.className, field: name)
        ) { draft in
          guard let store = draft.stores.firstIndex(where: { $0.key == key }),
            let index = draft.stores[store].fields.firstIndex(where: { $0.name == name })
          else { return }
          draft.stores[store].fields[index].observed = false
        }
      }
    }
  }

  /// Every name that an expression of a view (not an action's statement, which writes) or a
  /// computed member of a model uses, members after a dot included: a field named there may
  /// be read.
  private static func namedFields(in draft: ScreenDraft) -> Set<String> {
    var expressions = draft.views.flatMap { view in
      view.body.flatMap(\.expressions) + view.constants.values + view.helperValues.values.flatMap { $0 }
    }
    expressions += draft.stores.flatMap { $0.members.values.flatMap { $0 } }
    var names: Set<String> = []
    for expression in expressions {
      for token in expression.syntax.tokens(viewMode: .sourceAccurate)
      where token.parent?.is(DeclReferenceExprSyntax.self) == true {
        names.insert(token.plainName.hasPrefix("$") ? String(token.plainName.dropFirst()) : token.plainName)
      }
      for binding in expression.bindings.values { names.formUnion(binding.namesUsed) }
    }
    return names
  }

  static func patch(_ edit: FixEdit, in app: AppUses) -> Result<[SourceEdit], FixPatch.Refusal>? {
    guard case .unpublish(let model, let field) = edit else { return nil }
    return app.unpublishing(field, of: model)
  }
}

extension AppUses {
  /// `@Published` dropped from `model.field`.
  func unpublishing(_ field: String, of model: String) -> Result<[SourceEdit], FixPatch.Refusal> {
    let found = (published[model] ?? []).filter { $0.field == field }
    guard found.count == 1 else {
      return .failure(
        .init(why: "@Published var \(field) of \(model) is declared \(found.count) times in the files read"))
    }
    return .success([found[0].removal])
  }
}
