// swift-tools-version: 6.1
import PackageDescription

/// One list of Swift settings applied to every target.
let swiftSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6)
]

let package = Package(
  name: "InvalidationBench",
  products: [
    .library(name: "InvalidationBench", targets: ["InvalidationBench"]),
    .executable(name: "bench", targets: ["bench"]),
    .plugin(name: "BenchCheck", targets: ["BenchCheck"]),
  ],
  dependencies: [
    .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/onevcat/Rainbow", from: "4.2.2"),
  ],
  targets: [
    .target(
      name: "InvalidationBench",
      dependencies: [
        .product(name: "OpenCombine", package: "OpenCombine"),
        .product(name: "Histogram", package: "hdrhistogram-swift"),
        .product(name: "HeapModule", package: "swift-collections"),
        .product(name: "Yams", package: "Yams"),
        .product(name: "Plot", package: "Plot"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftIfConfig", package: "swift-syntax"),
        .product(name: "SwiftLexicalLookup", package: "swift-syntax"),
        .product(name: "Rainbow", package: "Rainbow"),
      ],
      // Compiled into the binary (`ShippedFiles`, `ChartScript`), so that `bench` runs wherever
      // it is copied (docs/install.md). A new built-in workload is a file in Screens/ and a line
      // here. scripts/plot.sh is a link to Charts/plot.sh.
      resources: [
        .embedInCode("Screens/01-ticker.yaml"), .embedInCode("Screens/02-typing.yaml"),
        .embedInCode("Screens/03-list-scrolling.yaml"), .embedInCode("Screens/04-catalog.yaml"),
        .embedInCode("Screens/05-environment.yaml"), .embedInCode("Screens/06-observers.yaml"),
        .embedInCode("Schema/screen-file.schema.json"), .embedInCode("Charts/plot.sh"),
      ],
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "bench",
      dependencies: [
        "InvalidationBench",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swiftSettings
    ),
    .plugin(
      name: "BenchCheck",
      capability: .command(
        intent: .custom(
          verb: "bench-check", description: "Run 'bench check' on this package's screens (docs/ci.md)."),
        permissions: [.writeToPackageDirectory(reason: "'bench-check baseline update' writes the baseline")]),
      dependencies: ["bench"]
    ),
    .testTarget(
      name: "InvalidationBenchTests",
      dependencies: [
        "InvalidationBench", "bench",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["Fuzz/Regressions", "Fixtures"],
      swiftSettings: swiftSettings
    ),
  ]
)
