/// What a screen factory builds in the benchmarks: a small value made from the route.
///
/// Real screens (a SwiftUI view, a view controller) cost more to build, which would make the
/// registry's share smaller; this is the strictest case for it.
struct Screen: Sendable {
  let name: StaticString
  let number: Int
}

/// The factory for `BenchRoute` screens, called through the registry and directly.
let benchScreenFactory: @MainActor @Sendable (BenchRoute) -> Screen = { route in
  Screen(name: "bench", number: route.number)
}
