import ModuleRouting
import NavCore

/// Workload 3b: reading a stack's path from the router, as a view does on every update,
/// against reading the stored property of an `@Observable` class.
@MainActor
enum ReadPathWorkload {
  static func make() -> Workload {
    Workload(
      id: "3b", title: "Reading a stack's path from the router",
      notes: [
        "One operation reads a path of 8 routes: from `AppRouter.path(at:)` for the root stack "
          + "of a flat router, and for the focused stack of the tree of workload 7a (3 tabs; "
          + "in the last, a full-screen cover presents a sheet); against reading the `[R]` "
          + "property of an `@Observable` class. Each read registers with Observation as a "
          + "view's would, outside any tracking scope, as the baseline's does."
      ],
      contenders: [flat, tree, observable],
      checks: [
        Check(
          label: "path(at: .root) vs @Observable property",
          figure: .ratio(subject: "flat", baseline: "observable"), goal: .atMost(5)),
        Check(
          label: "path(at:) of the focused stack in a tree vs @Observable property",
          figure: .ratio(subject: "tree", baseline: "observable"), goal: .none),
      ])
  }

  private static var flat: Contender {
    let router = AppRouter(
      state: NavigationState(root: BenchRoute.home, path: RoutePath(BenchRoute.rotation)))
    return Contender(key: "flat", label: "AppRouter.path(at: .root)") { operations in
      let router = opaque(router)
      for _ in 0..<operations {
        blackHole(router.path(at: .root))
      }
    }
  }

  private static var tree: Contender {
    let focus = BenchTree.focusedAddress(tabs: 3, layers: 2)
    let router = AppRouter(state: BenchTree.state(tabs: 3, layers: 2))
    router.setPath(RoutePath(BenchRoute.rotation), at: focus)
    return Contender(key: "tree", label: "AppRouter.path(at:), focused stack of a tree") {
      operations in
      let router = opaque(router)
      let address = opaque(focus)
      for _ in 0..<operations {
        blackHole(router.path(at: address))
      }
    }
  }

  private static var observable: Contender {
    let stack = ObservableRouteStack()
    stack.path = BenchRoute.rotation
    return Contender(key: "observable", label: "@Observable [BenchRoute]: path") { operations in
      let stack = opaque(stack)
      for _ in 0..<operations {
        blackHole(stack.path)
      }
    }
  }
}
