/// A tab's identity in a tab bar, spelled so that it works in an app target built with
/// Xcode 26's defaults as well as in any other target.
///
/// ``TabGroup`` and `selectTab(_:)` identify a tab by a value of any `Hashable & Sendable`
/// type, and this protocol requires nothing more. It exists for the same reason as
/// ``NavigationRoute``. In a target built with main-actor isolation by default and the
/// approachable-concurrency features (a new Xcode 26 app target), `enum MainTab: Hashable,
/// Sendable` is inferred `@MainActor`, its `Hashable` conformance is isolated to the main actor,
/// and an isolated conformance cannot satisfy a `Hashable & Sendable` requirement: the tab bar
/// cannot be built or selected. A type whose own declaration conforms to a protocol that refines
/// `Sendable` is not inferred `@MainActor` there (SE-0466, as amended for Swift 6.2), so a tab
/// declared as a `NavigationTab` stays nonisolated and works in that target and everywhere else:
///
/// ```swift
/// enum MainTab: NavigationTab { case home, settings }
///
/// let tabs = TabGroup([
///   (MainTab.home, NavigationState(root: HomeRoute.feed)),
///   (MainTab.settings, NavigationState(root: SettingsRoute.main)),
/// ], selected: MainTab.home)
/// app.selectTab(MainTab.settings)
/// ```
///
/// In a target without those settings, `NavigationTab` and `Hashable, Sendable` mean the same,
/// and a tab spelled either way keeps working.
public protocol NavigationTab: Hashable, Sendable {}
