import Foundation

/// `bench scan APP`: every folder of an app that declares a view, imported alone (the models
/// its views use brought in from the app, `AppFolder`), its root chosen as `bench run --swiftui`
/// chooses it, and run on its default trace on every engine; a folder that fails is kept with
/// its error and the scan goes on (docs/scan.md).
public struct AppScan: Sendable, Codable {
  /// One folder's figures, or its error.
  public struct Folder: Sendable, Codable, Equatable {
    /// The folder, relative to the app.
    public var path: String
    public var root: String?
    public var frames = 0
    /// Body evaluations after the first render: as written, the least (the oracle's) and under
    /// each strategy, by engine name.
    public var asWritten = 0
    public var minimum = 0
    public var strategies: [String: Int] = [:]
    public var reads = 0
    public var readsKept = 0
    public var warnings = 0
    /// Models its views use that the app does not declare either.
    public var notDeclared: [String] = []
    public var error: String?
  }

  /// A view of the app as written, with the folder it was measured in.
  public struct HotView: Sendable, Codable, Equatable {
    public var name: String
    /// `FILE:LINE`, the file relative to the app.
    public var source: String
    public var folder: String
    public var evals: Int
    public var wasted: Int
  }

  /// The version of this file's layout.
  public var version = 1
  public var app: String
  public var folders: [Folder] = []
  /// The views re-evaluated most as written, app-wide, each once (the folder where it re-ran
  /// most), the most first.
  public var hottest: [HotView] = []

  /// The folders of `app` holding a Swift file that declares a view (`struct X: View`), in
  /// path order, leaving out hidden folders, build products, tests and previews.
  public static func folders(of app: String) -> [String] {
    let files = AppFolder.swiftFiles(of: app).filter { !isSkipped($0) }
    var folders: [String] = []
    for file in files {
      let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
      guard folders.last != folder, let text = try? String(contentsOfFile: file, encoding: .utf8),
        text.range(of: #"struct\s+\w+[^{]*:\s*[^{]*\bView\b"#, options: .regularExpression) != nil
      else { continue }
      if !folders.contains(folder) { folders.append(folder) }
    }
    return folders.sorted()
  }

  private static func isSkipped(_ path: String) -> Bool {
    path.split(separator: "/").contains { part in
      part.hasSuffix("Tests") || part == "Tests" || part == "Preview Content" || part.hasPrefix(".")
    }
  }

  /// Scans `folders` of the app at `app` on `platform`, telling `progress` each folder as it
  /// starts (its position and path).
  public static func scan(
    app: String, folders: [String], platform: Platform, progress: (Int, String) -> Void = { _, _ in }
  ) -> AppScan {
    var scan = AppScan(app: app)
    var hot: [String: HotView] = [:]
    for (position, folder) in folders.enumerated() {
      let relative = Self.relative(folder, to: app)
      progress(position, relative)
      var found = Folder(path: relative)
      do {
        let (workload, warnings, summary) = try ImportedScreen.workload(
          swiftFiles: [folder], platform: platform)
        var options = RunOptions()
        options.repetitions = 1
        options.warmup = 0
        let result = try BenchmarkRunner(options: options).run([
          BenchmarkCase(workload: workload, values: workload.values())
        ])[0]
        found.root = summary.root
        found.frames = result.frames
        found.minimum = result.minEvals
        found.reads = summary.reads
        found.readsKept = summary.keptExactly + summary.derived
        found.warnings = warnings.count
        found.notDeclared = summary.unknownModels
        for engine in result.engines {
          let evals = engine.viewTypes.reduce(0) { $0 + $1.evals }
          if engine.kind == .asWritten {
            found.asWritten = evals
          } else {
            found.strategies[engine.engine] = evals
          }
        }
        if let written = result.engines.first(where: { $0.kind == .asWritten }) {
          // The views of the source (with a place in it), not those the import made.
          for view in written.viewTypes where view.evals > 0 {
            guard let source = view.source.map({ Self.relative($0, to: app) }) else { continue }
            let entry = HotView(
              name: view.name, source: source, folder: relative, evals: view.evals, wasted: view.wastedEvals)
            if (hot[source]?.evals ?? -1) < entry.evals { hot[source] = entry }
          }
        }
      } catch {
        found.error = "\(error)"
      }
      scan.folders.append(found)
    }
    scan.hottest = hot.values.sorted { ($0.evals, $1.source) > ($1.evals, $0.source) }
    return scan
  }

  /// `path` from `folder`, or as it is outside it.
  static func relative(_ path: String, to folder: String) -> String {
    path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
  }
}
