import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// `bench import` and `bench run --swiftui`: reads SwiftUI source with swift-syntax and writes
/// a screen file of its models, views, bodies and interactions, with a default trace
/// (docs/swiftui-import.md).
public struct SwiftUIImporter {
  /// The screen file, and what the import could not resolve.
  public struct Result: Sendable {
    public let screenFile: String
    public let warnings: [ImportWarning]
    /// Views no other view shows: the candidates for the root, in file order.
    public let roots: [String]
  }

  /// Imports `files` (path and text); `root` chooses among several candidate roots. Throws a
  /// `ScreenFileError` at the source's position, or `SelectionError.unknownRoot`.
  public static func importing(
    _ files: [(path: String, text: String)], root: String? = nil, workload: String = "imported"
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
      draft.stores += ModelCollector(file: path, converter: converter).stores(
        in: tree, warnings: &draft.warnings)
    }
    if let first = draft.stores.first,
      let other = draft.stores.first(where: { $0.isObservableObject != first.isObservableObject })
    {
      draft.warnings.append(
        ImportWarning(
          file: other.file, line: other.line,
          message:
            "\(other.className) and \(first.className) are different kinds of model (ObservableObject and @Observable); the file has no source:, so the as-written engine does not run, only the four strategies"
        ))
    }
    let storeKeys = Dictionary(
      draft.stores.map { ($0.className, $0.key) }, uniquingKeysWith: { first, _ in first })
    var records: [String: String] = [:]
    for store in draft.stores {
      if let collection = store.records { records[collection.elementType] = collection.name }
    }
    var found: [(file: String, converter: SourceLocationConverter, view: ViewCollector.Found)] = []
    for (path, tree, converter) in parsed {
      let collector = ViewCollector(file: path, converter: converter, stores: storeKeys, records: records)
      for view in collector.views(in: tree, warnings: &draft.warnings) {
        if let first = found.first(where: { $0.view.draft.name == view.draft.name }) {
          draft.warnings.append(
            ImportWarning(
              file: path, line: view.draft.line,
              message: "left out this \(view.draft.name): the one at \(first.view.draft.source) has its name")
          )
          continue
        }
        found.append((path, converter, view))
      }
    }
    let inputs = Dictionary(
      found.map { ($0.view.draft.name, $0.view.draft.inputs) }, uniquingKeysWith: { first, _ in first })
    let models = Dictionary(
      found.map { ($0.view.draft.name, Set($0.view.draft.models.keys)) },
      uniquingKeysWith: { first, _ in first })
    var taken = TakenNames()
    var equatable: Set<String> = []
    var environmentKeys: Set<String> = []
    for (path, converter, view) in found {
      var translator = BodyTranslator(
        file: path, converter: converter, views: inputs, modelProperties: models, helpers: view.helpers,
        draft: view.draft, taken: taken)
      if let body = view.body { translator.draft.body = translator.parts(body) }
      taken = translator.taken
      equatable.formUnion(translator.equatableChildren)
      environmentKeys.formUnion(translator.environmentKeys)
      environmentKeys.formUnion(view.draft.environmentReads.values)
      draft.warnings += translator.warnings
      draft.views.append(translator.draft)
    }
    for index in draft.views.indices
    where equatable.contains(draft.views[index].name) && draft.views[index].equatable == nil {
      draft.views[index].equatable = "true"
    }
    draft.environmentKeys = environmentKeys.sorted().map { ($0, "\"\"") }
    let shown = Set(draft.views.flatMap { Self.children($0.body) })
    let roots = draft.views.map(\.name).filter { !shown.contains($0) }
    guard let chosen = root ?? roots.first ?? draft.views.first?.name else {
      throw ScreenFileError(
        file: files.first?.path ?? "-", line: 1, column: 1,
        "found no SwiftUI view (struct X: View); give the file that declares the screen")
    }
    guard draft.views.contains(where: { $0.name == chosen }) else {
      throw SelectionError.unknownRoot(chosen, candidates: roots, views: draft.views.map(\.name))
    }
    Self.giveInputs(of: chosen, in: &draft)
    var trace = Self.trace(draft)
    // Each view alone first, with the views it shows as headers: a repair there reloads a
    // small file. Then the whole screen, for what only the whole shows (owners, the trace).
    let positions = Dictionary(
      draft.views.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    for index in draft.views.indices {
      let shows = Set(Self.children(draft.views[index].body).compactMap { positions[$0] }).sorted()
      _ = repair(&draft, trace: &trace, files: files) { draft, trace in
        var writer = ScreenDraftWriter(draft: draft, workload: workload, root: chosen, sources: [], trace: [])
        writer.probe = (index, shows)
        return writer.written()
      }
    }
    let text = repair(&draft, trace: &trace, files: files) { draft, trace in
      ScreenDraftWriter(
        draft: draft, workload: workload, root: chosen, sources: files.map(\.path), trace: trace
      )
      .written()
    }
    return Result(screenFile: text, warnings: draft.warnings, roots: roots)
  }

  /// Replaces whatever the loader refuses in what `write` writes by something simpler, one
  /// line at a time, until it loads; each repair warns. Returns the last text written, which
  /// does not load only when a line has nothing simpler left (the user then edits it).
  private static func repair(
    _ draft: inout ScreenDraft, trace: inout [String], files: [(path: String, text: String)],
    write: (ScreenDraft, [String]) -> (text: String, loci: [ScreenDraft.Locus?])
  ) -> String {
    var repairs = 0
    while true {
      let (text, loci) = write(draft, trace)
      do {
        _ = try ScreenFile(text: text, path: "imported")
        return text
      } catch {
        repairs += 1
        guard repairs <= loci.count, loci.indices.contains(error.line - 1), let locus = loci[error.line - 1]
        else { return text }
        if case .trace(let index) = locus {
          draft.warnings.append(
            ImportWarning(
              file: files[0].path, line: 1,
              message:
                "left '\(trace[index].split(separator: "\n").last ?? "")' out of the default trace: \(error.message)"
            ))
          trace.remove(at: index)
        } else if !draft.repair(locus, reason: error.message) {
          return text
        }
      }
    }
  }

  /// The root's inputs, which no view of the files gives it, become `@State` with a first
  /// value guessed from their type; closures are dropped.
  private static func giveInputs(of root: String, in draft: inout ScreenDraft) {
    guard let index = draft.views.firstIndex(where: { $0.name == root }), !draft.views[index].inputs.isEmpty
    else { return }
    let view = draft.views[index]
    var taken: [String] = []
    for input in view.inputs where input.kind == "value" || input.kind == "binding" {
      let initial = view.inputGuesses[input.name] ?? "\"\""
      draft.views[index].state.append((input.name, initial))
      taken.append("\(input.name) = \(initial)")
    }
    draft.views[index].inputs.removeAll { ["value", "binding", "closure"].contains($0.kind) }
    guard draft.views[index].inputs.count < view.inputs.count else { return }
    let closures = view.inputs.filter { $0.kind == "closure" }.map(\.name)
    let done = [
      taken.isEmpty ? nil : "took \(taken.joined(separator: ", ")) as @State",
      closures.isEmpty ? nil : "dropped \(closures.joined(separator: ", "))",
    ].compactMap { $0 }.joined(separator: " and ")
    draft.warnings.append(
      ImportWarning(
        file: view.file, line: view.line,
        message: "the root \(root) takes inputs from a parent these files do not show; \(done)"))
  }

  /// Every child view a body shows.
  private static func children(_ parts: [ScreenDraft.Part]) -> [String] {
    parts.flatMap { part -> [String] in
      switch part {
      case .child(let name, _, _): [name]
      case .conditional(_, let then, let otherwise): children(then) + children(otherwise)
      case .forEach(_, _, let row, _, let content): (row.map { [$0] } ?? []) + children(content)
      case .environment(_, _, let content): children(content)
      default: []
      }
    }
  }

  /// The default trace: each interaction (a button's tap, an edit of a control) in turn, one
  /// per frame.
  private static func trace(_ draft: ScreenDraft) -> [String] {
    var interactions: [String] = []
    for view in draft.views {
      for part in flatten(view.body) {
        switch part {
        case .button(_, let action): interactions.append("tap(\(action))")
        case .control(let kind, _, let name):
          let value =
            switch kind {
            case "Toggle": "frame % 2 == 0"
            case "Slider": "frame * 1.0"
            case "Stepper": "frame"
            default: "\"\\(frame)\""
            }
          interactions.append("edit(\(name), \(value))")
        default: break
        }
      }
    }
    guard !interactions.isEmpty else { return [] }
    return interactions.enumerated().map { index, statement in
      "if: '(frame - 1) % \(interactions.count) == \(index)'\n    then:\n      - \(ScreenDraftWriter.quoted(statement))"
    }
  }

  private static func flatten(_ parts: [ScreenDraft.Part]) -> [ScreenDraft.Part] {
    parts.flatMap { part -> [ScreenDraft.Part] in
      switch part {
      case .conditional(_, let then, let otherwise): [part] + flatten(then) + flatten(otherwise)
      case .forEach(_, _, _, _, let content): [part] + flatten(content)
      case .environment(_, _, let content): [part] + flatten(content)
      default: [part]
      }
    }
  }
}
