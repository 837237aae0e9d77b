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
    /// The fixes `bench advise FOLDER` offers with a patch (docs/advise.md); `nil` when the
    /// scan did not ask: an error, or a screen past `advisedEvaluations` as written.
    public var suggestions: Int?
    /// Why the advisor could not advise on the folder, when it failed.
    public var adviceError: String?
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

  /// The most body evaluations as written on its trace a folder's screen may make to be
  /// advised in the scan: each fix is a run of the screen, and a few large screens would take
  /// most of the scan (one of 3,334 evaluations, 13 fixes tried, took 12 s). A bound on counts,
  /// not on time, so that the report is the same on every machine (docs/scan.md).
  public static let advisedEvaluations = 1_000

  /// The version of this file's layout.
  public var version = 2
  public var app: String
  /// The platform `#if` was read for.
  public var platform: Platform
  public var folders: [Folder] = []
  /// The views re-evaluated most as written, app-wide, each once (the folder where it re-ran
  /// most), the most first.
  public var hottest: [HotView] = []

  /// The folders of `app` holding a Swift file that declares a view in a build for `platform`
  /// (a type whose inheritance clause names `View`; `struct Frame<Content: View>` alone is
  /// none), in path order, leaving out hidden folders, build products, tests and previews;
  /// the files read through `sources`, which a scan of them can go on with.
  public static func folders(of app: String, platform: Platform, sources: AppSources = AppSources())
    -> [String]
  {
    var folders: Set<String> = []
    for file in AppFolder.swiftFiles(of: app) where !isSkipped(file) {
      let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
      guard !folders.contains(folder), sources.declaresView(in: file, platform: platform) else { continue }
      folders.insert(folder)
    }
    return folders.sorted()
  }

  private static func isSkipped(_ path: String) -> Bool {
    path.split(separator: "/").contains { part in
      part.hasSuffix("Tests") || part == "Tests" || part == "Preview Content" || part.hasPrefix(".")
    }
  }

  /// Scans `folders` of the app at `app` on `platform`, `jobs` folders at a time, each file of
  /// the app parsed once (through `sources`), telling `progress` each folder as it ends (how many
  /// have ended, and its path). The figures do not depend on `jobs`.
  public static func scan(
    app: String, folders: [String], platform: Platform, jobs: Int = 1, sources: AppSources = AppSources(),
    progress: @escaping @Sendable (Int, String) -> Void = { _, _ in }
  ) -> AppScan {
    let measured = Measured(count: folders.count)
    DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, folders.count))) { _ in
      AppSources.$current.withValue(sources) {
        while let position = measured.next() {
          let found = measure(folders[position], app: app, platform: platform)
          progress(measured.store(found, at: position), found.folder.path)
        }
      }
    }
    var scan = AppScan(app: app, platform: platform)
    var hot: [String: HotView] = [:]
    for (folder, views) in measured.all {
      scan.folders.append(folder)
      // Each view once, where it re-ran most; the first folder in path order on a tie.
      for view in views where (hot[view.source]?.evals ?? -1) < view.evals { hot[view.source] = view }
    }
    scan.hottest = hot.values.sorted { ($0.evals, $1.source) > ($1.evals, $0.source) }
    return scan
  }

  /// One folder imported alone and run on its default trace, with its views as written that
  /// re-ran; its error instead when it cannot be.
  private static func measure(_ folder: String, app: String, platform: Platform) -> (
    folder: Folder, views: [HotView]
  ) {
    let relative = Self.relative(folder, to: app)
    var found = Folder(path: relative)
    var views: [HotView] = []
    // The app's own folder stands for its files alone: under it is the whole app.
    let files = folder == app ? Self.filesDirectly(in: folder) : [folder]
    do {
      let (workload, warnings, summary) = try ImportedScreen.workload(
        swiftFiles: files, platform: platform)
      // Counts only: the scan reports no time.
      var options = RunOptions()
      options.repetitions = 0
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
        if engine.kind == .asWritten {
          found.asWritten = engine.counters.bodyEvals
        } else {
          found.strategies[engine.engine] = engine.counters.bodyEvals
        }
      }
      let written = result.engines.first { $0.kind == .asWritten }
      // The views of the source (with a place in it), not those the import made.
      for view in written?.viewTypes ?? [] where view.evals > 0 {
        guard let source = view.source.map({ Self.relative($0, to: app) }) else { continue }
        views.append(
          HotView(
            name: view.name, source: source, folder: relative, evals: view.evals, wasted: view.wastedEvals))
      }
      // An advisor that fails is no error of the folder's figures: the report says it apart.
      if found.asWritten <= Self.advisedEvaluations {
        do {
          found.suggestions = try advice(
            on: workload, warnings: warnings, files: files,
            brought: summary.broughtIn?.files.map(\.path) ?? [],
            app: app, platform: platform)
        } catch {
          found.adviceError = "\(error)"
        }
      }
    } catch {
      found.error = "\(error)"
    }
    return (found, views)
  }

  /// How many fixes `bench advise FOLDER` offers on the folder's screen, checked against the
  /// whole app as there; a patch is imported again with the files the import `brought` in.
  private static func advice(
    on workload: ImportedWorkload, warnings: [ImportWarning], files: [String], brought: [String], app: String,
    platform: Platform
  ) throws -> Int {
    var advisor = Advisor(
      workload: workload, warnings: warnings, targets: DeploymentTargets.find(around: files[0]),
      app: AppUses(root: app, given: files),
      reimport: { patched in
        try ImportedScreen.workload(swiftFiles: files + brought, platform: platform, replacing: patched)
          .workload
      })
    advisor.patchedOnly = true
    return try advisor.advise().suggestions.count
  }

  /// The folders' results as the threads of a scan hand them in, and the next folder to take.
  private final class Measured: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [(folder: Folder, views: [HotView])?]
    private var taken = 0
    private var ended = 0

    init(count: Int) { results = Array(repeating: nil, count: count) }

    /// The position of the next folder to measure, `nil` when all are taken.
    func next() -> Int? {
      lock.lock()
      defer { lock.unlock() }
      guard taken < results.count else { return nil }
      taken += 1
      return taken - 1
    }

    /// Keeps a folder's result; how many have ended with it.
    func store(_ result: (folder: Folder, views: [HotView]), at position: Int) -> Int {
      lock.lock()
      defer { lock.unlock() }
      results[position] = result
      ended += 1
      return ended
    }

    /// Every result, in the folders' order.
    var all: [(folder: Folder, views: [HotView])] {
      lock.lock()
      defer { lock.unlock() }
      return results.compactMap { $0 }
    }
  }

  /// The Swift files right in `folder`, not in its subfolders, in name order.
  private static func filesDirectly(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
  }

  /// `path` from `folder` (`.` for the folder itself), or as it is outside it.
  static func relative(_ path: String, to folder: String) -> String {
    if path == folder { return "." }
    return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
  }
}
