import Foundation
import InvalidationBench

/// Runs the chart script compiled into bench (`ChartScript`, scripts/plot.sh in the package)
/// on a results folder, from a temporary file: `--plot` needs gnuplot, not the package.
enum Plotting {
  /// Fails before any work when gnuplot is not on the `PATH`.
  static func checkAvailable() throws {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    guard folders.contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/gnuplot") }) else {
      throw CommandError(
        "--plot draws the charts with gnuplot, which is not on the PATH; install it (apt-get install gnuplot-nox, or brew install gnuplot) or drop --plot"
      )
    }
  }

  /// Draws the charts of the results in `folder` into the same folder.
  static func run(results folder: String) throws {
    try checkAvailable()
    let script = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bench-plot-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).sh")
    do {
      try Data(ChartScript.text.utf8).write(to: script)
    } catch {
      throw CommandError(
        "could not write the chart script to \(script.path) (\(error.localizedDescription)); free the temporary folder or set TMPDIR"
      )
    }
    defer { try? FileManager.default.removeItem(at: script) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["bash", script.path, folder, folder]
    // bench says where the charts went; the script's own line would name the staging folder.
    process.standardOutput = FileHandle.nullDevice
    do {
      try Interruption.child(
        start: {
          try process.run()
          return process.processIdentifier
        }, wait: process.waitUntilExit)
    } catch {
      throw CommandError("could not start bash to draw the charts: \(error.localizedDescription)")
    }
    guard process.terminationStatus == 0 else {
      throw CommandError(
        "drawing the charts failed (exit \(process.terminationStatus)); see the chart script's message above")
    }
  }
}
