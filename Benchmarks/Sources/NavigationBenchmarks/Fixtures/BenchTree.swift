import NavCore

/// A tab's identity in the benchmark trees; `Codable` for workload 6b.
struct BenchTab: Hashable, Sendable, Codable {
  let number: Int
}

/// Navigation trees around one focused stack, as an app's are: tab bars and layers presented
/// one over the other, every stack with routes pushed on it.
enum BenchTree {
  /// The routes pushed on every stack of a tree below the focused one, and on the focused one
  /// before an operation: 30, the tens of routes an app's stacks hold.
  static let path = RoutePath((1...depth).map { BenchRoute.details(id: $0) })

  /// How many routes ``path`` holds.
  static let depth = 30

  /// A tree whose focused stack is `layers` layers deep, inside the last of `tabs` tabs.
  ///
  /// With tabs, the root holds a tab bar and the last tab is selected (the one a search by
  /// identity reaches last); the layers are presented from inside that tab. With no tabs, they
  /// are presented over the root stack. Layers alternate, a full-screen cover first, then a
  /// sheet over it, and so on. Every stack that can hold a path holds ``path``.
  ///
  /// - Parameters:
  ///   - tabs: How many tabs; 0 for a plain stack at the root.
  ///   - layers: How many layers are presented, each over the one before.
  static func state(tabs: Int, layers: Int) -> NavigationState {
    let focusedTab = stackWithLayers(layers)
    guard tabs > 0 else { return focusedTab }
    let others = (0..<(tabs - 1)).map { number in
      (BenchTab(number: number), NavigationState(root: BenchRoute.details(id: number), path: path))
    }
    return NavigationState(
      root: BenchRoute.home,
      tabs: TabGroup(
        others + [(BenchTab(number: tabs - 1), focusedTab)], selected: BenchTab(number: tabs - 1)))
  }

  /// `routes` spread over `tabs` tabs of equal stacks, the first selected, each tab's root a
  /// `.details` route of its number: the tree of workloads 6c and 12.
  static func tabs(_ tabs: Int, holding routes: [BenchRoute]) -> NavigationState {
    let size = routes.count / tabs
    let stacks = (0..<tabs).map { number in
      (
        BenchTab(number: number),
        NavigationState(
          root: BenchRoute.details(id: number),
          path: RoutePath(Array(routes[(number * size)..<((number + 1) * size)])))
      )
    }
    return NavigationState(
      root: BenchRoute.home, tabs: TabGroup(stacks, selected: BenchTab(number: 0)))
  }

  /// The address of the focused stack of `state(tabs:layers:)`.
  static func focusedAddress(tabs: Int, layers: Int) -> StackAddress {
    var address = tabs > 0 ? StackAddress.tab(BenchTab(number: tabs - 1)) : .root
    for _ in 0..<layers {
      address = address.presented
    }
    return address
  }

  /// The address of a tab that is not selected in `state(tabs:layers:)`, with two tabs or more.
  static func otherTabAddress(tabs: Int) -> StackAddress {
    precondition(tabs > 1, "a tree with \(tabs) tab has no other tab")
    return .tab(BenchTab(number: 0))
  }

  /// A stack holding ``path``, with `layers` layers presented one over the other: the first a
  /// full-screen cover, the second a sheet, and so on.
  private static func stackWithLayers(_ layers: Int) -> NavigationState {
    var state = NavigationState(root: root(depth: layers), path: path)
    for depth in stride(from: layers, to: 0, by: -1) {
      // `state` is the stack `depth` layers deep: present it over the stack one layer down.
      let style: PresentationStyle = depth.isMultiple(of: 2) ? .sheet : .fullScreenCover
      state = NavigationState(
        root: root(depth: depth - 1), path: path, presented: PresentedLayer(style, state: state))
    }
    return state
  }

  /// The root route of the stack `depth` layers deep.
  private static func root(depth: Int) -> BenchRoute {
    depth == 0 ? .home : .profile(id: depth, tab: 0)
  }
}
