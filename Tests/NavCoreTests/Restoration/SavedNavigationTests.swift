import Foundation
import NavCore
import TestFixtures
import XCTest

/// The saved form: every route under its key, a path as runs of routes with one key.
final class SavedNavigationTests: XCTestCase {
  func testSave_aStackWithNoPath_writesItsRootAlone() throws {
    let state = NavigationState(root: DashboardRoute.home)

    let json = try savedJSON(state, with: restorationTable())

    XCTAssertEqual(json, #"{"tree":{"root":{"k":"dashboard","v":{"home":{}}}},"version":1}"#)
  }

  func testSave_writesAPathAsRunsOfTheRoutesThatShareAKey() throws {
    let state = NavigationState(
      root: DashboardRoute.home,
      path: [
        DashboardRoute.details(id: 1), DashboardRoute.details(id: 2), SettingsRoute.privacy,
        DashboardRoute.details(id: 3),
      ])

    let json = try savedJSON(state, with: restorationTable())

    XCTAssertEqual(
      json,
      #"{"tree":{"root":{"k":"dashboard","v":{"home":{}}},"runs":["#
        + #"{"k":"dashboard","v":[{"details":{"id":1}},{"details":{"id":2}}]},"#
        + #"{"k":"settings","v":[{"privacy":{}}]},"#
        + #"{"k":"dashboard","v":[{"details":{"id":3}}]}]},"version":1}"#)
  }

  func testSave_writesRunsInEveryStackOfATree() throws {
    let sheet = NavigationState(
      root: SheetRoute.add, path: [SheetRoute.edit(id: 3), SheetRoute.edit(id: 4)])
    let state = NavigationState(
      root: MainRoute.tabBar,
      tabs: TabGroup(
        [
          (
            MainTab.home,
            NavigationState(
              root: DashboardRoute.home,
              path: [DashboardRoute.details(id: 7), DashboardRoute.details(id: 8)])
          ),
          (
            MainTab.settings,
            NavigationState(
              root: SettingsRoute.main, path: [SettingsRoute.privacy],
              presented: PresentedLayer(.sheet, state: sheet))
          ),
        ], selected: MainTab.settings))

    let json = try savedJSON(state, with: restorationTable())

    XCTAssertEqual(
      json,
      #"{"tree":{"root":{"k":"main","v":{"tabBar":{}}},"tabs":{"reselect":true,"selected":1,"#
        + #""tabs":[{"id":{"k":"tab","v":{"home":{}}},"tree":{"#
        + #""root":{"k":"dashboard","v":{"home":{}}},"#
        + #""runs":[{"k":"dashboard","v":[{"details":{"id":7}},{"details":{"id":8}}]}]}},"#
        + #"{"id":{"k":"tab","v":{"settings":{}}},"tree":{"#
        + #""presented":{"style":"sheet","tree":{"root":{"k":"sheet","v":{"add":{}}},"#
        + #""runs":[{"k":"sheet","v":[{"edit":{"id":3}},{"edit":{"id":4}}]}]}},"#
        + #""root":{"k":"settings","v":{"main":{}}},"#
        + #""runs":[{"k":"settings","v":[{"privacy":{}}]}]}}]}},"version":1}"#)
  }

  /// Paths of every length up to 20, alternating between two keys every `block` routes: one
  /// run per block, each as long as its block, and the state reads back as itself.
  func testSave_runsFollowTheKeys_forEveryLengthAndBlock() throws {
    let table = try restorationTable()
    for block in 1...4 {
      for length in 0..<20 {
        let routes: [AnyRoute] = (0..<length).map { index in
          (index / block).isMultiple(of: 2)
            ? AnyRoute(DashboardRoute.details(id: index)) : AnyRoute(SettingsRoute.privacy)
        }
        let state = NavigationState(root: DashboardRoute.home, path: RoutePath(routes))
        let json = try savedJSON(state, with: table)

        let runs = try Self.runs(in: json)
        let expected = stride(from: 0, to: length, by: block).map { start in
          (
            (start / block).isMultiple(of: 2) ? "dashboard" : "settings",
            min(block, length - start)
          )
        }
        let context = "block \(block), length \(length): \(json)"
        XCTAssertEqual(runs.map(\.key), expected.map(\.0), context)
        XCTAssertEqual(runs.map(\.count), expected.map(\.1), context)
        XCTAssertEqual(try restore(json, with: table).state, state, context)
      }
    }
  }

  /// The key and the number of routes of each run of the root stack in `json`.
  private static func runs(in json: String) throws -> [(key: String, count: Int)] {
    let saved = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let tree = try XCTUnwrap(saved["tree"] as? [String: Any])
    guard let runs = tree["runs"] else { return [] }
    return try XCTUnwrap(runs as? [[String: Any]]).map { run in
      (try XCTUnwrap(run["k"] as? String), try XCTUnwrap(run["v"] as? [Any]).count)
    }
  }

  // MARK: What reading would refuse

  /// A state saves exactly when it reads back: past the route limit, both refuse (roots and
  /// tab identities count as reading counts them).
  func testSave_refusesWhatReadingWouldRefuse_atTheRouteLimit() throws {
    var table = try restorationTable()
    table.limits = RestorationTable.Limits(routes: 5)
    for extra in 0...6 {
      let state = NavigationState(
        root: MainRoute.tabBar,
        tabs: TabGroup(
          [
            (MainTab.home, NavigationState(root: DashboardRoute.home)),
            (
              MainTab.settings,
              NavigationState(
                root: SettingsRoute.main,
                path: RoutePath(Array(repeating: SettingsRoute.privacy, count: extra)))
            ),
          ], selected: MainTab.home))
      let routes = 5 + extra
      do {
        let data = try JSONEncoder().encode(table.save(state))
        XCTAssertLessThanOrEqual(routes, 5, "\(routes) routes saved")
        XCTAssertEqual(try restore(String(decoding: data, as: UTF8.self), with: table).state, state)
      } catch let error as RestorationError {
        XCTAssertGreaterThan(routes, 5, "\(routes) routes refused")
        XCTAssertEqual(error, .tooLarge(limit: 5))
      }
    }
  }

  func testSave_refusesAStateNestedDeeperThanTheLimit() throws {
    var table = try restorationTable()
    table.limits = RestorationTable.Limits(depth: 1)
    let sheet = PresentedLayer(.sheet, state: NavigationState(root: SheetRoute.add))
    let one = NavigationState(root: DashboardRoute.home, presented: sheet)
    var two = one
    two.presented?.state.presented = sheet

    XCTAssertNoThrow(try table.save(one))
    XCTAssertThrowsError(try table.save(two)) { error in
      XCTAssertEqual(error as? RestorationError, .tooDeep(limit: 1))
    }
  }

  func testSave_refusesAnInvalidTree() throws {
    var state = NavigationState(
      root: MainRoute.tabBar,
      tabs: TabGroup(
        [(MainTab.home, NavigationState(root: DashboardRoute.home))], selected: MainTab.home))
    state.path = [DashboardRoute.details(id: 1)]

    XCTAssertThrowsError(try restorationTable().save(state)) { error in
      XCTAssertEqual(
        (error as? RestorationError)?.description,
        "the saved tree is invalid: invalid state: a stack with tabs has a path of its own at root")
    }
  }
}
