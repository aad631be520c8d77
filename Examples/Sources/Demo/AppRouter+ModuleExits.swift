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
  func handleModuleExits() {
    handleExits(DashboardExit.self) { exit in
      switch exit {
      case .openNotifications(let item): [.push(SettingsRoute.notifications(item: item))]
      }
    }
    // Signing out replaces the whole tree, tabs, sheets and all, in one step.
    handleExits(SettingsExit.self) { exit in
      switch exit {
      case .logout: [.setState(.signedOut)]
      }
    }
    handleExits(AuthExit.self) { exit in
      switch exit {
      case .signedIn: [.setState(.signedIn)]
      }
    }
  }
}
