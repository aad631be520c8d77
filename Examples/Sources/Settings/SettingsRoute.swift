import ModuleRouting

/// The screens inside the Settings module.
public enum SettingsRoute: NavigationRoute, Codable {
  /// The list of every setting.
  case main
  /// What the app shares, and with whom.
  case privacy
  /// The notifications of one item, by its identifier.
  case notifications(item: Int)
  /// The profile editor, the first screen of its sheet.
  case editProfile
  /// Choosing a profile photo, pushed inside the profile editor's sheet.
  case profilePhoto
  /// The theme picker, in a sheet that hands the chosen theme back.
  case themePicker
}
