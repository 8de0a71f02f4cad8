// swift-tools-version: 6.2
import Foundation
import PackageDescription

// A path dependency is identified by its folder's name, which is whatever the clone was called.
let library = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

// Benchmarks live in their own package so that the library does not depend on the benchmark
// harness. Run them with `swift package --package-path Benchmarks benchmark`.
let package = Package(
  name: "Benchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]
    ),
  ],
  targets: [
    .executableTarget(
      name: "StoreBenchmarks",
      dependencies: [
        .product(name: "ComposableArchitecture", package: library),
        .product(name: "ComposableArchitectureLegacy", package: library),
        .product(name: "ComposableArchitectureRecording", package: library),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/StoreBenchmarks",
      plugins: [
        .plugin(name: "BenchmarkPlugin", package: "benchmark")
      ]
    ),
    .executableTarget(
      name: "ViewBenchmarks",
      dependencies: [
        .product(name: "ComposableArchitecture", package: library),
        .product(name: "ComposableUI", package: library),
        .product(name: "Benchmark", package: "benchmark"),
        "MallocInUse",
      ],
      path: "Benchmarks/ViewBenchmarks",
      plugins: [
        .plugin(name: "BenchmarkPlugin", package: "benchmark")
      ]
    ),
    .target(name: "MallocInUse", path: "Benchmarks/MallocInUse"),
  ],
  swiftLanguageModes: [.v6]
)
