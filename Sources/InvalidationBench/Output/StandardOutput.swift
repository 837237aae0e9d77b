import Foundation

// The C stream `print` writes to. Swift 6 refuses a reference to C's `stdout` variable, so it
// is looked up by name; the command uses it from one thread only.
nonisolated(unsafe) private let standardOutputStream: UnsafeMutablePointer<FILE> = dlsym(
  UnsafeMutableRawPointer(bitPattern: 0), "stdout")!
  .assumingMemoryBound(to: UnsafeMutablePointer<FILE>.self).pointee

/// Standard output checked at the end: a full disk or a closed descriptor is an error the
/// command reports, not an exit 0 with the output lost.
public enum StandardOutput {
  /// Flushes standard output; throws if any write to it failed.
  public static func finish() throws(OutputError) {
    let flushed = fflush(standardOutputStream) == 0
    let reason = errno
    guard flushed, ferror(standardOutputStream) == 0 else {
      throw .standardOutput(reason: flushed ? "a write to it failed" : String(cString: strerror(reason)))
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
