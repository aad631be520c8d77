// Before the samples that name it: a recording, and the app to replay it on
// (RecordingAndReplaying.md).
import ModuleRouting
import XCTest

enum DashboardRoute: NavigationRoute, Codable { case home, details(id: Int) }
enum SheetRoute: NavigationRoute, Codable { case edit(id: Int) }

var catalog = RouteCatalog<String>(module: "app")
try catalog.add(DashboardRoute.self, key: "dashboard") { route, _ in "Dashboard \(route)" }
try catalog.add(SheetRoute.self, key: "sheet") { route, _ in "Sheet \(route)" }
let app = AppRouter(root: DashboardRoute.home)

@MainActor func makeApp() -> AppRouter { AppRouter(root: DashboardRoute.home) }
let recording = FlightRecorder(app: app, catalog: catalog).recording
