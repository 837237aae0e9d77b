import Foundation

/// A number per frame of a run (body evaluations, the oracle's minimum, a frame's time),
/// appended as the frames run and read back in order. The first `memoryLimit` values stay in
/// memory; the rest go to a temporary file that is unlinked as soon as it is made (so nothing
/// is left behind, however the process ends), so a run's memory does not grow with its frames
/// (docs/limits.md, "Output"). Appended by the one run that makes it, then only read.
public final class FrameSeries: @unchecked Sendable, Sequence, Hashable {
  /// Values kept in memory before the rest spill to disk.
  static let memoryLimit = 1 << 16
  private static let chunk = 1 << 12

  private var head: [Int64] = []
  /// Values waiting to be written to the file.
  private var pending: [Int64] = []
  private var descriptor: Int32 = -1
  /// Values in the file.
  private var spilled = 0
  /// Set when the file could not take a write: from then on every value stays in memory.
  private var spillFailed = false
  public private(set) var count = 0

  public init() {}

  /// A series of `values`, in memory.
  public convenience init(_ values: some Sequence<Int>) {
    self.init()
    for value in values { append(value) }
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  public func append(_ value: Int) {
    count += 1
    if head.count < Self.memoryLimit || !openSpill() {
      head.append(Int64(value))
      return
    }
    pending.append(Int64(value))
    if pending.count >= Self.chunk { flush() }
  }

  public var isEmpty: Bool { count == 0 }

  /// Opens the spill file if it is not open; `false` if none can be made (the values then
  /// stay in memory).
  private func openSpill() -> Bool {
    if descriptor >= 0 { return true }
    if spillFailed { return false }
    let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array("\(folder)/bench-frames-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard made >= 0 else {
      spillFailed = true
      return false
    }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    descriptor = made
    return true
  }

  private func flush() {
    guard !pending.isEmpty else { return }
    let written = pending.withUnsafeBytes { bytes -> Bool in
      var offset = 0
      while offset < bytes.count {
        let result = pwrite(
          descriptor, bytes.baseAddress! + offset, bytes.count - offset,
          off_t(spilled * 8 + offset))
        if result < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += result
      }
      return true
    }
    if written {
      spilled += pending.count
    } else {
      // A full disk: every value comes back to memory rather than being lost.
      head += read(from: 0, count: spilled) + pending
      spilled = 0
      close(descriptor)
      descriptor = -1
      spillFailed = true
    }
    pending.removeAll(keepingCapacity: true)
  }

  public struct Iterator: IteratorProtocol {
    fileprivate let series: FrameSeries
    fileprivate var position = 0
    fileprivate var chunk: [Int64] = []
    fileprivate var inChunk = 0

    public mutating func next() -> Int? {
      guard position < series.count else { return nil }
      defer { position += 1 }
      if position < series.head.count { return Int(series.head[position]) }
      let onDisk = position - series.head.count
      if onDisk >= series.spilled { return Int(series.pending[onDisk - series.spilled]) }
      if inChunk >= chunk.count {
        chunk = series.read(from: onDisk, count: Swift.min(FrameSeries.chunk, series.spilled - onDisk))
        inChunk = 0
      }
      defer { inChunk += 1 }
      return Int(chunk[inChunk])
    }
  }

  public func makeIterator() -> Iterator {
    Iterator(series: self)
  }

  private func read(from start: Int, count: Int) -> [Int64] {
    var values = [Int64](repeating: 0, count: count)
    values.withUnsafeMutableBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let result = pread(
          descriptor, bytes.baseAddress! + offset, bytes.count - offset, off_t(start * 8 + offset))
        if result < 0 && errno == EINTR { continue }
        // The file was written by this process a moment ago; a failed read leaves zeros.
        guard result > 0 else { return }
        offset += result
      }
    }
    return values
  }

  public static func == (lhs: FrameSeries, rhs: FrameSeries) -> Bool {
    lhs === rhs || (lhs.count == rhs.count && lhs.elementsEqual(rhs))
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
  }
}
