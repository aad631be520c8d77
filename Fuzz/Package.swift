// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets for the deep-link matcher (`fuzz-links`) and the navigation-state decoder
// (`fuzz-state`). See README.md for how to build and run them.
//
// `Fixtures` is a link to the library's Tests/TestFixtures, built here as `LinkFixtures`, so the
// fuzzers read links and saved states with exactly the tables the tests use (`fixtureLinks()`,
// `fixtureRestoration()`) and check the restoration property the corpus test checks.
let package = Package(
  name: "ModularNavigationFuzz",
  // The library's platforms, which SwiftPM on a Mac requires of a package depending on it.
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .executable(name: "fuzz-links", targets: ["LinkFuzzer"]),
    .executable(name: "fuzz-state", targets: ["StateFuzzer"]),
  ],
  dependencies: [
    .package(name: "ModularNavigation", path: "..")
  ],
  targets: [
    .target(
      name: "LinkFixtures",
      dependencies: [.product(name: "NavCore", package: "ModularNavigation")],
      path: "Fixtures"
    ),
    .executableTarget(
      name: "LinkFuzzer",
      dependencies: [
        "LinkFixtures",
        .product(name: "NavCore", package: "ModularNavigation"),
      ]
    ),
    .executableTarget(
      name: "StateFuzzer",
      dependencies: [
        "LinkFixtures",
        .product(name: "NavCore", package: "ModularNavigation"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
