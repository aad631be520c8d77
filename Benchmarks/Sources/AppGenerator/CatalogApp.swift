/// The sources of the app declared through catalogs, as the example app declares its modules:
/// each module's route types, its exits and its builder, whose catalog gives every route type
/// a screen, a key and two links; and the composition root's part for each module, which
/// places its route types and wires its exits to the next module.
struct CatalogApp {
  let modules: Int
  let routes: Int

  /// Module `module`'s file: its route types, its exits and its builder.
  func module(_ module: Int) -> String {
    let names = Names(module: module, of: modules)
    var lines = ["import ModuleRouting", ""]
    for route in 0..<routes {
      lines += routeType(names.route(route))
    }
    lines += [
      "/// The ways out of module \(module).",
      "public enum \(names.exit): NavigationExit, Codable {",
      "  case next",
      "  case back",
      "}",
      "",
      "/// Module \(module)'s one public entry point.",
      "public struct \(names.builder): ModuleBuilder, Sendable {",
      "  public typealias Route = \(names.route(0))",
      "  public typealias Exit = \(names.exit)",
      "",
      "  let app: AppRouter",
      "",
      "  public init(app: AppRouter) {",
      "    self.app = app",
      "  }",
      "",
      "  public func catalog() throws(CatalogError) -> RouteCatalog<String> {",
      "    var catalog = RouteCatalog<String>(module: \"\(names.lowercased)\")",
    ]
    for route in 0..<routes {
      lines += declaration(names, route)
    }
    lines += [
      "    try catalog.addExits(\(names.exit).self, key: \"\(names.lowercased).exit\")",
      "    return catalog",
      "  }",
      "}",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The composition root's part for module `module`: its placements and its exits' handler.
  func wiring(_ module: Int, imports: [String]) -> String {
    let names = Names(module: module, of: modules)
    let next = Names(module: (module + 1) % modules, of: modules)
    var lines =
      imports.map { "import \($0)" } + [
        "",
        "extension GeneratedApp {",
        "  /// Where module \(module)'s links place its routes, and where its exits lead.",
        "  static func wire\(names.prefix)(_ app: AppRouter, _ catalog: inout RouteCatalog<String>)",
        "    throws(CatalogError)",
        "  {",
      ]
    for route in 0..<routes {
      lines.append("    try catalog.place(\(names.route(route)).self) { _ in .push() }")
    }
    lines += [
      "    app.handleExits(\(names.exit).self) { exit in",
      "      switch exit {",
      "      case .next: [.push(\(next.route(0)).home)]",
      "      case .back: [.pop(count: 1)]",
      "      }",
      "    }",
      "  }",
      "}",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The app's launch: the router, the composition root's catalog, every module installed.
  func launch(imports: [String]) -> String {
    let first = Names(module: 0, of: modules)
    var lines =
      imports.map { "import \($0)" } + [
        "",
        "/// The generated app: \(modules) modules of \(routes) route types.",
        "@MainActor",
        "public enum GeneratedApp {",
        "  public static let modules = \(modules)",
        "  public static let routesPerModule = \(routes)",
        "",
        "  /// The state the app launches in.",
        "  static var start: NavigationState { NavigationState(root: \(first.route(0)).home) }",
        "",
        "  /// Launches the app: a router, its exits, and every module installed.",
        "  public static func launch() throws(CatalogError) -> (AppRouter, RouteCatalog<String>) {",
        "    let app = AppRouter(state: start)",
        "    var own = RouteCatalog<String>(module: \"app\")",
        "    try wire(app, &own)",
        "    let catalog = try app.install(builders(app: app), with: own)",
        "    return (app, catalog)",
        "  }",
        "",
        "  /// Every module's builder.",
        "  static func builders(app: AppRouter) -> [any ModuleBuilder<String>] {",
        "    var builders: [any ModuleBuilder<String>] = []",
        "    builders.reserveCapacity(\(modules))",
      ]
    for module in 0..<modules {
      lines.append("    builders.append(\(Names(module: module, of: modules).builder)(app: app))")
    }
    lines += [
      "    return builders",
      "  }",
      "",
      "  /// Every module's part of the composition root.",
      "  static func wire(_ app: AppRouter, _ catalog: inout RouteCatalog<String>)",
      "    throws(CatalogError)",
      "  {",
    ]
    for module in 0..<modules {
      lines.append("    try wire\(Names(module: module, of: modules).prefix)(app, &catalog)")
    }
    lines += ["  }", "}"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The actions the explorer offers on module `module`'s screens: the next route type of the
  /// module, the module's exit to the next module, and an item.
  func exploration(_ module: Int, imports: [String]) -> String {
    let names = Names(module: module, of: modules)
    var lines =
      imports.map { "import \($0)" } + [
        "",
        "extension GeneratedApp {",
        "  /// What a user can do on module \(module)'s screens.",
        "  static func explore\(names.prefix)(_ explorer: inout ReachabilityExplorer<LaunchedApp>) {",
        "    typealias Exits = ModuleRouter<\(names.route(0)), \(names.exit)>",
        "    let next = ExplorationAction<LaunchedApp>(\"\(names.lowercased): next\") {",
        "      Exits($0.app).exit(.next)",
        "    }",
      ]
    for route in 0..<routes {
      let type = names.route(route)
      let item =
        "ExplorationAction<LaunchedApp>(\"\(names.key(route)): item\") "
        + "{ ModuleRouter<\(type), \(names.exit)>($0.app).navigate(to: .item(id: 1)) }"
      var actions = ["next"]
      if route + 1 < routes {
        let following = names.route(route + 1)
        actions.append(
          "ExplorationAction<LaunchedApp>(\"\(names.key(route + 1))\") "
            + "{ ModuleRouter<\(following), \(names.exit)>($0.app).navigate(to: .home) }")
      }
      lines += [
        "    explorer.on(\(type).self) { route in",
        "      route == .home",
        "        ? [\(actions.joined(separator: ", ")), \(item)]",
        "        : [next]",
        "    }",
      ]
    }
    lines += ["  }", "}"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The explorer's actions on every module.
  func explorationIndex() -> String {
    var lines = [
      "import NavigationTesting",
      "import ScaleModules",
      "",
      "extension GeneratedApp {",
      "  /// What a user can do on every module's screens.",
      "  static func explore(_ explorer: inout ReachabilityExplorer<LaunchedApp>) {",
    ]
    for module in 0..<modules {
      lines.append("    explore\(Names(module: module, of: modules).prefix)(&explorer)")
    }
    lines += ["  }", "}"]
    return lines.joined(separator: "\n") + "\n"
  }

  private func routeType(_ name: String) -> [String] {
    [
      "/// A route type of a generated module.",
      "public enum \(name): NavigationRoute, Codable {",
      "  case home",
      "  case item(id: Int)",
      "}",
      "",
    ]
  }

  /// One route type declared in the module's catalog: a key, two links, a screen.
  private func declaration(_ names: Names, _ route: Int) -> [String] {
    let type = names.route(route)
    return [
      "    try catalog.add(\(type).self, key: \"\(names.key(route))\") { links in",
      "      try links.add(\"\(names.link(route))\", .home)",
      "      try links.add(\"\(names.link(route))/:id\", parse: { try .item(id: $0.int(\"id\")) }) { route in",
      "        if case .item(let id) = route { [\"id\": \"\\(id)\"] } else { nil }",
      "      }",
      "    } screen: { route, _ in",
      "      \"\(type) \\(route)\"",
      "    }",
    ]
  }
}
