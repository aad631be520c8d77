import ModuleRouting

/// The Auth module's router: it shows only `AuthRoute`s and leaves the module through
/// `AuthExit`s. The module's builder makes one from the app's `AppRouter` for each screen's
/// model; a model holding it cannot reach another module's screens, nor the app router.
public typealias AuthRouter = ModuleRouter<AuthRoute, AuthExit>
