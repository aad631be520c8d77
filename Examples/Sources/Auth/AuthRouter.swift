import ModuleRouting

/// The Auth module's router: it shows only `AuthRoute`s and leaves the module through
/// `AuthExit`s. The app makes it from its `AppRouter`; a screen holding it cannot reach
/// another module's screens, nor the app router.
public typealias AuthRouter = ModuleRouter<AuthRoute, AuthExit>
