// swift-tools-version: 6.2
import PackageDescription

// A small modular app built on ModularNavigation: four feature modules that never import
// each other, and a `demo` executable, the composition root, that wires them together and
// plays a scripted session.
//
// The library is named explicitly: SwiftPM would otherwise name a path dependency after its
// folder, which differs from one clone to another.

// The settings of a new Xcode 26 app target: main-actor isolation by default and the
// approachable-concurrency features. The app's code — its feature modules and its composition
// root — builds with them, as an app's would; the library does not need them.
let appTarget: [SwiftSetting] = [
  .defaultIsolation(MainActor.self),
  .enableUpcomingFeature("InferIsolatedConformances"),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]

let package = Package(
  name: "ModularNavigationExamples",
  // The library's platforms: on Apple platforms SwiftPM refuses a dependency whose platforms
  // are newer than its dependent's.
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .executable(name: "demo", targets: ["Demo"]),
    // The four feature modules, for an app target made from Examples/SwiftUIApp (README).
    .library(name: "ExampleFeatures", targets: ["Auth", "Dashboard", "Onboarding", "Settings"]),
  ],
  dependencies: [
    .package(name: "ModularNavigation", path: "..")
  ],
  targets: [
    // Feature modules: each imports the library only, never another module.
    .target(
      name: "Dashboard",
      dependencies: [.product(name: "ModuleRouting", package: "ModularNavigation")],
      swiftSettings: appTarget
    ),
    .target(
      name: "Settings",
      dependencies: [.product(name: "ModuleRouting", package: "ModularNavigation")],
      swiftSettings: appTarget
    ),
    .target(
      name: "Auth",
      dependencies: [.product(name: "ModuleRouting", package: "ModularNavigation")],
      swiftSettings: appTarget
    ),
    .target(
      name: "Onboarding",
      dependencies: [.product(name: "ModuleRouting", package: "ModularNavigation")],
      swiftSettings: appTarget
    ),
    // The composition root: the only target that knows every module.
    .executableTarget(
      name: "Demo",
      dependencies: [
        "Dashboard",
        "Settings",
        "Auth",
        "Onboarding",
        .product(name: "ModuleRouting", package: "ModularNavigation"),
      ],
      swiftSettings: appTarget
    ),
    // The app's navigation rules, checked with the library's test kit. Built without the app
    // settings: on Linux a synchronous XCTest method isolated to the main actor crashes the
    // test runner, and with main-actor isolation by default every test method would be.
    .testTarget(
      name: "DemoTests",
      dependencies: [
        "Demo", "Dashboard", "Settings", "Auth", "Onboarding",
        .product(name: "ModuleRouting", package: "ModularNavigation"),
        .product(name: "NavigationTesting", package: "ModularNavigation"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// The SwiftUI app, on a Mac: `swift run --package-path Examples swiftui-demo` opens it in a
// window. Declared only where SwiftUI exists; elsewhere .ci/swiftui-typecheck.sh type-checks the
// same sources against stand-ins.
#if os(macOS)
  package.products.append(.executable(name: "swiftui-demo", targets: ["SwiftUIApp"]))
  package.targets.append(
    .executableTarget(
      name: "SwiftUIApp",
      dependencies: [
        "Dashboard", "Settings", "Auth", "Onboarding",
        .product(name: "ModuleRouting", package: "ModularNavigation"),
        .product(name: "ModuleRoutingSwiftUI", package: "ModularNavigation"),
      ],
      path: "SwiftUIApp",
      swiftSettings: appTarget
    ))
#endif
