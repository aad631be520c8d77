import ModuleRouting

/// Registers the screen of every ``SettingsRoute``.
///
/// A screen here is the text it would show.
///
/// - Parameter screens: The app's registry.
/// - Throws: ``DestinationError/duplicateRegistration(_:)`` when the Settings screens are
///   already registered in this scope.
public func registerSettingsScreens(
  in screens: inout DestinationRegistry<String>
) throws(DestinationError) {
  try screens.register(SettingsRoute.self) { route in
    switch route {
    case .main: "Settings › Account, Notifications, Privacy, Sign out"
    case .privacy: "Settings › Privacy: analytics off"
    case .notifications(let item): "Settings › Notifications for item #\(item): on"
    case .editProfile: "Settings › Edit profile: name, email, photo"
    case .profilePhoto: "Settings › Profile photo: choose a picture"
    }
  }
}
