/// A part of a body that reads a model moved into a child view of its own, which reads it
/// there: the part re-runs with the child, not with each re-run of the parent, which no
/// longer re-runs for the part's reads (it may still for its own) (each read site, and all of
/// a view's).
enum ExtractReadFix: FixDefinition {
  static let kind = FixKind.extractRead
  static let summary =
    "extract a part of a body that reads a model into a child view (each read site, and all of a view's)"
  static let keepsInterfaces = true

  static func candidates(in context: FixContext) -> [Fix] {
    context.movable.flatMap { view -> [Fix] in
      let single = view.body.indices.compactMap {
        PartExtraction.forRead(at: $0, of: view, in: context.draft)
      }
      // Each part summarized once, for a view with a part to move.
      guard !single.isEmpty else { return [] }
      let body = MovedPart.Body(of: view, in: context.draft)
      var fixes = single.map { extraction in
        Fix(
          kind: kind, subject: extraction.child,
          place: FixContext.written(extraction.place(in: context.draft)),
          prospect: .movedPartReruns(body.moving([extraction.parts])),
          change:
            "move this part of \(view.name)'s body, which reads \(extraction.models(of: view)), into a child view \(extraction.child) that reads it: the part then re-runs when \(extraction.child) does, not with every re-run of \(view.name)",
          sketch: extraction.sketch(of: view),
          edit: PartExtraction.edit([extraction], of: view)
        ) { draft in extractRead(at: extraction.parts[0], of: view.name, in: &draft) }
      }
      if single.count > 1 {
        fixes.append(all(single, of: view, body: body))
      }
      return fixes
    }
  }

  /// Every part of `view` that reads a model moved, each into a child of its own.
  private static func all(_ single: [PartExtraction], of view: ScreenDraft.View, body: MovedPart.Body) -> Fix
  {
    Fix(
      kind: kind, subject: view.name, place: FixContext.written(view.place),
      prospect: .movedPartReruns(body.moving(single.map(\.parts))),
      change:
        "move each part of \(view.name)'s body that reads a model into a child view of its own (\(single.map(\.child).joined(separator: ", "))): \(view.name) then reads none",
      sketch: single.map { $0.sketch(of: view) }.joined(separator: "\n"),
      edit: PartExtraction.edit(single, of: view)
    ) { draft in
      // Each from the end, so that the positions of the others stand.
      for extraction in single.reversed() {
        extractRead(at: extraction.parts[0], of: view.name, in: &draft)
      }
    }
  }

  /// The part at `index` of `view` moved into a child of its own, if it still can be.
  private static func extractRead(at index: Int, of view: String, in draft: inout ScreenDraft) {
    guard let current = draft.views.first(where: { $0.name == view }), index < current.body.count else {
      return
    }
    PartExtraction.forRead(at: index, of: current, in: draft)?.apply(to: &draft)
  }

  static func patch(_ edit: FixEdit, in app: AppUses) -> Result<[SourceEdit], FixPatch.Refusal>? {
    PartExtraction.patch(edit, in: app)
  }
}
