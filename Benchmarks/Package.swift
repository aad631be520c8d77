// swift-tools-version: 6.0
import PackageDescription

// Run from the repository root:
//   swift run -c release --package-path Benchmarks benchmarks
let package = Package(
  name: "Benchmarks",
  products: [
    .executable(name: "benchmarks", targets: ["NavigationBenchmarks"])
  ],
  dependencies: [
    .package(name: "ModularNavigation", path: "..")
  ],
  targets: [
    .target(name: "AllocationCounting"),
    .executableTarget(
      name: "NavigationBenchmarks",
      dependencies: [
        "AllocationCounting",
        .product(name: "NavCore", package: "ModularNavigation"),
        .product(name: "ModuleRouting", package: "ModularNavigation"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
