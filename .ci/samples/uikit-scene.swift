// Before the scene delegate sample (ModuleRoutingUIKit.md): the app's merged catalog of view
// controllers, its links and its restoration table, built once for every scene.
import ModuleRouting
import UIKit

enum HomeRoute: NavigationRoute, Codable { case feed, item(id: Int) }

final class HomeViewController: UIViewController {
  let route: HomeRoute
  init(route: HomeRoute) {
    self.route = route
    super.init()
  }
}

@MainActor enum Shop {
  static let catalog: RouteCatalog<UIViewController> = {
    var catalog = RouteCatalog<UIViewController>(module: "shop")
    try? catalog.add(HomeRoute.self, key: "home") { route, _ in HomeViewController(route: route) }
    return catalog
  }()
  static let links = catalog.appLinks(origins: LinkOrigins(schemes: ["shop"]))
  static let restoration = catalog.restoration(version: 1)
}
