import Foundation
import NavCore
import TestFixtures
import XCTest

/// Reading saved states: a path as runs, the one saved form; a bad route inside a run,
/// migration of runs, what the lenient policy drops and lists.
final class RestoredNavigationTests: XCTestCase {
  /// A saved state of version `version` whose tree is `tree`.
  private func saved(_ tree: String, version: Int = 1) -> String {
    #"{"version":\#(version),"tree":\#(tree)}"#
  }

  /// A stack with a dashboard home root and `fields` (`"runs":…`, `"path":…`) after it.
  private func stack(_ fields: String = "") -> String {
    #"{"root":{"k":"dashboard","v":{"home":{}}}"# + (fields.isEmpty ? "" : ",\(fields)") + "}"
  }

  /// How `dropped` lists a route of the root stack, saved under `key` at `depth`, that
  /// migration drops.
  private func droppedByMigration(_ key: String, at depth: Int) -> (String, ScreenID?) {
    (
      #"the route "\#(key)" at root @ \#(depth): dropped by migration"#,
      ScreenID(stack: .root, depth: depth)
    )
  }

  private func details(_ ids: ClosedRange<Int>) -> RoutePath {
    RoutePath(ids.map { DashboardRoute.details(id: $0) })
  }

  // MARK: One saved form

  /// A stack in the form never released (`"path"`, one object per route) is refused, alone or
  /// beside runs, with either policy — never read as an empty stack, which would lose it.
  func testAStackSavedAsAPath_isRefused_notReadAsEmpty() throws {
    let path = #""path":[{"k":"dashboard","v":{"details":{"id":1}}}]"#
    let runs = #""runs":[{"k":"dashboard","v":[{"details":{"id":1}}]}]"#
    for fields in [path, runs + "," + path] {
      for policy in [RestorationTable.Policy.strict, .lenient] {
        assertRefuses(
          saved(stack(fields)), with: try restorationTable(), policy: policy,
          saying: "not a saved navigation state: a stack at root saved as \"path\", a form no "
            + "longer read: save it again",
          at: nil)
      }
    }
  }

  // MARK: Runs

  /// A run of five routes whose route at `bad` cannot be read, after a run of two: strictly, an
  /// error naming that route; leniently, the routes before it, the layer over the stack still
  /// read, and the one route dropped.
  func testABadRouteInsideARun_isNamedStrictly_andLenientlyKeepsTheRoutesBeforeIt() throws {
    let table = try restorationTable()
    let sheet = #""presented":{"style":"sheet","tree":{"root":{"k":"sheet","v":{"add":{}}}}}"#
    for bad in 0..<5 {
      let values = (0..<5).map { index in
        index == bad ? #"{"details":{"id":"\#(index)"}}"# : #"{"details":{"id":\#(index)}}"#
      }
      let json = saved(
        stack(
          #""runs":[{"k":"settings","v":[{"main":{}},{"privacy":{}}]},"#
            + #"{"k":"dashboard","v":[\#(values.joined(separator: ","))]}],\#(sheet)"#))
      let location = ScreenID(stack: .root, depth: 3 + bad)

      assertRefuses(
        json, with: table, saying: #"cannot decode the route "dashboard" at root @ \#(3 + bad): "#,
        at: location)
      let kept =
        [AnyRoute(SettingsRoute.main), AnyRoute(SettingsRoute.privacy)]
        + (0..<bad).map { AnyRoute(DashboardRoute.details(id: $0)) }
      let restored = try restore(json, with: table, policy: .lenient)
      XCTAssertEqual(
        restored.state,
        NavigationState(
          root: DashboardRoute.home, path: RoutePath(kept),
          presented: PresentedLayer(.sheet, state: NavigationState(root: SheetRoute.add))),
        "bad route \(bad)")
      XCTAssertEqual(restored.dropped.map(\.location), [location], "bad route \(bad)")
      XCTAssertTrue(
        restored.dropped.first?.description.hasPrefix(
          #"cannot decode the route "dashboard" at root @ \#(3 + bad): "#) ?? false,
        "\(restored.dropped)")
    }
  }

  /// A broken run in the first tab drops the rest of that tab's stack only: the next tab, read
  /// from the same list, comes back whole.
  func testABadRouteInsideARun_inOneTab_leavesTheNextTabWhole() throws {
    let json = saved(
      #"{"root":{"k":"main","v":{"tabBar":{}}},"tabs":{"selected":1,"reselect":true,"tabs":["#
        + #"{"id":{"k":"tab","v":{"home":{}}},"tree":{"root":{"k":"dashboard","v":{"home":{}}},"#
        + #""runs":[{"k":"dashboard","v":[{"details":{"id":1}},7,{"details":{"id":3}}]},"#
        + #"{"k":"settings","v":[{"main":{}}]}]}},"#
        + #"{"id":{"k":"tab","v":{"settings":{}}},"tree":{"root":{"k":"settings","v":{"main":{}}},"#
        + #""runs":[{"k":"settings","v":[{"privacy":{}}]}]}}]}}"#)
    let table = try restorationTable()

    assertRefuses(
      json, with: table, saying: #"cannot decode the route "dashboard" at root › tab(home) @ 2"#,
      at: ScreenID(stack: .tab(MainTab.home), depth: 2))
    let restored = try restore(json, with: table, policy: .lenient)
    XCTAssertEqual(
      restored.state,
      NavigationState(
        root: MainRoute.tabBar,
        tabs: TabGroup(
          [
            (MainTab.home, NavigationState(root: DashboardRoute.home, path: details(1...1))),
            (
              MainTab.settings,
              NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy])
            ),
          ], selected: MainTab.settings)))
    XCTAssertEqual(
      restored.dropped.map(\.location), [ScreenID(stack: .tab(MainTab.home), depth: 2)])
  }

  func testARunWithAnUnknownKey_failsAtItsFirstRoute() throws {
    let json = saved(
      stack(
        #""runs":[{"k":"dashboard","v":[{"details":{"id":1}}]},"#
          + #"{"k":"gone","v":[{"details":{"id":2}},{"details":{"id":3}}]}]"#))
    let table = try restorationTable()

    assertRefuses(
      json, with: table, saying: #"no route type has the key "gone" at root @ 2"#,
      at: ScreenID(stack: .root, depth: 2))
    assertRestores(
      json, with: table, policy: .lenient,
      as: NavigationState(root: DashboardRoute.home, path: details(1...1)),
      dropping: [
        (
          #"no route type has the key "gone" at root @ 2: declare it, or migrate it"#,
          ScreenID(stack: .root, depth: 2)
        )
      ])
  }

  /// A run with no routes, with no list of routes, or with no key, is not a run: strictly an
  /// error at the route it would start with, leniently the end of the stack.
  func testARunThatIsNotARun_failsAtWhereItStarts() throws {
    let table = try restorationTable()
    let broken = [
      #"{"k":"dashboard","v":[]}"#, #"{"k":"dashboard","v":{"details":{"id":2}}}"#,
      #"{"k":"dashboard"}"#, #"{"v":[{"details":{"id":2}}]}"#, #"{"k":3,"v":[]}"#, "[]", "null",
    ]
    for run in broken {
      let json = saved(
        stack(#""runs":[{"k":"dashboard","v":[{"details":{"id":1}}]},\#(run)]"#))

      XCTAssertThrowsError(try restore(json, with: table), run) { error in
        XCTAssertEqual(
          RestorationError.from(error).location, ScreenID(stack: .root, depth: 2), run)
      }
      let restored = try restore(json, with: table, policy: .lenient)
      XCTAssertEqual(
        restored.state, NavigationState(root: DashboardRoute.home, path: details(1...1)), run)
      XCTAssertEqual(restored.dropped.map(\.location), [ScreenID(stack: .root, depth: 2)], run)
    }
  }

  /// Two runs of one key one after the other, which the writer never makes, read as one.
  func testTwoRunsOfOneKey_readOnAfterTheOther() throws {
    let json = saved(
      stack(
        #""runs":[{"k":"dashboard","v":[{"details":{"id":1}}]},"#
          + #"{"k":"dashboard","v":[{"details":{"id":2}},{"details":{"id":3}}]}]"#))

    assertRestores(
      json, with: try restorationTable(),
      as: NavigationState(root: DashboardRoute.home, path: details(1...3)))
  }

  // MARK: Limits

  /// Every route of a run counts against the limit, roots too: a limit of `limit` routes reads
  /// a root and `limit - 1` routes, in one run, in runs of one or of two, and refuses one more.
  func testTheRouteLimit_countsEachRouteOfARun() throws {
    for limit in 1...6 {
      var table = try restorationTable()
      table.limits.routes = limit
      for count in [limit - 1, limit] {
        let values = (0..<count).map { #"{"details":{"id":\#($0 + 1)}}"# }
        let oneRun = #"{"k":"dashboard","v":[\#(values.joined(separator: ","))]}"#
        let runsOfOne = values.map { #"{"k":"dashboard","v":[\#($0)]}"# }
        let runsOfTwo = stride(from: 0, to: count, by: 2).map { start in
          let pair = values[start..<min(start + 2, count)].joined(separator: ",")
          return #"{"k":"dashboard","v":[\#(pair)]}"#
        }
        for runs in [[oneRun], runsOfOne, runsOfTwo] {
          let fields = #""runs":[\#(runs.joined(separator: ","))]"#
          let json = saved(stack(count == 0 ? "" : fields))
          let context = "limit \(limit), \(count) routes: \(json)"
          for policy in [RestorationTable.Policy.strict, .lenient] {
            guard count < limit else {
              XCTAssertThrowsError(try restore(json, with: table, policy: policy), context) {
                XCTAssertEqual($0 as? RestorationError, .tooLarge(limit: limit), context)
              }
              continue
            }
            XCTAssertEqual(
              try restore(json, with: table, policy: policy).state,
              NavigationState(
                root: DashboardRoute.home,
                path: RoutePath((0..<count).map { DashboardRoute.details(id: $0 + 1) })),
              context)
          }
        }
      }
    }
  }

  // MARK: Migration

  /// Hook answers apply to a whole run: "dash" is renamed for both its routes, "prefs" too, and
  /// the "legacy" run is dropped at its first route, ending the stack. The "dash" route after it
  /// goes too, which migration does not name: strictly refused, leniently listed.
  func testMigration_renamesWholeRuns_andADroppedRunEndsTheStackAtItsFirstRoute() throws {
    let json = saved(
      stack(
        #""runs":[{"k":"dash","v":[{"details":{"id":1}},{"details":{"id":2}}]},"#
          + #"{"k":"prefs","v":[{"privacy":{}}]},{"k":"legacy","v":[{"add":{}},{"add":{}}]},"#
          + #"{"k":"dash","v":[{"details":{"id":3}}]}]"#))
    let table = try restorationTable(version: 2)
    let after =
      #"the route "dash" at root @ 6: dropped by migration with "legacy" at root @ 4, "#
      + "though migration does not name it"

    assertRefuses(json, with: table, saying: after, at: ScreenID(stack: .root, depth: 6))
    assertRestores(
      json, with: table, policy: .lenient,
      as: NavigationState(
        root: DashboardRoute.home,
        path: [
          DashboardRoute.details(id: 1), DashboardRoute.details(id: 2), SettingsRoute.privacy,
        ]),
      dropping: [
        droppedByMigration("legacy", at: 4),
        droppedByMigration("legacy", at: 5),
        (after, ScreenID(stack: .root, depth: 6)),
      ])
  }

  /// The hook is asked once per run, not once per route.
  func testMigration_asksTheHookOncePerRun() throws {
    let json = saved(
      stack(
        #""runs":[{"k":"dash","v":[{"details":{"id":1}},{"details":{"id":2}}]},"#
          + #"{"k":"prefs","v":[{"main":{}},{"privacy":{}}]}]"#))
    let asked = KeyLog()
    let table = try restorationTable(version: 2, keys: supportKeys()) { key, version in
      asked.append(key)
      return migrateSupportKeys(key, savedVersion: version)
    }

    _ = try restore(json, with: table)

    XCTAssertEqual(asked.keys, ["dashboard", "dash", "prefs"])
  }

  /// Migration dropping the root of a layer, of a tab or a tab's identity drops that layer or
  /// tab (the selected tab dropped, the next one is selected), listing each route that goes:
  /// strictly, the tab's identity that goes with its root is refused; the tree's own root cannot
  /// be dropped.
  func testMigration_droppingTheRootOfALayerOrATab_dropsIt_listingEachRoute() throws {
    let table = try restorationTable(version: 2)
    let legacy = #"{"k":"legacy","v":{"add":{}}}"#
    let json = saved(
      #"{"root":{"k":"main","v":{"tabBar":{}}},"tabs":{"selected":2,"reselect":true,"tabs":["#
        + #"{"id":{"k":"tab","v":{"home":{}}},"tree":{"root":{"k":"dash","v":{"home":{}}},"#
        + #""presented":{"style":"sheet","tree":{"root":\#(legacy)}}}},"#
        + #"{"id":{"k":"tab","v":{"settings":{}}},"tree":{"root":\#(legacy)}},"#
        + #"{"id":\#(legacy),"tree":{"root":{"k":"auth","v":{"login":{}}}}},"#
        + #"{"id":{"k":"tab","v":{"profile":{}}},"tree":{"root":{"k":"auth","v":{"login":{}}}}}]}}"#
    )
    let settingsRoot = ScreenID(stack: .tab(MainTab.settings), depth: 0)
    let bar = ScreenID(stack: .root, depth: 0)
    let identity =
      #"the route "tab" at root @ 0: dropped by migration with "legacy" at "#
      + "root › tab(settings) @ 0, though migration does not name it"

    assertRefuses(json, with: table, saying: identity, at: bar)
    assertRestores(
      json, with: table, policy: .lenient,
      as: NavigationState(
        root: MainRoute.tabBar,
        tabs: TabGroup(
          [
            (MainTab.home, NavigationState(root: DashboardRoute.home)),
            (MainTab.profile, NavigationState(root: AuthRoute.login)),
          ], selected: MainTab.profile)),
      dropping: [
        (
          #"the route "legacy" at root › tab(home) › presented @ 0: dropped by migration"#,
          ScreenID(stack: StackAddress.tab(MainTab.home).presented, depth: 0)
        ),
        (#"the route "legacy" at root › tab(settings) @ 0: dropped by migration"#, settingsRoot),
        (identity, bar),
        (#"the route "legacy" at root @ 0: dropped by migration"#, bar),
        (
          #"the route "auth" at root @ 0: dropped by migration with "legacy" at root @ 0, "#
            + "though migration does not name it",
          bar
        ),
      ])
    for policy in [RestorationTable.Policy.strict, .lenient] {
      assertRefuses(
        saved(#"{"root":\#(legacy)}"#), with: table, policy: policy,
        saying: #"the route "legacy" at root @ 0: dropped by migration"#,
        at: ScreenID(stack: .root, depth: 0))
    }
  }

  /// N5: a migration drop ends its stack before the dropped route, and every route it
  /// discards is listed as dropped by migration: each route of the dropped run, and each route
  /// after it, which the migration does not name.
  func testN5_aMigrationDrop_listsEveryRouteItDiscards() throws {
    let json = saved(
      stack(
        #""runs":[{"k":"dashboard","v":[{"details":{"id":1}}]},"#
          + #"{"k":"legacy","v":[{"add":{}},{"add":{}}]},"#
          + #"{"k":"dashboard","v":[{"details":{"id":2}}]},{"k":"legacy","v":[{"add":{}}]}]"#))

    assertRestores(
      json, with: try restorationTable(version: 2), policy: .lenient,
      as: NavigationState(root: DashboardRoute.home, path: details(1...1)),
      dropping: [
        droppedByMigration("legacy", at: 2),
        droppedByMigration("legacy", at: 3),
        (
          #"the route "dashboard" at root @ 4: dropped by migration with "legacy" at root @ 2, "#
            + "though migration does not name it",
          ScreenID(stack: .root, depth: 4)
        ),
        droppedByMigration("legacy", at: 5),
      ])
  }

  /// N5: strict reading refuses a save whose reading would discard a route the migration did
  /// not name, and reads one whose drops discard only routes it names.
  func testN5_strictReading_refusesToDiscardARouteMigrationDoesNotName() throws {
    let table = try restorationTable(version: 2)
    let unnamed = saved(
      stack(
        #""runs":[{"k":"dashboard","v":[{"details":{"id":1}}]},{"k":"legacy","v":[{"add":{}}]},"#
          + #"{"k":"dashboard","v":[{"details":{"id":2}}]}]"#))
    let named = saved(
      stack(
        #""runs":[{"k":"dashboard","v":[{"details":{"id":1}}]},"#
          + #"{"k":"legacy","v":[{"add":{}},{"add":{}}]}]"#))

    assertRefuses(
      unnamed, with: table,
      saying: #"the route "dashboard" at root @ 3: dropped by migration with "legacy" at "#
        + "root @ 2, though migration does not name it",
      at: ScreenID(stack: .root, depth: 3))
    assertRestores(
      named, with: table,
      as: NavigationState(root: DashboardRoute.home, path: details(1...1)),
      dropping: [
        droppedByMigration("legacy", at: 2),
        droppedByMigration("legacy", at: 3),
      ])
  }

  /// N5: a layer whose root migration drops goes with every route in it — its stack and the
  /// layer over it — and a tab whose identity migration drops with every route in its tree
  /// (placed at the tab bar, since the tab has no address without its identity); leniently each
  /// is listed, strictly the first one migration does not name is refused.
  func testN5_aMigrationDropOfALayersRootOrATabsIdentity_listsEveryRouteInIt() throws {
    let table = try restorationTable(version: 2)
    let legacy = #"{"k":"legacy","v":{"add":{}}}"#
    let layer =
      #""presented":{"style":"sheet","tree":{"root":\#(legacy),"#
      + #""runs":[{"k":"settings","v":[{"privacy":{}}]}],"#
      + #""presented":{"style":"sheet","tree":{"root":{"k":"auth","v":{"login":{}}}}}}}"#
    let json = saved(
      #"{"root":{"k":"main","v":{"tabBar":{}}},\#(layer),"tabs":{"selected":0,"reselect":true,"#
        + #""tabs":[{"id":\#(legacy),"tree":{"root":{"k":"auth","v":{"login":{}}}}},"#
        + #"{"id":{"k":"tab","v":{"home":{}}},"tree":{"root":{"k":"dashboard","v":{"home":{}}}}}]}}"#
    )
    let sheet = StackAddress.root.presented
    let bar = ScreenID(stack: .root, depth: 0)
    let with = #"though migration does not name it"#

    assertRefuses(
      json, with: table,
      saying: #"the route "settings" at root › presented @ 1: dropped by migration with "#
        + #""legacy" at root › presented @ 0, \#(with)"#,
      at: ScreenID(stack: sheet, depth: 1))
    assertRestores(
      json, with: table, policy: .lenient,
      as: NavigationState(
        root: MainRoute.tabBar,
        tabs: TabGroup(
          [(MainTab.home, NavigationState(root: DashboardRoute.home))], selected: MainTab.home)),
      dropping: [
        (
          #"the route "legacy" at root › presented @ 0: dropped by migration"#,
          ScreenID(stack: sheet, depth: 0)
        ),
        (
          #"the route "settings" at root › presented @ 1: dropped by migration with "#
            + #""legacy" at root › presented @ 0, \#(with)"#,
          ScreenID(stack: sheet, depth: 1)
        ),
        (
          #"the route "auth" at root › presented › presented @ 0: dropped by migration with "#
            + #""legacy" at root › presented @ 0, \#(with)"#,
          ScreenID(stack: sheet.presented, depth: 0)
        ),
        (#"the route "legacy" at root @ 0: dropped by migration"#, bar),
        (
          #"the route "auth" at root @ 0: dropped by migration with "legacy" at root @ 0, "#
            + with,
          bar
        ),
      ])
  }

  /// N5: the routes a migration drop discards are counted against the limit, as read ones are,
  /// so a long run that goes costs bounded work.
  func testN5_theRoutesAMigrationDropDiscards_countAgainstTheLimit() throws {
    var table = try restorationTable(version: 2)
    table.limits.routes = 4
    for count in 1...5 {
      let values = Array(repeating: #"{"add":{}}"#, count: count).joined(separator: ",")
      let json = saved(stack(#""runs":[{"k":"legacy","v":[\#(values)]}]"#))
      for policy in [RestorationTable.Policy.strict, .lenient] {
        guard count < 4 else {
          XCTAssertThrowsError(try restore(json, with: table, policy: policy), "\(count)") {
            XCTAssertEqual($0 as? RestorationError, .tooLarge(limit: 4), "\(count)")
          }
          continue
        }
        XCTAssertEqual(
          try restore(json, with: table, policy: policy).dropped,
          (1...count).map { .droppedByMigration("legacy", at: ScreenID(stack: .root, depth: $0)) },
          "\(count)")
      }
    }
  }

  // MARK: Tab bars

  /// A tab bar saved with no tabs: strictly an invalid tree, leniently left out and listed.
  func testATabBarSavedWithNoTabs_isRefusedStrictly_andListedWhenDroppedLeniently() throws {
    let json = saved(
      stack(
        #""runs":[{"k":"dashboard","v":[{"details":{"id":1}}]}],"#
          + #""tabs":{"selected":0,"reselect":true,"tabs":[]}"#))
    let table = try restorationTable()

    assertRefuses(
      json, with: table, saying: "the saved tree is invalid: a tab bar with no tabs at root",
      at: ScreenID(stack: .root, depth: 0))
    assertRestores(
      json, with: table, policy: .lenient,
      as: NavigationState(root: DashboardRoute.home, path: details(1...1)),
      dropping: [
        (
          "the saved tree is invalid: a tab bar with no tabs at root",
          ScreenID(stack: .root, depth: 0)
        )
      ])
  }

  /// A tab bar whose tabs all fail lists each tab, and not the bar again.
  func testATabBarWhoseTabsAllFail_listsEachTab() throws {
    let json = saved(
      #"{"root":{"k":"main","v":{"tabBar":{}}},"tabs":{"selected":0,"reselect":true,"tabs":["#
        + #"{"id":{"k":"nothing","v":{}},"tree":{"root":{"k":"auth","v":{"login":{}}}}},"#
        + #"{"id":{"k":"tab","v":{"home":{}}},"tree":{"root":{"k":"nothing","v":{}}}}]}}"#)

    assertRestores(
      json, with: try restorationTable(), policy: .lenient,
      as: NavigationState(root: MainRoute.tabBar),
      dropping: [
        (
          #"no route type has the key "nothing" at root @ 0: declare it, or migrate it"#,
          ScreenID(stack: .root, depth: 0)
        ),
        (
          #"no route type has the key "nothing" at root › tab(home) @ 0: declare it, or migrate it"#,
          ScreenID(stack: .tab(MainTab.home), depth: 0)
        ),
      ])
  }

  /// A saved tab bar with a tab for each of `ids`, each an auth login root, selecting the
  /// entry at `selected`.
  private func tabBar(selected: Int, ids: [String]) -> String {
    let tabs = ids.map { id in
      #"{"id":{"k":"tab","v":{"\#(id)":{}}},"tree":{"root":{"k":"auth","v":{"login":{}}}}}"#
    }
    return saved(
      #"{"root":{"k":"main","v":{"tabBar":{}}},"tabs":{"selected":\#(selected),"#
        + #""reselect":true,"tabs":[\#(tabs.joined(separator: ","))]}}"#)
  }

  /// A selected tab out of range: strictly refused; leniently the first tab is selected, and
  /// `repaired` says so.
  func testASelectedTabOutOfRange_isRefusedStrictly_andRepairedAndListedLeniently() throws {
    let table = try restorationTable()
    for selected in [2, 7, -1] {
      let json = tabBar(selected: selected, ids: ["home", "settings"])
      let problem =
        "the saved tree is invalid: the selected tab, \(selected), is not one of 2 at root"

      assertRefuses(json, with: table, saying: problem, at: ScreenID(stack: .root, depth: 0))
      let restored = try restore(json, with: table, policy: .lenient)
      XCTAssertEqual(
        restored.state,
        NavigationState(
          root: MainRoute.tabBar,
          tabs: TabGroup(
            [
              (MainTab.home, NavigationState(root: AuthRoute.login)),
              (MainTab.settings, NavigationState(root: AuthRoute.login)),
            ], selected: MainTab.home)))
      XCTAssertEqual(restored.repaired.map(\.description), [problem])
      XCTAssertEqual(restored.repaired.map(\.location), [ScreenID(stack: .root, depth: 0)])
      XCTAssertEqual(restored.dropped, [])
    }
  }

  /// A selected tab in range is read as saved, and nothing is listed as repaired.
  func testASelectedTabInRange_isSelected_andNothingIsRepaired() throws {
    let restored = try restore(
      tabBar(selected: 1, ids: ["home", "settings"]), with: try restorationTable())
    XCTAssertEqual(restored.state.tabs?.selected, AnyRoute(MainTab.settings))
    XCTAssertEqual(restored.repaired, [])
  }

  /// A tab listed twice: strictly refused; leniently the first keeps its stack and the second
  /// is dropped and listed — and selecting the second selects that tab.
  func testATabListedTwice_isRefusedStrictly_andTheSecondDroppedAndListedLeniently() throws {
    let table = try restorationTable()
    let json = saved(
      #"{"root":{"k":"main","v":{"tabBar":{}}},"tabs":{"selected":1,"reselect":true,"tabs":["#
        + #"{"id":{"k":"tab","v":{"home":{}}},"tree":{"root":{"k":"dashboard","v":{"home":{}}}}},"#
        + #"{"id":{"k":"tab","v":{"home":{}}},"tree":{"root":{"k":"auth","v":{"login":{}}}}},"#
        + #"{"id":{"k":"tab","v":{"settings":{}}},"tree":{"root":{"k":"settings","v":{"main":{}}}}}]}}"#
    )
    let problem = "the saved tree is invalid: the tab home listed twice at root"

    assertRefuses(json, with: table, saying: problem, at: ScreenID(stack: .root, depth: 0))
    assertRestores(
      json, with: table, policy: .lenient,
      as: NavigationState(
        root: MainRoute.tabBar,
        tabs: TabGroup(
          [
            (MainTab.home, NavigationState(root: DashboardRoute.home)),
            (MainTab.settings, NavigationState(root: SettingsRoute.main)),
          ], selected: MainTab.home)),
      dropping: [(problem, ScreenID(stack: .root, depth: 0))])
  }
}

/// The keys a migration hook was asked about, in order. The hook must be `@Sendable`; it runs
/// inside the one synchronous read the test makes, and the lock makes each record safe anyway.
private final class KeyLog: @unchecked Sendable {
  private let lock = NSLock()
  private var asked: [String] = []

  var keys: [String] {
    lock.withLock { asked }
  }

  func append(_ key: String) {
    lock.withLock { asked.append(key) }
  }
}
