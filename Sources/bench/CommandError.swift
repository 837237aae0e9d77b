import ArgumentParser
import Foundation
import InvalidationBench

/// A user-facing failure: one sentence on stderr and a non-zero exit, never a stack trace.
struct CommandError: Error, CustomStringConvertible {
  let description: String
  let exitCode: Int32

  init(_ description: String, exitCode: Int32 = 1) {
    self.description = description
    self.exitCode = exitCode
  }

  /// Prints `error` as one line and returns the exit code to throw.
  static func report(_ error: any Error) -> ExitCode {
    let message: String
    var code: Int32 = 1
    switch error {
    case let error as CommandError:
      message = error.description
      code = error.exitCode
    case let error as SelectionError: message = error.description
    case let error as OutputError: message = error.description
    default: message = "\(error)"
    }
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    return ExitCode(code)
  }
}
