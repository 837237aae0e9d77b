import ArgumentParser
import Foundation
import InvalidationBench

/// A user-facing failure: one sentence on stderr and a non-zero exit, never a stack trace.
struct CommandError: Error, CustomStringConvertible {
  let description: String
  let exitCode: Int32
  /// Where the mistake is in a file (relative to the working folder), with the sentence
  /// without its place: for an annotation.
  var place: (file: String, line: Int, message: String)?

  init(_ description: String, exitCode: Int32 = 1) {
    self.description = description
    self.exitCode = exitCode
  }

  /// A mistake the argument parser found, as one lowercase sentence that points to the help.
  init(parserMessage: String) {
    let lines = parserMessage.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    var line = lines.first ?? "invalid arguments"
    if line.hasPrefix("Error: ") { line.removeFirst("Error: ".count) }
    // The parser lists a value's choices on lines of their own (`- table`): kept, on the line.
    let choices = lines.dropFirst().filter { $0.hasPrefix("- ") }.map { $0.dropFirst(2) }
    if !choices.isEmpty {
      while line.hasSuffix(":") || line.hasSuffix(" ") { line.removeLast() }
      line += ": " + choices.joined(separator: ", ")
    }
    // A file given without an option: what it most likely was meant for.
    if line.hasPrefix("Unexpected argument '"), line.hasSuffix("'") {
      let argument = line.dropFirst("Unexpected argument '".count).dropLast()
      if let option = Self.option(forPath: String(argument)) {
        line += "; to run it, give it as \(option) \(argument)"
      }
    }
    while line.hasSuffix(".") { line.removeLast() }
    let clauses = line.components(separatedBy: ". ").map { clause in
      clause.prefix(1).lowercased() + clause.dropFirst()
    }
    self.init("\(clauses.joined(separator: "; ")) (see 'bench --help' or 'bench SUBCOMMAND --help')")
  }

  /// The option that takes a file like `path`: Swift sources or a folder of them (`--swiftui`),
  /// or a screen file (`--screen`).
  static func option(forPath path: String) -> String? {
    var isDirectory: ObjCBool = false
    if path.hasSuffix(".swift")
      || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
    {
      return "--swiftui"
    }
    return path.hasSuffix(".yaml") || path.hasSuffix(".yml") ? "--screen" : nil
  }

  /// The failure of `error` if it is one of the tool's own, with its sentence and code.
  static func describe(_ error: any Error) -> CommandError? {
    switch error {
    case let error as CommandError: error
    case let error as SelectionError: CommandError(error.description)
    case let error as OutputError: CommandError(error.description)
    case let error as DeclarationError: CommandError(error.description)
    case let error as ScreenFileError:
      CommandError(error.description).placed(file: error.file, line: error.line, message: error.message)
    case let error as ResultsFileError: CommandError(error.description)
    default: nil
    }
  }

  func print() {
    FileHandle.standardError.write(Data("error: \(description)\n".utf8))
  }

  /// This failure at `file`'s `line`.
  func placed(file: String, line: Int, message: String) -> CommandError {
    var placed = self
    placed.place = (file, line, message)
    return placed
  }

  /// The failure as a GitHub workflow command on standard output, at its file (relative to
  /// the repository's root) and line when it has them.
  func annotate() {
    let text =
      place.map { place in
        CheckFormat.githubError(
          place.message, file: CheckPaths.of(config: nil).key(place.file), line: place.line)
      } ?? CheckFormat.githubError(description)
    Swift.print(text, terminator: "")
  }
}
