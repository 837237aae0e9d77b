import Foundation

/// What SIGINT, SIGTERM and SIGHUP do, from the start of the process to its end (docs/limits.md,
/// "Interruptions"): stop what writes the output, remove what it has staged and exit, so that
/// the output a run replaces is either the previous one or the complete new one, never a mix,
/// and no staging file or folder is left.
///
/// A writer names what it stages (`staging`) and runs each file-system step inside `step`; a
/// child process that writes into the staging area is named with `child`. A signal waits for
/// the step in progress, kills the children, removes what is staged and exits; it never
/// removes a folder while files are still being created in it. The exit code says which output
/// is in place: 128 + the signal's number when the previous one is, `exitAfterOutput` when the
/// new one is complete.
// The write end of the pipe the signal handler writes to (a handler can only reach globals).
nonisolated(unsafe) private var signalPipe: Int32 = -1

public final class Interruption: @unchecked Sendable {
  /// The exit code of a run interrupted after its new output was complete.
  public static let exitAfterOutput: Int32 = 3

  private static let shared = Interruption()

  // Recursive: a step may name a child or a staged path.
  private let lock = NSRecursiveLock()
  private var staged: Set<String> = []
  private var children: Set<Int32> = []
  private var outputComplete = false
  private var installed = false

  private init() {}

  /// Takes over the signals; call once, first thing in `main`. A handler that only writes the
  /// signal's number to a pipe is installed (no moment with the signal ignored, which would
  /// discard one already pending), then the signals are unblocked, so one that arrived before
  /// is handled now; a thread of its own reads the pipe and does the work. SIGINT and SIGHUP
  /// that the parent set to be ignored (`nohup`, a shell's background job) stay ignored.
  public static func install() {
    shared.locked {
      guard !shared.installed else { return }
      shared.installed = true
      // A write to a closed pipe, or past the file-size limit (`ulimit -f`), is an error the
      // command reports (EPIPE, EFBIG), removing what it staged, not a silent death.
      signal(SIGPIPE, SIG_IGN)
      signal(SIGXFSZ, SIG_IGN)
      var descriptors: [Int32] = [0, 0]
      guard pipe(&descriptors) == 0 else { return }
      signalPipe = descriptors[1]
      let reader = descriptors[0]
      let thread = Thread {
        var number: UInt8 = 0
        while true {
          let count = read(reader, &number, 1)
          if count == 1 { shared.interrupted(by: Int32(number)) }
          if count < 0 && errno != EINTR { return }
        }
      }
      thread.start()
      var unblock = sigset_t()
      sigemptyset(&unblock)
      for number in [SIGINT, SIGTERM, SIGHUP] {
        var previous = sigaction()
        sigaction(number, nil, &previous)
        let wasIgnored =
          unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self)
          == unsafeBitCast(SIG_IGN, to: Int.self)
        if number != SIGTERM && wasIgnored { continue }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { number in
          var byte = UInt8(truncatingIfNeeded: number)
          _ = write(signalPipe, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(number, &action, nil)
        sigaddset(&unblock, number)
      }
      pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }
  }

  /// Runs `body` with `paths` removed if a signal comes before it returns.
  static func staging<T>(_ paths: [String], _ body: () throws -> T) rethrows -> T {
    shared.locked { shared.staged.formUnion(paths) }
    defer { shared.locked { shared.staged.subtract(paths) } }
    return try body()
  }

  /// Runs one file-system step of a write; a signal waits for it to finish.
  static func step<T>(_ body: () throws -> T) rethrows -> T {
    try shared.locked(body)
  }

  /// Marks the new output as complete: from now on a signal leaves it in place.
  static func outputIsComplete() {
    shared.outputComplete = true
  }

  /// Runs a child process that writes into a staging area: `start` starts it and returns its
  /// id (a signal waits until it is known), `wait` waits for it. A signal meanwhile kills it
  /// before removing what is staged.
  public static func child(start: () throws -> Int32, wait: () -> Void) rethrows {
    let pid = try shared.locked {
      let pid = try start()
      shared.children.insert(pid)
      return pid
    }
    defer { shared.locked { _ = shared.children.remove(pid) } }
    wait()
  }

  private func locked<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  private func interrupted(by number: Int32) {
    // Waits for the step in progress; the lock is never given back, so no step starts after.
    lock.lock()
    for pid in children {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }
    for path in staged {
      try? FileManager.default.removeItem(atPath: path)
    }
    let message =
      outputComplete
      ? "bench: interrupted after its output was complete\n"
      : "bench: interrupted; the previous output is unchanged\n"
    message.withCString { _ = write(STDERR_FILENO, $0, strlen($0)) }
    _exit(outputComplete ? Self.exitAfterOutput : 128 + number)
  }
}
