import Foundation
import InvalidationBench

/// `bench run --open`: shows report.html in the default browser, with the desktop's opener
/// (`open` on macOS, `xdg-open` elsewhere).
enum ReportOpener {
  #if os(macOS)
    static let opener = "/usr/bin/open"
  #else
    static let opener = "xdg-open"
  #endif

  /// The `file://` address of report.html in `folder`.
  static func address(in folder: ReportFolder) -> String {
    URL(fileURLWithPath: folder.path).appendingPathComponent(ReportFormat.html.fileName!).absoluteString
  }

  /// Opens `address`; says on stderr what to do when no opener is there or it fails (the run
  /// itself succeeded, so this is not an error).
  static func open(_ address: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [opener, address]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      failed(address)
      return
    }
    // An opener that stays (a text browser it fell back to) is left running after 5 s.
    let deadline = Date().addingTimeInterval(5)
    while process.isRunning, Date() < deadline { usleep(20_000) }
    if process.isRunning || process.terminationStatus == 0 { return }
    failed(address)
  }

  private static func failed(_ address: String) {
    FileHandle.standardError.write(
      Data("could not open the report with \(opener); open \(address) in a browser\n".utf8))
  }
}
