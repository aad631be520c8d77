import LinkFixtures
import NavCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Seed inputs: random trees saved by the current schema and by version 1 (which migration
/// reads), and hand-written hostile data reaching every part of the saved form, in both of its
/// forms for a path: runs (what the library writes) and one object per route (what it wrote
/// before runs, and still reads).
enum Seeds {
  /// Inputs longer than this are left out, to stay well under the fuzzer's `-max_len`.
  static let maxLength = 3_000

  static func make() throws -> [[UInt8]] {
    let current = try fixtureRestoration()
    let old = try fixtureRestorationV1()
    var trees = RandomTrees(seed: 0x57A7_E5EE)
    var seeds: [[UInt8]] = []
    var attempts = 0
    while seeds.count < 120 && attempts < 1_000 {
      attempts += 1
      let saved = try JSONEncoder().encode(current.save(trees.state(depth: attempts % 4)))
      if saved.count <= maxLength { seeds.append(Array(saved)) }
    }
    var oldSeeds = 0
    while oldSeeds < 40 && attempts < 2_000 {
      attempts += 1
      var state = trees.state(depth: attempts % 3)
      // Half of them hold sheet routes, which version 2 drops: the stack ends before them.
      if oldSeeds.isMultiple(of: 2) && state.tabs == nil {
        state.path.append(SheetRoute.edit(id: attempts))
        state.path.append(trees.random.route())
      }
      let saved = try JSONEncoder().encode(old.save(state))
      if saved.count <= maxLength {
        seeds.append(Array(saved))
        oldSeeds += 1
      }
    }
    return seeds + handWritten.map { Array($0.utf8) } + generated + notUTF8
  }

  /// A saved state of `tree`, at `version`.
  private static func saved(_ tree: String, version: String = "2") -> String {
    #"{"version":\#(version),"tree":\#(tree)}"#
  }

  /// A route saved under `key`.
  private static func route(_ key: String, _ value: String) -> String {
    #"{"k":"\#(key)","v":\#(value)}"#
  }

  /// A run of routes saved under `key`, the form the library writes a path in.
  private static func run(_ key: String, _ values: [String]) -> String {
    #"{"k":"\#(key)","v":[\#(values.joined(separator: ","))]}"#
  }

  /// A stack: `root`, then `runs` (the current form of a path), `path` (the form before runs),
  /// a layer and tabs when given.
  private static func stack(
    _ root: String = home, runs: [String]? = nil, path: [String]? = nil,
    presented: String? = nil, tabs: String? = nil
  ) -> String {
    var parts = [#""root":\#(root)"#]
    if let runs { parts.append(#""runs":[\#(runs.joined(separator: ","))]"#) }
    if let path { parts.append(#""path":[\#(path.joined(separator: ","))]"#) }
    if let presented { parts.append(#""presented":\#(presented)"#) }
    if let tabs { parts.append(#""tabs":\#(tabs)"#) }
    return "{" + parts.joined(separator: ",") + "}"
  }

  /// A layer of `style` showing `tree`.
  private static func layer(_ style: String, _ tree: String = stack()) -> String {
    #"{"style":"\#(style)","tree":\#(tree)}"#
  }

  /// A tab bar of `tabs` (each an identity and a tree), with `selected` selected.
  private static func tabBar(
    _ tabs: [(id: String, tree: String)], selected: String = "0", reselect: String = "true"
  ) -> String {
    let entries = tabs.map { #"{"id":\#($0.id),"tree":\#($0.tree)}"# }
    return
      #"{"selected":\#(selected),"reselect":\#(reselect),"tabs":[\#(entries.joined(separator: ","))]}"#
  }

  private static let home = route("dashboard", #"{"home":{}}"#)
  private static let legacy = route("legacy", #"{"add":{}}"#)

  static let handWritten: [String] = [
    // Valid, and migrated from version 1: renamed keys, a dropped route ending its stack.
    saved(stack()),
    saved(
      stack(route("dash", #"{"details":{"id":7}}"#), path: [route("login", #"{"login":{}}"#)]),
      version: "1"),
    saved(stack(path: [route("int", "1"), legacy, route("int", "2")]), version: "1"),
    saved(stack(legacy), version: "1"),
    saved(stack(), version: "0"),
    // Versions: newer, huge, of the wrong type; no version, no tree.
    saved(stack(), version: "3"), saved(stack(), version: "1e400"),
    saved(stack(), version: "99999999999999999999"),
    saved(stack(), version: "-9223372036854775808"), saved(stack(), version: #""2""#),
    #"{"version":2,"tree":[]}"#, #"{"version":2}"#, #"{"tree":\#(stack())}"#,
    // Routes: wrong types, numbers out of range, odd strings, unknown keys.
    saved(#"{"root":\#(home),"path":{}}"#),
    saved(stack(#"{"k":1,"v":{"home":{}}}"#)),
    saved(stack(route("int", #""1""#))), saved(stack(route("int8", "300"))),
    saved(stack(route("int64", "9223372036854775808"))), saved(stack(route("int", "1.5"))),
    saved(stack(route("optional", "null"))), saved(stack(#"{"k":"optional"}"#)),
    saved(stack(route("string", #""\ud800""#))),
    saved(stack(route("string", #""a\u0000b\u00e9""#))),
    saved(stack(route("wide", #"{"a":1,"b":2,"c":3,"d":4}"#))),
    saved(stack(route("three", #"{"a":1,"b":2}"#))),
    saved(stack(route("counting", #"{"id":-1}"#))), saved(stack(route("nothing", "0"))),
    saved(
      stack(path: [route("settings", #"{"privacy":{}}"#), "7", route("exit", #"{"done":{}}"#)])),
    // Layers: a sheet, an unknown style, alerts that are not leaves, a layer with no tree.
    saved(stack(presented: layer("sheet"))), saved(stack(presented: layer("drawer"))),
    saved(stack(presented: layer("alert", stack(path: [home])))),
    saved(stack(presented: layer("alert", stack(path: [#"{"k":"x"}"#])))),
    saved(stack(presented: #"{"style":"popover"}"#)),
    // Tabs: two, none, a duplicate, broken ones before the selected one, selections out of
    // range, a dropped identity, a tab bar with a path, wrong types.
    saved(
      stack(
        tabs: tabBar(
          [
            (route("int", "0"), stack()),
            (route("int", "1"), stack(route("auth", #"{"login":{}}"#))),
          ],
          selected: "1"))),
    saved(stack(tabs: tabBar([], reselect: "false"))),
    saved(stack(tabs: tabBar([(route("int", "0"), stack()), (route("int", "0"), stack())]))),
    saved(
      stack(
        tabs: tabBar(
          [(route("nothing", "0"), stack()), ("null", stack()), (route("int", "2"), stack())],
          selected: "2"))),
    saved(stack(tabs: tabBar([(route("int", "0"), stack())], selected: "-1"))),
    saved(
      stack(
        tabs: tabBar(
          [(legacy, stack()), (route("int", "0"), stack())], selected: "9223372036854775807")),
      version: "1"),
    saved(stack(path: [home], tabs: tabBar([(route("int", "0"), stack())]))),
    saved(stack(tabs: #"{"selected":true,"reselect":1,"tabs":{}}"#)),
    // Runs: keys renamed and dropped by migration, a bad route first, in the middle and last,
    // numbers out of range, an empty run, a run that is not a list or has no key, two runs of
    // one key, a stack with both forms, runs in layers and tabs, a long run.
    saved(
      stack(
        runs: [
          run("dashboard", [#"{"details":{"id":1}}"#, #"{"details":{"id":2}}"#]),
          run("settings", [#"{"privacy":{}}"#]), run("dashboard", [#"{"home":{}}"#]),
        ])),
    saved(
      stack(
        runs: [
          run("dash", [#"{"details":{"id":1}}"#, #"{"home":{}}"#]),
          run("login", [#"{"login":{}}"#]), run("legacy", [#"{"add":{}}"#, #"{"edit":{"id":1}}"#]),
          run("int", ["1"]),
        ]),
      version: "1"),
    saved(stack(runs: [run("int", [#""0""#, "1", "2"])])),
    saved(stack(runs: [run("int", ["0", "1.5", "2"])])),
    saved(stack(runs: [run("int", ["0", "1", "null"])])),
    saved(stack(runs: [run("int8", ["1", "127", "128"])])),
    saved(stack(runs: [run("optional", ["null", "1", "null"])])),
    saved(stack(runs: [run("string", [#""a""#, #""\ud800""#])])),
    saved(stack(runs: [run("int", []), run("int", ["1"])])),
    saved(stack(runs: [#"{"k":"int","v":1}"#, #"{"v":[1]}"#, #"{"k":1,"v":[1]}"#])),
    saved(stack(runs: ["null", "7", "[]", run("nothing", ["1"])])),
    saved(
      stack(runs: [run("int", ["1"]), run("int", ["2", "3"]), run("exit", [#"{"done":{}}"#])])),
    saved(stack(runs: [run("int", ["1"])], path: [route("int", "2")])),
    saved(#"{"root":\#(home),"runs":{}}"#),
    saved(
      stack(
        runs: [run("wide", [#"{"a":1,"b":2,"c":3,"d":4}"#, #"{"a":1}"#])],
        presented: layer("sheet", stack(runs: [run("three", [#"{"a":1,"b":2,"c":3}"#])])))),
    saved(stack(presented: layer("alert", stack(runs: [run("int", ["1"])])))),
    saved(
      stack(
        tabs: tabBar(
          [
            (route("int", "0"), stack(runs: [run("int", ["1", "x"])])),
            (route("int", "1"), stack(runs: [run("counting", [#"{"id":2}"#])])),
          ]))),
    saved(stack(runs: [run("int", (0..<500).map(String.init))])),
    saved(
      stack(runs: (0..<150).map { run($0.isMultiple(of: 2) ? "int" : "int8", ["\($0 % 100)"]) })),
    // Migration dropping the root of a layer, of a tab, and every tab of a bar.
    saved(stack(presented: layer("sheet", stack(legacy, runs: [run("int", ["1"])]))), version: "1"),
    saved(
      stack(tabs: tabBar([(route("int", "0"), stack(legacy)), (route("int", "1"), stack())])),
      version: "1"),
    saved(
      stack(tabs: tabBar([(legacy, stack()), (route("int", "1"), stack(legacy))])), version: "1"),
    // Not JSON objects, a repeated key, a byte order mark, data cut short.
    saved(#"{"root":\#(home),"root":\#(route("int", "1"))}"#),
    "", "null", "{}", "[]", "\u{FEFF}" + saved(stack()),
    String(saved(stack(path: [home, home])).dropLast(9)),
    String(saved(stack(runs: [run("int", ["1", "2", "3"])])).dropLast(12)),
  ]

  /// Deep nesting: layers past the depth limit, tabs in tabs, and JSON nested for nothing.
  static var generated: [[UInt8]] {
    var presented = stack()
    for _ in 0..<40 {
      presented = stack(presented: layer("sheet", presented))
    }
    var tabs = stack()
    for _ in 0..<10 {
      tabs = stack(tabs: tabBar([(route("int", "0"), tabs)]))
    }
    let arrays = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    let trees =
      String(repeating: #"{"tree":"#, count: 300) + "0" + String(repeating: "}", count: 300)
    return [saved(presented), saved(tabs), saved(stack(route("int", arrays))), trees].map {
      Array($0.utf8)
    }
  }

  /// Bytes that are not UTF-8, in a key and in a route's value.
  static let notUTF8: [[UInt8]] = [
    Array(#"{"version":2,"tree":{"root":{"k":"dash"#.utf8) + [0xFF]
      + Array(#"board","v":{"home":{}}}}}"#.utf8),
    Array(#"{"version":2,"tree":{"root":{"k":"string","v":""#.utf8) + [0xC3, 0x28]
      + Array(#""}}}"#.utf8),
  ]
}
