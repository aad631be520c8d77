// Before the samples that name it: a router with two keyed route types, and an analytics SDK's
// stand-in (ScreenAnalytics.md).
import Foundation
import ModuleRouting

enum HomeRoute: NavigationRoute, Codable { case home }
enum SettingsRoute: NavigationRoute, Codable { case main }

var catalog = RouteCatalog<String>(module: "app")
try catalog.add(HomeRoute.self, key: "home") { _, _ in "Home" }
try catalog.add(SettingsRoute.self, key: "settings") { _, _ in "Settings" }
let app = AppRouter(root: HomeRoute.home)

/// Stands in for an analytics SDK.
@MainActor final class Analytics {
  func screenShown(_ name: String?, tab: AnyRoute?, layer: PresentationStyle?) {}
  func screenLeft(_ name: String?, after seconds: TimeInterval) {}
}
let analytics = Analytics()
