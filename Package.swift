// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ModularNavigation",
  // `AppRouter` is `@Observable`: Observation needs these on Apple platforms. Linux has it.
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "NavCore", targets: ["NavCore"]),
    .library(name: "ModuleRouting", targets: ["ModuleRouting"]),
    // Asserting on routers in tests, without a simulator.
    .library(name: "NavigationTesting", targets: ["NavigationTesting"]),
  ],
  targets: [
    .target(name: "NavCore"),
    .target(name: "ModuleRouting", dependencies: ["NavCore"]),
    .target(name: "NavigationTesting", dependencies: ["ModuleRouting"]),
    // Fixtures shared by the test suites; not a product.
    .target(name: "TestFixtures", dependencies: ["NavCore"], path: "Tests/TestFixtures"),
    .testTarget(name: "NavCoreTests", dependencies: ["NavCore", "TestFixtures"]),
    .testTarget(
      name: "ModuleRoutingTests",
      dependencies: ["ModuleRouting", "NavCore", "NavigationTesting", "TestFixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
