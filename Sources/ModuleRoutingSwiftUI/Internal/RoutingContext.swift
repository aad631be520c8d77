#if canImport(SwiftUI)
  import ModuleRouting
  import SwiftUI

  /// What every part of a ``RoutedView`` needs: the router, the catalog that declares screens,
  /// dialogs, tab labels and presentations, and the presented layer the part is inside.
  struct RoutingContext: Sendable {
    let app: AppRouter
    let catalog: RouteCatalog<AnyView>
    /// The innermost presented layer the part is inside; `nil` for the root stack's parts.
    var layer: LayerContent? = nil

    /// The tree as this part shows it: the router's, or the frozen copy of a layer leaving.
    @MainActor
    var tree: ShownTree {
      ShownTree(app, inside: layer)
    }

    /// The context of the parts inside the presented layer `content`.
    func inside(_ content: LayerContent) -> RoutingContext {
      var context = self
      context.layer = content
      return context
    }

    /// How the screens of `route` are presented, as the catalog declared them.
    func presentation(_ route: AnyRoute) -> RoutePresentation {
      catalog.presentation(for: route)
    }

    /// The screen of `route`, or a text naming it when no screen is declared (the catalog's
    /// screens report that).
    ///
    /// - Parameter screen: Which screen of the tree it is; `nil` for a route that is not in
    ///   the router's state (yet).
    @MainActor
    func screen(for route: AnyRoute, at screen: ScreenID?) -> AnyView {
      do {
        return try catalog.screens.screen(for: route, at: screen)
      } catch {
        return AnyView(Text(verbatim: "No screen for \(route.debugDescription)"))
      }
    }

    /// What the alert or dialog `layer`, presented over the stack at `address`, shows, its
    /// buttons bound to this presentation (`AppRouter.dialog(over:using:)`), so a button kept
    /// after it went does nothing; for a route with no dialog declared (which the router
    /// reports), its name and one button that closes it.
    @MainActor
    func dialog(for layer: PresentedLayer, over address: StackAddress) -> DialogContent {
      if let content = try? app.dialog(over: address, using: catalog) { return content }
      return DialogContent(
        title: layer.route.debugDescription, buttons: [DialogButton("OK", role: .cancel)])
    }

    /// The tab bar item of `tab`, or its name when its type is declared with no label.
    @MainActor
    func label(for tab: AnyRoute) -> AnyView {
      catalog.tabLabel(for: tab) ?? AnyView(Text(verbatim: tab.description))
    }
  }
#endif
