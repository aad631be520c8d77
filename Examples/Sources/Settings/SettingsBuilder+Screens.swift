import ModuleRouting

/// Each Settings screen: its model, made the first time the screen or a lookup needs it and
/// kept while the screen lives, and the text it shows.
extension SettingsBuilder {
  /// What the screen of `route` shows, read from its model.
  func text(of route: SettingsRoute, at screen: ScreenID?) -> String {
    switch route {
    case .main:
      "Settings › Account, Notifications, Privacy, Theme (\(home(at: screen).theme)), Sign out"
    case .privacy: "Settings › Privacy: analytics off"
    case .notifications(let item):
      "Settings › Notifications for item #\(notifications(item, at: screen).item): on [Done]"
    case .editProfile: "Settings › Edit profile: name, email, photo [Close]"
    case .profilePhoto: "Settings › Profile photo: choose a picture"
    case .themePicker:
      "Settings › Theme: " + themePicker(at: screen).themes.joined(separator: ", ")
    }
  }

  /// The model of the screen of `route`; `nil` for the screens that only show something.
  func model(of route: SettingsRoute, at screen: ScreenID?) -> AnyObject? {
    switch route {
    case .main: home(at: screen)
    case .notifications(let item): notifications(item, at: screen)
    case .editProfile: editProfile(at: screen)
    case .themePicker: themePicker(at: screen)
    case .privacy, .profilePhoto: nil
    }
  }

  private func home(at screen: ScreenID?) -> SettingsHomeModel {
    app.object(for: screen) { SettingsHomeModel(router: SettingsRouter(app)) }
  }

  private func notifications(_ item: Int, at screen: ScreenID?) -> ItemNotificationsModel {
    app.object(for: screen) { ItemNotificationsModel(item: item, router: SettingsRouter(app)) }
  }

  private func editProfile(at screen: ScreenID?) -> EditProfileModel {
    app.object(for: screen) { EditProfileModel(router: SettingsRouter(app)) }
  }

  private func themePicker(at screen: ScreenID?) -> ThemePickerModel {
    app.object(for: screen) { ThemePickerModel(router: SettingsRouter(app)) }
  }
}
