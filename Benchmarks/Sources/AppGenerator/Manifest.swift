/// The generated package's `Package.swift`.
enum Manifest {
  /// The scale app: the modules in library targets, the composition root in one more, the
  /// launch probe and the explorer in executables of their own.
  static func scale(library: String, moduleTargets: [String]) -> String {
    let product = #".product(name: "ModuleRouting", package: "ModularNavigation")"#
    let modules = moduleTargets.map { "    .target(name: \"\($0)\", dependencies: [\(product)])," }
    let all = moduleTargets.map { "\"\($0)\"" }.joined(separator: ", ")
    return header(name: "GeneratedScaleApp", library: library) + """
        targets: [
          .target(name: "HeapInUse"),
      \(modules.joined(separator: "\n"))
          .target(name: "ScaleModules", dependencies: [\(all), \(product)]),
          .executableTarget(
            name: "ScaleApp", dependencies: ["HeapInUse", "ScaleModules", \(all), \(product)]),
          .executableTarget(
            name: "ExploreApp",
            dependencies: [
              "ScaleModules", \(all), \(product),
              .product(name: "NavigationTesting", package: "ModularNavigation"),
            ]),
        ],
        swiftLanguageModes: [.v6]
      )

      """
  }

  /// A build-time app: a library target per module and the app's executable target, on the
  /// library when `library` is given.
  static func modular(name: String, modules: [String], library: String?) -> String {
    let product = #".product(name: "ModuleRouting", package: "ModularNavigation")"#
    let moduleDependencies = library == nil ? "" : product
    let targets = modules.map {
      "    .target(name: \"\($0)\", dependencies: [\(moduleDependencies)]),"
    }
    let appDependencies = modules.map { "\"\($0)\"" } + (library == nil ? [] : [product])
    let app =
      "    .executableTarget(name: \"App\", dependencies: [\(appDependencies.joined(separator: ", "))]),"
    let start =
      library.map { header(name: name, library: $0) }
        ?? """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
          name: "\(name)",

        """
    return start + "  targets: [\n" + (targets + [app]).joined(separator: "\n")
      + "\n  ],\n  swiftLanguageModes: [.v6]\n)\n"
  }

  private static func header(name: String, library: String) -> String {
    """
    // swift-tools-version: 6.0
    // Written by Benchmarks' generate-app; not kept in git.
    import PackageDescription

    let package = Package(
      name: "\(name)",
      platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
      dependencies: [.package(name: "ModularNavigation", path: "\(library)")],

    """
  }
}
