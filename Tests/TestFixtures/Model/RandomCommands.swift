import NavCore

/// Random flat commands and batches for property tests, drawn from sixteen route kinds of
/// different types and sizes, with pop counts at the edges (`Int.min`, `Int.max`, negatives).
public struct RandomCommands {
  public var generator: SplitMix64

  public init(seed: UInt64) {
    generator = SplitMix64(seed: seed)
  }

  /// One of sixteen routes; several compare equal across draws, and some differ only by type.
  public mutating func route() -> AnyRoute {
    switch Int.random(in: 0..<16, using: &generator) {
    case 0: AnyRoute(DashboardRoute.home)
    case 1: AnyRoute(DashboardRoute.details(id: 1))
    case 2: AnyRoute(DashboardRoute.details(id: 2))
    case 3: AnyRoute(SettingsRoute.main)
    case 4: AnyRoute(SettingsRoute.privacy)
    case 5: AnyRoute(AuthRoute.login)
    case 6: AnyRoute(1)
    case 7: AnyRoute(Int64(1))
    case 8: AnyRoute(Int8(1))
    case 9: AnyRoute("a")
    case 10: AnyRoute("b")
    case 11: AnyRoute(ThreeWordRoute(a: 1, b: 2, c: 3))
    case 12: AnyRoute(WideRoute(a: 1, b: 2, c: 3, d: 4))
    case 13: AnyRoute(CountingRoute(id: 1))
    case 14: AnyRoute(Optional(1))
    default: AnyRoute(SettingsExit.done)
    }
  }

  /// A pop count: usually small, sometimes negative or at the limits of `Int`.
  public mutating func popCount() -> Int {
    switch Int.random(in: 0..<20, using: &generator) {
    case 0: Int.min
    case 1: Int.max
    case 2: -Int.random(in: 1...3, using: &generator)
    default: Int.random(in: 0...4, using: &generator)
    }
  }

  /// A path of up to five random routes.
  public mutating func path() -> RoutePath {
    RoutePath((0..<Int.random(in: 0...5, using: &generator)).map { _ in route() })
  }

  /// A flat command; pushes and pops are the most common, as in an app.
  public mutating func command() -> NavigationCommand {
    switch Int.random(in: 0..<20, using: &generator) {
    case 0..<7: .push(route())
    case 7..<12: .pop(count: popCount())
    case 12..<15: .popTo(route())
    case 15: .popToRoot
    case 16..<18: .setPath(path())
    default: .setRoot(route())
    }
  }

  /// A batch of zero to four commands.
  public mutating func batch() -> [NavigationCommand] {
    (0..<Int.random(in: 0...4, using: &generator)).map { _ in command() }
  }

  /// A whole number in `range`.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &generator)
  }
}
