import ModuleRouting
import NavCore

/// The push + pop loops the router workloads share, written once so that every workload
/// measures the same loop: through an `AppRouter`, through a `NavigationState`, and on the
/// floor of any observable router, an `@Observable` class holding `[R]`.
///
/// Each operation pushes one of eight `BenchRoute` values, taken in turn, and pops it.
@MainActor
enum RouterContenders {
  /// `navigate(to:)` + `pop()` on `router`.
  static func router(
    _ key: String, _ label: String, _ router: AppRouter, counters: [EventCounter] = []
  ) -> Contender {
    Contender(key: key, label: label, counters: counters) { operations in
      let router = opaque(router)
      let routes = opaque(BenchRoute.rotation)
      for index in 0..<operations {
        router.navigate(to: routes[index & 7])
        blackHole(router.pop())
      }
    }
  }

  /// `apply(.push(_:))` + `apply(.pop(count: 1))` on `state`, kept from batch to batch.
  static func state(_ key: String, _ label: String, _ state: NavigationState) -> Contender {
    let carried = Carried(state, empty: NavigationState(root: BenchRoute.home))
    return Contender(key: key, label: label) { operations in
      let routes = opaque(BenchRoute.rotation)
      carried.mutate { state in
        for index in 0..<operations {
          try! state.apply(.push(routes[index & 7]))
          try! state.apply(.pop(count: 1))
        }
      }
    }
  }

  /// `append` + `removeLast()` on the `[BenchRoute]` of `stack`.
  static func observable(
    _ key: String, _ label: String, _ stack: ObservableRouteStack,
    counters: [EventCounter] = []
  ) -> Contender {
    Contender(key: key, label: label, counters: counters) { operations in
      let stack = opaque(stack)
      let routes = opaque(BenchRoute.rotation)
      for index in 0..<operations {
        stack.path.append(routes[index & 7])
        blackHole(stack.path.removeLast())
      }
    }
  }
}
