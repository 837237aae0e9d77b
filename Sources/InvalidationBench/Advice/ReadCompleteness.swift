/// Where the import did not read a screen's source completely: each warning that says so
/// (`ImportWarning.Kind.blocksAdvice`), placed in the declaration of a view or model that holds
/// it. A declaration runs from its first line to the line before the next declaration of the
/// same file, so a warning in an extension after a view counts for that view (docs/advise.md,
/// "Not judged").
struct ReadCompleteness {
  /// The warnings in the way, by declaration name.
  private let obstacles: [String: [ImportWarning]]

  init(draft: ScreenDraft, warnings: [ImportWarning]) {
    let declarations =
      draft.views.filter { !$0.isSynthetic }.map { (name: $0.name, place: $0.place) }
      + draft.stores.map { (name: $0.className, place: $0.place) }
    let byFile = Dictionary(grouping: declarations, by: \.place.file).mapValues {
      $0.sorted { $0.place.position.line < $1.place.position.line }
    }
    var obstacles: [String: [ImportWarning]] = [:]
    for warning in warnings where warning.kind.blocksAdvice {
      guard let holder = byFile[warning.file]?.last(where: { $0.place.position.line <= warning.line }) else {
        continue
      }
      obstacles[holder.name, default: []].append(warning)
    }
    self.obstacles = obstacles
  }

  /// The warnings in the declarations named `names`, in the order the import made them.
  func obstacles(in names: [String]) -> [ImportWarning] {
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }.flatMap { obstacles[$0] ?? [] }
  }
}
