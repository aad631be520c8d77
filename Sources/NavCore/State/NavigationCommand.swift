/// One change to a navigation state, as a value.
///
/// Commands are what module routers, exits and deep links produce, what tests assert, and what
/// `NavigationState.apply(_:)` applies. A list of commands applies as one
/// atomic batch.
///
/// ```swift
/// try state.apply([.popToRoot, .push(SettingsRoute.main)])
/// ```
public enum NavigationCommand: Hashable, Sendable {
  /// Pushes a route on top of the path.
  case push(AnyRoute)
  /// Pops `count` routes; refused if fewer are above the root.
  case pop(count: Int)
  /// Pops to the topmost occurrence of a route, or to the root if it is the root; refused if it
  /// is neither on the path nor the root.
  case popTo(AnyRoute)
  /// Pops every route above the root.
  case popToRoot
  /// Replaces the path, keeping the root.
  case setPath(RoutePath)
  /// Replaces the root and empties the path: a switch between whole flows.
  case setRoot(AnyRoute)
}

extension NavigationCommand {
  /// Pushes a route of any type: `.push(SettingsRoute.main)`.
  public static func push<Route: Hashable & Sendable>(_ route: Route) -> Self {
    .push(AnyRoute(route))
  }

  /// Pops to the topmost occurrence of a route of any type, or to the root if it is the root.
  public static func popTo<Route: Hashable & Sendable>(_ route: Route) -> Self {
    .popTo(AnyRoute(route))
  }

  /// Replaces the root with a route of any type and empties the path.
  public static func setRoot<Route: Hashable & Sendable>(_ route: Route) -> Self {
    .setRoot(AnyRoute(route))
  }
}

extension NavigationCommand: CustomStringConvertible {
  public var description: String {
    switch self {
    case .push(let route): "push(\(route.debugDescription))"
    case .pop(let count): "pop(count: \(count))"
    case .popTo(let route): "popTo(\(route.debugDescription))"
    case .popToRoot: "popToRoot"
    case .setPath(let path): "setPath(\(path))"
    case .setRoot(let route): "setRoot(\(route.debugDescription))"
    }
  }
}
