import ModuleRouting

/// The Settings module's router: it shows only `SettingsRoute`s and leaves the module through
/// `SettingsExit`s. The app makes it from its `AppRouter`; a screen holding it cannot reach
/// another module's screens, nor the app router.
public typealias SettingsRouter = ModuleRouter<SettingsRoute, SettingsExit>
