/// `.equatable()` on a child whose inputs are all values: a parent that re-runs re-creates it,
/// and the generated `==` keeps it from re-running when its inputs are equal (R4).
enum EquatableChildFix: FixDefinition {
  static let kind = FixKind.equatableChild
  static let summary = ".equatable() on a child whose inputs are values (each child)"
  static let keepsInterfaces = true

  static func candidates(in context: FixContext) -> [Fix] {
    let shown = context.shown
    return context.draft.views.compactMap { view in
      // Swift generates `==` only for plain values: no binding, record, closure, state or model.
      guard view.name != context.root, shown.contains(view.name), view.equatable == nil, !view.inputs.isEmpty,
        view.inputs.allSatisfy({ $0.kind == .value }), view.state.isEmpty, view.models.isEmpty
      else { return nil }
      let name = view.name
      return Fix(
        kind: kind, subject: name, place: FixContext.written(view.place),
        prospect: .parentReruns(name),
        change:
          "make \(name) Equatable and show it with .equatable(): its parent's re-runs then skip it while \(view.inputs.map(\.name).joined(separator: ", ")) stay equal",
        sketch: """
          extension \(name): Equatable {}
          \(name)(…).equatable()
          """
      ) { draft in
        guard let index = draft.views.firstIndex(where: { $0.name == name }) else { return }
        draft.views[index].equatable = .memberwise
      }
    }
  }
}
