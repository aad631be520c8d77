// swift-tools-version: 6.2
// 6.2: `AppRouter` has an `isolated deinit` (Swift 6.2), and Xcode 26 is the Xcode this package
// supports.
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
    // The SwiftUI layer: `RoutedView` and its environment. Empty where SwiftUI is missing.
    .library(name: "ModuleRoutingSwiftUI", targets: ["ModuleRoutingSwiftUI"]),
    // The UIKit host: `UIKitHost`. Empty where UIKit has no view controllers (watchOS, macOS
    // outside Mac Catalyst, Linux).
    .library(name: "ModuleRoutingUIKit", targets: ["ModuleRoutingUIKit"]),
  ],
  targets: [
    .target(name: "NavCore"),
    .target(name: "ModuleRouting", dependencies: ["NavCore"]),
    .target(name: "NavigationTesting", dependencies: ["ModuleRouting"]),
    // Every file is behind `#if canImport(SwiftUI)`; .ci/swiftui-typecheck.sh compiles it on
    // Linux against stand-in declarations.
    .target(name: "ModuleRoutingSwiftUI", dependencies: ["ModuleRouting"]),
    // Every file is behind `#if canImport(UIKit) && !os(watchOS)`; .ci/swiftui-typecheck.sh
    // compiles it on Linux against stand-in declarations.
    .target(name: "ModuleRoutingUIKit", dependencies: ["ModuleRouting"]),
    // Fixtures shared by the test suites; not a product.
    .target(name: "TestFixtures", dependencies: ["NavCore"], path: "Tests/TestFixtures"),
    .testTarget(name: "NavCoreTests", dependencies: ["NavCore", "TestFixtures"]),
    .testTarget(
      name: "ModuleRoutingTests",
      dependencies: ["ModuleRouting", "NavCore", "NavigationTesting", "TestFixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
