#if canImport(SwiftUI)
  import ModuleRouting
  import SwiftUI

  /// Shows an app router's whole navigation tree with SwiftUI, and sends every change the user
  /// makes back through the router.
  ///
  /// The view walks the tree stack by stack (`StackAddress`): a `NavigationStack` bound to
  /// each stack's path, a `TabView` bound to each tab bar's selection, and a sheet, a
  /// full-screen cover, a popover, an alert or a confirmation dialog for each presented layer,
  /// each layer with a stack of its own. Everything it shows is read from the app's merged
  /// catalog: every screen, told which screen of the tree it is, how each layer is presented,
  /// each tab's label, and every alert and dialog — read through the router, its buttons bound
  /// to their layer (`AppRouter.dialog(over:using:)`).
  ///
  /// Each window shows a router of its own, made by the view the window group shows, so two
  /// windows never share a stack:
  ///
  /// ```swift
  /// @main
  /// struct ShopApp: App {
  ///   var body: some Scene {
  ///     WindowGroup { ShopScene() }
  ///   }
  /// }
  ///
  /// struct ShopScene: View {
  ///   @State private var app = AppRouter(root: CatalogRoute.home)  // one per window
  ///   let catalog: RouteCatalog<AnyView>  // from app.install(modules, with: own)
  ///
  ///   var body: some View {
  ///     RoutedView(app, catalog: catalog)
  ///       .opensLinks(using: catalog.appLinks(origins: LinkOrigins(schemes: ["shop"])))
  ///       .restoresState(using: catalog.restoration(version: 1))
  ///   }
  /// }
  /// ```
  ///
  /// The view is built on the public decisions of ModuleRouting — `ShownTree`,
  /// `StackPathBinding`, `TabSelectionBinding`, `LayerPresentation` — which a custom stack
  /// view or sheet uses the same way. What the user does — a swipe back, a sheet swiped down,
  /// a tab tapped, an alert's button — reaches the router as a binding write carrying what the
  /// view showed, or as `AppRouter.choose(_:)`, through
  /// the same pipeline as any request: guards and leave guards judge it, events report it, and
  /// a refused write leaves the view showing the router's state, not the user's gesture.
  ///
  /// Each part of the view reads only its own slice of the state (a stack's path, the layer
  /// over it, a tab bar's selection, a stack's root), so a push in one tab redraws that tab's
  /// stack and nothing else.
  ///
  /// A route with no screen or dialog declared is reported as a `NavigationIssue` each time it
  /// is drawn, and shows a plain text naming it; a tab whose type has no label shows its name.
  public struct RoutedView: View {
    private let context: RoutingContext
    private var links: AppLinks?
    private var restoration: SceneRestoration?

    /// A view showing `app`'s tree, each screen, alert and tab label built and each layer
    /// presented as `catalog` declares its route type: its screen or its dialog, and for a
    /// layer, its detents, drag indicator, interactive dismissal and compact adaptation
    /// (`RoutePresentation`).
    ///
    /// - Parameters:
    ///   - app: The router whose state the view shows and changes.
    ///   - catalog: The app's merged route catalog; a catalog of other screens — the modules'
    ///     texts — becomes one of views with `RouteCatalog.mapScreens(_:)`.
    public init(_ app: AppRouter, catalog: RouteCatalog<AnyView>) {
      context = RoutingContext(app: app, catalog: catalog)
    }

    /// The tree from its root stack, with the environment every screen reads.
    public var body: some View {
      StackView(address: .root, context: context)
        .environment(\.moduleRouters, ModuleRouters(app: context.app))
        .launching(links: links, restoration: restoration, with: context.app)
    }

    /// This view, opening the links the app receives (`onOpenURL`) through the router.
    ///
    /// Each URL is opened with `AppRouter.open(_:using:)`: the route it names is placed where
    /// the composition root says, as one request with the deep-link source, so guards judge
    /// it; a link of the app's that cannot be read is refused and reported, and one that is
    /// none of the app's is left alone.
    ///
    /// - Parameter links: The app's links, from its merged catalog.
    /// - Returns: A view that opens links with `links`.
    public func opensLinks(using links: AppLinks) -> RoutedView {
      var view = self
      view.links = links
      return view
    }

    /// This view, saving the tree with the scene and bringing it back when the scene is
    /// restored.
    ///
    /// The tree is saved as JSON in the scene's storage (`SceneStorage`) each time the scene
    /// leaves the foreground. When the view first appears it reads what was saved with
    /// `AppRouter.readSavedJSON(_:using:policy:)` and applies it with
    /// `AppRouter.restore(_:)`, through the guards with the restoration source.
    /// Data that cannot be read leaves the state as it was. A link that arrives before that is
    /// kept and opened after it, on the restored tree (`SceneLaunch` decides the order).
    ///
    /// - Parameters:
    ///   - table: The stable keys of the routes to save.
    ///   - key: The scene storage key; `"navigation"` by default.
    ///   - policy: How strictly saved data is read; lenient by default, which keeps what can
    ///     be read.
    ///   - onFailure: Told of a state that could not be saved or read, and of each thing the
    ///     lenient policy dropped; nothing by default.
    /// - Returns: A view that saves and restores the tree with its scene.
    public func restoresState(
      using table: RestorationTable, key: String = "navigation",
      policy: RestorationTable.Policy = .lenient,
      onFailure: (@MainActor @Sendable (RestorationError) -> Void)? = nil
    ) -> RoutedView {
      var view = self
      view.restoration = SceneRestoration(
        table: table, key: key, policy: policy, onFailure: onFailure)
      return view
    }
  }
#endif
