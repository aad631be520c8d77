import Auth
import Dashboard
import ModuleRouting
import Onboarding
import Settings
import SwiftUI

/// The composition root of one window of the SwiftUI app: the one place that knows every
/// module.
///
/// It answers the modules' exits, installs the four modules of the terminal demo through their
/// builders — which merges their catalogs, the app's own with its tab labels and its sign-out
/// dialog among them, and checks that every route has a screen and every exit a handler — and
/// makes the merged catalog into the one the `RoutedView` draws.
///
/// The example's modules draw their screens as text, so that the terminal demo can play them
/// on Linux. Here each screen shows that text in SwiftUI, with a button for each thing its
/// model offers (ModuleScreens.swift): the catalog of texts becomes a catalog of views with
/// `mapScreens(_:)`, so no route type is declared twice. Modules written for SwiftUI would
/// declare their views in a `RouteCatalog<AnyView>` of their own instead.
@MainActor
final class Composition {
  let app = AppRouter(state: .signedOut)
  /// Every route's screen or dialog, every tab's label, how each layer is presented.
  let catalog: RouteCatalog<AnyView>
  let links: AppLinks
  /// The stable keys the scene saves its tree with.
  let restoration: RestorationTable

  /// The app, composed. Wiring that fails its checks stops the app at launch, before a user
  /// can reach a missing screen or a dead end.
  static func launch() -> Composition {
    do {
      return try Composition()
    } catch {
      fatalError("The app's modules are not wired: \(error)")
    }
  }

  private init() throws {
    let modules = Modules(app: app)
    answerExits(onboarding: modules.onboardingContext)
    var own = RouteCatalog<String>(module: "app")
    try own.add(AppRoute.self, key: "app") { _, _ in "Main › tab bar: Home, Settings" }
    try own.addTabs(MainTab.self, key: "tab") { tab in
      switch tab {
      case .home: "Home"
      case .settings: "Settings"
      }
    }
    try own.addDialogs(AppDialog.self, key: "app.dialog") { dialog in Self.content(of: dialog) }
    try Self.placeLinks(in: &own)
    let texts = try app.install(
      [modules.dashboard, modules.settings, modules.auth, modules.onboarding], with: own)
    catalog = texts.mapScreens { text, route, screen in
      Self.view(showing: text, for: route, at: screen, modules: modules)
    }
    links = catalog.appLinks(origins: LinkOrigins(schemes: ["myapp"], hosts: ["shop.example"]))
    restoration = catalog.restoration(version: 1)
  }

  /// Answers every module's exits: where each one leads is the app's decision.
  private func answerExits(onboarding: OnboardingContext) {
    app.handleExits(DashboardExit.self) { exit in
      switch exit {
      case .openNotifications(let item): [.push(SettingsRoute.notifications(item: item))]
      // The Dashboard always waits for the tour's result: the handler below answers it.
      case .takeTheTour: []
      }
    }
    // The Dashboard's tour is Onboarding's flow; its Bool becomes the Dashboard's TourResult.
    app.handleExits(DashboardExit.self, expecting: TourResult.self) { exit in
      switch exit {
      case .takeTheTour:
        .run(OnboardingFlow(context: onboarding)) { wentThrough in
          wentThrough ? .taken : .skipped
        }
      case .openNotifications: nil
      }
    }
    // Signing out asks first, in the app's own dialog; its button replaces the whole tree.
    app.handleExits(SettingsExit.self) { exit in
      switch exit {
      case .logout: [.present(AppDialog.confirmSignOut, style: .confirmationDialog)]
      }
    }
    app.handleExits(AuthExit.self) { exit in
      switch exit {
      case .signedIn: [.setState(.signedIn)]
      }
    }
  }

  /// The SwiftUI view of a module's screen, showing the text the module gives it with a
  /// button for each thing its model offers; the app's own screens and the tab labels show
  /// their text alone.
  private static func view(
    showing text: String, for route: AnyRoute, at screen: ScreenID?, modules: Modules
  ) -> AnyView {
    if route.is(DashboardRoute.self) {
      return AnyView(DashboardScreen(text: text, screen: screen, dashboard: modules.dashboard))
    }
    if route.is(SettingsRoute.self) {
      return AnyView(SettingsScreen(text: text, screen: screen, settings: modules.settings))
    }
    if route.is(AuthRoute.self) {
      return AnyView(AuthScreen(text: text, screen: screen, auth: modules.auth))
    }
    if route.is(OnboardingRoute.self) {
      return AnyView(
        OnboardingScreen(text: text, screen: screen, onboarding: modules.onboarding))
    }
    return AnyView(Text(text))
  }

  /// The app's own dialogs, as values: SwiftUI shows them, and the router runs their buttons.
  private static func content(of dialog: AppDialog) -> DialogContent {
    switch dialog {
    case .confirmSignOut:
      DialogContent(
        title: "Sign out?", message: "Every tab and sheet closes.",
        buttons: [
          DialogButton(
            "Sign out", role: .destructive, action: .commands([.setState(.signedOut)])),
          DialogButton("Cancel", role: .cancel),
        ])
    }
  }

  /// Where the route each link opens is placed: a link selects a tab and sets its stack, or
  /// presents over everything, and never rebuilds the tab bar.
  private static func placeLinks(in catalog: inout RouteCatalog<String>) throws(CatalogError) {
    try catalog.place(DashboardRoute.self) { route in
      switch route {
      case .home: .root(ofTab: MainTab.home)
      case .details, .confirmDelete: .push(inTab: MainTab.home, under: [DashboardRoute.items])
      case .billing, .items, .editor: .push(inTab: MainTab.home)
      }
    }
    try catalog.place(SettingsRoute.self) { route in
      route == .main ? .root(ofTab: MainTab.settings) : .push(inTab: MainTab.settings)
    }
    try catalog.place(AuthRoute.self) { _ in .present(.fullScreenCover) }
  }
}

/// The app's feature modules, each through its builder: all the composition root knows of
/// them.
@MainActor
struct Modules {
  let dashboard: DashboardBuilder
  let settings: SettingsBuilder
  let auth: AuthBuilder
  let onboarding: OnboardingBuilder
  /// What the onboarding screens and the onboarding flow share.
  let onboardingContext = OnboardingContext()

  init(app: AppRouter) {
    dashboard = DashboardBuilder(app: app)
    settings = SettingsBuilder(app: app)
    auth = AuthBuilder(app: app)
    onboarding = OnboardingBuilder(app: app, context: onboardingContext)
  }
}
