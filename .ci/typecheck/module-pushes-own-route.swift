// expect: compiles
// A module router shows its own routes, adds its own conveniences, and leaves by its own exits.
import ModuleRouting

enum DashboardRoute: Hashable, Sendable { case home, details(id: Int) }
enum DashboardExit: Hashable, Sendable { case logout }
typealias DashboardRouter = ModuleRouter<DashboardRoute, DashboardExit>

extension ModuleRouter where Route == DashboardRoute {
  func openItem(_ id: Int) { navigate(to: .details(id: id)) }
}

@MainActor func use(_ app: AppRouter) {
  let dashboard = DashboardRouter(app)
  dashboard.navigate(to: .home)
  dashboard.openItem(7)
  dashboard.present(.details(id: 1), style: .sheet)
  dashboard.back()
  dashboard.replaceTop(with: .home)
  dashboard.popTo { $0 == .home }
  dashboard.close()
  dashboard.exit(.logout)
}
