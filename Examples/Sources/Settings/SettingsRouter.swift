import ModuleRouting

/// The Settings module's router: it shows only `SettingsRoute`s and leaves the module through
/// `SettingsExit`s. The module's builder makes one from the app's `AppRouter` for each screen's
/// model; a model holding it cannot reach another module's screens, nor the app router.
public typealias SettingsRouter = ModuleRouter<SettingsRoute, SettingsExit>
