/// A part that reads a model and the view's own properties, which `ExtractReadFix` cannot
/// move, wrapped in a scope (ScopeKit's `ScopeView`): it re-runs alone when the model changes,
/// and still with the view (each such part).
enum ScopeReadFix: FixDefinition {
  static let kind = FixKind.scopeRead
  static let summary =
    "wrap a part that reads a model and the view's own properties in a ScopeView (each such part)"
  static let keepsInterfaces = true

  static func candidates(in context: FixContext) -> [Fix] {
    context.movable.flatMap { view in
      view.body.indices.compactMap { ScopeWrap.forRead(at: $0, of: view, in: context.draft) }.map { wrap in
        let models = wrap.models(in: context.draft).joined(separator: ", ")
        let own = wrap.passed.map(\.name).joined(separator: ", ")
        return Fix(
          kind: kind, subject: wrap.child,
          place: FixContext.written(PartExtraction.place(of: view.body[wrap.index]) ?? view.place),
          prospect: .reruns([view.name]),
          change:
            "wrap this part of \(view.name)'s body, which reads \(models) and \(view.name)'s own \(own), in a ScopeView: it then re-runs alone when \(models) changes, and still with \(view.name)",
          sketch: "ScopeView { … }   // in \(view.name)'s body, around the part that reads \(models)"
        ) { draft in wrap.apply(to: &draft) }
      }
    }
  }
}
