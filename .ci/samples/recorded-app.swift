// Before the samples that name it: a router with keyed route types, and a crash reporter's stand-in
// (RecordingAndReplaying.md).
import ModuleRouting

enum DashboardRoute: NavigationRoute, Codable { case home, details(id: Int) }
enum SheetRoute: NavigationRoute, Codable { case edit(id: Int) }

var catalog = RouteCatalog<String>(module: "app")
try catalog.add(DashboardRoute.self, key: "dashboard") { route, _ in "Dashboard \(route)" }
try catalog.add(SheetRoute.self, key: "sheet") { route, _ in "Sheet \(route)" }
let app = AppRouter(root: DashboardRoute.home)

/// Stands in for a crash reporter's SDK.
@MainActor final class CrashReporter { func leaveBreadcrumb(_ line: String) {} }
let crashReporter = CrashReporter()
