import Auth
import Dashboard
import ModuleRouting
import Settings

extension AppModules {
  /// Where the route each link opens is placed: the composition root's decision, once per route
  /// type with links, whichever module declared it.
  ///
  /// | route | placed |
  /// | --- | --- |
  /// | Dashboard home, Settings main | the root of their tab |
  /// | an item | pushed in the home tab, over the list of items |
  /// | billing, the list of items | pushed in the home tab |
  /// | the delete alert | over the list of items in the home tab |
  /// | privacy, an item's notifications | pushed in the settings tab |
  /// | the profile, its photo | a sheet over the settings tab |
  /// | sign in, reset password | a full-screen cover over everything |
  ///
  /// A link never rebuilds the tab bar: it selects a tab and sets its stack, and the other
  /// tab stays as the user left it.
  ///
  /// - Parameter catalog: The app's own catalog.
  /// - Throws: ``CatalogError`` when a type is placed twice.
  static func placeLinks(in catalog: inout RouteCatalog<String>) throws(CatalogError) {
    try catalog.place(DashboardRoute.self) { route in
      switch route {
      case .home: .root(ofTab: MainTab.home)
      case .details: .push(inTab: MainTab.home, under: [DashboardRoute.items])
      case .confirmDelete: .present(.alert, inTab: MainTab.home, under: [DashboardRoute.items])
      case .billing, .items, .editor: .push(inTab: MainTab.home)
      }
    }
    try catalog.place(SettingsRoute.self) { route in
      switch route {
      case .main: .root(ofTab: MainTab.settings)
      case .editProfile, .profilePhoto: .present(.sheet, inTab: MainTab.settings)
      case .privacy, .notifications, .themePicker: .push(inTab: MainTab.settings)
      }
    }
    try catalog.place(AuthRoute.self) { _ in .present(.fullScreenCover) }
  }
}
