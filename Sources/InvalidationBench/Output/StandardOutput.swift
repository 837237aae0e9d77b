import Foundation

// The C stream `print` writes to. Swift 6 refuses a reference to C's `stdout` variable, so it
// is looked up by name; the command uses it from one thread only.
nonisolated(unsafe) private let standardOutputStream: UnsafeMutablePointer<FILE> = dlsym(
  UnsafeMutableRawPointer(bitPattern: 0), "stdout")!
  .assumingMemoryBound(to: UnsafeMutablePointer<FILE>.self).pointee

/// Standard output checked at the end: a full disk or a closed descriptor is an error the
/// command reports, not an exit 0 with the output lost.
public enum StandardOutput {
  nonisolated(unsafe) private static var wasClosed = false
  /// Whether `finish()` reported a failure already: one failure is one error, however often it
  /// is asked.
  nonisolated(unsafe) private static var reported = false

  /// Call first thing in `main`. A standard output or error that was closed (`>&-`) gets a
  /// stand-in, so that no file the command opens takes its descriptor and receives what was
  /// meant for the terminal: an unlinked temporary file for output (`finish()` then reports
  /// what went to it), `/dev/null` for errors.
  public static func holdClosedDescriptors() {
    if fcntl(STDOUT_FILENO, F_GETFD) == -1, let standIn = tmpfile() {
      dup2(fileno(standIn), STDOUT_FILENO)
      wasClosed = true
    }
    if fcntl(STDERR_FILENO, F_GETFD) == -1 {
      let null = open("/dev/null", O_WRONLY)
      if null >= 0, null != STDERR_FILENO { dup2(null, STDERR_FILENO) }
    }
  }

  /// Flushes standard output; throws if any write to it failed, or if it was closed and the
  /// command wrote to it.
  public static func finish() throws(OutputError) {
    guard !reported else { return }
    let flushed = fflush(standardOutputStream) == 0
    let reason = errno
    guard flushed, ferror(standardOutputStream) == 0 else {
      reported = true
      throw .standardOutput(errno: flushed ? nil : reason)
    }
    if wasClosed && lseek(STDOUT_FILENO, 0, SEEK_END) > 0 {
      reported = true
      throw .standardOutput(errno: EBADF)
    }
  }
}

/// Standard output as a text stream, for reports written as they are produced.
public struct StandardOutputStream: TextOutputStream {
  public init() {}

  public mutating func write(_ string: String) {
    fputs(string, standardOutputStream)
  }
}
