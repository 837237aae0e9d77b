import Foundation

/// Text written to an open file descriptor through a buffer, so that a large report goes to
/// disk as it is produced instead of being built in memory first. The first failure is kept
/// and reported by `close()`; what comes after it is dropped.
public struct FileSink: TextOutputStream {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  /// The `errno` of the first failed write.
  private(set) var failure: Int32?

  private static let capacity = 1 << 16

  init(descriptor: Int32) {
    self.descriptor = descriptor
    buffer.reserveCapacity(Self.capacity)
  }

  public mutating func write(_ string: String) {
    buffer.append(contentsOf: string.utf8)
    if buffer.count >= Self.capacity { flush() }
  }

  mutating func write(_ data: Data) {
    flush()
    data.withUnsafeBytes { send($0) }
  }

  /// Writes out what is buffered.
  mutating func flush() {
    guard !buffer.isEmpty else { return }
    let pending = buffer
    buffer.removeAll(keepingCapacity: true)
    pending.withUnsafeBytes { send($0) }
  }

  private mutating func send(_ bytes: UnsafeRawBufferPointer) {
    guard failure == nil, let base = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
      let count = Foundation.write(descriptor, base + offset, bytes.count - offset)
      if count < 0 {
        if errno == EINTR { continue }
        failure = errno
        return
      }
      offset += count
    }
  }

  /// Flushes and reports the first failure as `OutputError.failed` for `name`.
  mutating func finish(name: String) throws(OutputError) {
    flush()
    if let failure { throw .failed(name, errno: failure) }
  }
}
