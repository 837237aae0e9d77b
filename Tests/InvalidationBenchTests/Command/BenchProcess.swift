import Foundation

/// Runs the built `bench` executable, as a user would, and captures what it prints.
struct BenchProcess {
  struct Output {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// `bench` next to the test binary (both are products of the same build).
  static var executable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("bench")
  }

  static func run(_ arguments: [String], in folder: URL? = nil) throws -> Output {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self))
  }

  /// A new empty folder under the system's temporary folder.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("bench-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Deletes a folder made by `temporaryFolder()`.
  static func remove(_ folder: URL) {
    try? FileManager.default.removeItem(at: folder)
  }
}
