// swift-tools-version: 6.0
import PackageDescription

// Run from the repository root:
//   swift run -c release --package-path Benchmarks benchmarks
let package = Package(
  name: "Benchmarks",
  // The library's platforms, which SwiftPM on a Mac requires of a package depending on it.
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .executable(name: "benchmarks", targets: ["NavigationBenchmarks"]),
    // Writes a modular app of N modules × M route types: see README.md.
    .executable(name: "generate-app", targets: ["AppGenerator"]),
  ],
  dependencies: [
    .package(name: "ModularNavigation", path: ".."),
    // Workload 10a's baseline: routing-kit's TrieRouter, on the same 1,000 patterns.
    .package(url: "https://github.com/vapor/routing-kit", exact: "4.9.3"),
  ],
  targets: [
    .target(name: "AllocationCounting"),
    .executableTarget(name: "AppGenerator"),
    .executableTarget(
      name: "NavigationBenchmarks",
      dependencies: [
        "AllocationCounting",
        .product(name: "NavCore", package: "ModularNavigation"),
        .product(name: "ModuleRouting", package: "ModularNavigation"),
        .product(name: "RoutingKit", package: "routing-kit"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
