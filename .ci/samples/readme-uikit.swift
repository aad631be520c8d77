// What the README's UIKit sample uses: a route, its view controller, the window, the router.
import ModuleRouting
import ModuleRoutingUIKit
import UIKit

enum HomeRoute: NavigationRoute, Codable { case feed, item(id: Int) }

/// The home screens' view controller.
final class HomeViewController: UIViewController {
  var route: HomeRoute?

  convenience init(route: HomeRoute) {
    self.init()
    self.route = route
  }
}

let window = UIWindow()
let app = AppRouter(root: HomeRoute.feed)
