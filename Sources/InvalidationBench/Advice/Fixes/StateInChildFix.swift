/// An `@State` moved, with the parts that use it, into a child view that owns it: its changes
/// re-run only that child (each state, and all of a view's).
enum StateInChildFix: FixDefinition {
  static let kind = FixKind.stateInChild
  static let summary =
    "move an @State, with the parts that use it, into a child view that owns it (each state, and all of a view's)"
  static let keepsInterfaces = true

  static func candidates(in context: FixContext) -> [Fix] {
    context.movable.flatMap { view -> [Fix] in
      let single = view.state.compactMap { PartExtraction.forState($0.name, of: view, in: context.draft) }
      // Each part summarized once, for a view with a part to move.
      guard !single.isEmpty else { return [] }
      let body = MovedPart.Body(of: view, in: context.draft)
      var fixes = single.map { extraction in
        Fix(
          kind: kind, subject: "\(view.name).\(extraction.state[0])",
          place: FixContext.written(extraction.place(in: context.draft)),
          prospect: .movedPartReruns(body.moving([extraction.parts])),
          change:
            "move \(PartExtraction.wrapper(of: extraction.state[0], in: view)) \(extraction.state[0]) of \(view.name), with the parts that use it, into a child view \(extraction.child) that owns it: its changes then re-run only that child",
          sketch: extraction.sketch(of: view),
          claims: [.madeOnlyHere(view: view.name, label: extraction.state[0])],
          edit: PartExtraction.edit([extraction], of: view)
        ) { draft in move([extraction.state[0]], of: view.name, in: &draft) }
      }
      if single.count > 1 {
        fixes.append(all(single, of: view, body: body))
      }
      return fixes
    }
  }

  /// Every `@State` of `view` moved, each with its parts into a child of its own.
  private static func all(_ single: [PartExtraction], of view: ScreenDraft.View, body: MovedPart.Body) -> Fix
  {
    let states = single.map { $0.state[0] }
    return Fix(
      kind: kind, subject: view.name, place: FixContext.written(view.place),
      prospect: .movedPartReruns(body.moving(single.map(\.parts))),
      change:
        "move each state of \(view.name) (\(states.joined(separator: ", "))), with the parts that use it, into a child view that owns it: an edit then re-runs only its own region",
      sketch: single.map { $0.sketch(of: view) }.joined(separator: "\n"),
      claims: states.map { .madeOnlyHere(view: view.name, label: $0) },
      edit: PartExtraction.edit(single, of: view)
    ) { draft in move(states, of: view.name, in: &draft) }
  }

  /// `states` of `view` moved in turn, each while it still can be.
  private static func move(_ states: [String], of view: String, in draft: inout ScreenDraft) {
    for state in states {
      guard let current = draft.views.first(where: { $0.name == view }) else { return }
      PartExtraction.forState(state, of: current, in: draft)?.apply(to: &draft)
    }
  }

  static func patch(_ edit: FixEdit, in app: AppUses) -> Result<[SourceEdit], FixPatch.Refusal>? {
    PartExtraction.patch(edit, in: app)
  }
}
