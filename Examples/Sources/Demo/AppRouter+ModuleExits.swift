import Auth
import Dashboard
import ModuleRouting
import Onboarding
import Settings

extension AppRouter {
  /// Answers every module's exits: the one place that knows where each module leads.
  ///
  /// The modules never import each other; each one only names its ways out, and this maps
  /// them to another module's routes or to another flow. A module closes its own screens with
  /// ``ModuleRouter/close()`` and needs no exit for that.
  ///
  /// - Parameters:
  ///   - wall: The auth wall, which decides where a sign-in leads: from its cover, back to
  ///     the request it kept.
  ///   - onboarding: What the onboarding screens reach the tour's flow through.
  func handleModuleExits(wall: AuthWall, onboarding: OnboardingContext) {
    handleExits(DashboardExit.self) { exit in
      switch exit {
      case .openNotifications(let item): [.push(SettingsRoute.notifications(item: item))]
      // The Dashboard always waits for the tour's result: the handler below answers it.
      case .takeTheTour: []
      }
    }
    // The Dashboard's tour is Onboarding's flow: it ends with whether the user went through
    // it, which becomes the Dashboard's own `TourResult`. Neither module knows the other.
    handleExits(DashboardExit.self, expecting: TourResult.self) { exit in
      switch exit {
      case .takeTheTour:
        .run(OnboardingFlow(context: onboarding)) { wentThrough in
          wentThrough ? .taken : .skipped
        }
      case .openNotifications: nil
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
