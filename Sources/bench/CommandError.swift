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

  /// A mistake the argument parser found, as one lowercase sentence that points to the help.
  init(parserMessage: String) {
    var line = parserMessage.split(separator: "\n").first.map(String.init) ?? "invalid arguments"
    if line.hasPrefix("Error: ") { line.removeFirst("Error: ".count) }
    while line.hasSuffix(".") { line.removeLast() }
    let clauses = line.components(separatedBy: ". ").map { clause in
      clause.prefix(1).lowercased() + clause.dropFirst()
    }
    self.init("\(clauses.joined(separator: "; ")) (see 'bench --help' or 'bench SUBCOMMAND --help')")
  }

  /// The failure of `error` if it is one of the tool's own, with its sentence and code.
  static func describe(_ error: any Error) -> CommandError? {
    switch error {
    case let error as CommandError: error
    case let error as SelectionError: CommandError(error.description)
    case let error as OutputError: CommandError(error.description)
    case let error as DeclarationError: CommandError(error.description)
    case let error as ScreenFileError: CommandError(error.description)
    case let error as ResultsFileError: CommandError(error.description)
    default: nil
    }
  }

  func print() {
    FileHandle.standardError.write(Data("error: \(description)\n".utf8))
  }
}
