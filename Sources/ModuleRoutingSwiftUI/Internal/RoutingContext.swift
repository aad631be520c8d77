#if canImport(SwiftUI)
  import ModuleRouting
  import SwiftUI

  /// What every part of a ``RoutedView`` needs: the router, how to build screens, dialogs and
  /// tab labels, and the presented layer the part is inside.
  struct RoutingContext: Sendable {
    let app: AppRouter
    let screens: DestinationRegistry<AnyView>
    let dialogs: DestinationRegistry<DialogContent>
    let tabLabels: DestinationRegistry<AnyView>
    /// How the screens of a route are presented, as the catalog declared them.
    let presentation: @Sendable (AnyRoute) -> RoutePresentation
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

    /// The screen of `route`, or a text naming it when no screen is registered (the registry
    /// reports that).
    ///
    /// - Parameter screen: Which screen of the tree it is; `nil` for a route that is not in
    ///   the router's state (yet).
    @MainActor
    func screen(for route: AnyRoute, at screen: ScreenID?) -> AnyView {
      do {
        return try screens.screen(for: route, at: screen)
      } catch {
        return AnyView(Text(verbatim: "No screen for \(route.debugDescription)"))
      }
    }

    /// What the alert or dialog `layer`, presented over the stack at `address`, shows, its
    /// buttons bound to this presentation (`AppRouter.dialog(over:using:)`), so a button kept
    /// after it went does nothing; for a route with no dialog registered (which the registry
    /// reports), its name and one button that closes it.
    @MainActor
    func dialog(for layer: PresentedLayer, over address: StackAddress) -> DialogContent {
      if let content = try? app.dialog(over: address, using: dialogs) { return content }
      return DialogContent(
        title: layer.route.debugDescription, buttons: [DialogButton("OK", role: .cancel)])
    }

    /// The tab bar item of `tab`, or its name when no label is registered (the registry
    /// reports that).
    @MainActor
    func label(for tab: AnyRoute) -> AnyView {
      do {
        return try tabLabels.screen(for: tab)
      } catch {
        return AnyView(Text(verbatim: tab.description))
      }
    }
  }
#endif
