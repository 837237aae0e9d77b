import SwiftSyntax

/// `bench import` and `bench run --swiftui`: reads SwiftUI source with swift-syntax and
/// builds the screen of its models, views, bodies and interactions in one pass, with a default
/// trace (docs/swiftui-import.md): `workload` runs it, `screenFile` writes it out.
public struct SwiftUIImporter {
  /// The imported screen, and what the import could not resolve.
  public struct Result: Sendable {
    /// Every decision of the import, at its position.
    public internal(set) var warnings: [ImportWarning]
    /// Views no other view shows: the candidates for the root, the largest first.
    public let roots: [String]
    /// What the import kept of the source's reads, and of its views.
    public internal(set) var summary: ImportSummary
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

  /// Refuses, before anything is parsed, more source than the import reads in seconds
  /// (docs/limits.md): the error is at the line of the file where the total passes the limit.
  static func checkSize(of files: [(path: String, text: String)]) throws {
    let all = files.reduce(0) { $0 + $1.text.utf8.count }
    guard all > InputLimits.sourceBytes else { return }
    var total = 0
    for (path, text) in files {
      if total + text.utf8.count > InputLimits.sourceBytes {
        let inside = text.utf8.prefix(InputLimits.sourceBytes - total)
        let line = inside.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        throw ScreenFileError(
          file: path, line: line, column: 1,
          "the Swift given to one import passes \(InputLimits.sourceBytes.grouped) bytes here (\(all.grouped) in all); give the feature's folder and its models rather than the whole app, or split the folder"
        )
      }
      total += text.utf8.count
    }
  }

  /// What the views of `files` use that the files do not declare, read as far as the models and
  /// views are collected (no body is translated): the types of the models their properties
  /// hold, and what the files' models inherit (a protocol, a base class); the types the
  /// `feature` files call (`Row(item: item)`, `NowPlaying.LargeTitle(track: track)`), which may
  /// be views of the app; and the enums whose cases they list (`Shelf.Kind.allCases`: `Kind`). What
  /// `ImportedScreen.importing` brings in from the app; with each model, where the views that
  /// hold it are written (`SourceScope`), which finds it among several of its name.
  static func survey(_ files: [(path: String, text: String)], platform: Platform, feature: Set<String>) throws
    -> (
      models: Set<String>, views: Set<String>, lists: Set<String>, helpers: Set<String>,
      modelScopes: [String: Set<SourceScope.Use>]
    )
  {
    try checkSize(of: files)
    var draft = ScreenDraft()
    let trees = try parse(files, platform: platform, warnings: &draft.warnings)
    let symbols = SourceSymbols(trees)
    let found = collect(symbols, into: &draft)
    var modelScopes: [String: Set<SourceScope.Use>] = [:]
    for view in found {
      guard let symbol = symbols.types[view.draft.name], let declaration = symbol.declaration else {
        continue
      }
      let scope = SourceScope.enclosing(declaration.group) + [view.draft.name]
      let bindings = Dictionary(
        symbol.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap(\.bindings).compactMap {
          binding in binding.pattern.as(IdentifierPatternSyntax.self).map { ($0.identifier.text, binding) }
        }, uniquingKeysWith: { first, _ in first })
      for (property, model) in view.draft.unknownModels {
        let use = SourceScope.use(of: bindings[property], in: scope)
        modelScopes[Self.modelType(model), default: []].insert(use)
      }
    }
    // What the files' models inherit that the files do not declare (a protocol whose
    // extension gives them methods, a base class) is looked for in the app as a model is.
    let inherited = symbols.models.flatMap(\.inherited).filter { symbols.types[$0] == nil }
    // What a `@Query` or `@FetchRequest` fetches is a model too.
    let fetched = found.flatMap(\.draft.queries.values).filter { symbols.types[$0] == nil }
    let models = found.flatMap(\.draft.unknownModels.values).map(Self.modelType) + inherited + fetched
    let used = UsedTypes(viewMode: .sourceAccurate)
    for file in trees where feature.contains(file.path) { used.walk(file.tree) }
    // A function or a property of the files' types (a closure input `onDelete()`) is their own.
    let members = symbols.types.values.flatMap(\.members).flatMap { member -> [String] in
      if let function = member.decl.as(FunctionDeclSyntax.self) { return [function.name.text] }
      return member.decl.as(VariableDeclSyntax.self)?.bindings.compactMap {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      } ?? []
    }
    return (
      Set(models.filter { !$0.isEmpty }), used.called.subtracting(symbols.declaredNames),
      used.listed.subtracting(symbols.declaredNames),
      used.helpers.subtracting(symbols.declaredNames).subtracting(members), modelScopes
    )
  }

  /// The type a view's model is wanted by: the last capitalized name of what it is written
  /// with (`Ticker.StateModel` of `@Environment(Ticker.StateModel.self)`), a singleton by its
  /// type (`Updater` of `Updater.shared`).
  private static func modelType(_ written: String) -> String {
    var names = written.split(separator: ".").map(String.init)
    while names.last?.first?.isUppercase == false { names.removeLast() }
    return names.last ?? ""
  }

  /// The capitalized names called in a tree (`Row(item: item)`, `Card { … }`): types made;
  /// the others called by name alone (`iconBorder(size)`): functions of the view, perhaps
  /// declared by an `extension View` of the app; and the types whose `allCases` it names (the
  /// last name of `Shelf.Kind.allCases`). Previews (`#Preview`, a `PreviewProvider`) are not
  /// the screen: not read.
  private final class UsedTypes: SyntaxVisitor {
    var called: Set<String> = []
    var helpers: Set<String> = []
    var listed: Set<String> = []

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
      node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      let inherits = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
      return inherits.contains("PreviewProvider") ? .skipChildren : .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
        if name.first?.isUppercase == true { called.insert(name) } else { helpers.insert(name) }
      } else if let name = BodyTranslator.viewName(node), name.first?.isUppercase == true {
        // A type nested in others (`NowPlaying.LargeTitle(track:)`) is found by its own name.
        called.insert(name)
      }
      return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      if node.declName.baseName.text == "allCases", let base = node.base?.trimmedDescription,
        let type = base.split(separator: ".").last, type.first?.isUppercase == true
      {
        listed.insert(String(type))
      }
      return .visitChildren
    }
  }

  /// Imports `files` (path and text); `root` chooses among several candidate roots; `traceFile`
  /// (text and path) replaces the default trace. Throws a `ScreenFileError` at the source's
  /// position, or `SelectionError.unknownRoot`. The stages (docs/architecture.md, "Stages"):
  /// files → syntax for the platform → symbols → models and views → the views' bodies
  /// translated → the root → the draft declared → the default trace and the summary.
  public static func importing(
    _ files: [(path: String, text: String)], root: String? = nil, workload: String = "imported",
    traceFile: (text: String, path: String)? = nil, platform: Platform = .ios, feature: Set<String>? = nil
  ) throws -> Result {
    try checkSize(of: files)
    var draft = ScreenDraft()
    // Every type of every file, its extensions merged: a name means the same in each file.
    let symbols = SourceSymbols(try parse(files, platform: platform, warnings: &draft.warnings))
    for duplicate in symbols.duplicates {
      draft.warnings.append(
        duplicate.place.warning(
          .leftOut,
          "left out this \(duplicate.name): the one at \(duplicate.first.file):\(duplicate.first.position.line) has its name"
        ))
    }
    for (name, shadow) in symbols.shadowed.sorted(by: { $0.key < $1.key }) {
      guard let part = shadow.declaration, let type = symbols.types[name]?.declaration else { continue }
      let at = type.place(of: type.group)
      draft.warnings.append(
        part.place(of: part.group).warning(
          .approximated,
          "read '\(name)' as the type at \(at.file):\(at.position.line) wherever a property or a view names it (its extensions too), and as this protocol where a type of its namespace conforms to it: Swift finds each from its own namespace"
        ))
    }
    let found = collect(symbols, into: &draft)
    let signatures = Dictionary(
      found.map { ($0.draft.name, $0.draft) }, uniquingKeysWith: { first, _ in first })
    translate(
      found, signatures: signatures, constantLists: symbols.constantLists, declared: symbols.declaredNames,
      enumCases: symbols.enumCases, constantMembers: symbols.constantMembers,
      outsideRoots: symbols.outsideEffectRoots,
      outsideNames: symbols.outsideNames,
      into: &draft)
    try checkNesting(of: draft)
    let (chosen, roots) = try chooseRoot(
      root, of: &draft, feature: feature, app: Self.appRoot(symbols, views: signatures), files: files,
      platform: platform)
    Self.giveInputs(of: chosen, in: &draft)
    let (decided, screen, kept, names) = try declare(draft, root: chosen)
    var warnings = decided.warnings
    var summary = ImportSummary(
      decided, root: chosen, given: root != nil, roots: roots, exact: kept.exact, derived: kept.derived,
      feature: feature, warnings: &warnings)
    let trace = DefaultTrace(decided, root: chosen, screen: screen, warnings: &warnings)
    if traceFile == nil {
      summary.interactions = trace.writes(in: decided)
      summary.exercised = trace.exercised(in: decided, screen: screen)
    }
    let kinds = Dictionary(grouping: warnings, by: \.kind).mapValues(\.count)
    summary.warningKinds = ImportWarning.Kind.allCases.compactMap {
      kind -> (kind: ImportWarning.Kind, count: Int)? in
      kinds[kind].map { (kind, $0) }
    }.sorted { $0.count > $1.count }
    // The screen the run declares (and a trace file is checked against) is the one declared
    // here.
    var made = try ImportedWorkload(
      name: workload, sources: files.map(\.path).filter { !$0.hasSuffix("/" + AssetSymbols.fileName) },
      draft: decided, root: chosen, traceFile: traceFile,
      interactions: trace.steps.map(\.statement),
      declared: .init(screen: screen, draft: decided, names: names))
    if traceFile == nil { made.stepDrivers = trace.steps.map(\.part.driver) }
    made.importSummary = summary.text.split(separator: "\n").map(String.init)
    made.importWarnings = warnings
    return Result(
      warnings: warnings, roots: roots.candidates.map(\.name), summary: summary, workload: made,
      trace: trace.written)
  }

  /// Refuses a body whose parts nest past `InputLimits.partNesting` (a `switch` of thousands
  /// of cases, an `else if` chain as long), at the part that passes it.
  private static func checkNesting(of draft: ScreenDraft) throws {
    for view in draft.views {
      guard let part = ScreenDraft.Part.nestedPast(InputLimits.partNesting, in: view.body) else { continue }
      let place = part.place ?? view.place
      throw ScreenFileError(
        file: place.file, line: place.position.line, column: place.position.column,
        "the body of \(view.name) nests its parts deeper than \(InputLimits.partNesting.grouped) levels here (each case of a switch, else if, ForEach and environment block counts one); split it into views of their own"
      )
    }
  }

  /// Each file parsed, refused if it nests past the limit or is not valid Swift, and read as a
  /// build for `platform` compiles it (`#if`), at the same lines and columns.
  private static func parse(
    _ files: [(path: String, text: String)], platform: Platform, warnings: inout [ImportWarning]
  ) throws -> [(path: String, tree: SourceFileSyntax, converter: SourceLocationConverter)] {
    var parsed: [(path: String, tree: SourceFileSyntax, converter: SourceLocationConverter)] = []
    for (path, text) in files {
      // A scan imports a file once per folder above it: parsed once (`AppSources`).
      if let known = AppSources.current?.parsed(path, text: text, platform: platform) {
        warnings += known.warnings
        parsed.append((path, known.tree, known.converter))
        continue
      }
      var tree = SourceParser.parse(text)
      var converter = SourceLocationConverter(fileName: path, tree: tree)
      // The import walks the tree recursively: refuse what would overflow the stack.
      if let deep = SyntaxDepth.firstNode(deeperThan: InputLimits.sourceDepth, in: tree) {
        let location = converter.location(for: deep.positionAfterSkippingLeadingTrivia)
        throw ScreenFileError(
          file: path, line: location.line, column: location.column,
          "the source nests deeper than \(InputLimits.sourceDepth.grouped) levels here (each chained modifier or operand counts one); split the expression into smaller views or helpers"
        )
      }
      if let (message, location) = SourceParser.firstError(in: tree, converter: converter) {
        throw ScreenFileError(
          file: path, line: location.line, column: location.column,
          "not valid Swift: \(message); fix the source (the compiler would refuse it too)")
      }
      let active = ActiveSource.text(of: tree, text, platform: platform, file: path, converter: converter)
      if let active {
        tree = SourceParser.parse(active.text)
        converter = SourceLocationConverter(fileName: path, tree: tree)
        warnings += active.warnings
      }
      AppSources.current?.remember(
        .init(text: text, tree: tree, converter: converter, warnings: active?.warnings ?? []), at: path,
        platform: platform)
      parsed.append((path, tree, converter))
    }
    return parsed
  }

  /// The models (stores) of `symbols`, into `draft`, and the views, with what their `@Query`s
  /// fetch.
  private static func collect(_ symbols: SourceSymbols, into draft: inout ScreenDraft) -> [ViewCollector
    .Found]
  {
    // A model's array of structs declared in another file is its records all the same.
    let structs = ModelCollector.structs(in: symbols)
    draft.stores = ModelCollector.stores(in: symbols, structs: structs, warnings: &draft.warnings)
    var storeKeys = Dictionary(
      draft.stores.map { ($0.className, $0.key) }, uniquingKeysWith: { first, _ in first })
    // A model typed by a protocol that one model of the files conforms to is that model.
    for (proto, model) in symbols.soleConformers(among: draft.stores.map(\.className)) {
      guard storeKeys[proto] == nil, let key = storeKeys[model] else { continue }
      storeKeys[proto] = key
      storeKeys["any \(proto)"] = key
    }
    var records: [String: String] = [:]
    for store in draft.stores {
      guard let collection = store.records else { continue }
      records[collection.elementType] = collection.name
    }
    let warnedBefore = draft.warnings.count
    let collector = ViewCollector(
      stores: storeKeys, records: records, objectRecords: draft.objectRecordTypes,
      constantLists: symbols.constantLists,
      enumCases: symbols.enumCases)
    let found = collector.views(in: symbols, warnings: &draft.warnings)
    var queries = SwiftDataQueries(found: found, structs: structs)
    guard queries.addStores(to: &draft, records: &records) else {
      ModelCollector.keepOnlyHeld(by: found, in: &draft, records: records)
      return found
    }
    // Views given a model of those (`let note: Note`) are given a record: read them again.
    var warnings = Array(draft.warnings[..<warnedBefore])
    // Core Data's fetched objects are `ObservableObject`s of their own, held by a view that observes one.
    let again = ViewCollector(
      stores: storeKeys, records: records, objectRecords: draft.objectRecordTypes,
      constantLists: symbols.constantLists,
      enumCases: symbols.enumCases
    )
    .views(in: symbols, warnings: &warnings)
    draft.warnings = warnings
    queries.keepOnlyHeld(by: again, in: &draft, records: records)
    return again
  }

  /// Each view's body translated (`BodyTranslator`), with the views it presents, into `draft`.
  private static func translate(
    _ found: [ViewCollector.Found], signatures: [String: ScreenDraft.View], constantLists: [String: Int],
    declared: Set<String>, enumCases: EnumCases, constantMembers: Set<String>, outsideRoots: Set<String>,
    outsideNames: SourceSymbols.OutsideNames, into draft: inout ScreenDraft
  ) {
    let models = signatures.mapValues { Set($0.models.keys) }
    let stores = Dictionary(draft.stores.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    var taken = TakenNames()
    var equatable: Set<String> = []
    var environmentKeys: Set<String> = []
    var environmentWrites: [(key: String, place: SourcePlace)] = []
    for view in found {
      var translator = BodyTranslator(
        file: view.bodyFile, converter: view.bodyConverter, views: signatures, modelProperties: models,
        helpers: view.helpers, stores: stores, draft: view.draft, taken: taken)
      translator.constantLists = constantLists
      translator.declared = declared
      translator.enumCases = enumCases
      translator.constantMembers = constantMembers
      translator.outsideRoots = outsideRoots
      translator.outsideNames = outsideNames
      // Moved, not copied: a copy would be made again for each view (quadratic in views).
      taken = TakenNames()
      if let body = view.body { translator.draft.body = translator.parts(body) }
      translator.draft.reads = Self.census(
        view, stores: stores, views: signatures, actions: translator.actionFunctions)
      swap(&taken, &translator.taken)
      equatable.formUnion(translator.equatableChildren)
      environmentKeys.formUnion(translator.environmentKeys)
      environmentKeys.formUnion(view.draft.environmentReads.values)
      environmentWrites += translator.changingEnvironmentWrites
      draft.warnings += translator.warnings
      draft.views.append(translator.draft)
      draft.views += translator.presented
    }
    for index in draft.views.indices
    where equatable.contains(draft.views[index].name) && draft.views[index].equatable == nil {
      draft.views[index].equatable = .memberwise
    }
    draft.environmentKeys = environmentKeys.sorted()
    draft.warnings += EnvironmentTranslator.caveats(
      of: environmentWrites, read: Set(draft.views.flatMap(\.environmentReads.values)))
    PresentationDismissal.link(&draft)
  }

  /// The root: `given`, or the first candidate (several run side by side under a root of the
  /// import's making); a root given a record is hosted by a view that gives it one.
  private static func chooseRoot(
    _ given: String?, of draft: inout ScreenDraft, feature: Set<String>?, app: String?,
    files: [(path: String, text: String)], platform: Platform
  ) throws -> (String, RootRanking) {
    let shown = Set(draft.views.flatMap { Self.children($0.body) })
    var roots = RootRanking(draft.views, shown: shown, feature: feature, app: app)
    // Several views of the feature no other view shows: each is a screen of it, run side by
    // side under one root, so that the default trace drives every one's interactions.
    if given == nil, case .unshown(let count) = roots.reason, count > 1 {
      let side = Self.sideBySide(roots.candidates.map(\.name), in: &draft, file: files.first?.path ?? "-")
      roots = RootRanking(draft.views, shown: shown, feature: nil, sideBySide: side)
    }
    guard var chosen = given ?? roots.candidates.first?.name ?? draft.views.first?.name else {
      throw ScreenFileError(
        file: files.first?.path ?? "-", line: 1, column: 1,
        platform == .ios && files.contains(where: { $0.text.contains("#if") })
          ? "found no SwiftUI view (struct X: View) for iOS; give the file that declares the screen, or, if its views are under an #if for another platform, give --platform (\(Platform.allCases.map(\.rawValue).joined(separator: ", ")))"
          : "found no SwiftUI view (struct X: View) for \(platform.osName); give the file that declares the screen"
      )
    }
    guard draft.views.contains(where: { $0.name == chosen }) else {
      throw SelectionError.unknownRoot(
        chosen, candidates: roots.candidates.map(\.name), views: draft.views.map(\.name))
    }
    // A root given a record (`let note: Note`) by a parent the files do not show: a host of
    // the files' making gives it the first one.
    if let view = draft.views.first(where: { $0.name == chosen }),
      view.inputs.contains(where: { if case .record = $0.kind { true } else { false } })
    {
      let hosted = chosen
      chosen = Self.sideBySide([hosted], in: &draft, file: files.first?.path ?? "-", name: hosted + "Host")
      roots = RootRanking(draft.views, shown: shown, feature: nil, sideBySide: chosen, hosting: hosted)
    }
    return (chosen, roots)
  }

  /// The draft as declared, with every decision written into it and its warnings, and the
  /// screen. A model owned by a view shown more than once is held there instead (a
  /// `@StateObject` per row is one model per row, which a screen's one store cannot be).
  private static func declare(_ draft: ScreenDraft, root: String) throws -> (
    ScreenDraft, Screen, (exact: Set<SourcePlace>, derived: Set<SourcePlace>), ScreenNames
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
        return (decided, screen, (declarer.kept, declarer.derived), declarer.names)
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
          .guessed,
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
    var defaults: [String] = []
    for input in view.inputs where input.kind == .value || input.kind == .binding {
      let initial = view.inputGuesses[input.name] ?? SourceExpression("\"\"", at: view.place)
      draft.views[index].state.append((input.name, initial))
      // One declared with a default (`var count = 0`) keeps it: a parent need not pass it.
      if view.inputDefaults[input.name] != nil, !view.implicitDefaults.contains(input.name) {
        defaults.append(input.name)
        continue
      }
      draft.views[index].givenByParent.append(input.name)
      taken.append("\(input.name) = \(initial.text)")
    }
    draft.views[index].inputs.removeAll { [.value, .binding, .closure].contains($0.kind) }
    guard draft.views[index].inputs.count < view.inputs.count else { return }
    let closures = view.inputs.filter { $0.kind == .closure }.map(\.name)
    guard !taken.isEmpty || !closures.isEmpty else { return }
    let done = [
      taken.isEmpty ? nil : "took \(taken.joined(separator: ", ")) as @State",
      closures.isEmpty ? nil : "dropped \(closures.joined(separator: ", "))",
    ].compactMap { $0 }.joined(separator: " and ")
    draft.warnings.append(
      view.place.warning(
        .approximated, "the root \(root) takes inputs from a parent these files do not show; \(done)"))
  }

  /// Where the view's body and helpers read its stored properties (`ReadCensus`).
  private static func census(
    _ view: ViewCollector.Found, stores: [String: ScreenDraft.Store], views: [String: ScreenDraft.View],
    actions: Set<String>
  ) -> [SourceRead] {
    let (file, converter) = (view.bodyFile, view.bodyConverter)
    let draft = view.draft
    let properties = Set(
      draft.inputs.map(\.name) + draft.state.map(\.name) + draft.models.keys + draft.environmentReads.keys
        + draft.unknownModels.keys + draft.queries.keys)
    let models = Set(draft.models.keys).union(draft.unknownModels.keys)
    let methods = draft.models.compactMapValues { stores[$0].map { Set($0.methods.keys) } }
    guard let body = view.body else { return [] }
    var reads = ReadCensus.reads(
      in: body, of: properties, models: models, methods: methods, views: views, actions: actions, file: file,
      converter: converter)
    // The helpers the body evaluates, and those they evaluate.
    func evaluatedHelpers(_ names: (named: Set<String>, called: Set<String>)) -> [String] {
      names.named.filter { name in
        view.helpers[name].map { !$0.isFunction || names.called.contains(name) } ?? false
      }
    }
    var pending = evaluatedHelpers(ReadCensus.names(in: body, views: views, actions: actions))
    var evaluated: Set<String> = []
    while let name = pending.popLast() {
      guard let helper = view.helpers[name], evaluated.insert(name).inserted else { continue }
      pending += evaluatedHelpers(ReadCensus.names(in: helper.statements, views: views, actions: actions))
    }
    for helper in evaluated.sorted().compactMap({ view.helpers[$0] }) where !helper.isShared {
      reads += ReadCensus.reads(
        in: helper.statements, of: properties, models: models, methods: methods,
        parameters: Set(helper.parameters), views: views, actions: actions, file: helper.file,
        converter: helper.converter)
    }
    return reads
  }

  /// A root that shows `views` one after another, in the files' order, each given its inputs
  /// from `@State` of its own that the default trace writes as a parent would (closures are
  /// given empty ones; a view taking records is left out, with a warning). It has no place in
  /// the source: reports show the views under it.
  private static func sideBySide(
    _ views: [String], in draft: inout ScreenDraft, file: String, name given: String = "SideBySide"
  ) -> String {
    var name = given
    while draft.views.contains(where: { $0.name == name }) { name += "Root" }
    let place = SourcePlace(file: file, at: .start)
    var root = ScreenDraft.View(name: name, place: place)
    root.isSynthetic = true
    let chosen = Set(views)
    for view in draft.views where chosen.contains(view.name) {
      var arguments: [(String, SourceExpression)] = []
      for input in view.inputs {
        if let value = view.inputDefaults[input.name], !view.implicitDefaults.contains(input.name) {
          arguments.append((input.name, value))
          continue
        }
        let state =
          view.name.prefix(1).lowercased() + view.name.dropFirst() + input.name.prefix(1).uppercased()
          + input.name.dropFirst()
        switch input.kind {
        case .closure:
          arguments.append((input.name, SourceExpression("{ }", at: place)))
        case .value, .binding:
          root.state.append((state, view.inputGuesses[input.name] ?? SourceExpression("\"\"", at: place)))
          root.givenByParent.append(state)
          arguments.append(
            (input.name, SourceExpression(input.kind == .binding ? "$" + state : state, at: place)))
        case .record(let collection):
          // The record a parent would pass: the first of the list.
          arguments.append((input.name, SourceExpression("0", at: place)))
          draft.warnings.append(
            view.place.warning(
              .approximated,
              "gave \(view.name) the first of the records '\(collection)' as '\(input.name)': no view of the files gives it one"
            ))
        }
      }
      root.body.append(.child(name: view.name, arguments: arguments, id: nil, at: place))
    }
    draft.views.append(root)
    return name
  }

  /// The first view the `App` among the files shows in its `body` (`WindowGroup { Feed() }`).
  private static func appRoot(_ symbols: SourceSymbols, views: [String: ScreenDraft.View]) -> String? {
    for app in symbols.all where app.inherited.contains("App") {
      for member in app.members {
        guard let variable = member.decl.as(VariableDeclSyntax.self),
          variable.bindings.contains(where: { $0.pattern.trimmedDescription == "body" })
        else { continue }
        for token in variable.tokens(viewMode: .sourceAccurate) where views[token.plainName] != nil {
          if token.parent?.as(DeclReferenceExprSyntax.self)?.keyPathInParent
            == \FunctionCallExprSyntax.calledExpression
          {
            return token.plainName
          }
        }
      }
    }
    return nil
  }

  /// Every child view a body shows.
  static func children(_ parts: [ScreenDraft.Part]) -> [String] {
    parts.flatMap { part -> [String] in
      switch part {
      case .child(let name, _, _, _): [name]
      case .conditional(_, let then, let otherwise): children(then) + children(otherwise)
      case .forEach(_, _, _, let row, _, let content, _): (row.map { [$0] } ?? []) + children(content)
      case .environment(_, _, let content): children(content)
      default: []
      }
    }
  }
}
