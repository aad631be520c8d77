import ModuleRouting

/// The Dashboard module's router: it shows only `DashboardRoute`s and leaves the module through
/// `DashboardExit`s. The module's builder makes one from the app's `AppRouter` for each screen's
/// model; a model holding it cannot reach another module's screens, nor the app router.
public typealias DashboardRouter = ModuleRouter<DashboardRoute, DashboardExit>
