/// What the fixes that move parts into a new child (`ExtractReadFix`, `StateInChildFix`) say
/// of an extraction: the models it reads, the sketch of the child, and the patch's edit.
extension PartExtraction {
  /// The models the moved parts of `view` read, as the view names them.
  func models(of view: ScreenDraft.View) -> String {
    let names = parts.reduce(into: Set<String>()) {
      $0.formUnion(PartExtraction.names(of: view.body[$1], in: view))
    }
    return view.models.keys.filter { names.contains($0) || names.contains("$" + $0) }.sorted()
      .joined(separator: ", ")
  }

  /// A line of Swift sketching the new child and where `view` shows it.
  func sketch(of view: ScreenDraft.View) -> String {
    let owned = state.map { name in
      view.stateWrappers[name] == nil
        ? "@State private var \(name) = …; " : "\(Self.wrapper(of: name, in: view))(…) var \(name) = …; "
    }.joined()
    let models = models(of: view)
    let held = models.isEmpty ? "" : "@ObservedObject var \(models) (or let, if @Observable); "
    return
      "struct \(child): View { \(owned)\(held)var body: some View { … } }   // \(view.name) shows \(child)()"
  }

  /// The wrapper `view` keeps its state `name` with: `@State`, or another (`@AppStorage`).
  static func wrapper(of name: String, in view: ScreenDraft.View) -> String {
    "@" + (view.stateWrappers[name] ?? "State")
  }

  /// The patch's edit of `extractions` of `view`, when the source says where each part is.
  static func edit(_ extractions: [PartExtraction], of view: ScreenDraft.View) -> FixEdit? {
    let moves = extractions.map { extraction in
      FixEdit.PartMove(
        child: extraction.child,
        places: extraction.parts.compactMap { PartExtraction.place(of: view.body[$0]) },
        state: extraction.state, models: view.models.keys.sorted())
    }
    guard zip(moves, extractions).allSatisfy({ $0.places.count == $1.parts.count }) else { return nil }
    return .extract(view: view.name, moves: moves)
  }

  /// The source's edits that `edit` (an extraction's) makes in `app`.
  static func patch(_ edit: FixEdit, in app: AppUses) -> Result<[SourceEdit], FixPatch.Refusal>? {
    guard case .extract(let view, let moves) = edit else { return nil }
    return app.extracting(moves, from: view)
  }
}
