/// How this binary was built.
public enum BuildInfo {
  /// The tool's version (CHANGELOG.md), as `bench --version`, results.json and SARIF say it.
  public static let version = "0.14.0"

  /// `debug` or `release`.
  public static var configuration: String {
    #if DEBUG
      "debug"
    #else
      "release"
    #endif
  }

  /// Whether times from this build mean anything.
  public static var isDebug: Bool { configuration == "debug" }

  /// The warning every output of a debug build starts with.
  public static let debugWarning =
    "WARNING: this is a debug build; its times are not meaningful. Use `swift run -c release bench`."

  /// The Swift compiler this binary was built with, to the minor version.
  public static var toolchain: String {
    #if compiler(>=6.4)
      "Swift 6.4 or later"
    #elseif compiler(>=6.3.1)
      "Swift 6.3.1"
    #elseif compiler(>=6.3)
      "Swift 6.3"
    #elseif compiler(>=6.2)
      "Swift 6.2"
    #else
      "Swift 6.1 or earlier"
    #endif
  }
}
