/// A child given the value of a model's field reads the field itself: its parent no longer
/// reads it, so no longer re-runs when it changes (each such argument).
enum ReadInChildFix: FixDefinition {
  static let kind = FixKind.readInChild
  static let summary =
    "let a child read the model field it is given instead of its parent (each such argument)"

  static func candidates(in context: FixContext) -> [Fix] {
    let draft = context.draft
    var shown: [String: Int] = [:]
    for view in draft.views {
      for part in ScreenDraft.Part.all(in: view.body) {
        if let name = FixContext.childName(part) { shown[name, default: 0] += 1 }
      }
    }
    let fields = Set(draft.stores.flatMap { store in store.fields.map { "\(store.key).\($0.name)" } })
    return draft.views.flatMap { parent in
      ScreenDraft.Part.all(in: parent.body).flatMap { part -> [Fix] in
        guard case .child(let name, let arguments, _, let at) = part, name != parent.name, shown[name] == 1,
          let child = draft.views.first(where: { $0.name == name })
        else { return [] }
        return arguments.compactMap { label, value -> Fix? in
          guard fields.contains(value.text), value.bindings.isEmpty, value.alongside.isEmpty,
            child.inputs.contains(where: { $0.name == label && $0.kind == .value })
          else { return nil }
          return fix(name, label, value, parent: parent.name, at: at)
        }
      }
    }
  }

  private static func fix(
    _ name: String, _ label: String, _ value: SourceExpression, parent: String, at: SourcePlace
  ) -> Fix {
    let field = value.text
    let written = value.syntax.trimmedDescription
    let model = String(written.prefix { $0 != "." })
    return Fix(
      kind: kind, subject: "\(name).\(label)", place: FixContext.written(at),
      prospect: .reruns([parent]),
      change:
        "give \(name) the model instead of \(label): \(written), and let it read \(written) itself: \(parent) then no longer reads it",
      sketch: """
        \(name)(\(model): \(model))   // was \(name)(\(label): \(written))
        // in \(name): the model as a property, and \(written) where it used \(label)
        """,
      claims: [.madeOnlyHere(view: name, label: label)]
    ) { draft in readInChild(name, label, field: field, parent: parent, in: &draft) }
  }

  /// The child `name` reads `field` where it used its input `label`, which `parent` no longer
  /// passes.
  private static func readInChild(
    _ name: String, _ label: String, field: String, parent: String, in draft: inout ScreenDraft
  ) {
    guard let childIndex = draft.views.firstIndex(where: { $0.name == name }),
      let parentIndex = draft.views.firstIndex(where: { $0.name == parent }),
      draft.views[childIndex].inputs.contains(where: { $0.name == label })
    else { return }
    draft.views[parentIndex].body = draft.views[parentIndex].body.map { part in
      part.mapArguments(ofChild: name) { arguments, _ in arguments.filter { $0.0 != label } }
    }
    draft.views[childIndex].inputs.removeAll { $0.name == label }
    draft.views[childIndex].rename(label, to: field)
    // An ObservableObject it now reads, it holds (@ObservedObject); an @Observable it reads is
    // tracked.
    let key = String(field.prefix { $0 != "." })
    let store = draft.stores.first { $0.key == key }
    let child = draft.views[childIndex]
    if store?.isObservableObject == true, !child.holds.contains(key), !child.owns.contains(key) {
      draft.views[childIndex].holds.append(key)
    }
  }
}
