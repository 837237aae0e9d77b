import Foundation
import InvalidationBench

/// A one-line progress display on stderr, shown only when stderr is a terminal.
struct Progress {
  let enabled: Bool

  init(quiet: Bool) {
    enabled = !quiet && isatty(STDERR_FILENO) == 1
  }

  func handle(_ event: RunEvent) {
    guard enabled else { return }
    switch event {
    case .caseStarted(let index, let total, let workload, let parameters):
      show("[\(index + 1)/\(total)] \(workload) \(parameters): counting")
    case .countsChecked(let staleFrames):
      if staleFrames > 0 { show("stale frames found: \(staleFrames)") }
    case .warmupFinished(let repetition, let total):
      show("  warm-up \(repetition)/\(total)")
    case .repetitionFinished(let repetition, let total):
      show("  repetition \(repetition)/\(total)")
    case .caseFinished:
      show("")
    }
  }

  private func show(_ text: String) {
    FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
  }
}

/// One line on stderr, unless quiet.
func note(_ text: String, quiet: Bool) {
  guard !quiet else { return }
  FileHandle.standardError.write(Data("\(text)\n".utf8))
}
