// Before the samples that name it: the routes and the Dashboard router of a test target
// (TestingWithoutASimulator.md).
import ModuleRouting
import NavigationTesting
import XCTest

enum DashboardRoute: NavigationRoute { case home, details(id: Int) }
enum SettingsRoute: NavigationRoute { case main, privacy }
enum DashboardExit: NavigationExit { case openSettings }
typealias DashboardRouter = ModuleRouter<DashboardRoute, DashboardExit>
