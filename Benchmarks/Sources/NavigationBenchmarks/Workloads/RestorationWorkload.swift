import Foundation
import NavCore

/// Workload 6b: saving and restoring a navigation state of 1,000 routes through
/// `RestorationTable` and Foundation JSON, against Foundation JSON of the same routes as a
/// plain `[BenchRoute]`.
///
/// Both contenders go all the way from the value to JSON `Data` and back to an equal value, with
/// a new `JSONEncoder` and `JSONDecoder` per operation, as an app saving once would. The
/// library's saved form carries what a plain array cannot: a schema version, and a stable key
/// for every run of routes of one type (`{"k": "bench", "v": [route, …]}`), so a route type can
/// be restored by a module that did not save it, renamed, or dropped.
@MainActor
enum RestorationWorkload {
  /// How many routes each contender saves and restores.
  static let routeCount = 1_000

  static func make() -> Workload {
    let routes = self.routes
    let table = self.table
    let flat = NavigationState(root: BenchRoute.home, path: RoutePath(routes))
    let tree = self.tree(routes)
    let alternating = NavigationState(root: BenchRoute.home, path: self.alternating(routes))
    checkRoundTrips(routes, flat: flat, tree: tree, table: table)
    checkRoundTrip(alternating, table: table)
    return Workload(
      id: "6b", title: "State save + restore of 1,000 routes, against Foundation JSON of [R]",
      notes: [
        "One operation saves 1,000 `BenchRoute` values (a mix of `.home`, `.details(id:)` and "
          + "`.profile(id:tab:)`, with their synthesized `Codable`) to JSON `Data` and reads "
          + "them back, with a new `JSONEncoder` and `JSONDecoder` each time. Foundation: "
          + "`encode([BenchRoute])` + `decode([BenchRoute].self, from:)`. Foundation, the same "
          + "JSON: the routes as the library writes a path, runs of routes of one key, here "
          + "one run `[{\"k\": \"bench\", \"v\": [route, …]}]`, by synthesized `Codable` (a "
          + "reference: what the saved form costs). "
          + "Library, flat: a "
          + "`NavigationState` with a `.home` root and the 1,000 routes as its path; "
          + "`RestorationTable.save(_:)` → `JSONEncoder.encode` → `JSONDecoder.decode("
          + "RestoredNavigation.self, from:)` with `reading(.strict)` in its `userInfo`. "
          + "Library, tree: the same 1,000 routes spread over 3 tabs of 250 and a sheet of 250 "
          + "presented from the selected tab (5 roots and 3 `BenchTab` identities besides). "
          + "Library, alternating: the flat path with every other route a `TwinRoute`, "
          + "`BenchRoute`'s twin (the same cases, so the same JSON) under another key, so the "
          + "key changes at every route and the path is 1,000 runs of one route, the form's "
          + "worst case. "
          + "Every round trip was checked equal to its input before timing; each operation "
          + "checks the number of routes it read back."
      ],
      contenders: [
        foundation(routes),
        foundationKeyed(routes),
        library("flat", "RestorationTable: save + JSON + RestoredNavigation, flat", flat, table),
        library("tree", "RestorationTable: save + JSON + RestoredNavigation, tree", tree, table),
        library(
          "alternating",
          "RestorationTable: save + JSON + RestoredNavigation, flat, key changing at every route",
          alternating, table),
      ],
      checks: [
        Check(
          label: "save + restore vs Foundation JSON of [R], flat",
          figure: .ratio(subject: "flat", baseline: "foundation"), goal: .atMost(1.5)),
        Check(
          label: "save + restore vs Foundation JSON of [R], tree (3 tabs, a sheet)",
          figure: .ratio(subject: "tree", baseline: "foundation"), goal: .none),
        Check(
          label: "save + restore vs Foundation JSON of [R], flat, 1,000 runs of one route",
          figure: .ratio(subject: "alternating", baseline: "foundation"), goal: .none),
        Check(
          label: "save + restore vs Foundation JSON of the same JSON, flat",
          figure: .ratio(subject: "flat", baseline: "foundationKeyed"), goal: .none),
        Check(
          label: "allocations, Foundation JSON of [R]", figure: .allocations("foundation"),
          goal: .none),
        Check(
          label: "allocations, Foundation JSON of the same JSON",
          figure: .allocations("foundationKeyed"), goal: .none),
        Check(label: "allocations, library, flat", figure: .allocations("flat"), goal: .none),
        Check(label: "allocations, library, tree", figure: .allocations("tree"), goal: .none),
        Check(
          label: "allocations, library, 1,000 runs of one route",
          figure: .allocations("alternating"), goal: .none),
      ])
  }

  /// Workload 6c: the same 1,000 routes in a tree of 10 tabs of 100, saved and restored,
  /// against Foundation JSON of them as a plain `[BenchRoute]`.
  static func makeTabs() -> Workload {
    let routes = self.routes
    let table = self.table
    let tabs = BenchTree.tabs(10, holding: routes)
    checkRoundTrip(tabs, table: table)
    return Workload(
      id: "6c",
      title: "State save + restore of 10 tabs × 100 routes, against Foundation JSON of [R]",
      notes: [
        "6b's 1,000 routes and operation, as a tree: 10 tabs of 100 routes each (10 roots and "
          + "10 `BenchTab` identities besides), the first tab selected, saved with "
          + "`RestorationTable.save(_:)` and read back with `reading(.strict)`, against "
          + "Foundation's `encode([BenchRoute])` + `decode([BenchRoute].self, from:)`."
      ],
      contenders: [
        foundation(routes),
        library("tabs", "RestorationTable: save + JSON + RestoredNavigation, 10 tabs", tabs, table),
      ],
      checks: [
        Check(
          label: "save + restore vs Foundation JSON of [R], 10 tabs × 100",
          figure: .ratio(subject: "tabs", baseline: "foundation"), goal: .none),
        Check(label: "allocations, library, 10 tabs", figure: .allocations("tabs"), goal: .none),
      ])
  }

  /// 1,000 routes, every case and payload size in turn, no two alike.
  static var routes: [BenchRoute] {
    (0..<routeCount).map { index in
      switch index % 4 {
      case 0: .details(id: index)
      case 1: .profile(id: index, tab: index % 3)
      case 2: .home
      default: .details(id: -index)
      }
    }
  }

  /// The table an app would declare: one key per route type.
  static var table: RestorationTable {
    var schema = RouteSchema(module: "bench")
    try! schema.add(BenchRoute.self, key: "bench")
    try! schema.addTabs(BenchTab.self, key: "tab")
    try! schema.add(TwinRoute.self, key: "twin")
    return schema.restoration(version: 1)
  }

  /// `routes` with every other one made a `TwinRoute`: a path whose key changes at every
  /// route.
  static func alternating(_ routes: [BenchRoute]) -> RoutePath {
    RoutePath(
      routes.enumerated().map { index, route in
        index.isMultiple(of: 2) ? AnyRoute(route) : AnyRoute(TwinRoute(route))
      })
  }

  /// `routes` in four stacks: three tabs of 250, the last selected, with a sheet of 250
  /// presented from it.
  static func tree(_ routes: [BenchRoute]) -> NavigationState {
    let quarter = routes.count / 4
    func stack(_ part: Int, presented: PresentedLayer? = nil) -> NavigationState {
      NavigationState(
        root: BenchRoute.details(id: part),
        path: RoutePath(Array(routes[(part * quarter)..<((part + 1) * quarter)])),
        presented: presented)
    }
    let sheet = PresentedLayer(.sheet, state: stack(3))
    return NavigationState(
      root: BenchRoute.home,
      tabs: TabGroup(
        [
          (BenchTab(number: 0), stack(0)), (BenchTab(number: 1), stack(1)),
          (BenchTab(number: 2), stack(2, presented: sheet)),
        ], selected: BenchTab(number: 2)))
  }

  private static func foundation(_ routes: [BenchRoute]) -> Contender {
    Contender(
      key: "foundation",
      label: "Foundation: JSONEncoder.encode + JSONDecoder.decode of [BenchRoute]"
    ) { operations in
      let routes = opaque(routes)
      for _ in 0..<operations {
        let data = try! JSONEncoder().encode(routes)
        let restored = try! JSONDecoder().decode([BenchRoute].self, from: data)
        precondition(restored.count == routeCount)
        blackHole(restored)
      }
    }
  }

  /// Foundation JSON of the routes in runs under their key, `[{"k": "bench", "v": […]}]`: the
  /// library's saved path, written by synthesized `Codable`. All the routes are of one type,
  /// so, as in the library's form, they make one run.
  private static func foundationKeyed(_ routes: [BenchRoute]) -> Contender {
    let runs = [KeyedRun(k: "bench", v: routes)]
    return Contender(
      key: "foundationKeyed",
      label: "Foundation: the same JSON as the library, [{\"k\": key, \"v\": [route, …]}]"
    ) { operations in
      let runs = opaque(runs)
      for _ in 0..<operations {
        let data = try! JSONEncoder().encode(runs)
        let restored = try! JSONDecoder().decode([KeyedRun].self, from: data)
        precondition(restored.reduce(0) { $0 + $1.v.count } == routeCount)
        blackHole(restored)
      }
    }
  }

  private static func library(
    _ key: String, _ label: String, _ state: NavigationState, _ table: RestorationTable
  ) -> Contender {
    Contender(key: key, label: label) { operations in
      let state = opaque(state)
      let table = opaque(table)
      for _ in 0..<operations {
        let data = try! JSONEncoder().encode(table.save(state))
        let decoder = JSONDecoder()
        decoder.userInfo[RestorationTable.userInfoKey] = table.reading(.strict)
        let restored = try! decoder.decode(RestoredNavigation.self, from: data)
        precondition(pathRoutes(restored.state) == routeCount && restored.dropped.isEmpty)
        blackHole(restored)
      }
    }
  }

  /// The routes pushed on the stacks of `state`, roots and tab identities left out.
  private static func pathRoutes(_ state: NavigationState) -> Int {
    var count = state.path.count
    if let layer = state.presented { count += pathRoutes(layer.state) }
    for tab in state.tabs?.states ?? [] { count += pathRoutes(tab) }
    return count
  }

  /// `state` reads back exactly as it was saved.
  private static func checkRoundTrip(_ state: NavigationState, table: RestorationTable) {
    let decoder = JSONDecoder()
    decoder.userInfo[RestorationTable.userInfoKey] = table.reading(.strict)
    let restored = try! decoder.decode(
      RestoredNavigation.self, from: JSONEncoder().encode(table.save(state)))
    precondition(restored.state == state, "the saved state does not restore as itself")
    precondition(restored.dropped.isEmpty, "restoring dropped \(restored.dropped)")
  }

  /// Every contender reads back exactly what it saved.
  private static func checkRoundTrips(
    _ routes: [BenchRoute], flat: NavigationState, tree: NavigationState,
    table: RestorationTable
  ) {
    let array = try! JSONDecoder().decode(
      [BenchRoute].self, from: JSONEncoder().encode(routes))
    precondition(array == routes, "Foundation JSON does not round-trip the routes")
    let runs = [KeyedRun(k: "bench", v: routes)]
    let keyed = try! JSONDecoder().decode([KeyedRun].self, from: JSONEncoder().encode(runs))
    precondition(keyed == runs, "Foundation JSON does not round-trip the keyed routes")
    for state in [flat, tree] {
      checkRoundTrip(state, table: table)
    }
  }
}

/// Routes under one key, as `{"k": key, "v": [route, …]}`: how the library saves a run of
/// routes of one type in a path.
private struct KeyedRun: Codable, Equatable {
  // The names are the JSON keys of the library's saved form.
  let k: String
  let v: [BenchRoute]
}

/// `BenchRoute`'s twin: the same cases, so the same synthesized JSON, as another type, which a
/// table registers under another key.
private enum TwinRoute: Hashable, Sendable, Codable {
  case home
  case details(id: Int)
  case profile(id: Int, tab: Int)

  init(_ route: BenchRoute) {
    switch route {
    case .home: self = .home
    case .details(let id): self = .details(id: id)
    case .profile(let id, let tab): self = .profile(id: id, tab: tab)
    }
  }
}
