import NavCore

extension RouteCatalog {
  /// This catalog with every screen and tab label made into another kind of screen, and the
  /// rest — keys, links, placements, presentations, dialogs — as declared: one catalog for the
  /// UI built from the modules' catalogs, with no second declaration of any route type.
  ///
  /// ```swift
  /// let texts = try app.install(modules, with: own)  // a RouteCatalog<String>
  /// let views = texts.mapScreens { text, route, screen in
  ///   AnyView(Text(text))
  /// }
  /// ```
  ///
  /// - Parameter transform: Makes the new screen from the one declared, its route (or tab
  ///   identity, for a label), and which screen of the tree it is — `nil` for a label, or a
  ///   screen built outside any tree.
  /// - Returns: The catalog of the new kind of screen.
  public func mapScreens<Other>(
    _ transform: @escaping @MainActor @Sendable (Screen, AnyRoute, ScreenID?) -> Other
  ) -> RouteCatalog<Other> {
    var mapped = RouteCatalog<Other>(module: module)
    mapped.schema = schema
    mapped.screens = screens.map(transform)
    mapped.tabLabels = tabLabels.map(transform)
    mapped.dialogs = dialogs
    mapped.presentations = presentations
    return mapped
  }
}
