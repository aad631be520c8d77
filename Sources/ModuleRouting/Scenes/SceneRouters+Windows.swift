import Foundation
import NavCore

extension SceneRouters {
  /// The saved form of a new window showing `route`: the tree a new scene starts with,
  /// `route` placed on it as a link to it would place it (``RouteCatalog/place(_:_:)``), saved
  /// as JSON under `table`'s keys — what a scene activation request (UIKit) or
  /// `openWindow(value:)` (SwiftUI) carries, so that the new scene restores it as it launches.
  ///
  /// ```swift
  /// let data = try scenes.savedJSON(showing: ItemRoute.details(id: 7), on: initial, using: table)
  ///
  /// // UIKit: the new scene's delegate reads it from its connection options.
  /// let activity = NSUserActivity(activityType: "com.example.window")
  /// activity.userInfo = ["saved": data]
  /// UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil)
  /// // ... in scene(_:willConnectTo:options:):
  /// var launch = SceneLaunch(saved: options.userActivities.first?.userInfo?["saved"] as? Data)
  ///
  /// // SwiftUI: WindowGroup(for: Data.self) { $saved in Root(launch: SceneLaunch(saved: saved)) }
  /// openWindow(value: data)
  /// ```
  ///
  /// The new scene's launch restores the data (``SceneLaunch/Step/restore(_:)``) with its
  /// router's ``AppRouter/readSavedJSON(_:using:policy:)`` and
  /// ``AppRouter/restore(_:fileID:line:)``, so its guards judge the tree as they judge any
  /// restored one.
  ///
  /// - Parameters:
  ///   - route: The route the new window shows.
  ///   - initial: The tree a new scene starts with, before `route` is placed.
  ///   - table: The app's restoration table, which the new scene reads the data with.
  /// - Returns: The new window's tree, as JSON.
  /// - Throws: ``NavigationRefusal/noPlacement(_:)`` when `route`'s type has no placement; the
  ///   refusal of the placement's commands when `initial` cannot host them (no such tab); a
  ///   refusal naming the ``RestorationError`` when the tree cannot be saved (a route type
  ///   with no key).
  public func savedJSON<Route: Hashable & Sendable>(
    showing route: Route, on initial: NavigationState, using table: RestorationTable
  ) throws(NavigationRefusal) -> Data {
    let route = AnyRoute(route)
    guard let placement = links.placement(for: route) else {
      throw .noPlacement(RouteType(of: route))
    }
    let state = try initial.applying(placement.commands(placing: route))
    do {
      return try table.savedJSON(of: state)
    } catch {
      throw .notSaved(error)
    }
  }
}

extension NavigationRefusal {
  /// A new window's tree that could not be saved: `error` says which route has no key.
  package static func notSaved(_ error: RestorationError) -> Self {
    Self(reason: NotSaved(error: error))
  }
}

/// The reason of ``NavigationRefusal/notSaved(_:)``.
private struct NotSaved: Hashable, Sendable, CustomStringConvertible {
  let error: RestorationError

  var description: String {
    "cannot save the new window's tree: \(error)"
  }
}
