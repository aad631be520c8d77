import NavCore

extension DestinationRegistry {
  /// Checks at start-up that every given route type has a screen, so a forgotten
  /// registration fails at launch rather than when a user first reaches the screen.
  ///
  /// ```swift
  /// try screens.validate([DashboardRoute.self, SettingsRoute.self, AuthRoute.self])
  /// ```
  ///
  /// - Parameter types: The route types the app can push.
  /// - Throws: ``DestinationError/missingScreens(_:)`` listing every type without a screen.
  public func validate(_ types: [any (Hashable & Sendable).Type]) throws(DestinationError) {
    let missing = types.filter { !canResolve($0) }
    guard missing.isEmpty else { throw .missingScreens(missing) }
  }

  /// Checks that a module's `Route` type has a screen.
  ///
  /// - Parameter module: The module's router type.
  /// - Throws: ``DestinationError/missingScreens(_:)`` when `Module.Route` has none.
  public func validate<Module: ModuleRouter>(routesOf module: Module.Type)
    throws(DestinationError)
  {
    try validate([Module.Route.self])
  }
}
