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

  static func run(_ arguments: [String], in folder: URL? = nil, executable: URL = executable) throws -> Output
  {
    try start(arguments, in: folder, executable: executable).wait()
  }

  /// A `bench` started and not yet waited for.
  final class Running: @unchecked Sendable {
    let process: Process
    let stdout = Pipe()
    let stderr = Pipe()
    private var output = Data()
    private var errors = Data()
    private let group = DispatchGroup()

    init(_ process: Process) {
      self.process = process
      process.standardOutput = stdout
      process.standardError = stderr
    }

    /// Starts reading both pipes, so that a chatty command never blocks on a full pipe.
    func startReading() {
      group.enter()
      DispatchQueue.global().async {
        self.output = self.stdout.fileHandleForReading.readDataToEndOfFile()
        self.group.leave()
      }
      group.enter()
      DispatchQueue.global().async {
        self.errors = self.stderr.fileHandleForReading.readDataToEndOfFile()
        self.group.leave()
      }
    }

    func terminate() {
      process.terminate()
    }

    func wait() -> Output {
      process.waitUntilExit()
      group.wait()
      return Output(
        status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
        stderr: String(decoding: errors, as: UTF8.self))
    }
  }

  /// `environment` is added to this process's.
  static func start(
    _ arguments: [String], in folder: URL? = nil, executable: URL = executable,
    environment: [String: String] = [:]
  ) throws -> Running {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let running = Running(process)
    try process.run()
    running.startReading()
    return running
  }

  /// Runs `command` with `/bin/sh`, for redirections a `Process` cannot make (`>&-`).
  static func shell(_ command: String) throws -> Output {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    let running = Running(process)
    try process.run()
    running.startReading()
    return running.wait()
  }

  /// Reads a named pipe to its end on another thread, as a second program would.
  final class Reader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ path: String) {
      DispatchQueue.global().async {
        if let handle = FileHandle(forReadingAtPath: path) {
          self.data = handle.readDataToEndOfFile()
        }
        self.done.signal()
      }
    }

    func text() -> String {
      done.wait()
      return String(decoding: data, as: UTF8.self)
    }
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
