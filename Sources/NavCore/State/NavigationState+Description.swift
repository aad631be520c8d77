extension NavigationState: CustomStringConvertible {
  /// The state as an indented tree, the root first and each pushed route one level deeper:
  ///
  /// ```
  /// Dashboard.DashboardRoute.home
  /// └─ Dashboard.DashboardRoute.details(id: 7)
  ///    └─ Settings.SettingsRoute.main
  /// ```
  public var description: String {
    var lines = [root.debugDescription]
    for (depth, route) in path.enumerated() {
      let indent = String(repeating: "   ", count: depth)
      lines.append(indent + "└─ " + route.debugDescription)
    }
    return lines.joined(separator: "\n")
  }
}
