import ArgumentParser
import InvalidationBench

/// `bench schema`: prints the JSON Schema of screen files, for editors.
struct SchemaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print the JSON Schema of screen files (for editors with a YAML language server).")

  func run() throws {
    print(ScreenFile.jsonSchema, terminator: "")
  }
}
