import NavCore
import Observation

/// One module run alone — for a preview of any of its screens, a feature's demo app, or a test
/// of the module — with no composition root and no other module.
///
/// A sandbox makes an ``AppRouter`` showing the module's routes, makes the module's builder
/// with it, and installs that builder's catalog alone. The module's own screens are real,
/// built by its catalog; what the composition root would otherwise provide is stood in for:
///
/// - **Exits are recorded, not refused.** Every exit of the module's `Exit` type it takes —
///   plain, or expecting a result its catalog declares (the module is told it was cancelled)
///   — is kept, in order, as a
///   value (``exits``) and as text a preview can show (``exitLog``), and leaves the state as
///   it was. ``AppRouter/install(_:with:)`` finds a handler for the module's `Exit` type, so
///   it reports no ``CatalogError/Problem/noExitHandler``.
/// - **Another module's routes show a placeholder** that names them — a route a link, a
///   restored state or a test put on screen: ``catalog`` builds it for every route type it
///   does not declare, where a catalog would throw ``DestinationError/missingScreen(_:)``.
/// - **Links open on the root stack**: each of the module's route types with links and no
///   placement is pushed there.
///
/// ```swift
/// let sandbox = try ModuleSandbox(DashboardBuilder.init(app:), root: .items) { $0 }
/// DashboardRouter(sandbox.app).exit(.openSettings)
/// sandbox.exits    // [DashboardExit.openSettings]
/// sandbox.exitLog  // ["left through DashboardExit.openSettings"]
///
/// sandbox.app.navigate(to: SettingsRoute.privacy)
/// try sandbox.catalog.screens.screen(for: sandbox.app.state.top)
/// // "SettingsRoute.privacy — another module"
/// ```
///
/// In a SwiftUI preview, hand ``app`` and ``catalog`` to the view that draws the tree, as the
/// app's composition root does with its own.
@MainActor
public final class ModuleSandbox<Builder: ModuleBuilder> {
  /// The router the module's screens are shown by: it holds the module's routes, and any a
  /// test pushes.
  public let app: AppRouter
  /// The module's builder, made with ``app``: the one that builds the screens and their models.
  public let module: Builder
  /// The module's catalog, installed alone: its own screens and dialogs as it declares them,
  /// and a placeholder naming any other route.
  public let catalog: RouteCatalog<Builder.Screen>
  /// Keeps the exits the module takes.
  private let recorder = ExitRecorder<Builder.Exit>()

  /// Runs one module alone, showing `root` with `path` pushed above it.
  ///
  /// - Parameters:
  ///   - module: Makes the module's builder with the sandbox's router.
  ///   - root: The module's route at the bottom of the stack.
  ///   - path: The module's routes pushed above it; none by default.
  ///   - placeholder: The screen of a route of another module, from the text naming it:
  ///     `"SettingsRoute.privacy — another module"`.
  /// - Throws: ``CatalogError`` naming what ``AppRouter/install(_:with:)`` refused: a
  ///   declaration the module's catalog refused, or its route type without a screen.
  public init(
    _ module: @MainActor (AppRouter) -> Builder, root: Builder.Route, path: [Builder.Route] = [],
    placeholder: @escaping @MainActor @Sendable (String) -> Builder.Screen
  ) throws(CatalogError) {
    let app = AppRouter(state: NavigationState(root: root, path: RoutePath(path)))
    let builder = module(app)
    self.app = app
    self.module = builder
    app.handleExits(Builder.Exit.self) { [recorder] exit in
      recorder.exits.append(exit)
      return []
    }
    let built = Result { () throws(CatalogError) in try builder.catalog() }
    // An exit that expects a result is recorded too, and the module awaiting it is told the
    // exit was cancelled: no other module runs here to answer it.
    for declaration in (try? built.get())?.exitResults ?? [] {
      app.exitResultHandlers[declaration.key] = ExitResultHandling(
        exitType: declaration.exitType
      ) { [recorder] exit in
        if let exit = exit.value(as: Builder.Exit.self) { recorder.exits.append(exit) }
        return ExitFlow { _, _, _, _, end in end(.cancelled) }
      }
    }
    var installed = try app.install([Prebuilt<Builder>(built)])
    installed.showPlaceholders(placeholder)
    catalog = installed
  }

  /// The exits the module took, in the order taken: each left the state as it was.
  public var exits: [Builder.Exit] {
    recorder.exits
  }

  /// The exits the module took, as text a preview can show: `"left through
  /// DashboardExit.openSettings"`.
  public var exitLog: [String] {
    exits.map { "left through \(Builder.Exit.self).\($0)" }
  }
}

/// The exits a sandbox recorded, observable so that a preview showing them is redrawn.
@MainActor
@Observable
private final class ExitRecorder<Exit> {
  var exits: [Exit] = []
}

/// A module's builder whose catalog is built already, placed for running alone.
@MainActor
private struct Prebuilt<Base: ModuleBuilder>: ModuleBuilder {
  typealias Route = Base.Route
  typealias Exit = Base.Exit

  /// The module's catalog, or what it refused.
  let built: Result<RouteCatalog<Base.Screen>, CatalogError>

  /// The module's catalog as `built`, each of its route types with links and no placement
  /// pushed on the root stack.
  init(_ built: Result<RouteCatalog<Base.Screen>, CatalogError>) {
    self.built = built.map { catalog in
      var catalog = catalog
      catalog.schema.placeUnplacedLinkTypes(.push())
      return catalog
    }
  }

  func catalog() throws(CatalogError) -> RouteCatalog<Base.Screen> {
    try built.get()
  }
}

extension RouteCatalog {
  /// Shows a placeholder for every route of a type the catalog does not declare, as a screen
  /// or as an alert's content, for a module run alone.
  ///
  /// - Parameter screen: The placeholder screen, from the text naming the route.
  fileprivate mutating func showPlaceholders(
    _ screen: @escaping @MainActor @Sendable (String) -> Screen
  ) {
    screens.setPlaceholder(declining: dialogs.resolvableTypes) { route, _ in
      screen(placeholderText(for: route))
    }
    dialogs.setPlaceholder(declining: screens.resolvableTypes) { route, _ in
      DialogContent(
        title: placeholderText(for: route), buttons: [DialogButton("OK", role: .cancel)])
    }
  }
}

/// The text naming a route of another module: its type and the route.
private func placeholderText(for route: AnyRoute) -> String {
  "\(route.routeMetatype).\(route) — another module"
}
