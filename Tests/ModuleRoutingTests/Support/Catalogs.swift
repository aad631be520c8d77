import ModuleRouting
import TestFixtures

/// The dashboard module's catalog, as the catalog and link tests both declare it: a former key,
/// a sheet presentation, and three links — one to the home screen, two to an item.
func dashboardCatalog() throws -> RouteCatalog<String> {
  var catalog = RouteCatalog<String>(module: "dashboard")
  try catalog.add(
    DashboardRoute.self, key: "dashboard", formerKeys: ["dash"],
    presentation: RoutePresentation(detents: [.medium, .large], interactiveDismissal: false)
  ) { links in
    try links.add("/dashboard", .home)
    try links.add("/dashboard/items/:id", parse: { try .details(id: $0.int("id")) }) { route in
      if case .details(let id) = route { ["id": "\(id)"] } else { nil }
    }
    try links.add("/d/:id", parse: { try .details(id: $0.int("id")) }) { route in
      if case .details(let id) = route { ["id": "\(id)"] } else { nil }
    }
  } screen: { route, _ in
    "Dashboard \(route)"
  }
  return catalog
}
