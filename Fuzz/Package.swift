// swift-tools-version: 6.0
import PackageDescription

// libFuzzer target for the deep-link matcher. See README.md for how to build and run it.
//
// `Fixtures` is a link to the library's Tests/TestFixtures, built here as `LinkFixtures`, so the
// fuzzer reads links with exactly the table the tests use (`fixtureLinks()`).
let package = Package(
  name: "ModularNavigationFuzz",
  products: [
    .executable(name: "fuzz-links", targets: ["LinkFuzzer"])
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
  ],
  swiftLanguageModes: [.v6]
)
