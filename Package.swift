// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ModularNavigation",
  // `AppRouter` is `@Observable`: Observation needs these on Apple platforms. Linux has it.
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "NavCore", targets: ["NavCore"]),
    .library(name: "ModuleRouting", targets: ["ModuleRouting"]),
  ],
  targets: [
    .target(name: "NavCore"),
    .target(name: "ModuleRouting", dependencies: ["NavCore"]),
    // Fixtures shared by the test suites; not a product.
    .target(name: "TestFixtures", dependencies: ["NavCore"], path: "Tests/TestFixtures"),
    .testTarget(name: "NavCoreTests", dependencies: ["NavCore", "TestFixtures"]),
    .testTarget(
      name: "ModuleRoutingTests", dependencies: ["ModuleRouting", "NavCore", "TestFixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
