import Foundation

/// A screen imported from SwiftUI source for `bench run --swiftui`, and the files it reads.
public enum ImportedScreen {
  /// The workload of the views and models in `paths`, rooted at `root` (the first candidate
  /// when `nil`), running the trace file at `tracePath` when given, and the warnings of the
  /// import. The screen is built once here, so what does not run is an error now.
  public static func workload(
    swiftFiles paths: [String], root: String? = nil, tracePath: String? = nil, name: String? = nil,
    platform: Platform = .ios, replacing patched: [String: String] = [:]
  ) throws -> (workload: ImportedWorkload, warnings: [ImportWarning], summary: ImportSummary) {
    // The first path is the feature; the others support it (its models, their packages). A
    // patched file (`bench advise`) is read as the patch leaves it.
    let texts = Dictionary(
      patched.map { (canonical($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
    func reading(_ paths: [String]) throws(ScreenFileError) -> [(path: String, text: String)] {
      // Resolving a path costs a look-up of each of its folders: only done to find a patch.
      guard !texts.isEmpty else { return try read(paths) }
      return try read(paths).map { ($0.path, texts[canonical($0.path)] ?? $0.text) }
    }
    let feature = try reading([paths[0]])
    // One root chosen for a whole app measures a corner of it (docs/scan.md).
    let folders = Set(feature.map { URL(fileURLWithPath: $0.path).deletingLastPathComponent().path })
    if root == nil, folders.count > 1, let marker = AppFolder.marker(of: paths[0]) {
      throw ScreenFileError(
        file: paths[0], line: 1, column: 1,
        "this folder is a whole app (its \(marker) is here), not one screen; run 'bench scan \(paths[0])' for each of its screens, or give --root VIEW for the screen that starts at VIEW"
      )
    }
    let sources = feature + (try reading(Array(paths.dropFirst())))
    let trace = try tracePath.map { path throws(ScreenFileError) in (try text(of: path, what: "trace"), path)
    }
    let imported = try importing(sources, feature: feature.map(\.path), platform: platform, patched: texts) {
      sources in
      try SwiftUIImporter.importing(
        sources, root: root, workload: name ?? workloadName(for: paths[0]), traceFile: trace,
        platform: platform, feature: Set(feature.map(\.path)))
    }
    do {
      _ = try imported.workload.scenario(imported.workload.values())
    } catch {
      if case .screenFile(let error) = error { throw error }
      throw ScreenFileError(file: tracePath ?? paths[0], line: 1, column: 1, "\(error)")
    }
    return (imported.workload, imported.warnings, imported.summary)
  }

  /// `sources` imported by `importer`, with, when its views use models or show views the files
  /// do not declare, or list the cases of an enum they do not declare (`SwiftUIImporter.survey`,
  /// on `platform`), the files of the app around the feature (`AppFolder`) that declare them
  /// (docs/swiftui-import.md, "Types found for you"); the summary says which. A view is brought
  /// in one level deep: the views it shows in turn stay elements, and only the models it uses
  /// are brought in after it. `patched` holds the texts of files a patch changed, by
  /// canonical path.
  public static func importing(
    _ sources: [(path: String, text: String)], feature: [String], platform: Platform,
    patched: [String: String] = [:],
    _ importer: ([(path: String, text: String)]) throws -> SwiftUIImporter.Result
  ) throws -> SwiftUIImporter.Result {
    // Alone (no scan under way), the app's files are read and parsed once for this import.
    guard AppSources.current != nil else {
      return try AppSources.$current.withValue(AppSources()) {
        try importing(sources, feature: feature, platform: platform, patched: patched, importer)
      }
    }
    guard let featurePath = feature.first, let app = AppFolder.root(around: [featurePath]) else {
      return try importer(sources)
    }
    let first = try SwiftUIImporter.survey(sources, platform: platform, feature: Set(feature))
    let assets = assetSymbols(used: sources, in: app)
    guard
      !first.models.isEmpty || !first.views.isEmpty || !first.lists.isEmpty || !first.helpers.isEmpty
        || !assets.isEmpty || !coreDataModels(used: sources, in: app).isEmpty
    else {
      return try importer(sources)
    }
    let given = Set(sources.map { canonical($0.path) })
    var found: [(brought: AppFolder.Brought, text: String)] = []
    var bytes = sources.reduce(0) { $0 + $1.text.utf8.count }
    func bring(_ wanted: Set<String>, as kind: AppFolder.Wanted, scopes: [String: Set<SourceScope.Use>] = [:])
    {
      let taken = given.union(found.map(\.brought.path))
      let candidates = AppFolder.swiftFiles(of: app).filter { !taken.contains($0) }
      for file in AppFolder.declaring(wanted, among: candidates, as: kind, scopes: scopes) {
        // What would take the import past its limit stays as it was without the app.
        guard bytes + file.text.utf8.count <= InputLimits.sourceBytes else { continue }
        bytes += file.text.utf8.count
        found.append(file)
      }
    }
    let generated =
      assets.isEmpty
      ? [] : [(path: app + "/" + AssetSymbols.fileName, text: AssetSymbols.source(for: assets.map(\.name)))]
    func with(_ found: [(brought: AppFolder.Brought, text: String)]) -> [(path: String, text: String)] {
      sources + found.map { ($0.brought.path, patched[$0.brought.path] ?? $0.text) } + generated
    }
    bring(first.models, as: .model, scopes: first.modelScopes)
    bring(first.lists, as: .list)
    let helpers = found.count
    bring(first.helpers, as: .helper)
    let helperFiles = found[helpers...].map(\.brought.path)
    let models = found.count
    bring(
      first.views.union(viewsMade(in: with(found), by: helperFiles, feature: feature, platform)), as: .view)
    if found.count > models,
      let second = try? SwiftUIImporter.survey(with(found), platform: platform, feature: Set(feature))
    {
      // The views brought in may use models of their own.
      bring(second.models.subtracting(first.models), as: .model, scopes: second.modelScopes)
    }
    let taken = given.union(found.map(\.brought.path))
    found += coreDataModels(used: with(found), in: app).filter { !taken.contains($0.brought.path) }
    return try importLeavingOut(
      found, viewFiles: Set(found[models...].map(\.brought.path)), app: app, assets: assets, with: with,
      importer)
  }

  /// `importer` run on what `with` makes of `found`: a file brought in that the import refuses
  /// (deeper than its limits, a view it cannot declare) is left out with a warning, the file
  /// the error is in, or else the views (`viewFiles`), or else all; a folder that imports alone
  /// still imports.
  private static func importLeavingOut(
    _ found: [(brought: AppFolder.Brought, text: String)], viewFiles: Set<String>, app: String,
    assets: [AssetSymbols.Use],
    with: ([(brought: AppFolder.Brought, text: String)]) -> [(path: String, text: String)],
    _ importer: ([(path: String, text: String)]) throws -> SwiftUIImporter.Result
  ) throws -> SwiftUIImporter.Result {
    var kept = found
    var left: [(file: AppFolder.Brought, why: String)] = []
    while true {
      do {
        var result = try importer(with(kept))
        if !kept.isEmpty { result.summary.broughtIn = (app, kept.map(\.brought)) }
        result.summary.assetSymbols = assets.map { "Color.\($0.name)" }
        // The asset catalogs are not read: a package could declare the name instead.
        result.warnings += assets.map { use in
          ImportWarning(
            file: use.file, at: use.position, kind: .approximated,
            "took 'Color.\(use.name)' as the colour Xcode generates for an asset catalog, a constant: the project generates asset symbols and no Swift file of the app declares it"
          )
        }
        for (file, why) in left {
          result.warnings.append(
            ImportWarning(
              file: file.path, at: .start, kind: .leftOut,
              "left out this file, brought in for \(file.types.joined(separator: ", ")): with it the import fails (\(why))"
            ))
        }
        return result
      } catch {
        let refused = Self.file(of: error)
        let views = kept.indices.filter { viewFiles.contains(kept[$0].brought.path) }
        let leaving =
          kept.firstIndex { $0.brought.path == refused }.map { [$0] }
          ?? (views.isEmpty ? Array(kept.indices) : views)
        guard !leaving.isEmpty else { throw error }
        left += leaving.map { (kept[$0].brought, "\(error)") }
        kept = kept.indices.filter { !leaving.contains($0) }.map { kept[$0] }
      }
    }
  }

  /// The Core Data models of the app (`CoreDataModel`) generating a class that `files` name,
  /// each as the Swift Xcode makes of it, at the path of its current version's `contents`.
  private static func coreDataModels(used files: [(path: String, text: String)], in app: String)
    -> [(brought: AppFolder.Brought, text: String)]
  {
    CoreDataModel.models(under: app).compactMap { model in
      guard let contents = CoreDataModel.contents(of: model),
        let text = try? String(contentsOfFile: contents, encoding: .utf8)
      else { return nil }
      let named = CoreDataModel.classes(in: text).filter { name in
        files.contains { $0.text.range(of: #"\b\#(name)\b"#, options: .regularExpression) != nil }
      }
      return named.isEmpty
        ? nil : (AppFolder.Brought(path: canonical(contents), types: named), CoreDataModel.source(of: text))
    }
  }

  /// The members of `Color` that `files` use and Xcode generates for the app's asset catalogs
  /// (`AssetSymbols`): none where the project does not generate them or the app declares a
  /// `Color` of its own, and none that a Swift file of the app declares.
  private static func assetSymbols(used files: [(path: String, text: String)], in app: String)
    -> [AssetSymbols.Use]
  {
    let used = AssetSymbols.used(in: files)
    let sources = AppSources.current ?? AppSources()
    guard !used.isEmpty, AssetSymbols.generated(in: app, sources) else { return [] }
    let appFiles = AppFolder.swiftFiles(of: app)
    func declared(_ name: String, by declares: (String) -> Bool) -> Bool {
      appFiles.contains { sources.mentions([name], in: $0) && declares(sources.text(of: $0) ?? "") }
    }
    guard !declared("Color", by: AssetSymbols.declaresColor(in:)) else { return [] }
    return used.filter { use in !declared(use.name) { AssetSymbols.declares(use.name, in: $0) } }
  }

  /// The views the functions of `extension View` brought in from `files` make
  /// (`IconBorderView(size)`): they are inlined in the feature's bodies, so those are the
  /// feature's too.
  private static func viewsMade(
    in sources: [(path: String, text: String)], by files: [String], feature: [String], _ platform: Platform
  ) -> Set<String> {
    guard !files.isEmpty,
      let shown = try? SwiftUIImporter.survey(sources, platform: platform, feature: Set(feature + files))
    else { return [] }
    return shown.views
  }

  /// The file an import's error is at, if it says.
  private static func file(of error: Error) -> String? {
    if let error = error as? ScreenFileError { return error.file }
    if case .screenFile(let error)? = error as? DeclarationError { return error.file }
    return nil
  }

  /// The screen file at `path` as a workload whose draft can be changed, for `bench advise`:
  /// the draft the one reader makes (`ScreenFileReader`), at the parameters' defaults, and
  /// what the reading took that the file does not say (a store's kind).
  public static func workload(screenFile path: String) throws -> (
    workload: ImportedWorkload, warnings: [ImportWarning]
  ) {
    let file = try ScreenFile(contentsOf: path)
    let read = try file.reader()
    // A parameter the draft wrote out at its default (a chain's length, a collection's count)
    // has only that value in the screens written after a fix: another is refused, not ignored.
    let parameters = file.parameters.map { parameter in
      guard read.sizingParameters.contains(parameter.name.camelCased) else { return parameter }
      return WorkloadParameter(
        parameter.name, default: parameter.defaultValue,
        range: parameter.defaultValue...parameter.defaultValue,
        "\(parameter.summary) (fixed at its default: bench advise wrote out what it sizes)")
    }
    let workload = try ImportedWorkload(
      name: file.name, sources: [path], draft: read.draft, root: read.root,
      traceFile: (try read.traceText, "the trace of \(path)"), interactions: [],
      fileParameters: parameters.filter { $0.name == "frames" } + parameters.filter { $0.name != "frames" },
      declared: try file.declared())
    return (workload, read.assumedKinds)
  }

  /// `path` absolute, without `.`, `..` or links: one name for one file.
  static func canonical(_ path: String) -> String {
    URL(fileURLWithPath: path).standardized.resolvingSymlinksInPath().path
  }

  /// The text of each Swift file; a folder stands for the `.swift` files under it, in
  /// path order, skipping hidden folders and build products.

  public static func read(_ paths: [String]) throws(ScreenFileError) -> [(path: String, text: String)] {
    var sources: [(path: String, text: String)] = []
    for path in paths {
      // A Core Data model (its folder, a version, its `contents`): the Swift Xcode makes of it.
      if let contents = CoreDataModel.contents(of: path) {
        sources.append((contents, CoreDataModel.source(of: try text(of: contents, what: "Core Data model"))))
        continue
      }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
      else {
        if path.hasSuffix(".yaml") || path.hasSuffix(".yml") {
          throw ScreenFileError(
            file: path, line: 1, column: 1,
            "this is a YAML file, not Swift; a screen file runs with 'bench run --screen \(path)', a config with 'bench check --config \(path)'"
          )
        }
        sources.append((path, try text(of: path, what: "Swift")))
        continue
      }
      let files = swiftFiles(under: path)
      guard !files.isEmpty else {
        throw ScreenFileError(
          file: path, line: 1, column: 1,
          "this folder holds no .swift file; give the folder of the screen's views")
      }
      for file in files { sources.append((file, try text(of: file, what: "Swift"))) }
      for model in CoreDataModel.models(under: path) {
        guard let contents = CoreDataModel.contents(of: model) else { continue }
        sources.append((contents, CoreDataModel.source(of: try text(of: contents, what: "Core Data model"))))
      }
    }
    return sources
  }

  static func swiftFiles(under folder: String) -> [String] {
    // A folder given through a symbolic link is listed through its target.
    let target = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    guard let enumerator = FileManager.default.enumerator(atPath: target) else { return [] }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let name = URL(fileURLWithPath: relative).lastPathComponent
      if name.hasPrefix(".") || name == ".build" || name.hasPrefix(".build-") || name == "DerivedData" {
        enumerator.skipDescendants()
        continue
      }
      if relative.hasSuffix(".swift") && name != "Package.swift" {
        files.append(folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
      }
    }
    return files.sorted()
  }

  /// A workload name made from a file's name: `SettingsForm.swift` is `settingsform`.
  public static func workloadName(for path: String) -> String {
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
      .split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-").lowercased()
    return ScreenFile.isParameterName(name) ? name : "imported"
  }

  private static func text(of path: String, what: String) throws(ScreenFileError) -> String {
    let data: Data
    do {
      data = try InputFile.read(path)
    } catch {
      throw ScreenFileError(
        file: path, line: 1, column: 1,
        error == .missing
          ? "no such file; give the path of a \(what) file"
          : "this \(error.reason); give the path of a \(what) file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ScreenFileError(
        file: path, line: 1, column: 1, "cannot read this file as UTF-8 text; save it as UTF-8")
    }
    return text
  }
}
