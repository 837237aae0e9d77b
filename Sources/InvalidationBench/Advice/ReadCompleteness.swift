/// Where the import did not read a screen's source completely: each warning that says so
/// (`ImportWarning.Kind.blocksAdvice`), placed in the innermost view or model whose
/// declaration or extension holds it: a model declared inside a view holds the warnings of its
/// own lines, the view those of the rest (docs/advise.md, "Not judged"). A first value guessed
/// for a model's field that no part of the screen reads or writes is in no fix's way: no count
/// and no output depends on it.
struct ReadCompleteness {
  /// The warnings in the way, by declaration name.
  private let obstacles: [String: [ImportWarning]]

  init(draft: ScreenDraft, warnings: [ImportWarning], declared: DeclaredScreens.Declared? = nil) {
    let (idle, idleFields) = declared.map(Self.untouchedFirstValues) ?? ([], [])
    let declarations =
      draft.views.filter { !$0.isSynthetic }.map { (name: $0.name, spans: $0.spans) }
      + draft.stores.map { (name: $0.className, spans: $0.spans) }
    var obstacles: [String: [ImportWarning]] = [:]
    for warning in warnings
    where warning.kind.blocksAdvice && !idle.contains(warning.place)
      && !(warning.firstValueOf.map(idleFields.contains) ?? false)
    {
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

  /// Where the first values of the fields nothing on `declared`'s screen reads or writes are,
  /// under any branch its actions are read with, and those fields: a guess there changes no
  /// count (a logger, a client, a queue a model keeps). A place a touched field shares (a base
  /// class's field, copied into each subclass) is not one.
  private static func untouchedFirstValues(_ declared: DeclaredScreens.Declared)
    -> (places: Set<SourcePlace>, fields: Set<ImportWarning.ModelField>)
  {
    let touched = ScreenFieldUse(declared.screen).touched
    // A name an open branch's statements use may be a field they read or write.
    let named = Set(
      declared.draft.views.flatMap(\.actions).flatMap(\.openBranches).flatMap(\.statements).flatMap(
        words))
    var idle = Set<SourcePlace>()
    var kept = Set<SourcePlace>()
    var fields = Set<ImportWarning.ModelField>()
    var keptNames = Set<String>()
    for store in declared.draft.stores {
      guard let names = declared.names.stores[store.key] else { continue }
      for field in store.fields {
        if let ref = names.fields[field.name], !touched.contains(ref), !named.contains(field.name) {
          idle.insert(field.initial.place)
          fields.insert(.init(model: store.className, field: field.name))
        } else {
          kept.insert(field.initial.place)
          keptNames.insert(field.name)
        }
      }
    }
    // A base class's init is read for each subclass, and its warning said once, naming the
    // first: a field of that name another model touches may be the same one.
    return (idle.subtracting(kept), fields.filter { !keptNames.contains($0.field) })
  }

  /// The words of `expression`'s text.
  private static func words(of expression: SourceExpression) -> [String] {
    expression.text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
  }

  /// The words of the expressions of `line`.
  private static func words(_ line: ScreenDraft.ActionLine) -> [String] {
    line.expressions.flatMap(words(of:))
  }

  /// The warnings in the declarations named `names`, in the order the import made them, each
  /// once: a method's statement the import skipped is warned about at each call it inlines.
  func obstacles(in names: [String]) -> [ImportWarning] {
    var seen = Set<String>()
    var said = Set<ImportWarning>()
    return names.filter { seen.insert($0).inserted }.flatMap { obstacles[$0] ?? [] }.filter {
      said.insert($0).inserted
    }
  }
}
