import ArgumentParser
import Foundation
import InvalidationBench

extension AdviceFormat: ExpressibleByArgument {}

/// `bench advise FILE.swift…`: tries the known fixes on an imported screen and ranks those that
/// keep its output right by the evaluations they save (docs/advise.md).
struct AdviseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "advise",
    abstract: "Try the fixes for a SwiftUI screen, keep those that keep its output right, and rank them.",
    discussion: """
      Imports the screen as 'bench run --swiftui' does and runs it as written, then each fix on \
      the same trace; a fix that would show something else, a stale frame or a wrong action is \
      rejected. \
      The fixes tried: \(FixKind.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: "; ")). \
      See docs/advise.md.
      """)

  @Argument(
    help: ArgumentHelp(
      "Swift files, or folders of them, declaring the screen's views and models; or one screen file.",
      valueName: "file.swift|folder|file.yaml"),
    completion: .file(extensions: ["swift", "yaml", "yml"]))
  var files: [String]

  @Option(help: "The root view, when the files have several candidates.")
  var root: String?

  @Option(help: ArgumentHelp("A YAML file whose trace: replaces the default trace.", valueName: "file.yaml"))
  var trace: String?

  @Option(
    help: ArgumentHelp(
      "The platform #if is read for.",
      valueName: "platform"))
  var platform: Platform = .ios

  @Option(
    help: ArgumentHelp(
      "The app's deployment targets, as iOS16,macOS13 (default: read from the Package.swift or Xcode project above the files).",
      valueName: "list"))
  var platforms: String?

  @Option(
    help: ArgumentHelp(
      "The app's folder, whose every Swift file the fixes' claims are checked against (default: the Xcode project or package above the files).",
      valueName: "dir"),
    completion: .directory)
  var app: String?

  @Option(help: "Frames of the trace to run (1…100000; default: the screen's).")
  var frames: Int?

  @Option(help: "How many suggestions to print in markdown.")
  var top = 5

  @Option(help: "What to print.")
  var format = AdviceFormat.markdown

  @Option(
    name: .customLong("write-screens"),
    help: ArgumentHelp(
      "Write each suggestion's screen, after its change, as a screen file here.", valueName: "dir"))
  var writeScreens: String?

  @Option(
    name: .customLong("write-patches"),
    help: ArgumentHelp(
      "Write each suggestion that has a patch as a unified diff here (NN-kind-subject.patch).",
      valueName: "dir"))
  var writePatches: String?

  func validate() throws {
    guard !files.isEmpty else {
      throw CommandError("give one or more Swift files, as bench advise MyScreen.swift")
    }
    if let frames, !(1...100_000).contains(frames) {
      throw CommandError("--frames \(frames) is out of range; give 1…100000")
    }
    guard top >= 1 else { throw CommandError("--top \(top) is out of range; give 1 or more") }
    if let platforms, DeploymentTargets(list: platforms) == nil {
      throw CommandError(
        "--platforms '\(platforms)' is no list of platforms and versions; give them as iOS16,macOS13")
    }
    if let app {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: app, isDirectory: &isDirectory), isDirectory.boolValue
      else {
        throw CommandError(
          "--app \(app) is not a folder; give the folder of the app's Xcode project or Package.swift")
      }
    }
    if let screen = files.first(where: Self.isScreenFile) {
      guard files.count == 1 else {
        throw CommandError(
          "\(screen) is a screen file; give it alone, or the Swift files of the screen without it")
      }
      if root != nil {
        throw CommandError("a screen file names its root; drop --root, or edit root: in \(screen)")
      }
      if trace != nil {
        throw CommandError("a screen file has its own trace; drop --trace, or edit trace: in \(screen)")
      }
    }
  }

  /// `text` as the file `name` in `folder`, which `option` gave.
  private static func write(_ text: String, to folder: String, named name: String, option: String) throws {
    let path = (folder as NSString).appendingPathComponent(name)
    do {
      try AtomicFile.write(Data(text.utf8), to: path)
    } catch {
      throw CommandError("cannot write \(path); give \(option) a folder you can write to")
    }
  }

  private static func isScreenFile(_ path: String) -> Bool {
    path.hasSuffix(".yaml") || path.hasSuffix(".yml")
  }

  func run() throws {
    // The app's files are read and parsed once for the import and each patch's import again.
    try AppSources.$current.withValue(AppSources()) { try advise() }
  }

  private func advise() throws {
    // The folders first, so that a place that cannot be written fails before any work.
    for (option, folder) in [("--write-screens", writeScreens), ("--write-patches", writePatches)] {
      guard let folder else { continue }
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw CommandError("cannot make the folder \(folder); give \(option) a folder you can write to")
      }
    }
    let workload: ImportedWorkload
    var warnings: [ImportWarning] = []
    var brought: [String] = []
    if files.count == 1, Self.isScreenFile(files[0]) {
      let read = try ImportedScreen.workload(screenFile: files[0])
      for warning in read.warnings { FileHandle.standardError.write(Data("\(warning)\n".utf8)) }
      workload = read.workload
    } else {
      let summary: ImportSummary
      (workload, warnings, summary) = try ImportedScreen.workload(
        swiftFiles: files, root: root, tracePath: trace, platform: platform)
      brought = summary.broughtIn?.files.map(\.path) ?? []
    }
    let targets = platforms.flatMap(DeploymentTargets.init(list:)) ?? DeploymentTargets.find(around: files[0])
    // A screen file is the whole of what it runs: there is no app around it to check.
    let appRoot = Self.isScreenFile(files[0]) ? nil : app ?? AppUses.root(around: files)
    let uses =
      Self.isScreenFile(files[0])
      ? nil : appRoot.map { AppUses(root: $0, given: files) } ?? AppUses(given: files)
    // Each patch is checked by importing the files again as it leaves them, with those the
    // import brought in: they are not looked for again.
    var reimport: (@Sendable ([String: String]) throws -> ImportedWorkload)? = nil
    if !Self.isScreenFile(files[0]) {
      let (files, root, trace, platform) = (files + brought, root, trace, platform)
      reimport = { patched in
        try ImportedScreen.workload(
          swiftFiles: files, root: root, tracePath: trace, platform: platform, replacing: patched
        ).workload
      }
    }
    let advisor = Advisor(
      workload: workload, frames: frames, warnings: warnings, targets: targets, app: uses, reimport: reimport)
    let advice = try advisor.advise()
    for (rank, suggestion) in advice.suggestions.enumerated() {
      let name = String(format: "%02d-%@-%@", rank + 1, suggestion.kind.rawValue, suggestion.subject)
      if let writeScreens, let text = try advisor.screenFile(after: suggestion) {
        try Self.write(text, to: writeScreens, named: name + ".yaml", option: "--write-screens")
      }
      if let writePatches, let patch = suggestion.patch {
        try Self.write(patch, to: writePatches, named: name + ".patch", option: "--write-patches")
      }
    }
    switch format {
    case .markdown:
      print(advice.markdown(top: top), terminator: "")
    case .diff:
      // Nothing to apply is said on standard error: standard output stays a patch.
      if let diff = advice.diff {
        print(diff, terminator: "")
      } else {
        let why =
          advice.suggestions.first.map { "the top suggestion has no patch: \($0.noPatch ?? "")" }
          ?? advice.withoutPatch.first.map {
            "no fix could be written as a proven patch; the best, \($0.kind.rawValue) \($0.subject), has none: \($0.noPatch ?? "")"
          } ?? "no suggestion saves evaluations"
        FileHandle.standardError.write(Data("bench advise: \(why)\n".utf8))
      }
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      print(String(decoding: try encoder.encode(advice), as: UTF8.self))
    }
  }
}
