import NavCore

/// Where a navigation request came from, as guards and events see it.
public enum NavigationSource: Hashable, Sendable {
  /// App code calling the router.
  case app
  /// A module router, named by the module's route type.
  case module(RouteType)
  /// A module's exit, answered by the composition root.
  case exit(AnyRoute)
  /// A binding write from the UI: a swipe back, a sheet swiped down, a tab tapped.
  case binding
  /// A flow: its first screens, its handle, or a screen completing with a value.
  case flow
  /// A guard's redirect.
  case redirect
  /// A deep link, with the URL it came from.
  case deepLink(String)
  /// A restoration of saved state.
  case restoration
  /// The guards judging the tree as it is, asked to by ``AppRouter/refreshGuards(fileID:line:)``.
  case guardRefresh
}

extension NavigationSource: CustomStringConvertible {
  public var description: String {
    switch self {
    case .app: "app"
    case .module(let type): "module \(type)"
    case .exit(let exit): "exit \(exit.debugDescription)"
    case .binding: "binding"
    case .flow: "flow"
    case .redirect: "redirect"
    case .deepLink(let url): "deep link \(url)"
    case .restoration: "restoration"
    case .guardRefresh: "guard refresh"
    }
  }
}
