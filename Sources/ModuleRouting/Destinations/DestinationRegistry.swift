import NavCore

/// The screen of each route type, as a ``RouteCatalog`` declared it: what a UI reads to build
/// the screen of a route.
///
/// A registry is generic over what a screen is — a SwiftUI `AnyView`, a `UIViewController`, a
/// `String` in tests — and keyed by the route's type, never by a name. It is what a catalog
/// builds from its declarations (``RouteCatalog/add(_:key:formerKeys:presentation:links:screen:)``):
/// an app reads it as the merged catalog's ``RouteCatalog/screens``, and never fills one itself.
///
/// ```swift
/// var catalog = RouteCatalog<String>(module: "settings")
/// try catalog.add(SettingsRoute.self) { route, screen in "Settings \(route)" }
/// try catalog.screens.screen(for: AnyRoute(SettingsRoute.main))  // "Settings main"
/// ```
public struct DestinationRegistry<Screen>: Sendable {
  /// Builds the screen for a route of one type, given which screen of the tree it is — `nil`
  /// when it is built outside any tree (a preview, a test) — so that it can keep objects for as
  /// long as the screen lives (``AppRouter/object(for:make:)``).
  public typealias ScreenFactory<Route> = @MainActor @Sendable (Route, ScreenID?) -> Screen

  /// Every factory, by its route type's identity.
  ///
  /// Values are `FactoryBox<Screen>`, stored as class references so the table's type does not
  /// depend on `Screen`: its lookup is compiled for concrete types, with no type metadata
  /// looked up at run time on each call.
  private var factories = TypeTable()
  /// The factories of the route types only some of whose routes have a screen (the others are
  /// dialogs), as `FactoryBox<Screen?>`: apart, so that building a screen of any other type
  /// stays one lookup and no optional.
  private var partialFactories = TypeTable()
  /// The screen of the routes of every type with no factory here, when one is set: a
  /// placeholder naming another module's route, in a module run alone (``ModuleSandbox``).
  var placeholder: Placeholder?

  /// An empty registry.
  init() {}

  /// Stores the screen of every route of `Route`, replacing one stored for it: a catalog
  /// checked first that `Route` is new.
  ///
  /// The key is `Route`, the static type, as for every route ``AnyRoute`` wraps: a metatype
  /// held as a superclass's (`let type: Base.Type = Sub.self`) stores `Base`.
  mutating func register<Route: Hashable & Sendable>(
    _ type: Route.Type, _ factory: @escaping ScreenFactory<Route>
  ) {
    // `screen(for:at:)` calls this only for routes whose identity is the key, which are `Route`s.
    factories.insert(
      FactoryBox<Screen> { route, screen in factory(route.value(knownToBe: Route.self), screen) },
      for: typeIdentity(of: Route.self))
  }

  /// Stores the screen of the routes of `Route` that have one, `nil` for the others (the
  /// dialogs of a type whose other routes are screens), as `register(_:_:)` stores it.
  mutating func register<Route: Hashable & Sendable>(
    _ type: Route.Type,
    someScreens factory: @escaping @MainActor @Sendable (Route, ScreenID?) -> Screen?
  ) {
    partialFactories.insert(
      FactoryBox<Screen?> { route, screen in factory(route.value(knownToBe: Route.self), screen) },
      for: typeIdentity(of: Route.self))
  }

  /// Adds every registration of `other`, none of whose route types this registry has: a merged
  /// ``RouteCatalog`` checked that first.
  mutating func insertRegistrations(of other: DestinationRegistry) {
    for (key, factory) in other.factories.entries {
      factories.insert(factory, for: key)
    }
    for (key, factory) in other.partialFactories.entries {
      partialFactories.insert(factory, for: key)
    }
  }

  /// This registry with every screen made into another by `transform`, given the screen, its
  /// route, and which screen of the tree it is.
  func map<Other>(
    _ transform: @escaping @MainActor @Sendable (Screen, AnyRoute, ScreenID?) -> Other
  ) -> DestinationRegistry<Other> {
    var mapped = DestinationRegistry<Other>()
    for (key, factory) in factories.entries {
      // Only `register` stores values here, and every one is a `FactoryBox<Screen>`.
      let box = unsafeDowncast(factory, to: FactoryBox<Screen>.self)
      mapped.factories.insert(
        FactoryBox<Other> { route, screen in transform(box.make(route, screen), route, screen) },
        for: key)
    }
    for (key, factory) in partialFactories.entries {
      // Only `register(_:someScreens:)` stores values here, each a `FactoryBox<Screen?>`.
      let box = unsafeDowncast(factory, to: FactoryBox<Screen?>.self)
      mapped.partialFactories.insert(
        FactoryBox<Other?> { route, screen in
          box.make(route, screen).map { transform($0, route, screen) }
        },
        for: key)
    }
    mapped.placeholder = placeholder?.map(transform)
    return mapped
  }

  /// The identities of every route type with a screen.
  var resolvableTypes: Set<ObjectIdentifier> {
    Set((factories.entries + partialFactories.entries).map(\.key))
  }

  /// Whether a screen is declared for `Route`.
  ///
  /// - Parameter type: The route type, identified by its static type, as ``AnyRoute``
  ///   identifies the routes it wraps.
  package func canResolve<Route: Hashable & Sendable>(_ type: Route.Type) -> Bool {
    let id = typeIdentity(of: Route.self)
    return factories[id] != nil || partialFactories[id] != nil
  }

  /// Whether a screen is declared for the type of `route` — or, in a module run alone, a
  /// placeholder stands in for it: what a UI asks before it pushes a route a link appended.
  public func hasScreen(for route: AnyRoute) -> Bool {
    factories[route.routeType] != nil || partialFactories[route.routeType] != nil
      || placeholder?.covers(route) == true
  }

  /// Builds the screen for `route`.
  ///
  /// - Parameters:
  ///   - route: A route of any type.
  ///   - screen: Which screen of the tree it is, for factories that keep objects per screen;
  ///     `nil` by default.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  /// - Returns: The screen its type's declaration builds.
  /// - Throws: ``DestinationError/missingScreen(_:)`` naming the route's type — which has no
  ///   screen declared, or declared this route a dialog — also reported as a
  ///   ``NavigationIssue``.
  @MainActor
  public func screen(
    for route: AnyRoute, at screen: ScreenID? = nil, fileID: StaticString = #fileID,
    line: UInt = #line
  ) throws(DestinationError)
    -> Screen
  {
    if let factory = factories[route.routeType] {
      // Only `register` stores values here, and every one is a `FactoryBox<Screen>`.
      return unsafeDowncast(factory, to: FactoryBox<Screen>.self).make(route, screen)
    }
    return try someScreen(for: route, at: screen, site: CallSite(fileID, line))
  }

  /// The screen of `route`, whose type has a screen for some routes only, if this one has.
  ///
  /// Never inlined, a speed trick: out of `screen(for:)`, it leaves the common case — a type
  /// whose every route has a screen — one lookup and one call (workload 4: 7.5× calling the
  /// factory directly with this inlined, 4.3× without).
  @MainActor
  @inline(never)
  private func someScreen(for route: AnyRoute, at screen: ScreenID?, site: CallSite)
    throws(DestinationError) -> Screen
  {
    // Only `register(_:someScreens:)` stores values here, each a `FactoryBox<Screen?>`.
    if let factory = partialFactories[route.routeType] {
      if let built = unsafeDowncast(factory, to: FactoryBox<Screen?>.self).make(route, screen) {
        return built
      }
    } else if let placeholder, placeholder.covers(route) {
      return placeholder.make.make(route, screen)
    }
    let error = DestinationError(routeType: RouteType(of: route))
    NavigationIssue.report(.destination(error), at: site)
    throw error
  }

  /// Builds the screen `screen` of `state`.
  ///
  /// - Throws: ``DestinationError/missingScreen(_:)`` as ``screen(for:at:fileID:line:)`` does.
  /// - Returns: The screen, or `nil` when `state` has no such screen.
  @MainActor
  public func screen(
    _ screen: ScreenID, in state: NavigationState, fileID: StaticString = #fileID,
    line: UInt = #line
  ) throws(DestinationError)
    -> Screen?
  {
    guard let route = state.route(of: screen) else { return nil }
    return try self.screen(for: route, at: screen, fileID: fileID, line: line)
  }
}
