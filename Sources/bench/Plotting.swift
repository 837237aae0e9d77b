import Foundation
import InvalidationBench

/// Runs `scripts/plot.sh` on a results folder.
enum Plotting {
  static let script = "scripts/plot.sh"

  /// Fails before any work when the script is not where `--plot` expects it.
  static func checkAvailable() throws {
    guard FileManager.default.isExecutableFile(atPath: script) else {
      throw CommandError("--plot needs \(script); run bench from the package's folder")
    }
  }

  /// Draws the charts of the results in `folder` into the same folder.
  static func run(results folder: String) throws {
    try checkAvailable()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: script)
    process.arguments = [folder, folder]
    // bench says where the charts went; the script's own line would name the staging folder.
    process.standardOutput = FileHandle.nullDevice
    do {
      try Interruption.child(
        start: {
          try process.run()
          return process.processIdentifier
        }, wait: process.waitUntilExit)
    } catch {
      throw CommandError("could not start \(script): \(error.localizedDescription)")
    }
    guard process.terminationStatus == 0 else {
      throw CommandError("\(script) failed (exit \(process.terminationStatus)); see its message above")
    }
  }
}
