import Dispatch
import Foundation

/// Removes what a write in progress has staged when the process is interrupted (SIGINT,
/// SIGTERM, SIGHUP), then exits with 128 + the signal's number, as a shell does. A write
/// registers its staging paths for its duration; a run interrupted outside a write leaves
/// nothing to remove.
final class SignalCleanup: @unchecked Sendable {
  static let shared = SignalCleanup()

  private let lock = NSLock()
  private var paths: Set<String> = []
  private var sources: [any DispatchSourceSignal] = []

  private init() {}

  /// Removes `path` if a signal arrives before `unregister(path)`.
  func register(_ path: String) {
    lock.lock()
    defer { lock.unlock() }
    installIfNeeded()
    paths.insert(path)
  }

  func unregister(_ path: String) {
    lock.lock()
    defer { lock.unlock() }
    paths.remove(path)
  }

  private func installIfNeeded() {
    guard sources.isEmpty else { return }
    for number in [SIGINT, SIGTERM, SIGHUP] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { [self] in interrupted(by: number) }
      source.resume()
      sources.append(source)
    }
  }

  private func interrupted(by number: Int32) {
    lock.lock()
    let staged = paths
    paths = []
    for path in staged {
      try? FileManager.default.removeItem(atPath: path)
    }
    exit(128 + number)
  }
}
