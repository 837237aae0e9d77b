import ArgumentParser
import Foundation
import InvalidationBench

/// `bench import FILE.swift…`: writes a screen file from SwiftUI source.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Read SwiftUI source and write a screen file of its models and views, ready to edit.")

  @Argument(
    help: ArgumentHelp(
      "Swift files, or folders of them, declaring the screen's views and models.",
      valueName: "file.swift|folder"),
    completion: .file(extensions: ["swift"]))
  var files: [String]

  @Option(help: "The root view, when the files have several candidates.")
  var root: String?

  @Option(
    help: ArgumentHelp(
      "The platform #if is read for.",
      valueName: "platform"))
  var platform: Platform = .ios

  @OptionGroup var warningOptions: WarningOptions

  @Option(name: .shortAndLong, help: "Write the screen file here instead of stdout.")
  var output: String?

  func validate() throws {
    guard !files.isEmpty else {
      throw CommandError("give one or more Swift files, as bench import MyScreen.swift")
    }
  }

  func run() throws {
    if let output { try AtomicFile.prepare(output) }
    let feature = try ImportedScreen.read([files[0]])
    let sources = feature + (try ImportedScreen.read(Array(files.dropFirst())))
    let result = try ImportedScreen.importing(sources, feature: feature.map(\.path), platform: platform) {
      sources in
      try SwiftUIImporter.importing(
        sources, root: root, workload: ImportedScreen.workloadName(for: files[0]), platform: platform,
        feature: Set(feature.map(\.path)))
    }
    warningOptions.print(result.warnings)
    if let output {
      try AtomicFile.write(Data(result.screenFile.utf8), to: output)
    } else {
      print(result.screenFile, terminator: "")
      // A closed or full standard output is the one error said, not a summary of what was lost.
      try StandardOutput.finish()
    }
    FileHandle.standardError.write(Data("\(result.summary.text)\n".utf8))
  }
}
