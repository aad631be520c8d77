// After dashboard-module.swift, before the samples that name it: the Dashboard module's
// builder, and the app that installs it (ModulesAndExits.md).

public struct DashboardBuilder: ModuleBuilder {
  public typealias Route = DashboardRoute
  public typealias Exit = DashboardExit
  let app: AppRouter

  public func catalog() throws(CatalogError) -> RouteCatalog<String> {
    var catalog = RouteCatalog<String>(module: "dashboard")
    try catalog.add(DashboardRoute.self, key: "dashboard") { links in
      try links.add("/dashboard", .home)
      try links.add("/dashboard/items/:id", parse: { try .details(id: $0.int("id")) }) { route in
        if case .details(let id) = route { ["id": "\(id)"] } else { nil }
      }
    } screen: { [app] route, screen in
      switch route {
      case .items:
        let list = app.object(for: screen) { ItemListModel(router: DashboardRouter(app)) }
        return "Items: \(list.items)"
      case .home, .details:
        return "Dashboard \(route)"
      }
    }
    try catalog.addExits(DashboardExit.self, key: "dashboard.exit")
    return catalog
  }
}

public enum SettingsRoute: NavigationRoute, Codable { case main, privacy }
public enum AuthRoute: NavigationRoute, Codable { case login }
enum AppRoute: NavigationRoute, Codable { case tabs }

let app = AppRouter(root: AppRoute.tabs)
app.handleExits(DashboardExit.self) { exit in
  switch exit {
  case .openSettings: [.push(SettingsRoute.main)]
  case .logout: [.setRoot(AuthRoute.login)]
  }
}
