import NavCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Random trees of routes that ``fixtureLinks()`` can write — tab bars of `MainTab` and
/// `LinkTab` tabs, layers of every style, stacks of every route kind, with parameter values
/// full of the characters a link must encode — for round-trip tests.
public struct RandomLinkedTrees {
  public var generator: SplitMix64

  public init(seed: UInt64) {
    generator = SplitMix64(seed: seed)
  }

  /// A tree up to `depth` levels of layers and tabs deep.
  public mutating func state(depth: Int = 3, leaf: Bool = false) -> NavigationState {
    if leaf { return NavigationState(root: route()) }
    var state = NavigationState(
      root: route(), path: RoutePath((0..<int(0...4)).map { _ in route() }))
    if depth > 0 && int(0...3) == 0 {
      let tabs = tabIdentities().map { ($0, self.state(depth: depth - 1)) }
      state = NavigationState(
        root: route(),
        tabs: TabGroup(
          tabs, selected: tabs[int(0...tabs.count - 1)].0, reselectPopsToRoot: int(0...3) != 0))
    }
    if depth > 0 && int(0...2) == 0 {
      let style = PresentationStyle.allCases[int(0...PresentationStyle.allCases.count - 1)]
      state.presented = PresentedLayer(
        style, state: self.state(depth: depth - 1, leaf: style.isLeaf))
    }
    return state
  }

  /// One to three distinct tabs of one kind, in a random order.
  public mutating func tabIdentities() -> [AnyRoute] {
    let all: [AnyRoute] =
      int(0...1) == 0
      ? [AnyRoute(MainTab.home), AnyRoute(MainTab.settings), AnyRoute(MainTab.profile)]
      : LinkTab.allCases.map { AnyRoute($0) }
    var shuffled = all
    for index in stride(from: shuffled.count - 1, to: 0, by: -1) {
      shuffled.swapAt(index, int(0...index))
    }
    return Array(shuffled.prefix(int(1...3)))
  }

  /// Any route the fixtures' table writes.
  public mutating func route() -> AnyRoute {
    switch int(0...15) {
    case 0: AnyRoute(DashboardRoute.home)
    case 1, 2: AnyRoute(DashboardRoute.details(id: int(-5...1_000_000)))
    case 3: AnyRoute(SettingsRoute.main)
    case 4: AnyRoute(SettingsRoute.privacy)
    case 5: AnyRoute(AuthRoute.login)
    case 6: AnyRoute(MainRoute.tabBar)
    case 7:
      AnyRoute(
        [SheetRoute.add, .edit(id: int(0...99)), .confirmDelete(id: int(0...9))][int(0...2)])
    case 8, 9:
      AnyRoute(
        ArticleRoute.article(slug: text(slash: true), page: int(0...1) == 0 ? nil : int(0...500)))
    case 10, 11:
      AnyRoute(
        ArticleRoute.search(
          term: int(0...2) == 0 ? nil : text(slash: true),
          sort: int(0...1) == 0 ? nil : SortOrder.allCases[int(0...2)],
          page: int(0...1) == 0 ? nil : int(1...9)))
    case 12:
      AnyRoute(ArticleRoute.file(path: (0..<int(1...3)).map { _ in text() }.joined(separator: "/")))
    case 13: AnyRoute(ArticleRoute.author(id: uuid(), following: int(0...1) == 0))
    default: AnyRoute(ArticleRoute.task(priority: Priority.allCases[int(0...2)]))
    }
  }

  /// A non-empty text, often with characters a link must encode, and sometimes the text of a
  /// marker or of another pattern's literal; with `slash`, it may hold `/`.
  public mutating func text(slash: Bool = false) -> String {
    let special = [
      "~tab:home", "~end", "~", "page", "settings", "dashboard", "search", "..", ".", "%41",
    ]
    if int(0...9) == 0 { return special[int(0...special.count - 1)] }
    let pieces = [
      "a", "Z", "7", " ", "~", ";", "%", "?", "#", "&", "=", "+", ":", "é", "😀", "-", "_", ".",
      "\u{0}", "\\", slash ? "/" : "a",
    ]
    return (0..<int(1...6)).map { _ in pieces[int(0...pieces.count - 1)] }.joined()
  }

  /// A random UUID drawn from the generator.
  public mutating func uuid() -> UUID {
    var bytes: [UInt8] = (0..<16).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    bytes[6] = bytes[6] & 0x0F | 0x40
    bytes[8] = bytes[8] & 0x3F | 0x80
    return UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }

  /// A whole number in `range`, drawn with plain arithmetic (cheaper than
  /// `Int.random(in:using:)` in a debug build; the slight bias does not matter here).
  public mutating func int(_ range: ClosedRange<Int>) -> Int {
    let count = UInt64(range.upperBound - range.lowerBound) + 1
    return range.lowerBound + Int(generator.next() % count)
  }
}
