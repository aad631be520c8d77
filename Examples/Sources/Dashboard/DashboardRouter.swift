import ModuleRouting

/// The Dashboard module's router: it shows only `DashboardRoute`s and leaves the module through
/// `DashboardExit`s. The app makes it from its `AppRouter`; a screen holding it cannot reach
/// another module's screens, nor the app router.
public typealias DashboardRouter = ModuleRouter<DashboardRoute, DashboardExit>
