import Foundation

/// How wide bench's tables may be on standard output: `COLUMNS` when it is a positive number,
/// else the terminal's width when standard output is one, else no limit (a file or a pipe
/// gets every column; docs/reference.md).
public enum TerminalWidth {
  /// The width from `environment`, or the terminal's; `nil` for no limit.
  public static func standardOutput(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Int? {
    if let text = environment["COLUMNS"], let columns = Int(text.trimmingCharacters(in: .whitespaces)),
      columns > 0
    {
      return columns
    }
    guard isatty(STDOUT_FILENO) == 1 else { return nil }
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
