import Auth
import Dashboard
import ModuleRouting
import Settings

extension AppRouter {
  /// Answers every module's exits: the one place that knows where each module leads.
  ///
  /// The modules never import each other; each one only names its ways out, and this maps
  /// them to another module's routes or to another flow. A module closes its own screens with
  /// ``ModuleRouter/close()`` and needs no exit for that.
  ///
  /// - Parameter wall: The auth wall, which decides where a sign-in leads: from its cover,
  ///   back to the request it kept.
  func handleModuleExits(wall: AuthWall) {
    handleExits(DashboardExit.self) { exit in
      switch exit {
      case .openNotifications(let item): [.push(SettingsRoute.notifications(item: item))]
      }
    }
    // Signing out replaces the whole tree, tabs, sheets and all, in one step.
    handleExits(SettingsExit.self) { exit in
      switch exit {
      case .logout:
        wall.signedOut()
        return [.setState(.signedOut)]
      }
    }
    handleExits(AuthExit.self) { exit, state in
      switch exit {
      case .signedIn: wall.signedIn(leaving: state)
      }
    }
  }
}
