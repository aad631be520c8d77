import ModuleRouting
import NavCore

/// Workload 5b: replacing a router's whole path with a deep one, as a deep link or a restored
/// state does.
@MainActor
enum SetPathWorkload {
  static func make() -> Workload {
    Workload(
      id: "5b", title: "setPath of a deep path",
      notes: [
        "One operation sets `AppRouter.path` to a `RoutePath` made from a `[BenchRoute]`, "
          + "releasing the path set before; against setting an `@Observable` `[AnyHashable]` "
          + "made from the same array, as `NavigationPath(routes)` stores it. Operations "
          + "alternate between two paths that differ in their first route, since setting a "
          + "path equal to the current one changes nothing."
      ],
      contenders: appRouter + anyHashable,
      checks: [
        DeepPathWorkloads.growthCheck("AppRouter setPath growth", "appRouter", goal: .atMost(1.1)),
        DeepPathWorkloads.speedupCheck(
          "AppRouter vs @Observable [AnyHashable], 10,000 routes", "appRouter", "anyHashable"),
      ])
  }

  private static var appRouter: [Contender] {
    DeepPathWorkloads.perDepth("appRouter", "AppRouter.path = RoutePath(routes)") { depth in
      let router = AppRouter(root: BenchRoute.home)
      let pair = DeepPathWorkloads.alternatingRoutes(depth: depth)
      return { operations in
        let router = opaque(router)
        for index in 0..<operations {
          router.path = RoutePath(opaque(pair[index & 1]))
        }
      }
    }
  }

  private static var anyHashable: [Contender] {
    DeepPathWorkloads.perDepth(
      "anyHashable", "@Observable [AnyHashable] = routes.map(AnyHashable.init)"
    ) { depth in
      let stack = ObservableHashableStack()
      let pair = DeepPathWorkloads.alternatingRoutes(depth: depth)
      return { operations in
        let stack = opaque(stack)
        for index in 0..<operations {
          stack.path = opaque(pair[index & 1]).map(AnyHashable.init)
        }
      }
    }
  }
}
