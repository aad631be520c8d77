// What the README's SwiftUI sample uses: the app's routes and its catalog of views.
import ModuleRouting
import ModuleRoutingSwiftUI
import SwiftUI

enum HomeRoute: NavigationRoute, Codable { case feed, item(id: Int) }

/// The app's catalog of views and its link origins.
@MainActor enum Shop {
  static let catalog: RouteCatalog<AnyView> = {
    var catalog = RouteCatalog<AnyView>(module: "shop")
    try? catalog.add(HomeRoute.self, key: "home") { route, _ in AnyView(Text("\(route)")) }
    return catalog
  }()
  static let origins = LinkOrigins(schemes: ["shop"], hosts: ["shop.example"])
}
