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

  /// Checks that every module's `Route` type has a screen.
  ///
  /// ```swift
  /// try screens.validate(routesOf: DashboardRouter.self, SettingsRouter.self)
  /// ```
  ///
  /// - Parameter modules: The modules' router types.
  /// - Throws: ``DestinationError/missingScreens(_:)`` listing every `Route` type without one.
  public func validate(routesOf modules: any ModuleRouter.Type...) throws(DestinationError) {
    try validate(modules.map { $0.routeType })
  }

  /// Checks that every module's `Exit` type has a screen, for exits the app pushes as they are
  /// (``AppRouter/pushExits(_:)``).
  ///
  /// - Parameter modules: The modules' router types.
  /// - Throws: ``DestinationError/missingScreens(_:)`` listing every `Exit` type without one.
  public func validate(exitsOf modules: any ModuleRouter.Type...) throws(DestinationError) {
    try validate(modules.map { $0.exitType })
  }
}
