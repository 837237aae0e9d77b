import ArgumentParser
import Foundation
import InvalidationBench

/// `bench import FILE.swift…`: writes a screen file from SwiftUI source.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Read SwiftUI source and write a screen file of its models and views (work in progress).")

  @Argument(
    help: ArgumentHelp("Swift files declaring the screen's views and models.", valueName: "file.swift"))
  var files: [String]

  @Option(help: "The root view, when the files have several candidates.")
  var root: String?

  @Option(name: .shortAndLong, help: "Write the screen file here instead of stdout.")
  var output: String?

  func validate() throws {
    guard !files.isEmpty else {
      throw CommandError("give one or more Swift files, as bench import MyScreen.swift")
    }
  }

  func run() throws {
    var sources: [(path: String, text: String)] = []
    for path in files {
      guard let data = FileManager.default.contents(atPath: path),
        let text = String(data: data, encoding: .utf8)
      else {
        throw CommandError("\(path):1:1: cannot read this file as UTF-8 text; give a Swift source file")
      }
      sources.append((path, text))
    }
    let name = URL(fileURLWithPath: files[0]).deletingPathExtension().lastPathComponent
      .split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-").lowercased()
    let result = try SwiftUIImporter.importing(
      sources, root: root, workload: name.isEmpty ? "imported" : name)
    for warning in result.warnings {
      FileHandle.standardError.write(Data("\(warning)\n".utf8))
    }
    if let output {
      try Data(result.screenFile.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } else {
      print(result.screenFile, terminator: "")
    }
  }
}
