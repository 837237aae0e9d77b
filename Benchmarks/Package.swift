// swift-tools-version: 6.1
import PackageDescription

// package-benchmark targets for the workloads, kept in their own package so that its build
// time (about 50 s) stays out of `swift test`. The `MallocInterposer` trait makes malloc
// counts exact on Swift 6.3; without it they are silently 0 (docs/toolchain.md).
let package = Package(
  name: "InvalidationBenchBenchmarks",
  dependencies: [
    .package(name: "InvalidationBench", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
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
    )
  ]
)
