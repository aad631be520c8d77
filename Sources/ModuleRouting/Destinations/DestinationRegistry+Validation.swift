import NavCore

extension DestinationRegistry {
  /// Checks at start-up that every given route type has a screen, so a forgotten
  /// registration fails at launch rather than when a user first reaches the screen.
  ///
  /// ```swift
  /// try screens.validate([DashboardRoute.self, SettingsRoute.self, AuthRoute.self])
  /// ```
  ///
  /// Each metatype in the array opens to the type it holds. To check a type exactly as
  /// ``register(_:_:)-(_,Factory<Route>)`` keys it — a class route's metatype held as its
  /// superclass's — list the types without the brackets:
  /// `try screens.validate(DashboardRoute.self, AuthRoute.self)`.
  ///
  /// - Parameter types: The route types the app can push.
  /// - Throws: ``DestinationError/missingScreens(_:)`` listing every type without a screen.
  public func validate(_ types: [any (Hashable & Sendable).Type]) throws(DestinationError) {
    var missing: [any (Hashable & Sendable).Type] = []
    for type in types where !canResolve(type) {
      missing.append(type)
    }
    guard missing.isEmpty else { throw .missingScreens(missing) }
  }

  /// Checks at start-up that every listed route type has a screen, each identified by its
  /// static type as ``register(_:_:)-(_,Factory<Route>)`` identifies it.
  ///
  /// ```swift
  /// try screens.validate(DashboardRoute.self, SettingsRoute.self, AuthRoute.self)
  /// ```
  ///
  /// - Parameter types: The route types the app can push.
  /// - Throws: ``DestinationError/missingScreens(_:)`` listing every type without a screen.
  public func validate<each Route: Hashable & Sendable>(
    _ types: repeat (each Route).Type
  ) throws(DestinationError) {
    var missing: [RouteType] = []
    for type in repeat each types {
      if !canResolve(type) { missing.append(RouteType(type)) }
    }
    guard missing.isEmpty else { throw DestinationError(kind: .missingScreens(missing)) }
  }

  /// Checks that every module's `Route` type has a screen.
  ///
  /// ```swift
  /// try screens.validate(routesOf: DashboardRouter.self, SettingsRouter.self)
  /// ```
  ///
  /// - Parameter modules: The modules' router types.
  /// - Throws: ``DestinationError/missingScreens(_:)`` listing every `Route` type without one.
  public func validate(routesOf modules: any ModuleInterface.Type...) throws(DestinationError) {
    try validate(modules.map { $0.routeType })
  }

  /// Checks that every module's `Exit` type has a screen, for exits the app pushes as they are
  /// (``AppRouter/pushExits(_:)``).
  ///
  /// - Parameter modules: The modules' router types.
  /// - Throws: ``DestinationError/missingScreens(_:)`` listing every `Exit` type without one.
  public func validate(exitsOf modules: any ModuleInterface.Type...) throws(DestinationError) {
    try validate(modules.map { $0.exitType })
  }
}
