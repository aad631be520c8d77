import Foundation
import NavCore

/// Workload 6b: saving and restoring a navigation state of 1,000 routes through
/// `RestorationTable` and Foundation JSON, against Foundation JSON of the same routes as a
/// plain `[BenchRoute]`.
///
/// Both contenders go all the way from the value to JSON `Data` and back to an equal value, with
/// a new `JSONEncoder` and `JSONDecoder` per operation, as an app saving once would. The
/// library's saved form carries what a plain array cannot: a schema version, and a stable key
/// beside every route (`{"k": "bench", "v": …}`), so a route type can be restored by a module
/// that did not save it, renamed, or dropped.
@MainActor
enum RestorationWorkload {
  /// How many routes each contender saves and restores.
  static let routeCount = 1_000

  static func make() -> Workload {
    let routes = self.routes
    let table = self.table
    let flat = NavigationState(root: BenchRoute.home, path: RoutePath(routes))
    let tree = self.tree(routes)
    checkRoundTrips(routes, flat: flat, tree: tree, table: table)
    return Workload(
      id: "6b", title: "State save + restore of 1,000 routes, against Foundation JSON of [R]",
      notes: [
        "One operation saves 1,000 `BenchRoute` values (a mix of `.home`, `.details(id:)` and "
          + "`.profile(id:tab:)`, with their synthesized `Codable`) to JSON `Data` and reads "
          + "them back, with a new `JSONEncoder` and `JSONDecoder` each time. Foundation: "
          + "`encode([BenchRoute])` + `decode([BenchRoute].self, from:)`. Foundation, the same "
          + "JSON: the routes as the library writes a path, each `{\"k\": \"bench\", \"v\": "
          + "route}`, by synthesized `Codable` (a reference: what the saved form costs). "
          + "Library, flat: a "
          + "`NavigationState` with a `.home` root and the 1,000 routes as its path; "
          + "`RestorationTable.save(_:)` → `JSONEncoder.encode` → `JSONDecoder.decode("
          + "RestoredNavigation.self, from:)` with `reading(.strict)` in its `userInfo`. "
          + "Library, tree: the same 1,000 routes spread over 3 tabs of 250 and a sheet of 250 "
          + "presented from the selected tab (5 roots and 3 `BenchTab` identities besides). "
          + "Every round trip was checked equal to its input before timing; each operation "
          + "checks the number of routes it read back."
      ],
      contenders: [
        foundation(routes),
        foundationKeyed(routes),
        library("flat", "RestorationTable: save + JSON + RestoredNavigation, flat", flat, table),
        library("tree", "RestorationTable: save + JSON + RestoredNavigation, tree", tree, table),
      ],
      checks: [
        Check(
          label: "save + restore vs Foundation JSON of [R], flat",
          figure: .ratio(subject: "flat", baseline: "foundation"), goal: .atMost(1.5)),
        Check(
          label: "save + restore vs Foundation JSON of [R], tree (3 tabs, a sheet)",
          figure: .ratio(subject: "tree", baseline: "foundation"), goal: .none),
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

  /// The table an app would register: one key per route type.
  static var table: RestorationTable {
    var table = RestorationTable(version: 1)
    try! table.register(BenchRoute.self, key: "bench")
    try! table.register(BenchTab.self, key: "tab")
    return table
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

  /// Foundation JSON of the routes each under its key, `[{"k": "bench", "v": …}]`: the
  /// library's saved path, written by synthesized `Codable`.
  private static func foundationKeyed(_ routes: [BenchRoute]) -> Contender {
    let entries = routes.map { KeyedRoute(k: "bench", v: $0) }
    return Contender(
      key: "foundationKeyed",
      label: "Foundation: the same JSON as the library, [{\"k\": key, \"v\": route}]"
    ) { operations in
      let entries = opaque(entries)
      for _ in 0..<operations {
        let data = try! JSONEncoder().encode(entries)
        let restored = try! JSONDecoder().decode([KeyedRoute].self, from: data)
        precondition(restored.count == routeCount)
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

  /// Every contender reads back exactly what it saved.
  private static func checkRoundTrips(
    _ routes: [BenchRoute], flat: NavigationState, tree: NavigationState,
    table: RestorationTable
  ) {
    let array = try! JSONDecoder().decode(
      [BenchRoute].self, from: JSONEncoder().encode(routes))
    precondition(array == routes, "Foundation JSON does not round-trip the routes")
    let entries = routes.map { KeyedRoute(k: "bench", v: $0) }
    let keyed = try! JSONDecoder().decode(
      [KeyedRoute].self, from: JSONEncoder().encode(entries))
    precondition(keyed == entries, "Foundation JSON does not round-trip the keyed routes")
    for state in [flat, tree] {
      let decoder = JSONDecoder()
      decoder.userInfo[RestorationTable.userInfoKey] = table.reading(.strict)
      let restored = try! decoder.decode(
        RestoredNavigation.self, from: JSONEncoder().encode(table.save(state)))
      precondition(restored.state == state, "the saved state does not restore as itself")
      precondition(restored.dropped.isEmpty, "restoring dropped \(restored.dropped)")
    }
  }
}

/// A route under a key, as `{"k": key, "v": route}`: how the library saves each route.
private struct KeyedRoute: Codable, Equatable {
  // The names are the JSON keys of the library's saved form.
  let k: String
  let v: BenchRoute
}
