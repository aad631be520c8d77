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
/// builders — which merges their catalogs and checks that every route has a screen and every
/// exit a handler — and builds
/// what the `RoutedView` draws: a SwiftUI screen for each module's routes, the app's dialogs,
/// the tab labels and the table of links.
///
/// The example's modules draw their screens as text, so that the terminal demo can play them
/// on Linux. Here each screen shows that text in SwiftUI, with a button for each thing its
/// model offers (ModuleScreens.swift); modules written for SwiftUI would register their own
/// views in a `DestinationRegistry<AnyView>` instead.
@MainActor
final class Composition {
  let app = AppRouter(state: .signedOut)
  let screens: DestinationRegistry<AnyView>
  let dialogs: DestinationRegistry<DialogContent>
  let tabLabels: DestinationRegistry<AnyView>
  let links: AppLinks
  /// How each route's layers are presented, as its module's catalog declares.
  let presentations: @Sendable (AnyRoute) -> RoutePresentation
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
    answerExits()
    var own = RouteCatalog<String>(module: "app")
    try own.add(AppRoute.self, key: "app") { _, _ in "Main › tab bar: Home, Settings" }
    try own.addTabs(MainTab.self, key: "tab")
    try Self.placeLinks(in: &own)
    let catalog = try app.install(
      [modules.dashboard, modules.settings, modules.auth, modules.onboarding], with: own)
    screens = try Self.screens(app: app, modules: modules, texts: catalog.screens)
    dialogs = try Self.dialogs()
    tabLabels = try Self.tabLabels()
    links = catalog.appLinks(origins: LinkOrigins(schemes: ["myapp"], hosts: ["shop.example"]))
    presentations = catalog.presentation(for:)
    restoration = catalog.restoration(version: 1)
  }

  /// Answers every module's exits: where each one leads is the app's decision.
  private func answerExits() {
    app.handleExits(DashboardExit.self) { exit in
      switch exit {
      case .openNotifications(let item): [.push(SettingsRoute.notifications(item: item))]
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

  /// A SwiftUI screen for every module's routes, checked for completeness at launch.
  private static func screens(
    app: AppRouter, modules: Modules, texts: DestinationRegistry<String>
  ) throws -> DestinationRegistry<AnyView> {
    var screens = DestinationRegistry<AnyView>()
    try screens.register(DashboardRoute.self) { route, screen in
      AnyView(
        DashboardScreen(
          text: texts.text(of: route, at: screen), screen: screen, dashboard: modules.dashboard,
          takeTheTour: { app.start(OnboardingFlow(context: modules.onboardingContext)) { _ in } }))
    }
    try screens.register(SettingsRoute.self) { route, screen in
      AnyView(
        SettingsScreen(
          text: texts.text(of: route, at: screen), screen: screen, settings: modules.settings))
    }
    try screens.register(AuthRoute.self) { route, screen in
      AnyView(
        AuthScreen(text: texts.text(of: route, at: screen), screen: screen, auth: modules.auth))
    }
    try screens.register(OnboardingRoute.self) { route, screen in
      AnyView(
        OnboardingScreen(
          text: texts.text(of: route, at: screen), screen: screen,
          onboarding: modules.onboarding))
    }
    try screens.validate(
      DashboardRoute.self, SettingsRoute.self, AuthRoute.self, OnboardingRoute.self)
    return screens
  }

  /// The app's own dialogs, as values: SwiftUI shows them, and the router runs their buttons.
  private static func dialogs() throws -> DestinationRegistry<DialogContent> {
    var dialogs = DestinationRegistry<DialogContent>()
    try dialogs.register(AppDialog.self) { dialog in
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
    return dialogs
  }

  private static func tabLabels() throws -> DestinationRegistry<AnyView> {
    var labels = DestinationRegistry<AnyView>()
    try labels.register(MainTab.self) { tab in
      switch tab {
      case .home: AnyView(Text("Home"))
      case .settings: AnyView(Text("Settings"))
      }
    }
    return labels
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

extension DestinationRegistry<String> {
  /// What the module's own screen for `route` says.
  @MainActor
  func text<Route: Hashable & Sendable>(of route: Route, at screen: ScreenID?) -> String {
    (try? self.screen(for: AnyRoute(route), at: screen)) ?? "\(route)"
  }
}
