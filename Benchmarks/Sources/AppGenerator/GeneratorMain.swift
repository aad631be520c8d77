import Foundation

/// Writes a modular app's package: N modules of M route types each, declared through catalogs
/// or with plain enums; see Benchmarks/README.md.
@main
enum GeneratorMain {
  static func main() throws {
    guard let options = GeneratorOptions(Array(CommandLine.arguments.dropFirst())) else {
      print(GeneratorOptions.usage)
      exit(2)
    }
    let benchmarks = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let library =
      options.library.isEmpty ? benchmarks.deletingLastPathComponent().path : options.library
    var package = GeneratedPackage(root: URL(fileURLWithPath: options.output))
    try package.clear()
    switch options.kind {
    case .scale:
      try writeScale(options, library: library, template: benchmarks.appending(path: "AppTemplate"), &package)
    case .catalog: try writeCatalog(options, library: library, &package)
    case .plain: try writePlain(options, &package)
    }
    print("wrote \(package.files) files in \(options.output)")
  }

  /// The modules and the composition root in one target, `ScaleModules`; the launch probe
  /// and the explorer (with NavigationTesting, which links XCTest and Foundation) in
  /// executables of their own; their fixed code is copied from `AppTemplate/`.
  private static func writeScale(
    _ options: GeneratorOptions, library: String, template: URL, _ package: inout GeneratedPackage
  ) throws {
    let app = CatalogApp(modules: options.modules, routes: options.routes)
    try package.write("Package.swift", Manifest.scale(library: library))
    for module in 0..<options.modules {
      let prefix = Names(module: module, of: options.modules).prefix
      try package.write("Sources/ScaleModules/\(prefix).swift", app.module(module))
      try package.write(
        "Sources/ScaleModules/Wiring/\(prefix)+Wiring.swift",
        app.wiring(module, imports: ["ModuleRouting"]))
      try package.write(
        "Sources/ExploreApp/Exploration/\(prefix)+Exploration.swift", app.exploration(module))
    }
    try package.write("Sources/ScaleModules/GeneratedApp.swift", app.launch(imports: ["ModuleRouting"]))
    try package.write(
      "Sources/ExploreApp/Exploration/GeneratedApp+Exploration.swift", app.explorationIndex())
    try package.copy(template.appending(path: "Sources"), to: "Sources")
  }

  /// A target per module on the library, and the app's target: wiring, launch, a main.
  private static func writeCatalog(
    _ options: GeneratorOptions, library: String, _ package: inout GeneratedPackage
  ) throws {
    let app = CatalogApp(modules: options.modules, routes: options.routes)
    let names = (0..<options.modules).map { Names(module: $0, of: options.modules) }
    try package.write(
      "Package.swift",
      Manifest.modular(name: "CatalogApp", modules: names.map(\.prefix), library: library))
    for module in names {
      try package.write("Sources/\(module.prefix)/\(module.prefix).swift", app.module(module.module))
      let imports = ["ModuleRouting", names[(module.module + 1) % names.count].prefix, module.prefix]
      try package.write(
        "Sources/App/Wiring/\(module.prefix).swift",
        app.wiring(module.module, imports: Array(Set(imports)).sorted()))
    }
    try package.write(
      "Sources/App/GeneratedApp.swift", app.launch(imports: ["ModuleRouting"] + names.map(\.prefix)))
    let second = names[1 % names.count]
    try package.write(
      "Sources/App/main.swift",
      """
      import ModuleRouting

      do {
        let (app, catalog) = try GeneratedApp.launch()
        app.open("\(second.link(options.routes - 1))/7", using: catalog.appLinks())
        app.exit(\(second.exit).next)
        print(app.state.path.map { try? catalog.screens.screen(for: $0) })
      } catch {
        print(error)
      }

      """)
  }

  /// A target per module with no library, and the app's target.
  private static func writePlain(_ options: GeneratorOptions, _ package: inout GeneratedPackage)
    throws
  {
    let app = PlainApp(modules: options.modules, routes: options.routes)
    let names = (0..<options.modules).map { Names(module: $0, of: options.modules) }
    try package.write(
      "Package.swift", Manifest.modular(name: "PlainApp", modules: names.map(\.prefix), library: nil))
    for module in names {
      try package.write("Sources/\(module.prefix)/\(module.prefix).swift", app.module(module.module))
    }
    try package.write("Sources/App/AppRoute.swift", app.app())
    try package.write("Sources/App/main.swift", app.main())
  }
}

/// The directory a package is written in.
struct GeneratedPackage {
  let root: URL
  private(set) var files = 0

  /// Removes what an earlier run wrote, its build folder kept out.
  func clear() throws {
    let manager = FileManager.default
    try manager.createDirectory(at: root, withIntermediateDirectories: true)
    for entry in try manager.contentsOfDirectory(atPath: root.path) where entry != ".build" {
      try manager.removeItem(at: root.appending(path: entry))
    }
  }

  /// Copies every file under `directory` to `path`, keeping their relative paths.
  mutating func copy(_ directory: URL, to path: String) throws {
    let manager = FileManager.default
    guard let files = manager.enumerator(atPath: directory.path) else { return }
    for case let file as String in files where !file.hasSuffix("/") {
      var isDirectory: ObjCBool = false
      let source = directory.appending(path: file)
      guard manager.fileExists(atPath: source.path, isDirectory: &isDirectory), !isDirectory.boolValue
      else { continue }
      try write(path + "/" + file, String(contentsOf: source, encoding: .utf8))
    }
  }

  mutating func write(_ path: String, _ text: String) throws {
    let url = root.appending(path: path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
    files += 1
  }
}
