import NavCore

enum DashboardRoute: Hashable, Sendable {
  case home
  case details(id: Int)
}

enum SettingsRoute: Hashable, Sendable {
  case main
  case privacy
}

enum AuthRoute: Hashable, Sendable {
  case login
}

/// A route three words wide: the most an existential container holds without allocating.
struct ThreeWordRoute: Hashable, Sendable {
  var a: Int
  var b: Int
  var c: Int
}

/// A route too wide to sit inline in an existential container.
struct WideRoute: Hashable, Sendable {
  var a: Int
  var b: Int
  var c: Int
  var d: Int
}

/// A path of `depth` dashboard detail routes, ids 0 to depth - 1.
func detailsPath(depth: Int) -> RoutePath {
  RoutePath((0..<depth).map { DashboardRoute.details(id: $0) })
}
