import NavCore

/// The app's connected scenes — its windows on iPad, Mac and visionOS — each with its own
/// router, and the rule that sends a link or a notification to one of them.
///
/// Each scene has its own ``AppRouter``, never one for the app; the scenes are told apart by a
/// stable identifier, UIKit's `UISceneSession.persistentIdentifier`. A delivery
/// (``SceneDelivery``) goes to:
///
/// 1. the scene the notification names, if it is connected;
/// 2. else a scene already showing the module of the link's route — one of the screens on view
///    (``NavigationState/screensOnView``) shows a route of a type that module declared
///    (``RouteCatalog/module(of:)``) — the most recently active of them when several do;
/// 3. else the most recently active scene.
///
/// The app may decide first: the `rule` given at init names a scene, or returns `nil` (or a
/// scene not connected) to leave the choice to the rule above.
///
/// ```swift
/// // Once, in the app delegate:
/// let scenes = SceneRouters(catalog: catalog, links: links)
///
/// // The scene delegate (UIWindowSceneDelegate):
/// func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
///            options: UIScene.ConnectionOptions) {
///   scenes.connect(session.persistentIdentifier, router: AppRouter(state: initial))
/// }
/// func sceneDidBecomeActive(_ scene: UIScene) {
///   scenes.activate(scene.session.persistentIdentifier)
/// }
/// func sceneDidDisconnect(_ scene: UIScene) {
///   scenes.disconnect(scene.session.persistentIdentifier)
/// }
/// func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
///   for context in contexts { deliver(.link(context.url.absoluteString)) }
/// }
///
/// // The notification center's delegate, once the user answered a notification:
/// guard let link = response.notification.request.content.userInfo["link"] as? String
/// else { return }
/// let scene = response.targetScene?.session.persistentIdentifier
/// deliver(.notification(link: link, targetScene: scene))
///
/// func deliver(_ delivery: SceneDelivery) {
///   guard let (id, _) = scenes.open(delivery) else { return }  // no scene yet: keep it
///   guard id != scenes.sceneIDs.first else { return }  // the scene in front
///   let session = UIApplication.shared.openSessions.first { $0.persistentIdentifier == id }
///   UIApplication.shared.requestSceneSessionActivation(session, userActivity: nil, options: nil)
/// }
/// ```
///
/// A route opens in a new window with its saved form
/// (``savedJSON(showing:on:using:)``), which the new scene restores as it launches.
@MainActor
public final class SceneRouters {
  /// The app's own choice of a scene for a delivery, before the library's rule: the
  /// identifier of a connected scene, or `nil` to leave the choice to the rule. It is given
  /// the delivery, the route its link opens (`nil` when the link is none of the app's or
  /// cannot be read), and the scenes.
  public typealias Rule =
    @MainActor (_ delivery: SceneDelivery, _ route: AnyRoute?, _ scenes: SceneRouters) -> String?

  /// The app's links: what a delivery's link opens, and where its route is placed.
  let links: AppLinks
  /// The module that declared a route's type, from the app's catalog.
  private let module: (AnyRoute) -> String?
  /// The app's own choice, asked first.
  private let rule: Rule?
  /// The router of each connected scene, by its identifier.
  private var routers: [String: AppRouter] = [:]
  /// The identifiers of the connected scenes, the most recently active first.
  public private(set) var sceneIDs: [String] = []

  /// The scenes of an app with no scene connected yet.
  ///
  /// - Parameters:
  ///   - catalog: The app's merged catalog: which module declared each route type.
  ///   - links: The app's links.
  ///   - rule: The app's own choice of a scene, asked first; none by default.
  public init<Screen>(catalog: RouteCatalog<Screen>, links: AppLinks, rule: Rule? = nil) {
    self.links = links
    self.module = { catalog.module(of: $0) }
    self.rule = rule
  }

  /// A scene connected, with its router: it comes first, as the most recently active one — a
  /// new window comes to the front. Connecting an identifier again replaces its router.
  public func connect(_ id: String, router: AppRouter) {
    routers[id] = router
    moveToFront(id)
  }

  /// A scene disconnected: it is never chosen again, and its router is released.
  public func disconnect(_ id: String) {
    routers[id] = nil
    sceneIDs.removeAll { $0 == id }
  }

  /// A scene became active: it is the most recently active one. Does nothing for a scene not
  /// connected.
  public func activate(_ id: String) {
    guard routers[id] != nil else { return }
    moveToFront(id)
  }

  /// The router of the scene `id`, or `nil` when no such scene is connected.
  public func router(for id: String) -> AppRouter? {
    routers[id]
  }

  /// The scene `delivery` goes to, and its router: the app's rule's choice, else the scene the
  /// notification names, else the most recently active scene showing the module of the
  /// link's route, else the most recently active one.
  ///
  /// - Returns: `nil` when no scene is connected.
  public func target(for delivery: SceneDelivery) -> (id: String, router: AppRouter)? {
    let route = try? links.route(for: delivery.link)
    let chosen = rule?(delivery, route, self).flatMap(connected) ?? defaultTarget(delivery, route)
    return chosen.flatMap { id in routers[id].map { (id, $0) } }
  }

  /// Opens `delivery`'s link in the scene it goes to (``target(for:)``), with that scene's
  /// router (``AppRouter/open(_:using:fileID:line:)->NavigationResult?``).
  ///
  /// A scene that has not launched yet keeps links for after its restoration
  /// (``SceneLaunch``): give such a scene the link through its launch instead, with
  /// ``target(for:)``.
  ///
  /// - Parameters:
  ///   - delivery: The link or the notification.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  /// - Returns: The scene chosen, for the UI to bring it forward, and what its router did with
  ///   the link (`nil`: the link is none of the app's); `nil` when no scene is connected, so
  ///   nothing was done and the app keeps the delivery.
  @discardableResult
  public func open(
    _ delivery: SceneDelivery, fileID: StaticString = #fileID, line: UInt = #line
  ) -> (id: String, result: NavigationResult?)? {
    guard let (id, router) = target(for: delivery) else { return nil }
    return (id, router.open(delivery.link, using: links, fileID: fileID, line: line))
  }

  /// The library's rule: the scene named, else one showing the route's module, else the most
  /// recently active.
  private func defaultTarget(_ delivery: SceneDelivery, _ route: AnyRoute?) -> String? {
    if let named = delivery.targetScene.flatMap(connected) { return named }
    if let module = route.flatMap(module),
      let showing = sceneIDs.first(where: { scene($0, shows: module) })
    {
      return showing
    }
    return sceneIDs.first
  }

  /// Whether a screen on view in the scene `id` shows a route of a type `module` declared.
  private func scene(_ id: String, shows module: String) -> Bool {
    guard let state = routers[id]?.storage.state else { return false }
    return state.screensOnView.contains { screen in
      state.route(of: screen).flatMap(self.module) == module
    }
  }

  /// `id`, when such a scene is connected.
  private func connected(_ id: String) -> String? {
    routers[id] == nil ? nil : id
  }

  /// Makes `id` the most recently active scene.
  private func moveToFront(_ id: String) {
    sceneIDs.removeAll { $0 == id }
    sceneIDs.insert(id, at: 0)
  }
}
