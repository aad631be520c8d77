/// A problem with the screens registered for routes.
///
/// ```swift
/// try screens.screen(for: AnyRoute(AuthRoute.login))
/// // throws DestinationError.missingScreen(AuthRoute.self):
/// // "no screen is registered for Auth.AuthRoute"
/// ```
public struct DestinationError: Error, Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case duplicateRegistration(RouteType)
    case missingScreen(RouteType)
    case missingScreens([RouteType])
    case typeErasedRegistration
  }

  let kind: Kind

  /// A second registration of one route type in one scope.
  public static func duplicateRegistration<Route: Hashable & Sendable>(_ type: Route.Type) -> Self {
    Self(kind: .duplicateRegistration(RouteType(type)))
  }

  /// A route whose type has no screen in the registry or its parents.
  public static func missingScreen<Route: Hashable & Sendable>(_ type: Route.Type) -> Self {
    Self(kind: .missingScreen(RouteType(type)))
  }

  /// Route types found without a screen by a start-up check, in the order they were given.
  public static func missingScreens(_ types: [any (Hashable & Sendable).Type]) -> Self {
    Self(kind: .missingScreens(types.map { RouteType($0) }))
  }

  /// A registration for ``AnyRoute`` itself, which could never match: a route is always
  /// identified by the type it wraps.
  public static var typeErasedRegistration: Self {
    Self(kind: .typeErasedRegistration)
  }
}

extension DestinationError {
  /// The route types the error is about.
  public var routeTypes: [RouteType] {
    switch kind {
    case .duplicateRegistration(let type), .missingScreen(let type): [type]
    case .missingScreens(let types): types
    case .typeErasedRegistration: [RouteType(AnyRoute.self)]
    }
  }
}

extension DestinationError: CustomStringConvertible {
  public var description: String {
    switch kind {
    case .duplicateRegistration(let type):
      "a screen is already registered for \(type) in this scope"
    case .missingScreen(let type):
      "no screen is registered for \(type)"
    case .missingScreens(let types):
      "no screen is registered for " + types.map(\.name).joined(separator: ", ")
    case .typeErasedRegistration:
      "cannot register a screen for AnyRoute: routes are matched by the type they wrap, so "
        + "register that type"
    }
  }
}
