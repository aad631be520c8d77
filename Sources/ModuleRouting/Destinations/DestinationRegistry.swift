import NavCore

/// Maps each route type to a factory for its screen.
///
/// A registry is generic over what a screen is — a SwiftUI `AnyView`, a `UIViewController`, a
/// `String` in tests — and keyed by the route's type, never by a name. A registry made with
/// ``init(parent:)`` starts from its parent's registrations and may override them: the
/// nearest registration wins, as an environment value does in a SwiftUI subtree.
///
/// ```swift
/// var screens = DestinationRegistry<String>()
/// try screens.register(SettingsRoute.self) { "Settings \($0)" }
/// try screens.screen(for: AnyRoute(SettingsRoute.main))  // "Settings main"
/// ```
///
/// A registry is a value: a child scope holds the parent's registrations as they were when
/// the child was made.
public struct DestinationRegistry<Screen>: Sendable {
  /// Builds the screen for a route of one type.
  public typealias Factory<Route> = @MainActor @Sendable (Route) -> Screen
  /// Builds the screen for a route of one type, given which screen of the tree it is — `nil`
  /// when it is built outside any tree (a preview, a test) — so that it can keep objects for as
  /// long as the screen lives (``AppRouter/object(for:make:)``).
  public typealias ScreenFactory<Route> = @MainActor @Sendable (Route, ScreenID?) -> Screen

  /// Every factory in reach, the nearest scope's winning: one lookup whatever the depth.
  ///
  /// Values are `FactoryBox<Screen>`, stored as class references so the table's type does not
  /// depend on `Screen`: its lookup is compiled for concrete types, with no type metadata
  /// looked up at run time on each call.
  private var factories: TypeTable
  /// The route types registered in this scope itself.
  private var ownTypes: Set<ObjectIdentifier> = []

  /// An empty registry.
  public init() {
    factories = TypeTable()
  }

  /// A child scope that resolves everything `parent` does, and may override it.
  ///
  /// - Parameter parent: The enclosing scope.
  public init(parent: DestinationRegistry) {
    factories = parent.factories
  }

  /// Registers the screen for every route of type `Route`.
  ///
  /// The key is `Route`, the static type, as for every route ``AnyRoute`` wraps: a metatype
  /// held as a superclass's (`let type: Base.Type = Sub.self`) registers `Base`.
  ///
  /// - Parameters:
  ///   - type: The route type.
  ///   - factory: Builds the screen for one route.
  /// - Throws: ``DestinationError/duplicateRegistration(_:)`` when this scope already has a
  ///   screen for `type`, ``DestinationError/typeErasedRegistration`` for `AnyRoute.self`;
  ///   the registry is then unchanged. Overriding a parent's is allowed.
  public mutating func register<Route: Hashable & Sendable>(
    _ type: Route.Type, _ factory: @escaping Factory<Route>
  ) throws(DestinationError) {
    try register(Route.self) { route, _ in factory(route) }
  }

  /// Registers the screen for every route of type `Route`, built knowing which screen of the
  /// tree it is.
  ///
  /// ```swift
  /// try screens.register(CustomerRoute.self) { route, screen in
  ///   CustomerView(model: app.object(for: screen) { CustomerModel(route) })
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The route type.
  ///   - factory: Builds the screen for one route at one place in the tree.
  /// - Throws: As the `register(_:_:)` that takes the route alone.
  public mutating func register<Route: Hashable & Sendable>(
    _ type: Route.Type, _ factory: @escaping ScreenFactory<Route>
  ) throws(DestinationError) {
    guard !RouteType.isTypeErased(Route.self) else { throw .typeErasedRegistration }
    let key = typeIdentity(of: Route.self)
    guard ownTypes.insert(key).inserted else { throw .duplicateRegistration(Route.self) }
    // `screen(for:at:)` calls this only for routes whose identity is `key`, which are `Route`s.
    factories.insert(
      FactoryBox<Screen> { route, screen in factory(route.value(knownToBe: Route.self), screen) },
      for: key)
  }

  /// Adds the screen of `Route`, which a catalog checked is new here.
  mutating func insert<Route: Hashable & Sendable>(
    _ type: Route.Type, _ factory: @escaping ScreenFactory<Route>
  ) {
    let key = typeIdentity(of: Route.self)
    ownTypes.insert(key)
    // `screen(for:at:)` calls this only for routes whose identity is `key`, which are `Route`s.
    factories.insert(
      FactoryBox<Screen> { route, screen in factory(route.value(knownToBe: Route.self), screen) },
      for: key)
  }

  /// Whether a screen is registered for `type` here or in a parent scope.
  func hasScreen(for type: RouteType) -> Bool {
    factories[type.id] != nil
  }

  /// Adds the registrations of `other`'s own scope, none of whose route types this scope
  /// registers: a merged ``RouteCatalog`` checked that first.
  mutating func insertOwnRegistrations(of other: DestinationRegistry) {
    for (key, factory) in other.factories.entries where other.ownTypes.contains(key) {
      ownTypes.insert(key)
      factories.insert(factory, for: key)
    }
  }

  /// The identities of every route type with a screen, here or in a parent scope.
  var resolvableTypes: Set<ObjectIdentifier> {
    Set(factories.entries.map(\.key))
  }

  /// Whether a screen is registered for `Route` here or in a parent scope.
  ///
  /// - Parameter type: The route type, identified as ``register(_:_:)-(_,Factory<Route>)``
  ///   identifies it.
  public func canResolve<Route: Hashable & Sendable>(_ type: Route.Type) -> Bool {
    factories[typeIdentity(of: Route.self)] != nil
  }

  /// Whether a screen is registered for the type of `route` here or in a parent scope: what a
  /// UI asks before it pushes a route a link appended.
  package func hasScreen(for route: AnyRoute) -> Bool {
    factories[route.routeType] != nil
  }

  /// Builds the screen for `route`.
  ///
  /// - Parameters:
  ///   - route: A route of any type.
  ///   - screen: Which screen of the tree it is, for factories that keep objects per screen;
  ///     `nil` by default.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  /// - Returns: The screen from the nearest scope that registered the route's type.
  /// - Throws: ``DestinationError/missingScreen(_:)`` naming the route's type, which is also
  ///   reported as a ``NavigationIssue``.
  @MainActor
  public func screen(
    for route: AnyRoute, at screen: ScreenID? = nil, fileID: StaticString = #fileID,
    line: UInt = #line
  ) throws(DestinationError)
    -> Screen
  {
    guard let factory = factories[route.routeType] else {
      let error = DestinationError(kind: .missingScreen(RouteType(of: route)))
      NavigationIssue.report(.destination(error), at: CallSite(fileID, line))
      throw error
    }
    // Only `register` stores values, and every one is a `FactoryBox<Screen>`.
    return unsafeDowncast(factory, to: FactoryBox<Screen>.self).make(route, screen)
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
