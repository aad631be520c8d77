import ModuleRouting

/// Seed 004's app, as modules with builders: auth, the customers list on the home tab, and
/// settings. Each builder registers its screens and makes each screen's model, kept for as
/// long as the screen is in the state; the composition root only wires exits and roots.
enum CustomersApp {
  struct Customer: Hashable, Sendable, Identifiable {
    var id: Int
    var name: String
  }

  enum AuthRoute: Hashable, Sendable { case signIn }
  enum AuthExit: Hashable, Sendable { case signedIn }
  enum CustomerRoute: Hashable, Sendable {
    case list
    case details(Customer)
  }
  enum SettingsRoute: Hashable, Sendable { case main }
  enum SettingsExit: Hashable, Sendable { case loggedOut }
  enum RootRoute: Hashable, Sendable { case main }
  enum Tab: Hashable, Sendable { case home, settings }

  /// What a test sees of a screen: its model.
  enum Screen {
    case signIn(SignInModel)
    case customers(CustomersModel)
    case details(CustomerDetailsModel)
    case settings(SettingsModel)
    case tabs
  }

  @MainActor
  final class UserService {
    var user: String?
  }

  @MainActor
  final class SignInModel {
    private let router: ModuleRouter<AuthRoute, AuthExit>
    private let users: UserService
    private(set) var error: String?

    init(router: ModuleRouter<AuthRoute, AuthExit>, users: UserService) {
      self.router = router
      self.users = users
    }

    func signIn(email: String, password: String) {
      guard password.count > 6 else {
        error = "The password is too short"
        return
      }
      users.user = email
      router.exit(.signedIn)
    }
  }

  @MainActor
  final class CustomersModel {
    private let router: ModuleRouter<CustomerRoute, Never>
    private(set) var customers = [
      Customer(id: 1, name: "John"), Customer(id: 2, name: "Ana"),
      Customer(id: 3, name: "Li"), Customer(id: 4, name: "Sam"),
    ]

    init(router: ModuleRouter<CustomerRoute, Never>) {
      self.router = router
    }

    /// Pushes the customer's details and puts the edited customer back in the list.
    func customerTapped(_ customer: Customer) async {
      let outcome = await router.push(.details(customer), expecting: Customer.self)
      guard case .finished(let edited) = outcome,
        let index = customers.firstIndex(where: { $0.id == edited.id })
      else { return }
      customers[index] = edited
    }
  }

  @MainActor
  final class CustomerDetailsModel {
    private let router: ModuleRouter<CustomerRoute, Never>
    var customer: Customer

    init(customer: Customer, router: ModuleRouter<CustomerRoute, Never>) {
      self.customer = customer
      self.router = router
    }

    func saveTapped() {
      router.complete(with: customer)
    }
  }

  @MainActor
  final class SettingsModel {
    private let router: ModuleRouter<SettingsRoute, SettingsExit>
    private let users: UserService

    init(router: ModuleRouter<SettingsRoute, SettingsExit>, users: UserService) {
      self.router = router
      self.users = users
    }

    func logoutTapped() {
      users.user = nil
      router.exit(.loggedOut)
    }
  }

  struct AuthBuilder: ModuleBuilder {
    typealias Route = AuthRoute
    typealias Exit = AuthExit
    let app: AppRouter
    let users: UserService

    func catalog() throws(CatalogError) -> RouteCatalog<Screen> {
      var catalog = RouteCatalog<Screen>(module: "auth")
      try catalog.add(AuthRoute.self) { [app, users] _, screen in
        .signIn(app.object(for: screen) { SignInModel(router: ModuleRouter(app), users: users) })
      }
      return catalog
    }
  }

  struct CustomersBuilder: ModuleBuilder {
    typealias Route = CustomerRoute
    typealias Exit = Never
    let app: AppRouter

    func catalog() throws(CatalogError) -> RouteCatalog<Screen> {
      var catalog = RouteCatalog<Screen>(module: "customers")
      try catalog.add(CustomerRoute.self) { [app] route, screen in
        switch route {
        case .list:
          .customers(app.object(for: screen) { CustomersModel(router: ModuleRouter(app)) })
        case .details(let customer):
          .details(
            app.object(for: screen) {
              CustomerDetailsModel(customer: customer, router: ModuleRouter(app))
            })
        }
      }
      return catalog
    }
  }

  struct SettingsBuilder: ModuleBuilder {
    typealias Route = SettingsRoute
    typealias Exit = SettingsExit
    let app: AppRouter
    let users: UserService

    func catalog() throws(CatalogError) -> RouteCatalog<Screen> {
      var catalog = RouteCatalog<Screen>(module: "settings")
      try catalog.add(SettingsRoute.self) { [app, users] _, screen in
        .settings(
          app.object(for: screen) { SettingsModel(router: ModuleRouter(app), users: users) })
      }
      return catalog
    }
  }

  static let signedOut = NavigationState(root: AuthRoute.signIn)
  static let signedIn = NavigationState(
    root: RootRoute.main,
    tabs: TabGroup(
      [
        (Tab.home, NavigationState(root: CustomerRoute.list)),
        (Tab.settings, NavigationState(root: SettingsRoute.main)),
      ], selected: Tab.home))

  /// The composition root: the root follows whether a user is signed in.
  @MainActor
  static func launch(users: UserService) throws -> (AppRouter, DestinationRegistry<Screen>) {
    let app = AppRouter(state: users.user == nil ? signedOut : signedIn)
    app.handleExits(AuthExit.self) { _ in [.setState(signedIn)] }
    app.handleExits(SettingsExit.self) { _ in [.setState(signedOut)] }
    var own = RouteCatalog<Screen>(module: "app")
    try own.add(RootRoute.self) { _, _ in .tabs }
    let catalog = try app.install(
      [
        AuthBuilder(app: app, users: users), CustomersBuilder(app: app),
        SettingsBuilder(app: app, users: users),
      ], with: own)
    return (app, catalog.screens)
  }
}
