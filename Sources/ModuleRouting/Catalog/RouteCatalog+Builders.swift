import NavCore

extension RouteCatalog {
  /// What one declaration builds for the values of its type: the screens of its routes, their
  /// dialogs, or a tab identity's label; `nil` for what it builds none of.
  struct Builders<Route: Hashable & Sendable> {
    /// The screen of every route.
    var screen: DestinationRegistry<Screen>.ScreenFactory<Route>? = nil
    /// The screen of the routes that have one, `nil` for the others: a type of screens and
    /// dialogs.
    var someScreens: (@MainActor @Sendable (Route, ScreenID?) -> Screen?)? = nil
    var dialog: (@MainActor @Sendable (Route, ScreenID?) -> DialogContent?)? = nil
    var label: (@MainActor @Sendable (Route) -> Screen)? = nil

    /// Whether it builds something for routes — a screen or a dialog — so the type is a
    /// route type, not a tab identity or an exit type.
    var showsRoutes: Bool {
      screen != nil || someScreens != nil || dialog != nil
    }

    /// A screen for every route.
    static func screen(_ screen: @escaping DestinationRegistry<Screen>.ScreenFactory<Route>)
      -> Self
    {
      Self(screen: screen)
    }

    /// A screen for the routes whose content is one, a dialog for the others.
    static func content(
      _ content: @escaping @MainActor @Sendable (Route, ScreenID?) -> RouteCatalog.Content
    ) -> Self {
      Self(
        someScreens: { route, screen in
          if case .screen(let built) = content(route, screen) { built } else { nil }
        },
        dialog: { route, screen in
          if case .dialog(let dialog) = content(route, screen) { dialog } else { nil }
        })
    }

    /// Stores what it builds in `catalog`'s tables, for `Route`.
    func register(_ type: Route.Type, in catalog: inout RouteCatalog) {
      if let screen { catalog.screens.register(Route.self, screen) }
      if let someScreens { catalog.screens.register(Route.self, someScreens: someScreens) }
      if let dialog { catalog.dialogs.register(Route.self, someScreens: dialog) }
      if let label { catalog.tabLabels.register(Route.self) { tab, _ in label(tab) } }
    }
  }
}
