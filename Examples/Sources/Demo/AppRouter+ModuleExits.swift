import Auth
import Dashboard
import ModuleRouting
import Settings

extension AppRouter {
  /// Answers every module's exits: the one place that knows where each module leads.
  ///
  /// The modules never import each other; each one only names its ways out, and this maps
  /// them to another module's routes.
  func handleModuleExits() {
    handleExits(DashboardExit.self) { exit in
      switch exit {
      case .openSettings: [.push(SettingsRoute.main)]
      case .logout: [.setRoot(AuthRoute.login)]
      }
    }
    // Done closes the whole settings flow, from whichever settings screen is on top, so the
    // handler reads the state it leaves from.
    handleExits(SettingsExit.self) { exit, state in
      switch exit {
      case .done: [.pop(count: state.path.countFromFirst(SettingsRoute.self))]
      }
    }
    handleExits(AuthExit.self) { exit in
      switch exit {
      case .signedIn: [.setRoot(DashboardRoute.home)]
      }
    }
  }
}

extension RoutePath {
  /// How many routes lie from the first route of `type` to the top, both included: what to
  /// pop to leave a module whose screens were pushed together.
  ///
  /// - Parameter type: The module's route type.
  /// - Returns: The count, or 0 when no route of `type` is on the path.
  fileprivate func countFromFirst<Route: Hashable & Sendable>(_ type: Route.Type) -> Int {
    guard let first = firstIndex(where: { $0.is(type) }) else { return 0 }
    return endIndex - first
  }
}
