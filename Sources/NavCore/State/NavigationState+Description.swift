extension NavigationState: CustomStringConvertible {
  /// The state as an indented tree: each stack's root, then the routes pushed on it, bottom to
  /// top, one level in.
  ///
  /// ```
  /// Dashboard.DashboardRoute.home
  ///   › Dashboard.DashboardRoute.details(id: 7)
  ///   › Settings.SettingsRoute.main
  /// ```
  ///
  /// Indentation follows the tree, not the depth of a stack, so the text grows linearly with
  /// the routes it lists.
  public var description: String {
    var lines = TreeLines()
    lines.append(root.debugDescription, level: 0)
    for route in path {
      lines.append("› " + route.debugDescription, level: 1)
    }
    return lines.text
  }
}

/// Lines of an indented tree, written into one string.
struct TreeLines {
  private(set) var text = ""

  /// Adds `line` at `level`, two spaces a level.
  mutating func append(_ line: String, level: Int) {
    if !text.isEmpty { text += "\n" }
    text += String(repeating: "  ", count: level)
    text += line
  }
}
