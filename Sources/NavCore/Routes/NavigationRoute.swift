/// A route: a value that names one screen of a feature module, spelled so that it works in an
/// app target built with Xcode 26's defaults as well as in any other target.
///
/// Any `Hashable & Sendable` type can be a route, and every generic entry point of the library
/// asks for exactly that; this protocol requires nothing more. It exists because of where routes
/// are declared. A new Xcode 26 app target (and a package target with the same settings) builds
/// with main-actor isolation by default and the approachable-concurrency features
/// (`InferIsolatedConformances`, `NonisolatedNonsendingByDefault`). There,
/// `enum DashboardRoute: Hashable, Sendable` is inferred `@MainActor` and its `Hashable`
/// conformance is isolated to the main actor. An isolated conformance cannot satisfy a
/// `Hashable & Sendable` requirement, so `navigate(to:)`, `AnyRoute(_:)` and the rest refuse it:
/// "main actor-isolated conformance of 'DashboardRoute' to 'Hashable' cannot satisfy
/// conformance requirement for a 'Sendable' type parameter".
///
/// A type whose own declaration conforms to a protocol that refines `Sendable` is not inferred
/// `@MainActor` in such a target (SE-0466, as amended for Swift 6.2). A route declared as a
/// `NavigationRoute` therefore stays nonisolated, with every conformance listed in its
/// declaration, and works as a route there and everywhere else:
///
/// ```swift
/// enum DashboardRoute: NavigationRoute { case home, details(id: Int) }
/// enum SettingsRoute: NavigationRoute, Codable { case main, privacy }
///
/// let app = AppRouter(root: DashboardRoute.home)
/// app.navigate(to: DashboardRoute.details(id: 7))
/// ```
///
/// In a main-actor-by-default target, a value a route carries needs nonisolated conformances
/// too: declare it `nonisolated` (`nonisolated struct Item: Hashable, Sendable`), or the route's
/// synthesized `==` cannot use the payload's. A conformance added later in an extension is
/// isolated there unless the extension is `nonisolated` (`nonisolated extension
/// DashboardRoute: Codable {}`). In a target without those settings, `NavigationRoute` and
/// `Hashable, Sendable` mean the same, and a route spelled either way keeps working.
///
/// Exits and tabs have their own spellings with the same purpose: ``NavigationExit`` and
/// ``NavigationTab``.
public protocol NavigationRoute: Hashable, Sendable {}
