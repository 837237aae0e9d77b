import SwiftIfConfig
import SwiftSyntax

/// The platform an import reads the source for: `#if os(…)`, `canImport(…)` and
/// `targetEnvironment(…)` are evaluated as a release build for it would (docs/swiftui-import.md,
/// "Platforms").
public enum Platform: String, CaseIterable, Sendable, Codable {
  case ios, macos, watchos, tvos, visionos

  /// The name `os(…)` tests.
  public var osName: String {
    switch self {
    case .ios: "iOS"
    case .macos: "macOS"
    case .watchos: "watchOS"
    case .tvos: "tvOS"
    case .visionos: "visionOS"
    }
  }

  /// Apple's modules that exist on some platforms only, with those platforms; any other
  /// module is taken as importable (an app's own packages, or a framework of every platform).
  static let platformModules: [String: Set<Platform>] = [
    "UIKit": [.ios, .tvos, .visionos, .watchos],
    "AppKit": [.macos], "Cocoa": [.macos], "Carbon": [.macos], "IOKit": [.macos],
    "ServiceManagement": [.macos], "ScreenCaptureKit": [.macos],
    "WatchKit": [.watchos], "ClockKit": [.watchos],
    "ActivityKit": [.ios], "MessageUI": [.ios], "CarPlay": [.ios],
    "BackgroundTasks": [.ios, .tvos, .visionos],
    "ARKit": [.ios, .visionos], "RealityKit": [.ios, .macos, .visionos], "TVUIKit": [.tvos],
    "WebKit": [.ios, .macos, .visionos], "PhotosUI": [.ios, .macos, .visionos],
  ]

  /// Modules every Apple platform has, so `canImport` of one is no guess.
  static let everywhere: Set<String> = [
    "SwiftUI", "Foundation", "Combine", "Observation", "SwiftData", "CoreData", "os", "OSLog", "Darwin",
    "CoreGraphics", "CoreImage", "QuartzCore", "AVFoundation", "AVKit", "MapKit", "CoreLocation",
    "StoreKit", "CloudKit", "UserNotifications", "Charts", "Network", "CryptoKit", "Security",
    "UniformTypeIdentifiers", "WidgetKit", "AppIntents", "TipKit", "Photos", "Contacts", "EventKit",
    "HealthKit", "GameKit", "NaturalLanguage", "Vision", "CoreML", "Speech", "LinkPresentation",
    "QuickLook", "AuthenticationServices", "LocalAuthentication", "SafariServices", "CoreSpotlight",
  ]
}

/// `#if` evaluated for one platform, as a release build (no `DEBUG`) of Swift 6 would.
struct PlatformConfiguration: BuildConfiguration {
  let platform: Platform
  /// The modules `canImport` was asked about that it does not know, which it took as
  /// importable.
  let guessedModules = GuessedModules()

  final class GuessedModules: @unchecked Sendable {
    var names: [String] = []
  }

  private var fixed: StaticBuildConfiguration {
    StaticBuildConfiguration(
      targetOSs: [platform.osName], targetArchitectures: ["arm64"], targetEnvironments: [],
      targetRuntimes: ["_ObjC", "_Native"], targetObjectFileFormats: ["MachO"], targetPointerBitWidth: 64,
      targetAtomicBitWidths: [8, 16, 32, 64, 128], endianness: .little,
      languageVersion: VersionTuple(6, 0), compilerVersion: VersionTuple(6, 2))
  }

  func isCustomConditionSet(name: String) throws -> Bool { false }
  func hasFeature(name: String) throws -> Bool { true }
  func hasAttribute(name: String) throws -> Bool { true }

  func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
    let module = importPath.first?.1 ?? ""
    if let platforms = Platform.platformModules[module] { return platforms.contains(platform) }
    if !Platform.everywhere.contains(module) { guessedModules.names.append(module) }
    return true
  }

  func isActiveTargetOS(name: String) throws -> Bool {
    // Apple's platforms are all Darwin, and `os(iOS)` is also true on visionOS and Mac Catalyst
    // builds only in their own names: the name is compared as given.
    name == platform.osName || (name == "Darwin")
  }

  func isActiveTargetArchitecture(name: String) throws -> Bool { name == "arm64" }
  func isActiveTargetEnvironment(name: String) throws -> Bool { false }
  func isActiveTargetRuntime(name: String) throws -> Bool { fixed.isActiveTargetRuntime(name: name) }
  func isActiveTargetPointerAuthentication(name: String) throws -> Bool { false }
  func isActiveTargetObjectFormat(name: String) throws -> Bool { name == "MachO" }
  var targetPointerBitWidth: Int { 64 }
  var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
  var endianness: Endianness { .little }
  var languageVersion: VersionTuple { VersionTuple(6, 0) }
  var compilerVersion: VersionTuple { VersionTuple(6, 2) }
}
