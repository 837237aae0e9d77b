import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// `bench import` and `bench run --swiftui`: reads SwiftUI source with swift-syntax and
/// builds the screen of its models, views, bodies and interactions in one pass, with a default
/// trace (docs/swiftui-import.md): `workload` runs it, `screenFile` writes it out.
public struct SwiftUIImporter {
  /// The imported screen, and what the import could not resolve.
  public struct Result: Sendable {
    /// Every decision of the import, at its position.
    public let warnings: [ImportWarning]
    /// Views no other view shows: the candidates for the root, the largest first.
    public let roots: [String]
    /// What the import kept of the source's reads, and of its views.
    public let summary: ImportSummary
    /// The screen as `--swiftui` runs it.
    public let workload: ImportedWorkload
    let trace: [String]

    /// The screen as a screen file (`bench import`), which loads to the same screen.
    public var screenFile: String {
      ScreenDraftWriter(
        draft: workload.draft, workload: workload.name, root: workload.root,
        sources: workload.sources, trace: trace, warnings: warnings,
        frames: workload.parameters[0].defaultValue
      ).text()
    }
  }

  /// Imports `files` (path and text); `root` chooses among several candidate roots; `traceFile`
  /// (text and path) replaces the default trace. Throws a `ScreenFileError` at the source's
  /// position, or `SelectionError.unknownRoot`.
  public static func importing(
    _ files: [(path: String, text: String)], root: String? = nil, workload: String = "imported",
    traceFile: (text: String, path: String)? = nil
  ) throws -> Result {
    var draft = ScreenDraft()
    var parsed: [(path: String, tree: SourceFileSyntax, converter: SourceLocationConverter)] = []
    for (path, text) in files {
      let tree = Parser.parse(source: text)
      let converter = SourceLocationConverter(fileName: path, tree: tree)
      // The import walks the tree recursively: refuse what would overflow the stack.
      if let deep = SyntaxDepth.firstNode(deeperThan: InputLimits.sourceDepth, in: tree) {
        let location = converter.location(for: deep.positionAfterSkippingLeadingTrivia)
        throw ScreenFileError(
          file: path, line: location.line, column: location.column,
          "the source nests deeper than \(InputLimits.sourceDepth.grouped) levels here (each chained modifier or operand counts one); split the expression into smaller views or helpers"
        )
      }
      if let diagnostic = ParseDiagnosticsGenerator.diagnostics(for: tree).first {
        let location = diagnostic.location(converter: converter)
        throw ScreenFileError(
          file: path, line: location.line, column: location.column,
          "not valid Swift: \(diagnostic.message); fix the source (the compiler would refuse it too)")
      }
      parsed.append((path, tree, converter))
    }
    // A model's array of structs declared in another file is its records all the same.
    var structs: [String: [(name: String, initial: SourceExpression)]] = [:]
    for (path, tree, converter) in parsed {
      structs.merge(ModelCollector(file: path, converter: converter).structs(in: tree)) { first, _ in first }
    }
    for (path, tree, converter) in parsed {
      for store in ModelCollector(file: path, converter: converter).stores(
        in: tree, structs: structs, warnings: &draft.warnings)
      {
        if let first = draft.stores.first(where: { $0.className == store.className }) {
          draft.warnings.append(
            store.place.warning(
              "left out this \(store.className): the one at \(first.place.file):\(first.place.position.line) has its name"
            ))
          continue
        }
        draft.stores.append(store)
      }
    }
    let storeKeys = Dictionary(
      draft.stores.map { ($0.className, $0.key) }, uniquingKeysWith: { first, _ in first })
    var records: [String: String] = [:]
    for store in draft.stores {
      if let collection = store.records { records[collection.elementType] = collection.name }
    }
    var found: [(file: String, converter: SourceLocationConverter, view: ViewCollector.Found)] = []
    var extensions: [String: [String: ViewHelper]] = [:]
    for (path, tree, converter) in parsed {
      for (type, helpers) in ViewHelper.extensions(in: tree, file: path, converter: converter) {
        extensions[type, default: [:]].merge(helpers) { first, _ in first }
      }
    }
    var foundNames: [String: Int] = [:]
    for (path, tree, converter) in parsed {
      let collector = ViewCollector(file: path, converter: converter, stores: storeKeys, records: records)
      for view in collector.views(in: tree, warnings: &draft.warnings) {
        if let first = foundNames[view.draft.name] {
          draft.warnings.append(
            view.draft.place.warning(
              "left out this \(view.draft.name): the one at \(found[first].view.draft.source) has its name"))
          continue
        }
        foundNames[view.draft.name] = found.count
        found.append((path, converter, view))
      }
    }
    let inputs = Dictionary(
      found.map { ($0.view.draft.name, $0.view.draft.inputs) }, uniquingKeysWith: { first, _ in first })
    let models = Dictionary(
      found.map { ($0.view.draft.name, Set($0.view.draft.models.keys)) },
      uniquingKeysWith: { first, _ in first })
    let stores = Dictionary(draft.stores.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    var taken = TakenNames()
    var equatable: Set<String> = []
    var environmentKeys: Set<String> = []
    for (path, converter, var view) in found {
      view.helpers.merge(extensions[view.draft.name] ?? [:]) { own, _ in own }
      var translator = BodyTranslator(
        file: path, converter: converter, views: inputs, modelProperties: models, helpers: view.helpers,
        stores: stores, draft: view.draft, taken: taken)
      taken = TakenNames()
      if let body = view.body { translator.draft.body = translator.parts(body) }
      translator.draft.reads = Self.census(view, file: path, converter: converter)
      // Moved, not copied: a copy would be made again for each view (quadratic in views).
      taken = TakenNames()
      swap(&taken, &translator.taken)
      equatable.formUnion(translator.equatableChildren)
      environmentKeys.formUnion(translator.environmentKeys)
      environmentKeys.formUnion(view.draft.environmentReads.values)
      draft.warnings += translator.warnings
      draft.views.append(translator.draft)
    }
    for index in draft.views.indices
    where equatable.contains(draft.views[index].name) && draft.views[index].equatable == nil {
      draft.views[index].equatable = .memberwise
    }
    draft.environmentKeys = environmentKeys.sorted()
    let shown = Set(draft.views.flatMap { Self.children($0.body) })
    let roots = RootRanking(draft.views, shown: shown)
    guard let chosen = root ?? roots.candidates.first?.name ?? draft.views.first?.name else {
      throw ScreenFileError(
        file: files.first?.path ?? "-", line: 1, column: 1,
        "found no SwiftUI view (struct X: View); give the file that declares the screen")
    }
    guard draft.views.contains(where: { $0.name == chosen }) else {
      throw SelectionError.unknownRoot(
        chosen, candidates: roots.candidates.map(\.name), views: draft.views.map(\.name))
    }
    Self.giveInputs(of: chosen, in: &draft)
    let (decided, screen, kept) = try declare(draft, root: chosen)
    var warnings = decided.warnings
    var summary = ImportSummary(
      decided, root: chosen, roots: roots, exact: kept.exact, derived: kept.derived, warnings: &warnings)
    let trace = DefaultTrace(decided, root: chosen, screen: screen, warnings: &warnings)
    if traceFile == nil { summary.interactions = trace.writes(in: decided) }
    let kinds = Dictionary(grouping: warnings, by: \.kind).mapValues(\.count)
    summary.warningKinds = ImportWarning.Kind.allCases.compactMap {
      kind -> (kind: ImportWarning.Kind, count: Int)? in
      kinds[kind].map { (kind, $0) }
    }.sorted { $0.count > $1.count }
    var workload = try ImportedWorkload(
      name: workload, sources: files.map(\.path), draft: decided, root: chosen, traceFile: traceFile,
      interactions: trace.steps.map(\.statement))
    workload.importSummary = summary.text.split(separator: "\n").map(String.init)
    workload.importWarnings = warnings
    return Result(
      warnings: warnings, roots: roots.candidates.map(\.name), summary: summary, workload: workload,
      trace: trace.written)
  }

  /// The draft as declared, with every decision written into it and its warnings, and the
  /// screen. A model owned by a view shown more than once is held there instead (a
  /// `@StateObject` per row is one model per row, which a screen's one store cannot be).
  private static func declare(_ draft: ScreenDraft, root: String) throws -> (
    ScreenDraft, Screen, (exact: Set<SourcePlace>, derived: Set<SourcePlace>)
  ) {
    var draft = draft
    var demoted: Set<String> = []
    while true {
      var declarer = DraftDeclarer(draft, parameters: ["frames": ImportedWorkload.defaultFrames])
      let failure: DeclarationError
      do {
        let screen = try declarer.screen(root: root)
        var decided = declarer.draft
        decided.warnings += declarer.warnings
        return (decided, screen, (declarer.kept, declarer.derived))
      } catch {
        failure = error
      }
      guard case .ownedStoreInRepeatedView(let view, _) = failure, !demoted.contains(view),
        let index = draft.views.firstIndex(where: { $0.name == view })
      else { throw failure }
      demoted.insert(view)
      let owned = draft.views[index].owns
      draft.views[index].holds += owned
      draft.views[index].owns = []
      draft.warnings.append(
        draft.views[index].place.warning(
          "took \(owned.joined(separator: ", ")) as held, not owned, in \(view): it is shown more than once, and each would own a model of its own"
        ))
    }
  }

  /// The root's inputs, which no view of the files gives it, become `@State` with a first
  /// value guessed from their type; closures are dropped.
  private static func giveInputs(of root: String, in draft: inout ScreenDraft) {
    guard let index = draft.views.firstIndex(where: { $0.name == root }), !draft.views[index].inputs.isEmpty
    else { return }
    let view = draft.views[index]
    var taken: [String] = []
    for input in view.inputs where input.kind == .value || input.kind == .binding {
      let initial = view.inputGuesses[input.name] ?? SourceExpression("\"\"", at: view.place)
      draft.views[index].state.append((input.name, initial))
      draft.views[index].givenByParent.append(input.name)
      taken.append("\(input.name) = \(initial.text)")
    }
    draft.views[index].inputs.removeAll { [.value, .binding, .closure].contains($0.kind) }
    guard draft.views[index].inputs.count < view.inputs.count else { return }
    let closures = view.inputs.filter { $0.kind == .closure }.map(\.name)
    let done = [
      taken.isEmpty ? nil : "took \(taken.joined(separator: ", ")) as @State",
      closures.isEmpty ? nil : "dropped \(closures.joined(separator: ", "))",
    ].compactMap { $0 }.joined(separator: " and ")
    draft.warnings.append(
      view.place.warning("the root \(root) takes inputs from a parent these files do not show; \(done)"))
  }

  /// Where the view's body and helpers read its stored properties (`ReadCensus`).
  private static func census(_ view: ViewCollector.Found, file: String, converter: SourceLocationConverter)
    -> [SourceRead]
  {
    let draft = view.draft
    let properties = Set(
      draft.inputs.map(\.name) + draft.state.map(\.name) + draft.models.keys + draft.environmentReads.keys
        + draft.unknownModels.keys)
    let models = Set(draft.models.keys).union(draft.unknownModels.keys)
    guard let body = view.body else { return [] }
    var reads = ReadCensus.reads(in: body, of: properties, models: models, file: file, converter: converter)
    // The helpers the body evaluates, and those they evaluate.
    func evaluatedHelpers(_ names: (named: Set<String>, called: Set<String>)) -> [String] {
      names.named.filter { name in
        view.helpers[name].map { !$0.isFunction || names.called.contains(name) } ?? false
      }
    }
    var pending = evaluatedHelpers(ReadCensus.names(in: body))
    var evaluated: Set<String> = []
    while let name = pending.popLast() {
      guard let helper = view.helpers[name], evaluated.insert(name).inserted else { continue }
      pending += evaluatedHelpers(ReadCensus.names(in: helper.statements))
    }
    for helper in evaluated.sorted().compactMap({ view.helpers[$0] }) {
      reads += ReadCensus.reads(
        in: helper.statements, of: properties, models: models, file: helper.file, converter: helper.converter)
    }
    return reads
  }

  /// Every child view a body shows.
  static func children(_ parts: [ScreenDraft.Part]) -> [String] {
    parts.flatMap { part -> [String] in
      switch part {
      case .child(let name, _, _, _): [name]
      case .conditional(_, let then, let otherwise): children(then) + children(otherwise)
      case .forEach(_, _, _, let row, _, let content): (row.map { [$0] } ?? []) + children(content)
      case .environment(_, _, let content): children(content)
      default: []
      }
    }
  }
}
