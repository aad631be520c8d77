/// A module's way out: a value a feature module hands to the app, spelled so that it works in
/// an app target built with Xcode 26's defaults as well as in any other target.
///
/// A module leaves through an exit value, and the composition root decides where it leads; the
/// library asks an exit type for `Hashable & Sendable` only, and this protocol requires nothing
/// more. It exists for the same reason as ``NavigationRoute``. In a target built with
/// main-actor isolation by default and the approachable-concurrency features (a new Xcode 26
/// app target), `enum DashboardExit: Hashable, Sendable` is inferred `@MainActor`, its
/// `Hashable` conformance is isolated to the main actor, and an isolated conformance cannot
/// satisfy the `Hashable & Sendable` requirement of `ModuleRouter`, `handleExits(_:_:)` or
/// `ModuleBuilder`: the module does not compile. A type whose own declaration conforms to a
/// protocol that refines `Sendable` is not inferred `@MainActor` there (SE-0466, as amended
/// for Swift 6.2), so an exit declared as a `NavigationExit` stays nonisolated and works in
/// that target and everywhere else:
///
/// ```swift
/// enum DashboardExit: NavigationExit { case openSettings, logout }
///
/// typealias DashboardRouter = ModuleRouter<DashboardRoute, DashboardExit>
/// app.handleExits(DashboardExit.self) { exit in
///   switch exit {
///   case .openSettings: [.push(SettingsRoute.main)]
///   case .logout: [.setRoot(AuthRoute.login)]
///   }
/// }
/// ```
///
/// A value an exit carries needs nonisolated conformances in such a target too: declare it
/// `nonisolated`. In a target without those settings, `NavigationExit` and `Hashable, Sendable`
/// mean the same, and an exit spelled either way keeps working.
public protocol NavigationExit: Hashable, Sendable {}
