// swift-tools-version: 6.2
import PackageDescription

// Two programs built as a new Xcode 26 app target builds: main-actor isolation by default and
// the approachable-concurrency features, with warnings as errors (.ci/app-target.sh).
//
// - `MyApp`: the README's first example. Its main.swift is not kept here: .ci/app-target.sh
//   extracts it from README.md before each build, so it cannot drift from what the README
//   shows, and compares what it prints with the README's printed block. The target is named
//   `MyApp` because the README says that is what printed the type names it shows.
// - `CompositionRoot`: every API a composition root calls — exits, screens, modules, guards,
//   flows, results, dialogs, actions, links, restoration, events, hosts — called from
//   main-actor-by-default code, each checked as it runs.
//
// The library is named explicitly: SwiftPM would otherwise name a path dependency after its
// folder, which differs from one clone to another.
let appTarget: [SwiftSetting] = [
  .defaultIsolation(MainActor.self),
  .enableUpcomingFeature("InferIsolatedConformances"),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]

let package = Package(
  name: "AppTarget",
  // The library's platforms, which SwiftPM on a Mac requires of a package depending on it.
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  dependencies: [
    .package(name: "ModularNavigation", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "MyApp",
      dependencies: [.product(name: "ModuleRouting", package: "ModularNavigation")],
      swiftSettings: appTarget
    ),
    .executableTarget(
      name: "CompositionRoot",
      dependencies: [.product(name: "ModuleRouting", package: "ModularNavigation")],
      swiftSettings: appTarget
    ),
  ],
  swiftLanguageModes: [.v6]
)
