/// Where the import did not read a screen's source completely: each warning that says so
/// (`ImportWarning.Kind.blocksAdvice`), placed in the innermost view or model whose
/// declaration or extension holds it: a model declared inside a view holds the warnings of its
/// own lines, the view those of the rest (docs/advise.md, "Not judged").
struct ReadCompleteness {
  /// The warnings in the way, by declaration name.
  private let obstacles: [String: [ImportWarning]]

  init(draft: ScreenDraft, warnings: [ImportWarning]) {
    let declarations =
      draft.views.filter { !$0.isSynthetic }.map { (name: $0.name, spans: $0.spans) }
      + draft.stores.map { (name: $0.className, spans: $0.spans) }
    var obstacles: [String: [ImportWarning]] = [:]
    for warning in warnings where warning.kind.blocksAdvice {
      let holders = declarations.compactMap { declaration -> (name: String, size: Int)? in
        guard let span = declaration.spans.first(where: { $0.contains(warning.file, line: warning.line) })
        else { return nil }
        return (declaration.name, span.lines.count)
      }
      guard let innermost = holders.min(by: { $0.size < $1.size }) else { continue }
      obstacles[innermost.name, default: []].append(warning)
    }
    self.obstacles = obstacles
  }

  /// The warnings in the declarations named `names`, in the order the import made them.
  func obstacles(in names: [String]) -> [ImportWarning] {
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }.flatMap { obstacles[$0] ?? [] }
  }
}
