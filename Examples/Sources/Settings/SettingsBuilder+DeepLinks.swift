import ModuleRouting

extension SettingsBuilder {
  /// The links that open the Settings screens, for the app to merge with the other modules'
  /// tables; a module never sees another's.
  ///
  /// | pattern | route |
  /// | --- | --- |
  /// | `/settings` | ``SettingsRoute/main`` |
  /// | `/settings/privacy` | ``SettingsRoute/privacy`` |
  /// | `/settings/notifications/:item` | ``SettingsRoute/notifications(item:)`` |
  /// | `/settings/profile` | ``SettingsRoute/editProfile`` |
  /// | `/settings/profile/photo` | ``SettingsRoute/profilePhoto`` |
  ///
  /// So the settings tab at privacy, with the profile editor in a sheet at its photo, is
  /// `…/settings/settings/privacy/~sheet/settings/profile/settings/profile/photo`. The theme
  /// picker has no link: it hands the theme back to the screen that presented it, and a link
  /// has no screen waiting for it.
  ///
  /// - Returns: The table, named `settings` in conflicts.
  /// - Throws: ``DeepLinkError`` when a pattern is invalid or two of them match the same links.
  public static func deepLinks() throws(DeepLinkError) -> DeepLinkTable {
    var links = DeepLinkTable(module: "settings")
    try links.add("/settings", SettingsRoute.main)
    try links.add("/settings/privacy", SettingsRoute.privacy)
    try links.add(
      "/settings/notifications/:item", SettingsRoute.self,
      parse: { try .notifications(item: $0.int("item")) },
      print: { route in
        if case .notifications(let item) = route { ["item": "\(item)"] } else { nil }
      })
    try links.add("/settings/profile", SettingsRoute.editProfile)
    try links.add("/settings/profile/photo", SettingsRoute.profilePhoto)
    return links
  }
}
