// swift-tools-version: 5.9
// A small app for `bench scan` (docs/scan.md): three folders, two of them declaring views.
import PackageDescription

let package = Package(
  name: "ScanApp",
  platforms: [.iOS(.v16), .macOS(.v13)],
  targets: [.target(name: "ScanApp")]
)
