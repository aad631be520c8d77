import NavCore

/// What a stack's `NavigationStack(path:)` binding shows, and what a write to it does.
///
/// The binding carries the path the view was given (``shown``): a write is judged against
/// what the user saw, not against whatever the router holds when it arrives. SwiftUI writes
/// the whole path back: one route shorter for a swipe back, several shorter for
/// a long press on Back, one longer when a `NavigationLink(value:)` appends a route. The write
/// is read against the path the view was given, and becomes one request:
///
/// - a shorter path that keeps the bottom routes pops to them;
/// - routes appended by a link are pushed through the router, if the catalog has a screen for
///   each; a route without one is refused and reported, never pushed to show nothing;
/// - a write made after the router moved on (a push from code while Back animated) is stale,
///   and changes nothing: the view is told again and shows the router's path;
/// - a write from a layer that is leaving reaches nothing.
///
/// A custom stack view makes one each time it reads the path, and binds to it:
///
/// ```swift
/// let binding = StackPathBinding(address: address, root: root, in: tree)
/// NavigationStack(path: Binding(get: { binding.elements }, set: { path in
///   binding.write(path, in: tree, hasScreen: catalog.screens.hasScreen(for:))
/// })) {
///   rootScreen.navigationDestination(for: AnyRoute.self) { element in
///     let (route, screen) = binding.destination(of: element)
///     MyScreen(route: route, screen: screen)
///   }
/// }
/// ```
public struct StackPathBinding: Sendable {
  /// The stack.
  public let address: StackAddress
  /// The stack's root, under the path.
  public let root: AnyRoute
  /// The router's path when the view read it: the path the `NavigationStack` was given.
  public let shown: RoutePath

  /// What one write asks for.
  public enum Write: Equatable, Sendable {
    /// The path written is the one shown.
    case unchanged
    /// The router's path is no longer the one the view showed.
    case stale
    /// Keep the bottom `count` routes; pop the rest.
    case pop(keeping: Int)
    /// Push these routes, appended by links.
    case push([AnyRoute])
    /// A link appended a route that no screen is registered for.
    case missingScreen(AnyRoute)
    /// Set the path to this one.
    case replace(RoutePath)
  }

  /// The binding of the stack at `address`, showing `shown` over `root`.
  public init(address: StackAddress, root: AnyRoute, shown: RoutePath) {
    self.address = address
    self.root = root
    self.shown = shown
  }

  /// The binding of the stack at `address` over `root`, as `tree` shows it now.
  @MainActor
  public init(address: StackAddress, root: AnyRoute, in tree: ShownTree) {
    self.init(address: address, root: root, shown: tree.path(at: address))
  }

  /// The path the `NavigationStack` is given: each route wrapped with its depth and a digest
  /// of the routes below it, so SwiftUI rebuilds a screen when a route below it changes.
  public var elements: RoutePath {
    PathEntry.wrap(shown, above: root)
  }

  /// What writing `written` asks for, when the router's path is `current`.
  ///
  /// - Parameters:
  ///   - written: The path the `NavigationStack` wrote.
  ///   - current: The router's path now.
  ///   - hasScreen: Whether a route appended by a link has a screen to show.
  public func decide(
    _ written: RoutePath, current: RoutePath, hasScreen: (AnyRoute) -> Bool
  ) -> Write {
    guard current == shown else { return .stale }
    let elements = elements
    if written == elements { return .unchanged }
    let kept = zip(written, elements).prefix { $0 == $1 }.count
    if kept == written.count { return .pop(keeping: kept) }
    let appended = Array(written.dropFirst(kept))
    let byLinks = appended.allSatisfy { $0.value(as: PathEntry.self) == nil }
    if kept == elements.count, byLinks {
      if let route = appended.first(where: { !hasScreen($0) }) { return .missingScreen(route) }
      return .push(appended)
    }
    return .replace(PathEntry.unwrap(written))
  }

  /// Writes `written` as the user's change to the stack, through the router.
  ///
  /// - Parameters:
  ///   - written: The path the `NavigationStack` wrote.
  ///   - tree: The tree as the view shows it; nothing is written while it is leaving.
  ///   - hasScreen: Whether a route appended by a link has a screen to show.
  ///   - fileID: The caller's file, named in any issue the write reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  /// - Returns: The decision, with what the router answered when it was asked.
  @MainActor @discardableResult
  public func write(
    _ written: RoutePath, in tree: ShownTree, hasScreen: (AnyRoute) -> Bool,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> (write: Write, result: NavigationResult?) {
    guard tree.isLive else { return (.stale, nil) }
    let app = tree.app
    let write = decide(
      written, current: app.storage.state[stack: address]?.path ?? [], hasScreen: hasScreen)
    let site = CallSite(fileID, line)
    switch write {
    case .unchanged:
      return (write, nil)
    case .stale:
      app.showAgain(.path(address))
      return (write, nil)
    case .missingScreen(let route):
      let error = DestinationError(routeType: RouteType(of: route))
      NavigationIssue.report(.destination(error), at: site)
      app.showAgain(.path(address))
      return (write, nil)
    case .pop(let count):
      let path = RoutePath(shown.prefix(count))
      return (write, app.setPath(path, at: address, fileID: fileID, line: line))
    case .push(let routes):
      var path = shown
      path.append(contentsOf: routes)
      return (write, app.setPath(path, at: address, fileID: fileID, line: line))
    case .replace(let path):
      return (write, app.setPath(path, at: address, fileID: fileID, line: line))
    }
  }

  /// The route one element of ``elements`` shows, with the screen of the tree it is: a route
  /// the router pushed, at its depth; or a route a `NavigationLink` appended, shown until the
  /// router's path, which now holds it, replaces it, with no screen of the tree (`nil`).
  public func destination(of element: AnyRoute) -> (route: AnyRoute, screen: ScreenID?) {
    guard let entry = element.value(as: PathEntry.self) else { return (element, nil) }
    return (entry.route, ScreenID(stack: address, depth: entry.depth))
  }
}
