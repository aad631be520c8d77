/// The sources of the same app without the library, as an app without it declares its
/// navigation: plain enums, a `switch` that builds each route's screen, one that reads its
/// links and one that writes them; the composition root wraps each module's routes in one
/// enum, and a `switch` on each module's exits says where it leads.
struct PlainApp {
  let modules: Int
  let routes: Int

  /// Module `module`'s file: its route types, its exits, and its routes' screens and links.
  func module(_ module: Int) -> String {
    let names = Names(module: module, of: modules)
    var lines: [String] = []
    for route in 0..<routes {
      lines += [
        "/// A route type of a generated module.",
        "public enum \(names.route(route)): Hashable, Sendable, Codable {",
        "  case home",
        "  case item(id: Int)",
        "}",
        "",
      ]
    }
    lines += [
      "/// The ways out of module \(module).",
      "public enum \(names.exit): Hashable, Sendable, Codable {",
      "  case next",
      "  case back",
      "}",
      "",
      "/// Every route of module \(module).",
      "public enum \(names.plainRoute): Hashable, Sendable, Codable {",
    ]
    lines += (0..<routes).map { "  case r\($0)(\(names.route($0)))" }
    lines += ["}", ""]
    lines += screens(names) + [""] + reading(names) + [""] + writing(names)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The composition root: every module's routes in one enum, their screens, links and exits.
  func app() -> String {
    let all = (0..<modules).map { Names(module: $0, of: modules) }
    var lines =
      all.map { "import \($0.prefix)" } + [
        "",
        "/// Every route of the app.",
        "enum AppRoute: Hashable, Sendable, Codable {",
      ]
    lines += all.map { "  case \($0.lowercased)(\($0.plainRoute))" }
    lines += [
      "}",
      "",
      "/// Every exit of the app.",
      "enum AppExit: Hashable, Sendable {",
    ]
    lines += all.map { "  case \($0.lowercased)(\($0.exit))" }
    lines += [
      "}", "", "extension AppRoute {", "  /// The route's screen.", "  var screen: String {",
    ]
    lines.append("    switch self {")
    lines += all.map { "    case .\($0.lowercased)(let route): route.screen" }
    lines += [
      "    }",
      "  }",
      "",
      "  /// The route a link opens, if one does.",
      "  init?(link: String) {",
      "    let segments = link.split(separator: \"/\")",
      "    guard let module = segments.first else { return nil }",
      "    switch module {",
    ]
    for names in all {
      lines += [
        "    case \"\(names.lowercased)\":",
        "      guard let route = \(names.plainRoute)(link: segments) else { return nil }",
        "      self = .\(names.lowercased)(route)",
      ]
    }
    lines += [
      "    default: return nil",
      "    }",
      "  }",
      "",
      "  /// The route's link.",
      "  var link: String {",
      "    switch self {",
    ]
    lines += all.map { "    case .\($0.lowercased)(let route): route.link" }
    lines += ["    }", "  }", "}", ""]
    lines += exits(all)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The app's entry point: opens a link, follows an exit, prints the screens.
  func main() -> String {
    let second = Names(module: 1 % modules, of: modules)
    return """
      var path: [AppRoute] = []
      if let route = AppRoute(link: "\(second.link(routes - 1))/7") {
        path.append(route)
      }
      AppExit.\(second.lowercased)(.next).apply(to: &path)
      print(path.map(\\.screen), path.map(\\.link))

      """
  }

  private func screens(_ names: Names) -> [String] {
    var lines = [
      "extension \(names.plainRoute) {",
      "  /// The route's screen.",
      "  public var screen: String {",
      "    switch self {",
    ]
    lines += (0..<routes).map { "    case .r\($0)(let route): \"\(names.route($0)) \\(route)\"" }
    lines += ["    }", "  }", "}"]
    return lines
  }

  private func reading(_ names: Names) -> [String] {
    var lines = [
      "extension \(names.plainRoute) {",
      "  /// The route a link's segments open, if one does.",
      "  public init?(link segments: [Substring]) {",
      "    guard segments.count >= 2, segments[0] == \"\(names.lowercased)\" else { return nil }",
      "    switch (segments[1], segments.count) {",
    ]
    for route in 0..<routes {
      lines += [
        "    case (\"r\(route)\", 2): self = .r\(route)(.home)",
        "    case (\"r\(route)\", 3):",
        "      guard let id = Int(segments[2]) else { return nil }",
        "      self = .r\(route)(.item(id: id))",
      ]
    }
    lines += ["    default: return nil", "    }", "  }", "}"]
    return lines
  }

  private func writing(_ names: Names) -> [String] {
    var lines = [
      "extension \(names.plainRoute) {",
      "  /// The route's link.",
      "  public var link: String {",
      "    switch self {",
    ]
    for route in 0..<routes {
      lines += [
        "    case .r\(route)(.home): \"\(names.link(route))\"",
        "    case .r\(route)(.item(let id)): \"\(names.link(route))/\\(id)\"",
      ]
    }
    lines += ["    }", "  }", "}"]
    return lines
  }

  private func exits(_ all: [Names]) -> [String] {
    var lines = [
      "extension AppExit {",
      "  /// Where the exit leads: the next module's first screen, or back.",
      "  func apply(to path: inout [AppRoute]) {",
      "    switch self {",
    ]
    for names in all {
      let next = all[(names.module + 1) % all.count]
      lines += [
        "    case .\(names.lowercased)(.next): path.append(.\(next.lowercased)(.r0(.home)))",
        "    case .\(names.lowercased)(.back): _ = path.popLast()",
      ]
    }
    lines += ["    }", "  }", "}"]
    return lines
  }
}
