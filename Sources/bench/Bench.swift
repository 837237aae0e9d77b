import ArgumentParser
import Foundation
import InvalidationBench

/// `bench`: measures what each way of invalidating a SwiftUI-style view tree costs.
@main
struct Bench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure what each way of invalidating a SwiftUI-style view tree costs.",
    discussion: """
      With no subcommand, runs the whole catalogue at default parameters on every engine, prints \
      a table per workload and writes \(ReportFormat.fileNames.joined(separator: ", ")) to \
      results/latest. Time only release builds: swift run -c release bench.

      Exit codes: 0 success; 1 any mistake in what you typed or in a file, or a failure to \
      write; 'bench check' adds 2, 4 and 5 (see 'bench check --help').
      """,
    version: BuildInfo.version,
    subcommands: [
      RunCommand.self, ListCommand.self, ValidateCommand.self, SchemaCommand.self, ImportCommand.self,
      CheckCommand.self, ScanCommand.self,
      BaselineCommand.self, AdviseCommand.self,
    ],
    defaultSubcommand: RunCommand.self)

  /// Parses and runs a command. Every failure a user can cause prints one `error:` line on
  /// stderr and exits with 1, whether the argument parser or the command found it; only
  /// `bench check` has codes of its own.
  static func main() {
    // Before anything opens a file, which would take a closed descriptor's number.
    StandardOutput.holdClosedDescriptors()
    Interruption.install()
    // Swift-syntax and the compilers recurse along an expression's depth; the inputs are
    // bounded (InputLimits), and a large stack keeps even a debug build clear of the bound.
    let thread = Thread { runAndExit() }
    thread.stackSize = 1 << 29
    thread.start()
    // `runAndExit` ends the process.
    DispatchSemaphore(value: 0).wait()
  }

  private static func runAndExit() -> Never {
    if let problem = WorkloadCatalog.problem {
      CommandError(problem.description).print()
      Foundation.exit(1)
    }
    do {
      var command = try parseAsRoot()
      try command.run()
      exit(0)
    } catch let exit as ExitCode {
      Self.exit(exit.rawValue)
    } catch {
      if exitCode(for: error) == .success {
        // --help and --version
        print(fullMessage(for: error))
        exit(0)
      }
      let failure = CommandError.describe(error) ?? CommandError(parserMessage: message(for: error))
      if CheckCommand.annotatesErrors(CommandLine.arguments) {
        failure.annotate()
      } else {
        failure.print()
      }
      exit(failure.exitCode)
    }
  }

  /// Exits with `code`, or with 1 if what went to standard output could not be written.
  private static func exit(_ code: Int32) -> Never {
    do {
      try StandardOutput.finish()
    } catch {
      CommandError(error.description).print()
      Foundation.exit(1)
    }
    Foundation.exit(code)
  }
}
