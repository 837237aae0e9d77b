import ArgumentParser
import Foundation
import InvalidationBench

/// `bench validate FILE…`: checks screen files without running them.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract:
      "Check screen files without running them: each is read, built and its trace run at the defaults.")

  @Argument(help: ArgumentHelp("Screen files to check.", valueName: "file.yaml"))
  var files: [String]

  @Option(help: "Also check at the values of a parameter (repeatable), e.g. --param items=10.")
  var param: [String] = []

  func validate() throws {
    guard !files.isEmpty else {
      throw CommandError("give one or more screen files to check, as bench validate my-screen.yaml")
    }
  }

  func run() throws {
    var failures: [CommandError] = []
    for path in files {
      do {
        let screen = try ScreenFile(contentsOf: path)
        let cases = try CaseSelection.cases(workloads: [], screens: [screen], parameters: param, seed: nil)
        var frames = 0
        var views = 0
        for benchmarkCase in cases {
          let scenario = try screen.scenario(benchmarkCase.values)
          // The first render and every frame on the oracle: actions that never settle show here.
          do {
            _ = try CountRun.run(scenario, engines: [])
          } catch {
            throw CommandError("\(path): \(error)")
          }
          frames = scenario.frames.count
          views = scenario.screen.writtenViews.count
        }
        print(
          "\(path): ok — workload \(screen.name), \(views) views, \(frames) frames, parameters \(screen.parameters.map(\.name).joined(separator: ", "))"
        )
      } catch {
        let failure = CommandError.describe(error) ?? CommandError("\(error)")
        failure.print()
        failures.append(failure)
      }
    }
    if !failures.isEmpty { throw ExitCode(1) }
  }
}
