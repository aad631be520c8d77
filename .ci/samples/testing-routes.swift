// Before the samples that name it: the imports and routes of a test target
// (TestingWithoutASimulator.md).
import ModuleRouting
import NavigationTesting
import XCTest

enum DashboardRoute: NavigationRoute { case home, details(id: Int) }
enum SettingsRoute: NavigationRoute { case main, privacy }
