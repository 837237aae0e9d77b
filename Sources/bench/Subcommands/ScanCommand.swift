import ArgumentParser
import Foundation
import InvalidationBench

/// `bench scan APP`: every folder of an app that declares a view, run on its default trace,
/// in one report (docs/scan.md).
struct ScanCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scan",
    abstract: "Import and run every folder of an app that declares a view, and write one report.")

  @Argument(
    help: ArgumentHelp("The app's folder (with its .xcodeproj or Package.swift).", valueName: "app"),
    completion: .directory)
  var app: String

  @Option(help: ArgumentHelp("The platform #if is read for.", valueName: "platform"))
  var platform: Platform = .ios

  @Option(help: "The folder report.html, report.md and results.json are written to.")
  var out = "results/scan"

  @Option(help: ArgumentHelp("How many folders to run at a time (default: the cores).", valueName: "n"))
  var jobs = ProcessInfo.processInfo.activeProcessorCount

  func validate() throws {
    guard (1...64).contains(jobs) else { throw CommandError("--jobs \(jobs) is out of range; give 1…64") }
  }

  func run() throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: app, isDirectory: &isFolder), isFolder.boolValue else {
      let what =
        FileManager.default.fileExists(atPath: app) ? "this is a file, not a folder" : "no such folder"
      throw CommandError("\(app):1:1: \(what); give the folder of an app")
    }
    let root = URL(fileURLWithPath: app).standardized.resolvingSymlinksInPath().path
    // The files read to find the folders are those the scan imports: read once.
    let sources = AppSources()
    let folders = AppScan.folders(of: root, platform: platform, sources: sources)
    guard !folders.isEmpty else {
      throw CommandError(
        "\(app):1:1: no folder of this app declares a SwiftUI view for \(platform.osName); give the app's folder (with its .xcodeproj or Package.swift)"
      )
    }
    let bar = ScanProgress(total: folders.count)
    var scan = AppScan.scan(app: root, folders: folders, platform: platform, jobs: jobs, sources: sources) {
      ended, folder in
      bar.show(ended, folder)
    }
    // Named as given: the commands the report shows run from where the scan ran.
    scan.app = app.count > 1 && app.hasSuffix("/") ? String(app.dropLast()) : app
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try AtomicFile.write(try encoder.encode(scan), to: out + "/results.json")
    try AtomicFile.write(Data(scan.markdown().utf8), to: out + "/report.md")
    try AtomicFile.write(Data(scan.html().utf8), to: out + "/report.html")
    print(scan.markdown(top: 10).components(separatedBy: "\n## Each folder")[0])
    let failed = scan.folders.filter { $0.error != nil }.count
    print(
      "scan: \(scan.folders.count) folders, \(failed) could not be run; \(out)/report.html, report.md and results.json"
    )
  }
}
