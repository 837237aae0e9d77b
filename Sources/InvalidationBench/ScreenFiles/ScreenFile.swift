import Foundation

/// A workload read from a screen file (docs/own-screen.md, docs/screen-format.md):
/// its name, parameters and CI sizes are read when the file is loaded; its screen and trace
/// are built for each set of parameter values. Every mistake in the file is a
/// `ScreenFileError` with its `FILE:LINE:COLUMN`.
public struct ScreenFile: Workload {
  public let name: String
  public let summary: String
  public let parameters: [WorkloadParameter]
  public let ciValues: [WorkloadParameter: Int]
  /// The file as the user named it, or the shipped file's name for built-in workloads.
  public let path: String
  /// The file's text, read again (cheaply) for each scenario.
  let text: String
  /// Whether the screen was imported from SwiftUI source (it has `source:`), so that the
  /// `as-written` engine runs on it.
  public let isImported: Bool
  /// A trace file's text and path, whose `trace:` replaces the screen's (`--trace`).
  let traceFile: (text: String, path: String)?
  /// The screens declared so far, one per set of the values they depend on: each is
  /// declared once, whatever runs it.
  let declarations = DeclaredScreens()

  /// The keys a screen file may have at its top level.
  static let topLevelKeys = [
    "workload", "summary", "source", "parameters", "stores", "environment", "views", "root", "trace",
  ]

  /// Loads and checks the file at `path` (its screen and trace are built once at the
  /// parameters' defaults, so a file that loads runs).
  public init(contentsOf path: String) throws(ScreenFileError) {
    let data: Data
    do {
      data = try InputFile.read(path)
    } catch {
      throw ScreenFileError(
        file: path, line: 1, column: 1,
        error == .missing
          ? "no such screen file; give the path of a .yaml file (see examples/)"
          : "this screen file \(error.reason); give the path of a .yaml file (see examples/)")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ScreenFileError(
        file: path, line: 1, column: 1, "the file cannot be read as UTF-8 text; save it as UTF-8")
    }
    try self.init(text: text, path: path)
  }

  /// Reads a screen file's text; `path` names it in errors and reports. `traceFile` is the
  /// text and path of a trace file (a mapping with one key, `trace:`) to run instead of the
  /// screen's own trace.
  public init(text: String, path: String, traceFile: (text: String, path: String)? = nil)
    throws(ScreenFileError)
  {
    self.text = text
    self.path = path
    self.traceFile = traceFile
    let root = try YAMLValue.document(text, file: path)
    let entries = try root.mapping(
      "the screen file", allowed: Self.topLevelKeys, required: ["workload", "views", "root"])
    let nameValue = entries["workload"]!
    name = try nameValue.scalar("the workload's name")
    guard Self.isParameterName(name) else {
      throw nameValue.error(
        "the workload's name '\(name)' must be lowercase letters, digits and '-', as my-screen")
    }
    summary = try entries["summary"]?.scalar("the summary") ?? "a screen from \(path)"
    if let source = entries["source"] {
      for file in try source.sequence("the Swift files the screen was imported from") {
        _ = try file.scalar("a Swift file's path")
      }
    }
    isImported = entries["source"] != nil
    let declared = try ParameterDeclarations(entries["parameters"])
    // Built once at the defaults, with a seed in case the trace makes random choices.
    let built = try Self.build(
      root, values: ParameterValues([:]), parameters: declared.parameters + [.seed],
      trace: try Self.trace(of: traceFile), declarations: declarations)
    parameters = declared.parameters + (built.isRandom ? [.seed] : [])
    ciValues = declared.ciValues
  }

  public var source: String { path }

  public var runsAsWritten: Bool { isImported }

  public func scenario(_ values: ParameterValues) throws(DeclarationError) -> Scenario {
    do {
      return try build(values, root: YAMLValue.document(text, file: path))
    } catch {
      throw .screenFile(error)
    }
  }

  private func build(_ values: ParameterValues, root: YAMLValue) throws(ScreenFileError) -> Scenario {
    try Self.build(
      root, values: values, parameters: parameters, trace: try Self.trace(of: traceFile),
      declarations: declarations
    ).scenario
  }

  /// The screen declared for `values`, with its draft and names.
  func declared(_ values: ParameterValues = ParameterValues([:])) throws(ScreenFileError)
    -> DeclaredScreens.Declared
  {
    try Self.declared(
      try YAMLValue.document(text, file: path), values: values, parameters: parameters,
      declarations: declarations)
  }

  /// The file's draft for `values` (the defaults unless given), as the one reader reads it
  /// (`ScreenFileReader`), for `bench advise FILE.yaml`.
  func reader(_ values: ParameterValues = ParameterValues([:])) throws(ScreenFileError) -> ScreenFileReader {
    try ScreenFileReader(
      try YAMLValue.document(text, file: path), parameters: Self.byName(values, parameters))
  }

  /// The parameters' values by their names in expressions (camel-cased).
  private static func byName(_ values: ParameterValues, _ parameters: [WorkloadParameter]) -> [String: Int] {
    var byName: [String: Int] = [:]
    for parameter in parameters { byName[parameter.name.camelCased] = values[parameter] }
    return byName
  }

  /// The scenario of the file `document` for `values`: read into a draft (`ScreenFileReader`),
  /// declared refusing what it cannot say (`DraftDeclarer`), its trace (or `trace`, a trace
  /// file's) compiled against the screen's names and run; and whether the trace made random
  /// choices.
  private static func build(
    _ document: YAMLValue, values: ParameterValues, parameters: [WorkloadParameter], trace: YAMLValue?,
    declarations: DeclaredScreens
  ) throws(ScreenFileError) -> (scenario: Scenario, isRandom: Bool) {
    let declared = try declared(document, values: values, parameters: parameters, declarations: declarations)
    var compiler = TraceCompiler(names: declared.names)
    let program = try compiler.program(trace ?? declared.trace)
    let screen = declared.screen
    let frames = values.values["frames"] ?? parameters.first { $0.name == "frames" }?.defaultValue ?? 100
    let seed = values.values["seed"] ?? WorkloadParameter.seed.defaultValue
    return (try program.scenario(count: frames, seed: seed, screen: screen), program.isRandom)
  }

  /// The screen of the file `document` for `values`, declared once per set of the values it
  /// depends on: read into a draft (`ScreenFileReader`), declared refusing what it cannot say
  /// (`DraftDeclarer`).
  private static func declared(
    _ document: YAMLValue, values: ParameterValues, parameters: [WorkloadParameter],
    declarations: DeclaredScreens
  ) throws(ScreenFileError) -> DeclaredScreens.Declared {
    let byName = byName(values, parameters)
    return try declarations.declared(parameters: byName) { () throws(ScreenFileError) in
      let reader = try ScreenFileReader(document, parameters: byName)
      var declarer = DraftDeclarer(reader.draft, parameters: byName, policy: .refuse)
      do throws(DeclarationError) {
        let screen = try declarer.screen(root: reader.root)
        return DeclaredScreens.Declared(
          screen: screen, draft: declarer.draft, names: declarer.names, trace: reader.trace)
      } catch {
        if case .screenFile(let error) = error { throw error }
        let views = declarer.names.views.keys
        guard case .unknownView = error else { throw reader.rootValue.error("\(error)") }
        throw reader.rootValue.error(
          "the root '\(reader.root)' is not a view of this file\(NameSuggestion.hint(for: reader.root, in: views)); name one of \(views.sorted().listed())"
        )
      }
    }
  }

  /// The `trace:` of a trace file.
  private static func trace(of file: (text: String, path: String)?) throws(ScreenFileError) -> YAMLValue? {
    guard let file else { return nil }
    let root = try YAMLValue.document(file.text, file: file.path)
    return try root.mapping("the trace file", allowed: ["trace"], required: ["trace"])["trace"]
  }

  /// The JSON Schema of screen files, as shipped (`Sources/InvalidationBench/Schema`).
  public static var jsonSchema: String {
    String(decoding: ShippedFiles.schema, as: UTF8.self)
  }

  static func isParameterName(_ name: String) -> Bool {
    guard let first = name.first, first.isLowercase, first.isASCII else { return false }
    return name.allSatisfy { ($0.isLowercase && $0.isASCII) || $0.isNumber || $0 == "-" }
      && !name.hasSuffix("-") && !name.contains("--")
  }
}
