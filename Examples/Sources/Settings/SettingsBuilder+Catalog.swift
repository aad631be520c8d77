import ModuleRouting

extension SettingsBuilder {
  /// Every ``SettingsRoute``, declared once: its screen (the text its model gives), the key it
  /// is saved under, `settings`, how its sheets are presented (resting at half height or the
  /// whole screen, with a drag indicator), and the links that open it.
  ///
  /// | pattern | route |
  /// | --- | --- |
  /// | `/settings` | ``SettingsRoute/main`` |
  /// | `/settings/privacy` | ``SettingsRoute/privacy`` |
  /// | `/settings/notifications/:item` | ``SettingsRoute/notifications(item:)`` |
  /// | `/settings/profile` | ``SettingsRoute/editProfile`` |
  /// | `/settings/profile/photo` | ``SettingsRoute/profilePhoto`` |
  ///
  /// The theme picker has no link: it hands the theme chosen back to the screen that asked.
  ///
  /// And ``SettingsExit``, whose exits a flight recorder writes under the key `settings.exit`.
  ///
  /// - Throws: ``CatalogError`` — never, unless a declaration here is changed into a wrong one.
  public func catalog() throws(CatalogError) -> RouteCatalog<String> {
    var catalog = RouteCatalog<String>(module: "settings")
    try catalog.add(
      SettingsRoute.self, key: "settings",
      presentation: RoutePresentation(detents: [.medium, .large], showsDragIndicator: true)
    ) { links in
      try links.add("/settings", .main)
      try links.add("/settings/privacy", .privacy)
      try links.add(
        "/settings/notifications/:item", parse: { try .notifications(item: $0.int("item")) }
      ) { route in
        if case .notifications(let item) = route { ["item": "\(item)"] } else { nil }
      }
      try links.add("/settings/profile", .editProfile)
      try links.add("/settings/profile/photo", .profilePhoto)
    } screen: { [self] route, screen in
      text(of: route, at: screen)
    }
    try catalog.addExits(SettingsExit.self, key: "settings.exit")
    return catalog
  }
}
