import Foundation

/// The oldest OS version an app supports on each platform it ships on, read from its
/// `Package.swift` (`platforms: [.iOS(.v16)]`) or Xcode project (`IPHONEOS_DEPLOYMENT_TARGET`),
/// or given as `--platforms iOS16,macOS13`: a fix that needs a newer OS says so and ranks
/// after those the app can take (docs/advise.md, "The app's platforms").
public struct DeploymentTargets: Sendable, Equatable {
  /// The major version of each platform named.
  public let versions: [Platform: Int]
  /// Where they were read (`Package.swift`, a project file, or `--platforms`).
  public let source: String

  public init(versions: [Platform: Int], source: String) {
    self.versions = versions
    self.source = source
  }

  /// `iOS16,macOS13`, as `--platforms` takes it; `nil` for a malformed list.
  public init?(list: String) {
    var versions: [Platform: Int] = [:]
    for item in list.split(separator: ",") {
      let text = item.trimmingCharacters(in: .whitespaces)
      let digits = text.firstIndex(where: \.isNumber) ?? text.endIndex
      guard
        let platform = Platform.allCases.first(where: {
          $0.osName.lowercased() == text[..<digits].lowercased()
        }),
        let major = Int(text[digits...].prefix { $0.isNumber }), versions[platform] == nil
      else { return nil }
      versions[platform] = major
    }
    guard !versions.isEmpty else { return nil }
    self.init(versions: versions, source: "--platforms")
  }

  /// The targets of the app around `path`: those of the nearest folder above it (or it)
  /// holding a `Package.swift` or an `.xcodeproj`; `nil` when none names any.
  public static func find(around path: String) -> DeploymentTargets? {
    var folder = URL(fileURLWithPath: path).standardized
    if !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
      var isDirectory: ObjCBool = false
      if !(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
        && isDirectory.boolValue)
      {
        folder.deleteLastPathComponent()
      }
    }
    while true {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      if entries.contains(where: { $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") }) {
        return read(folder)
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }

  private static func read(_ folder: URL) -> DeploymentTargets? {
    let manifest = folder.appendingPathComponent("Package.swift")
    if let text = try? String(contentsOf: manifest, encoding: .utf8) {
      let versions = packageVersions(text)
      if !versions.isEmpty { return DeploymentTargets(versions: versions, source: manifest.path) }
    }
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for project in entries.sorted() where project.hasSuffix(".xcodeproj") {
      let file = folder.appendingPathComponent(project).appendingPathComponent("project.pbxproj")
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      let versions = projectVersions(text)
      if !versions.isEmpty { return DeploymentTargets(versions: versions, source: file.path) }
    }
    return nil
  }

  /// `.iOS(.v16)`, `.macOS(.v13)`, `.iOS("16.4")` in a manifest.
  static func packageVersions(_ text: String) -> [Platform: Int] {
    var versions: [Platform: Int] = [:]
    for platform in Platform.allCases {
      let pattern = "\\.\(platform.osName)\\(\\s*(?:\\.v|\")(\\d+)"
      guard let expression = try? NSRegularExpression(pattern: pattern),
        let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
        let range = Range(match.range(at: 1), in: text), let major = Int(text[range])
      else { continue }
      versions[platform] = major
    }
    return versions
  }

  /// `IPHONEOS_DEPLOYMENT_TARGET = 16.0;` and the others in a project file: the lowest of each.
  static func projectVersions(_ text: String) -> [Platform: Int] {
    let settings: [(String, Platform)] = [
      ("IPHONEOS_DEPLOYMENT_TARGET", .ios), ("MACOSX_DEPLOYMENT_TARGET", .macos),
      ("WATCHOS_DEPLOYMENT_TARGET", .watchos), ("TVOS_DEPLOYMENT_TARGET", .tvos),
      ("XROS_DEPLOYMENT_TARGET", .visionos),
    ]
    var versions: [Platform: Int] = [:]
    for (setting, platform) in settings {
      guard let expression = try? NSRegularExpression(pattern: "\(setting) = \"?(\\d+)") else { continue }
      for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        guard let range = Range(match.range(at: 1), in: text), let major = Int(text[range]) else { continue }
        versions[platform] = min(versions[platform] ?? major, major)
      }
    }
    return versions
  }

  /// What the app lacks of `needed` (`iOS 17`), in the platforms' order; empty when it
  /// supports none older.
  public func lacking(_ needed: [Platform: Int]) -> [String] {
    Platform.allCases.compactMap { platform in
      guard let have = versions[platform], let need = needed[platform], have < need else { return nil }
      return "\(platform.osName) \(need) (the app supports \(platform.osName) \(have))"
    }
  }
}
