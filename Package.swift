// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ModularNavigation",
  products: [
    .library(name: "NavCore", targets: ["NavCore"]),
    .library(name: "ModuleRouting", targets: ["ModuleRouting"]),
  ],
  targets: [
    .target(name: "NavCore"),
    .target(name: "ModuleRouting", dependencies: ["NavCore"]),
    .testTarget(name: "NavCoreTests", dependencies: ["NavCore"]),
    .testTarget(name: "ModuleRoutingTests", dependencies: ["ModuleRouting", "NavCore"]),
  ],
  swiftLanguageModes: [.v6]
)
