import Dashboard
import ModuleRouting
import ModuleRoutingSwiftUI
import Settings
import SwiftUI

// Previews of module screens, each over a router of its own with its module's builder: no app,
// no composition root. DemoTests' ModulePreviewTests drive the same wiring without a view.

/// The item list, its taps pushing through the Dashboard's router.
struct ItemListPreview: PreviewProvider {
  static var previews: some View {
    let app = AppRouter(root: DashboardRoute.items)
    RoutedView(
      app,
      catalog: catalog(of: DashboardRoute.self) { route, screen in
        AnyView(
          DashboardScreen(text: "\(route)", screen: screen, dashboard: DashboardBuilder(app: app)))
      })
  }
}

/// The Settings home, its sheets presented by the Settings router.
struct SettingsHomePreview: PreviewProvider {
  static var previews: some View {
    let app = AppRouter(root: SettingsRoute.main)
    let settings = SettingsBuilder(app: app)
    SettingsScreen(text: "Settings", screen: ScreenID(stack: .root, depth: 0), settings: settings)
      .moduleRouters(from: app)
  }
}

/// An item's details, the Dashboard run alone in a sandbox: Notifications leaves the module, so
/// the sandbox records it and the preview lists it under the screen; the other screens of the
/// Dashboard push as they do in the app.
struct ItemDetailsAlonePreview: PreviewProvider {
  static var previews: some View {
    if let sandbox = try? ModuleSandbox(
      DashboardBuilder.init(app:), root: .items, path: [.details(id: 7)], placeholder: { $0 })
    {
      VStack {
        RoutedView(
          sandbox.app,
          catalog: sandbox.catalog.mapScreens { text, route, screen in
            guard route.is(DashboardRoute.self) else { return AnyView(Text(text)) }
            return AnyView(
              DashboardScreen(
                text: text, screen: screen, dashboard: sandbox.module))
          })
        ForEach(sandbox.exitLog, id: \.self) { line in Text(line) }
      }
    }
  }
}

/// A catalog with one module's screens, for a preview.
@MainActor
private func catalog<Route: Hashable & Sendable>(
  of type: Route.Type, _ screen: @escaping @MainActor @Sendable (Route, ScreenID?) -> AnyView
) -> RouteCatalog<AnyView> {
  var catalog = RouteCatalog<AnyView>(module: "preview")
  // The first declaration of a route type in an empty catalog never throws.
  try? catalog.add(type, screen: screen)
  return catalog
}
