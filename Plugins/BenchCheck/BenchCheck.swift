import Foundation
import PackagePlugin

/// `swift package bench-check [bench check's options]`: runs `bench check` in the package it is
/// called from, with the `bench` this package builds (docs/ci.md, "A SwiftPM command plugin");
/// `swift package --allow-writing-to-package-directory bench-check baseline update …` writes
/// the baseline. The app is not built: the import only reads its sources.
@main
struct BenchCheck: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let bench = try context.tool(named: "bench")
    let process = Process()
    process.executableURL = bench.url
    process.arguments = arguments.first == "baseline" ? arguments : ["check"] + arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      // A plugin ends with 1 whatever the tool said: the code is in the message.
      throw Failure(status: process.terminationStatus)
    }
  }

  struct Failure: Error, CustomStringConvertible {
    let status: Int32

    var description: String {
      "bench check exited with \(status) (2 a regression or a broken budget, 4 only improvements, 5 no usable baseline, 1 any other error)"
    }
  }
}
