import ModuleRouting

// What feature modules declare, written as an app target with Xcode 26's defaults writes it:
// nothing here is annotated for isolation except the one payload type, as the README says.

/// The Home module's screens.
enum HomeRoute: NavigationRoute, Codable {
  case feed
  case item(Item)
  case confirmDelete(id: Int)
}

/// A value a route carries: `nonisolated`, so that the route's conformances can use its own.
nonisolated struct Item: Hashable, Sendable, Codable {
  var id: Int
  var name: String
}

/// The Home module's ways out.
enum HomeExit: NavigationExit {
  case openProfile(id: Int)
  case signOut
}

/// The Profile module's screens.
enum ProfileRoute: NavigationRoute, Codable {
  case main(id: Int)
  case editName
}

/// The Profile module's way out.
enum ProfileExit: NavigationExit {
  case done
}

/// The Auth module's screen.
enum AuthRoute: NavigationRoute, Codable {
  case login
}

/// The app's own screen holding the tab bar.
enum MainRoute: NavigationRoute, Codable {
  case tabs
}

/// The app's tabs.
enum MainTab: NavigationTab, Codable {
  case home
  case profile
}

/// The app's own alert.
enum AppDialog: NavigationRoute {
  case confirmSignOut
}

typealias HomeRouter = ModuleRouter<HomeRoute, HomeExit>
typealias ProfileRouter = ModuleRouter<ProfileRoute, ProfileExit>

/// A screen's model: main-actor-isolated, as the target's default makes it.
final class FeedModel {
  let router: HomeRouter
  var taps = 0

  init(router: HomeRouter) {
    self.router = router
  }

  func itemTapped(_ item: Item) {
    router.navigate(to: .item(item))
  }
}

/// The Home module's entry point.
struct HomeBuilder: ModuleBuilder {
  typealias Route = HomeRoute
  typealias Exit = HomeExit
  let app: AppRouter

  func catalog() throws(CatalogError) -> RouteCatalog<String> {
    var catalog = RouteCatalog<String>(module: "home")
    try catalog.add(HomeRoute.self, key: "home") { links in
      try links.add("/home", .feed)
      try links.add(
        "/home/item/:id/:name",
        parse: { .item(Item(id: try $0.int("id"), name: try $0.string("name"))) }
      ) { route in
        guard case .item(let item) = route else { return nil }
        return ["id": "\(item.id)", "name": item.name]
      }
    } screen: { [app] route, screen in
      let model = app.object(for: screen) { FeedModel(router: HomeRouter(app)) }
      return "Home \(route) (\(model.taps) taps)"
    }
    return catalog
  }
}

/// The Profile module's entry point.
struct ProfileBuilder: ModuleBuilder {
  typealias Route = ProfileRoute
  typealias Exit = ProfileExit

  func catalog() throws(CatalogError) -> RouteCatalog<String> {
    var catalog = RouteCatalog<String>(module: "profile")
    try catalog.add(ProfileRoute.self, key: "profile") { links in
      try links.add("/profile/:id", parse: { .main(id: try $0.int("id")) }) { route in
        guard case .main(let id) = route else { return nil }
        return ["id": "\(id)"]
      }
    } screen: { route, _ in
      "Profile \(route)"
    }
    return catalog
  }
}

/// A flow that asks for a name in a sheet and finishes with it.
final class NameFlow: Coordinator {
  private var flow: FlowHandle<String>?

  func start(_ flow: FlowHandle<String>) -> [NavigationCommand] {
    self.flow = flow
    return [.present(ProfileRoute.editName, style: .sheet)]
  }

  func save(_ name: String) {
    flow?.finish(with: name)
  }
}

/// A host that writes down what it is told.
final class LogHost: NavigationHost {
  let capabilities: TransitionPlan.Options = [.pushesAtOnce]
  var log: [String] = []

  func replace(_ stack: StackAddress, with state: NavigationState) { log.append("replace") }
  func setRoutes(_ routes: [AnyRoute], of stack: StackAddress) { log.append("set") }
  func push(_ routes: [AnyRoute], onto stack: StackAddress) { log.append("push \(routes)") }
  func pop(_ stack: StackAddress, toDepth depth: Int) { log.append("pop") }
  func present(_ layer: PresentedLayer, over stack: StackAddress) { log.append("present") }
  func dismiss(over stack: StackAddress) { log.append("dismiss") }
  func selectTab(_ tab: AnyRoute, of stack: StackAddress) { log.append("select") }
}
