import Dispatch
import Foundation

/// What SIGINT, SIGTERM and SIGHUP do, from the start of the process to its end (docs/limits.md,
/// "Interruptions"): remove what a write in progress has staged and exit, so that the output a
/// run replaces is either the previous one or the complete new one, never a mix, and no staging
/// file or folder is left.
///
/// Writers run their file-system steps inside `whileWriting`; a signal that arrives meanwhile
/// waits for the steps to finish, so it never removes a folder while files are still being
/// created in it. The exit code says which output is in place: 128 + the signal's number when
/// the previous one is, `Interruption.exitAfterOutput` when the new one is complete.
public final class Interruption: @unchecked Sendable {
  /// The exit code of a run interrupted after its new output was complete.
  public static let exitAfterOutput: Int32 = 3

  static let shared = Interruption()

  private let lock = NSLock()
  private var paths: Set<String> = []
  private var wroteOutput = false
  private var sources: [any DispatchSourceSignal] = []

  private init() {}

  /// Takes over the signals; call once, first thing in `main`.
  public static func install() {
    shared.lock.lock()
    defer { shared.lock.unlock() }
    guard shared.sources.isEmpty else { return }
    // A write to a closed pipe is an error the command reports, not a silent death.
    signal(SIGPIPE, SIG_IGN)
    for number in [SIGINT, SIGTERM, SIGHUP] {
      // The source is made and running before the default action is turned off, so no signal
      // falls into a gap between the two.
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { shared.interrupted(by: number) }
      source.resume()
      shared.sources.append(source)
      signal(number, SIG_IGN)
    }
  }

  /// Runs `body`, the file-system steps of one write, with a signal held off until it is done;
  /// `staged` are removed if a signal comes before `finished` marks them as gone.
  static func whileWriting<T>(staging staged: [String], _ body: () throws -> T) rethrows -> T {
    shared.lock.lock()
    defer { shared.lock.unlock() }
    shared.paths.formUnion(staged)
    defer { shared.paths.subtract(staged) }
    let result = try body()
    shared.wroteOutput = true
    return result
  }

  /// Registers `path` for removal if a signal arrives before `forget(path)`: a file being
  /// streamed outside `whileWriting` (one not yet part of any output).
  static func remember(_ path: String) {
    shared.lock.lock()
    defer { shared.lock.unlock() }
    shared.paths.insert(path)
  }

  static func forget(_ path: String) {
    shared.lock.lock()
    defer { shared.lock.unlock() }
    shared.paths.remove(path)
  }

  private func interrupted(by number: Int32) {
    // Waits for a write in progress; the lock is never given back, so no write starts after.
    lock.lock()
    for path in paths {
      try? FileManager.default.removeItem(atPath: path)
    }
    let message =
      wroteOutput
      ? "bench: interrupted after its output was complete\n"
      : "bench: interrupted; the previous output is unchanged\n"
    message.withCString { _ = write(STDERR_FILENO, $0, strlen($0)) }
    _exit(wroteOutput ? Self.exitAfterOutput : 128 + number)
  }
}
