// swift-tools-version: 6.1
import PackageDescription

// package-benchmark targets for the workloads, and the hand-written floors with the overhead
// measurement, kept in their own package so that their build time (about 50 s for
// package-benchmark) stays out of `swift test`. The `MallocInterposer` trait makes malloc
// counts exact on Swift 6.3; without it they are silently 0 (docs/toolchain.md).
let package = Package(
  name: "InvalidationBenchBenchmarks",
  dependencies: [
    .package(name: "InvalidationBench", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
  ],
  targets: [
    .executableTarget(
      name: "WorkloadBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "InvalidationBench", package: "InvalidationBench"),
      ],
      path: "Benchmarks/WorkloadBenchmarks",
      swiftSettings: [.swiftLanguageMode(.v6)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .target(
      name: "Floors",
      dependencies: [
        .product(name: "InvalidationBench", package: "InvalidationBench"),
        .product(name: "OpenCombine", package: "OpenCombine"),
      ],
      path: "Floors",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .executableTarget(
      name: "overhead",
      dependencies: [
        "Floors",
        .product(name: "InvalidationBench", package: "InvalidationBench"),
      ],
      path: "Tools/Overhead",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
  ]
)
