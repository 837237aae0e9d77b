/// A screen imported from SwiftUI source as `bench run --swiftui` runs it: declared straight
/// from the import's draft for each set of parameter values, with the default trace or a
/// trace file's (docs/swiftui-import.md). No screen file is written or read on the way.
public struct ImportedWorkload: Workload {
  public let name: String
  public let summary: String
  public let parameters: [WorkloadParameter]
  public let ciValues: [WorkloadParameter: Int] = [:]
  /// The Swift files, as the user named them.
  public let sources: [String]
  public var source: String { sources.joined(separator: ", ") }
  let draft: ScreenDraft
  let root: String
  /// A trace file's text and path, whose `trace:` replaces the default trace (`--trace`).
  let traceFile: (text: String, path: String)?
  /// The import summary, a line each, for the reports.
  public internal(set) var importSummary: [String] = []
  /// What the import dropped, guessed or approximated, each at its place, for the reports.
  public internal(set) var importWarnings: [ImportWarning] = []
  /// The default trace's interactions, as a trace file writes them; none with a trace file.
  public private(set) var interactions: [String] = []
  /// What drives each step of the default trace, in order (none with a trace file).
  public internal(set) var stepDrivers: [TraceDriver] = []
  /// The parameters of the screen file the draft was read from (`ScreenFileReader`), `frames`
  /// first; `nil` for an import.
  let fileParameters: [WorkloadParameter]?

  /// The screens declared from the draft so far, one per set of the values they depend on.
  private(set) var declarations = DeclaredScreens()

  /// The frames an imported screen runs unless told otherwise (more when its default trace
  /// has more than half as many interactions: each runs twice).
  static let defaultFrames = 20

  /// The frames the default trace runs at most, however many interactions it has: a screen of
  /// thousands of buttons would otherwise run for minutes (docs/limits.md, "Time").
  static let maximumFrames = 500

  /// The workload of a decided draft (`SwiftUIImporter`) whose default trace runs
  /// `interactions`; a trace file that does not compile against the screen is a
  /// `ScreenFileError` at its line.
  init(
    name: String, sources: [String], draft: ScreenDraft, root: String,
    traceFile: (text: String, path: String)?, interactions: [String], checkingTrace: Bool = true,
    fileParameters: [WorkloadParameter]? = nil, declared: DeclaredScreens.Declared? = nil
  ) throws(ScreenFileError) {
    self.fileParameters = fileParameters
    // The screen declared already (by the import, or the screen file) is the one runs use.
    if let declared {
      let defaults = (fileParameters ?? [.frames(Self.defaultFrames)]).map {
        ($0.name.camelCased, $0.defaultValue)
      }
      declarations.keep(declared, parameters: Dictionary(defaults, uniquingKeysWith: { first, _ in first }))
    }
    self.name = name
    self.sources = sources
    summary = "imported from \(sources.joined(separator: ", "))"
    self.draft = draft
    self.root = root
    self.traceFile = traceFile
    // A screen file's trace was checked when the file was loaded, with its parameters.
    if let fileParameters {
      parameters = fileParameters
      return
    }
    guard let traceFile else {
      self.interactions = interactions
      // Enough frames for each interaction of the default trace to run twice.
      parameters = [.frames(min(Self.maximumFrames, max(Self.defaultFrames, 2 * interactions.count)))]
      return
    }
    // Unchecked (a fix of `bench advise`, on a trace that ran already): a mistake is found
    // when a scenario is made.
    guard checkingTrace else {
      parameters = [.frames(Self.defaultFrames), .seed]
      return
    }
    // As a screen file is checked: at the defaults, with a seed in case the trace takes one.
    let defaults = [WorkloadParameter.frames(Self.defaultFrames), .seed]
    let names: ScreenNames
    do {
      names = try declarations.declared(
        draft, root: root,
        parameters: Dictionary(uniqueKeysWithValues: defaults.map { ($0.name.camelCased, $0.defaultValue) })
      ).names
    } catch {
      throw ScreenFileError(file: sources[0], line: 1, column: 1, "\(error)")
    }
    var compiler = TraceCompiler(names: names)
    let isRandom = try compiler.program(try Self.trace(of: traceFile)).isRandom
    parameters = [.frames(Self.defaultFrames)] + (isRandom ? [.seed] : [])
  }

  public var runsAsWritten: Bool { true }

  /// This screen with another draft (a fix of `bench advise`), on `trace`: a trace file's text
  /// and path.
  func changed(to draft: ScreenDraft, trace: (text: String, path: String)) throws(ScreenFileError)
    -> ImportedWorkload
  {
    var changed = try ImportedWorkload(
      name: name, sources: sources, draft: draft, root: root, traceFile: trace, interactions: [],
      checkingTrace: false, fileParameters: fileParameters)
    changed.importSummary = importSummary
    changed.importWarnings = importWarnings
    return changed
  }

  /// This screen as written on `trace` (the screen `bench advise` measures its fixes against):
  /// its draft is this one's, and so are the screens declared from it.
  func asWritten(on trace: (text: String, path: String)) throws(ScreenFileError) -> ImportedWorkload {
    var same = try changed(to: draft, trace: trace)
    same.declarations = declarations
    return same
  }

  /// The trace this screen runs, as a trace file's text and path: the trace file's, or the
  /// default trace written out, so that a changed draft runs the same trace.
  func traceText() throws(DeclarationError) -> (text: String, path: String) {
    if let traceFile { return traceFile }
    let declared = try declarations.declared(draft, root: root, parameters: ["frames": Self.defaultFrames])
    var unused: [ImportWarning] = []
    let trace = DefaultTrace(declared.draft, root: root, screen: declared.screen, warnings: &unused)
    let text = "trace:\(trace.written.isEmpty ? " []" : "")\n" + trace.written.map { "  - \($0)\n" }.joined()
    return (text, "the default trace of \(sources.joined(separator: ", "))")
  }

  /// The screen as a screen file running `frames` frames by default, with the trace it runs:
  /// the trace file's, or the default one.
  func screenFile(frames: Int = defaultFrames) throws(DeclarationError) -> String {
    var declarer = DraftDeclarer(draft, parameters: ["frames": Self.defaultFrames])
    let screen = try declarer.screen(root: root)
    var unused: [ImportWarning] = []
    let trace = DefaultTrace(declarer.draft, root: root, screen: screen, warnings: &unused)
    return ScreenDraftWriter(
      draft: draft, workload: name, root: root, sources: sources,
      trace: traceFile == nil ? trace.written : [], warnings: [], traceText: traceFile?.text,
      frames: frames, parameters: fileParameters?.filter { $0.name != "frames" && $0.name != "seed" } ?? []
    ).text()
  }

  public func scenario(_ values: ParameterValues) throws(DeclarationError) -> Scenario {
    var byName: [String: Int] = [:]
    for parameter in parameters { byName[parameter.name.camelCased] = values[parameter] }
    let declared = try declarations.declared(draft, root: root, parameters: byName)
    do throws(ScreenFileError) {
      let program: TraceProgram
      if let traceFile {
        var compiler = TraceCompiler(names: declared.names)
        program = try compiler.program(try Self.trace(of: traceFile))
      } else {
        var unused: [ImportWarning] = []
        program = DefaultTrace(declared.draft, root: root, screen: declared.screen, warnings: &unused).program
      }
      return try program.scenario(
        count: values[parameters[0]],
        seed: values.values[WorkloadParameter.seed.name] ?? WorkloadParameter.seed.defaultValue,
        screen: declared.screen)
    } catch {
      throw .screenFile(error)
    }
  }

  /// The `trace:` of a trace file.
  private static func trace(of file: (text: String, path: String)) throws(ScreenFileError) -> YAMLValue {
    let root = try YAMLValue.document(file.text, file: file.path)
    return try root.mapping("the trace file", allowed: ["trace"], required: ["trace"])["trace"]!
  }
}
