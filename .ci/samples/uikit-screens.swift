// Before the samples that name it: two route types with their view controllers, a window and a
// router (ModuleRoutingUIKit.md).
import ModuleRouting
import UIKit

enum HomeRoute: NavigationRoute, Codable { case home }
enum SettingsRoute: NavigationRoute, Codable { case main, privacy }

final class HomeViewController: UIViewController {
  let route: HomeRoute
  init(route: HomeRoute) {
    self.route = route
    super.init()
  }
}

final class SettingsViewController: UIViewController {
  let route: SettingsRoute
  init(route: SettingsRoute) {
    self.route = route
    super.init()
  }
}

let window = UIWindow()
let app = AppRouter(root: HomeRoute.home)
