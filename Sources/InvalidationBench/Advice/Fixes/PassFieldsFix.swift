import SwiftSyntax

/// A child that reads some fields of a model given those fields as values instead of the
/// model: it re-runs when they change, not at every change of the model (each child holding a
/// model).
enum PassFieldsFix: FixDefinition {
  static let kind = FixKind.passFields
  static let summary = "give a child the fields it reads instead of the model (each child holding a model)"

  static func candidates(in context: FixContext) -> [Fix] {
    let draft = context.draft
    let rows = Set(
      draft.views.flatMap { view in
        ScreenDraft.Part.all(in: view.body).compactMap { part -> String? in
          if case .forEach(_, _, _, let row, _, _, _) = part { return row }
          return nil
        }
      })
    let shown = context.shown
    return draft.views.flatMap { child -> [Fix] in
      guard child.name != context.root, shown.contains(child.name), !rows.contains(child.name) else {
        return []
      }
      return child.models.sorted(by: { $0.key < $1.key }).compactMap { property, key -> Fix? in
        guard let store = draft.stores.first(where: { $0.key == key }), !child.owns.contains(key),
          let fields = fieldsRead(by: child, through: property),
          !fields.isEmpty, fields.allSatisfy({ name in store.fields.contains { $0.name == name } }),
          // A model object given as a value is not observed: the child would miss its changes.
          !store.fields.contains(where: { fields.contains($0.name) && $0.holdsModel }),
          child.ownNames.isDisjoint(with: fields)
        else { return nil }
        return fix(fields, of: store, through: property, to: child)
      }
    }
  }

  private static func fix(
    _ fields: [String], of store: ScreenDraft.Store, through property: String, to child: ScreenDraft.View
  ) -> Fix {
    let list = fields.joined(separator: ", ")
    let key = store.key
    return Fix(
      kind: kind, subject: "\(child.name).\(property)", place: FixContext.written(child.place),
      // A child re-run for a field it reads re-runs as often given the field: only its re-runs
      // at every change of an ObservableObject can be saved.
      prospect: .storeReruns([child.name]),
      change:
        "give \(child.name) the fields it reads (\(list)) instead of \(property): it then re-runs when they change, not at every change of \(store.className)",
      sketch: """
        struct \(child.name): View { \(fields.map { "let \($0): …" }.joined(separator: "; ")) … }   // was \(property): \(store.className)
        \(child.name)(\(fields.map { "\($0): \(property).\($0)" }.joined(separator: ", ")))
        """,
      claims: [.madeOnlyHere(view: child.name, label: nil)],
      edit: .passFields(view: child.name, property: property, model: store.className, fields: fields)
    ) { draft in passFields(fields, of: key, through: property, to: child.name, in: &draft) }
  }

  /// The fields of the model `property` that `view` reads (`property.field`), `nil` if it
  /// uses the model otherwise: bound (`$property`), written by an action, or passed whole.
  private static func fieldsRead(by view: ScreenDraft.View, through property: String) -> [String]? {
    let expressions =
      view.body.flatMap(\.expressions) + view.constants.values + view.helperValues.values.flatMap { $0 }
    var fields: Set<String> = []
    for expression in expressions {
      for token in expression.syntax.tokens(viewMode: .sourceAccurate) where token.plainName == property {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
          reference.keyPathInParent != \MemberAccessExprSyntax.declName
        else { continue }
        guard let member = reference.parent?.as(MemberAccessExprSyntax.self),
          reference.keyPathInParent == \MemberAccessExprSyntax.base
        else { return nil }
        fields.insert(member.declName.baseName.text)
      }
      if expression.namesUsed.contains("$" + property) { return nil }
    }
    let writes = view.actions.flatMap { $0.statements.flatMap(\.expressions) }
    guard writes.allSatisfy({ !$0.namesUsed.contains(property) }) else { return nil }
    return fields.sorted()
  }

  private static func passFields(
    _ fields: [String], of key: String, through property: String, to child: String,
    in draft: inout ScreenDraft
  ) {
    guard let index = draft.views.firstIndex(where: { $0.name == child }) else { return }
    draft.views[index].inputs += fields.map { ($0, .value) }
    // `property.field` is then the input `field` (`self.field`).
    draft.views[index].rename(property, to: "self")
    draft.views[index].holds.removeAll { $0 == key }
    for view in draft.views.indices {
      draft.views[view].body = draft.views[view].body.map { part in
        part.mapArguments(ofChild: child) { arguments, at in
          arguments + fields.map { ($0, SourceExpression("\(key).\($0)", at: at)) }
        }
      }
    }
  }

  static func patch(_ edit: FixEdit, in app: AppUses) -> Result<[SourceEdit], FixPatch.Refusal>? {
    guard case .passFields(let view, let property, let model, let fields) = edit else { return nil }
    return app.passing(fields, of: model, to: view, instead: property)
  }
}
