import Foundation

/// `bench scan`'s progress on standard error: a bar redrawn in place on a terminal, a line per
/// folder otherwise (a CI log).
struct ScanProgress: Sendable {
  let total: Int
  let onTerminal = isatty(STDERR_FILENO) == 1

  /// `ended` folders of `total` done, `folder` the last.
  func show(_ ended: Int, _ folder: String) {
    guard onTerminal else {
      FileHandle.standardError.write(Data("scan: [\(ended)/\(total)] \(folder)\n".utf8))
      return
    }
    let width = 24
    let filled = total == 0 ? width : ended * width / total
    let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
    let line = "scan [\(bar)] \(ended)/\(total) \(folder)"
    // Cleared to the end of the line, and the bar left behind once the last folder ends.
    let end = ended == total ? "\n" : ""
    FileHandle.standardError.write(Data("\r\(line.prefix(100))\u{1B}[K\(end)".utf8))
  }
}
