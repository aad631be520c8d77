// Before the samples that name it: a router whose profile is guarded by a sign-in
// (GuardsAndActions.md).
import ModuleRouting

enum DashboardRoute: NavigationRoute { case home }
enum ProfileRoute: NavigationRoute { case main, edit }
enum AuthRoute: NavigationRoute { case login }

@MainActor final class Session { var signedIn = false }

let app = AppRouter(root: DashboardRoute.home)
let session = Session()
app.addGuard(for: ProfileRoute.self) { _ in
  session.signedIn
    ? .allow : .redirect([.present(AuthRoute.login, style: .sheet)], resume: true)
}
