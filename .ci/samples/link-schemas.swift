// Before the samples that name it: the dashboard module's schema with its links
// (DeepLinksAndRestoration.md).
import NavCore

enum DashboardRoute: NavigationRoute, Codable { case home, details(id: Int) }
enum SettingsRoute: NavigationRoute, Codable { case main, privacy }

func dashboardSchema() throws(CatalogError) -> RouteSchema {
  var schema = RouteSchema(module: "dashboard")
  try schema.add(DashboardRoute.self, key: "dashboard") { links in
    try links.add("/dashboard", .home)
    try links.add("/dashboard/details/:id", parse: { try .details(id: $0.int("id")) }) { route in
      if case .details(let id) = route { ["id": "\(id)"] } else { nil }
    }
  }
  return schema
}
