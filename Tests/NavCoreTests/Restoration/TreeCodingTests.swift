import Foundation
import NavCore
import TestFixtures
import XCTest

/// The one form of a tree, and its payload policy: every payload for a saved state; for a
/// recording, only the payloads of the types revealed, every other route by its key alone.
final class TreeCodingTests: XCTestCase {
  /// A tree with a root, runs, a layer and tabs, every fixture type in it.
  private let tree = NavigationState(
    root: MainRoute.tabBar,
    tabs: TabGroup(
      [
        (
          MainTab.home,
          NavigationState(
            root: DashboardRoute.home,
            path: [DashboardRoute.details(id: 4242), DashboardRoute.details(id: 4243)],
            presented: PresentedLayer(.sheet, state: NavigationState(root: SheetRoute.edit(id: 77)))
          )
        ),
        (
          MainTab.settings, NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy])
        ),
      ], selected: MainTab.settings))

  func testEveryRoute_writesTheTreeOfTheSavedForm() throws {
    let table = try restorationTable()

    let json = try encoded(tree, with: TreeCoding(table: table, payloads: .everyRoute))

    let saved = try savedJSON(tree, with: table)
    XCTAssertEqual(#"{"tree":"# + json + #","version":1}"#, saved)
  }

  func testRevealingNothing_writesEachRouteByItsKey_andEachRunByItsCount() throws {
    let coding = TreeCoding(table: try restorationTable(), payloads: .revealing([]))

    let json = try encoded(tree, with: coding)

    XCTAssertEqual(
      json,
      #"{"root":{"k":"main"},"tabs":{"reselect":true,"selected":1,"tabs":["#
        + #"{"id":{"k":"tab"},"tree":{"presented":{"style":"sheet","tree":{"root":{"k":"sheet"}}},"#
        + #""root":{"k":"dashboard"},"runs":[{"k":"dashboard","n":2}]}},"#
        + #"{"id":{"k":"tab"},"tree":{"root":{"k":"settings"},"runs":[{"k":"settings","n":1}]}}]}}"#
    )
  }

  func testRevealingOneType_writesThePayloadsOfThatTypeOnly() throws {
    let coding = TreeCoding(
      table: try restorationTable(), payloads: .revealing([SheetRoute.self, SettingsRoute.self]))

    let json = try encoded(tree, with: coding)

    XCTAssertEqual(
      json,
      #"{"root":{"k":"main"},"tabs":{"reselect":true,"selected":1,"tabs":["#
        + #"{"id":{"k":"tab"},"tree":{"presented":{"style":"sheet","tree":{"root":{"k":"sheet","v":{"edit":{"id":77}}}}},"#
        + #""root":{"k":"dashboard"},"runs":[{"k":"dashboard","n":2}]}},"#
        + #"{"id":{"k":"tab"},"tree":{"root":{"k":"settings","v":{"main":{}}},"#
        + #""runs":[{"k":"settings","v":[{"privacy":{}}]}]}}]}}"#)
    XCTAssertFalse(json.contains("4242"), json)
    XCTAssertFalse(json.contains("details"), json)
  }

  func testRevealingNothing_holdsNoPayload_butEveryRoute_inRandomTrees() throws {
    let coding = TreeCoding(table: try fixtureRestoration(), payloads: .revealing([]))
    var trees = RandomTrees(seed: 0x7EE_C0DE)
    for step in 0..<300 {
      let state = trees.state(depth: step % 4)

      let object = try JSONSerialization.jsonObject(with: Data(encoded(state, with: coding).utf8))

      XCTAssertEqual(payloads(in: object), 0, "step \(step)")
      XCTAssertEqual(routes(in: object), routes(in: state), "step \(step)")
    }
  }

  func testEveryRoute_readsBackAsTheSameTree_inRandomTrees() throws {
    let coding = TreeCoding(table: try fixtureRestoration(), payloads: .everyRoute)
    var trees = RandomTrees(seed: 0x5A7E_C0DE)
    for step in 0..<300 {
      let state = trees.state(depth: step % 4)

      let read = try decoded(encoded(state, with: coding), with: coding)

      XCTAssertEqual(read, state, "step \(step)")
    }
  }

  func testRevealingEveryType_readsBackAsTheSameTree() throws {
    let table = try restorationTable()
    let coding = TreeCoding(
      table: table,
      payloads: .revealing([
        MainRoute.self, MainTab.self, DashboardRoute.self, SettingsRoute.self, SheetRoute.self,
      ]))

    let json = try encoded(tree, with: coding)

    XCTAssertEqual(json, try encoded(tree, with: TreeCoding(table: table, payloads: .everyRoute)))
    XCTAssertEqual(try decoded(json, with: coding), tree)
  }

  func testReading_aRouteWrittenByItsKeyAlone_failsNamingTheKey_whereItIs() throws {
    let coding = TreeCoding(table: try restorationTable(), payloads: .revealing([MainRoute.self]))
    let cases: [(NavigationState, String, ScreenID)] = [
      (NavigationState(root: DashboardRoute.home), "dashboard", ScreenID(stack: .root, depth: 0)),
      (
        NavigationState(root: MainRoute.tabBar, path: [SettingsRoute.privacy]), "settings",
        ScreenID(stack: .root, depth: 1)
      ),
    ]
    for (state, key, location) in cases {
      let json = try encoded(state, with: coding)

      XCTAssertThrowsError(try decoded(json, with: coding), json) { error in
        let error = RestorationError.from(error)
        XCTAssertEqual(error.description, #"a route of key "\#(key)" recorded without its payload"#)
        XCTAssertEqual(error.location, location)
      }
    }
  }

  func testARouteOfATypeWithNoKey_isWrittenAsNothing_whenRevealing_andRefused_whenWhole() throws {
    let table = try restorationTable(version: 1, keys: [(DashboardRoute.self, "dashboard")])
    let state = NavigationState(
      root: DashboardRoute.home, path: [SettingsRoute.privacy, SettingsRoute.main])
    let revealing = TreeCoding(table: table, payloads: .revealing([DashboardRoute.self]))

    let json = try encoded(state, with: revealing)

    XCTAssertEqual(json, #"{"root":{"k":"dashboard","v":{"home":{}}},"runs":[{"n":2}]}"#)
    XCTAssertThrowsError(try decoded(json, with: revealing)) { error in
      XCTAssertEqual(
        RestorationError.from(error).description, "a route of a type with no key in the catalog")
    }
    XCTAssertThrowsError(try encoded(state, with: TreeCoding(table: table, payloads: .everyRoute)))
    {
      error in
      guard case EncodingError.invalidValue = error else { return XCTFail("\(error)") }
    }
  }

  func testRestoring_aSavedStateWithARunWrittenByItsKeyAlone_refusesIt_orLenientlyEndsTheStack()
    throws
  {
    let table = try restorationTable()
    let json =
      #"{"version":1,"tree":{"root":{"k":"dashboard","v":{"home":{}}},"runs":["#
      + #"{"k":"dashboard","v":[{"details":{"id":1}}]},{"k":"settings","n":2}]}}"#

    assertRefuses(
      json, with: table, saying: #"a route of key "settings" recorded without its payload"#,
      at: ScreenID(stack: .root, depth: 2))
    assertRestores(
      json, with: table, policy: .lenient,
      as: NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)]),
      dropping: [
        (
          #"a route of key "settings" recorded without its payload"#,
          ScreenID(stack: .root, depth: 2)
        )
      ])
  }

  // MARK: Helpers

  /// `state` written with `coding`, as JSON with sorted keys.
  private func encoded(_ state: NavigationState, with coding: TreeCoding) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(
      decoding: try encoder.encode(Written(state: state, coding: coding)), as: UTF8.self)
  }

  /// The tree `json` holds, read with `coding`.
  private func decoded(_ json: String, with coding: TreeCoding) throws -> NavigationState {
    let decoder = JSONDecoder()
    decoder.userInfo[Read.codingKey] = coding
    return try decoder.decode(Read.self, from: Data(json.utf8)).state
  }

  /// How many payloads (`"v"`) the JSON `object` holds, at any depth.
  private func payloads(in object: Any) -> Int {
    if let list = object as? [Any] { return list.map(payloads(in:)).reduce(0, +) }
    guard let fields = object as? [String: Any] else { return 0 }
    return (fields["v"] == nil ? 0 : 1) + fields.values.map(payloads(in:)).reduce(0, +)
  }

  /// How many routes the JSON `object` stands for: one per key, `n` per run.
  private func routes(in object: Any) -> Int {
    if let list = object as? [Any] { return list.map(routes(in:)).reduce(0, +) }
    guard let fields = object as? [String: Any] else { return 0 }
    let counted = (fields["n"] as? Int) ?? (fields["k"] == nil ? 0 : 1)
    return counted + fields.values.map(routes(in:)).reduce(0, +)
  }

  /// How many routes `state` holds: roots, paths and tab identities.
  private func routes(in state: NavigationState) -> Int {
    let tabs = state.tabs?.states.map { 1 + routes(in: $0) }.reduce(0, +) ?? 0
    return 1 + state.path.count + tabs + (state.presented.map { routes(in: $0.state) } ?? 0)
  }
}

/// A tree to encode with a coding.
private struct Written: Encodable {
  let state: NavigationState
  let coding: TreeCoding

  func encode(to encoder: any Encoder) throws {
    try coding.encode(state, to: encoder)
  }
}

/// A tree decoded with the coding in the decoder's `userInfo`.
private struct Read: Decodable {
  static let codingKey = CodingUserInfoKey(rawValue: "TreeCodingTests.coding")!
  let state: NavigationState

  init(from decoder: any Decoder) throws {
    guard let coding = decoder.userInfo[Self.codingKey] as? TreeCoding else {
      throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no coding"))
    }
    state = try coding.decodeTree(from: decoder)
  }
}
