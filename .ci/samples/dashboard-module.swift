// Before the samples that name it: the Dashboard module's routes, exits, router and a screen model
// (ModulesAndExits.md).
import ModuleRouting

public enum DashboardRoute: NavigationRoute, Codable { case home, items, details(id: Int) }
public enum DashboardExit: NavigationExit, Codable { case openSettings, logout }
public typealias DashboardRouter = ModuleRouter<DashboardRoute, DashboardExit>

@MainActor final class ItemListModel {
  let router: DashboardRouter
  var items = [3, 7, 42]
  init(router: DashboardRouter) { self.router = router }
}
