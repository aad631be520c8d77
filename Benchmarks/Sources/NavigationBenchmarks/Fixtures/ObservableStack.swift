import Observation

// The least an observable router can be: a stack of routes in an `@Observable` class, each
// push and pop one observed mutation. Any observable router pays at least this.
//
// The classes are not generic on purpose: a generic class's key paths are made anew at every
// access, which would add a key path's construction to every mutation of the floor.

/// An observable stack of `BenchRoute`.
@MainActor
@Observable
final class ObservableRouteStack {
  var path: [BenchRoute] = []

  /// A stack holding `depth` routes, as the routers measured against it hold.
  static func holding(_ depth: Int) -> ObservableRouteStack {
    let stack = ObservableRouteStack()
    stack.path = (1...depth).map { BenchRoute.details(id: $0) }
    return stack
  }
}

/// An observable stack of `AnyHashable`, as a `NavigationPath` held by an observable model
/// stores its routes.
@MainActor
@Observable
final class ObservableHashableStack {
  var path: [AnyHashable] = []
}
