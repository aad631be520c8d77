import ModuleRouting
import NavigationTesting
import XCTest

enum DashboardRoute: NavigationRoute { case home, details(id: Int) }
enum SettingsRoute: NavigationRoute { case main, privacy }
