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
    switch options.kind {
    case .scale:
      try writeScale(
        options, library: library, template: benchmarks.appending(path: "AppTemplate"), &package)
    case .catalog: try writeCatalog(options, library: library, &package)
    case .plain: try writePlain(options, &package)
    }
    try package.removeStale()
    print("wrote \(package.files) files in \(options.output)")
  }

  /// The modules in library targets of at most ``modulesPerTarget`` modules each; the
  /// composition root in `ScaleModules`; the launch probe and the explorer (with
  /// NavigationTesting, which links XCTest) in executables of their own, whose fixed code is
  /// copied from `AppTemplate/`.
  private static func writeScale(
    _ options: GeneratorOptions, library: String, template: URL, _ package: inout GeneratedPackage
  ) throws {
    let app = CatalogApp(modules: options.modules, routes: options.routes)
    let targets = stride(from: 0, to: options.modules, by: modulesPerTarget).map {
      "Modules\($0 / modulesPerTarget)"
    }
    try package.write("Package.swift", Manifest.scale(library: library, moduleTargets: targets))
    for module in 0..<options.modules {
      let prefix = Names(module: module, of: options.modules).prefix
      let target = targets[module / modulesPerTarget]
      try package.write("Sources/\(target)/\(prefix).swift", app.module(module))
      try package.write(
        "Sources/ScaleModules/Wiring/\(prefix)+Wiring.swift",
        app.wiring(module, imports: ["ModuleRouting"] + targets))
      try package.write(
        "Sources/ExploreApp/Exploration/\(prefix)+Exploration.swift",
        app.exploration(
          module, imports: ["ModuleRouting", "NavigationTesting", "ScaleModules"] + targets))
    }
    try package.write(
      "Sources/ScaleModules/GeneratedApp.swift", app.launch(imports: ["ModuleRouting"] + targets))
    try package.write(
      "Sources/ExploreApp/Exploration/GeneratedApp+Exploration.swift", app.explorationIndex())
    try package.copy(template.appending(path: "Sources"), to: "Sources")
  }

  /// How many modules the scale app puts in one target: a target of 500 route types builds in
  /// about a minute; one of 5,000 takes a whole-module optimization past 8 GB.
  static let modulesPerTarget = 50

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
      try package.write(
        "Sources/\(module.prefix)/\(module.prefix).swift", app.module(module.module))
      let imports = [
        "ModuleRouting", names[(module.module + 1) % names.count].prefix, module.prefix,
      ]
      try package.write(
        "Sources/App/Wiring/\(module.prefix).swift",
        app.wiring(module.module, imports: Array(Set(imports)).sorted()))
    }
    try package.write(
      "Sources/App/GeneratedApp.swift", app.launch(imports: ["ModuleRouting"] + names.map(\.prefix))
    )
    let second = names[1 % names.count]
    try package.write(
      "Sources/App/main.swift",
      """
      import ModuleRouting
      import \(second.prefix)

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
      "Package.swift",
      Manifest.modular(name: "PlainApp", modules: names.map(\.prefix), library: nil))
    for module in names {
      try package.write(
        "Sources/\(module.prefix)/\(module.prefix).swift", app.module(module.module))
    }
    try package.write("Sources/App/AppRoute.swift", app.app())
    try package.write("Sources/App/main.swift", app.main())
  }
}

/// The directory a package is written in. A file whose text is unchanged is left as it was,
/// so that a build of the package after the same generation rebuilds nothing.
struct GeneratedPackage {
  let root: URL
  private(set) var files = 0
  /// The paths written, relative to the root.
  private var written: Set<String> = []

  init(root: URL) {
    self.root = root
  }

  /// Removes every file an earlier run wrote that this one did not, the build folder aside.
  func removeStale() throws {
    let manager = FileManager.default
    guard let entries = manager.enumerator(atPath: root.path) else { return }
    var stale: [String] = []
    for case let entry as String in entries {
      if entry == ".build" || entry.hasPrefix(".build/") {
        entries.skipDescendants()
        continue
      }
      var isDirectory: ObjCBool = false
      _ = manager.fileExists(atPath: root.appending(path: entry).path, isDirectory: &isDirectory)
      if !isDirectory.boolValue && !written.contains(entry) { stale.append(entry) }
    }
    for entry in stale { try manager.removeItem(at: root.appending(path: entry)) }
  }

  /// Copies every file under `directory` to `path`, keeping their relative paths.
  mutating func copy(_ directory: URL, to path: String) throws {
    let manager = FileManager.default
    guard let files = manager.enumerator(atPath: directory.path) else { return }
    for case let file as String in files {
      var isDirectory: ObjCBool = false
      let source = directory.appending(path: file)
      guard manager.fileExists(atPath: source.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { continue }
      try write(path + "/" + file, String(contentsOf: source, encoding: .utf8))
    }
  }

  mutating func write(_ path: String, _ text: String) throws {
    let url = root.appending(path: path)
    written.insert(path)
    files += 1
    if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }
}
