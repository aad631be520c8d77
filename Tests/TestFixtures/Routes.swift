import NavCore

// Routes shared by the test suites. Public so that each suite sees them through
// `import TestFixtures`; their qualified names read `TestFixtures.DashboardRoute`.

public enum DashboardRoute: Hashable, Sendable, Codable {
  case home
  case details(id: Int)
}

public enum DashboardExit: Hashable, Sendable, Codable {
  case openSettings
  case logout
}

public enum SettingsRoute: Hashable, Sendable, Codable {
  case main
  case privacy
}

public enum SettingsExit: Hashable, Sendable, Codable {
  case done
}

public enum AuthRoute: Hashable, Sendable, Codable {
  case login
}

/// A route three words wide: the most an existential container holds without allocating.
public struct ThreeWordRoute: Hashable, Sendable, Codable {
  public var a: Int
  public var b: Int
  public var c: Int

  public init(a: Int, b: Int, c: Int) {
    self.a = a
    self.b = b
    self.c = c
  }
}

/// A route too wide to sit inline in an existential container.
public struct WideRoute: Hashable, Sendable, Codable {
  public var a: Int
  public var b: Int
  public var c: Int
  public var d: Int

  public init(a: Int, b: Int, c: Int, d: Int) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
  }
}

/// A path of `depth` dashboard detail routes, ids 0 to depth - 1.
public func detailsPath(depth: Int) -> RoutePath {
  RoutePath((0..<depth).map { DashboardRoute.details(id: $0) })
}
