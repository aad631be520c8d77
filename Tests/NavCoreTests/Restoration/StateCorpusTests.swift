import Foundation
import NavCore
import TestFixtures
import XCTest

/// The state fuzzer's corpus as test inputs: every saved state it kept for reaching code no
/// other input reached (`StateFuzzCorpus.swift`, made by `Fuzz/`), checked with the property
/// the fuzzer checks (`RestorationProperty`).
final class StateCorpusTests: XCTestCase {
  func testEveryCorpusInput_restoresTheSameStateEitherWayOrFailsWithATypedError() throws {
    let table = try fixtureRestoration()
    XCTAssertGreaterThan(stateFuzzCorpus.count, 50)
    var outcomes: [RestorationProperty.Outcome: Int] = [:]
    for input in stateFuzzCorpus {
      do {
        outcomes[try RestorationProperty.check(Data(input), with: table), default: 0] += 1
      } catch {
        XCTFail(error.description)
      }
    }
    // The corpus reaches every outcome, so none of the property's parts goes unchecked.
    XCTAssertGreaterThan(outcomes[.restored] ?? 0, 0, "\(outcomes)")
    XCTAssertGreaterThan(outcomes[.restoredLeniently] ?? 0, 0, "\(outcomes)")
    XCTAssertGreaterThan(outcomes[.refused] ?? 0, 0, "\(outcomes)")
  }

  /// The property is not vacuous: a route type that writes another value than it read breaks
  /// the round trip, and the checker says so.
  func testTheProperty_catchesARouteThatDoesNotReadBackAsItself() throws {
    var schema = try fixtureSchema()
    try schema.add(DriftingRoute.self, key: "drifting")
    let table = schema.restoration(version: 2, migration: fixtureMigration)
    let data = Data(#"{"version":2,"tree":{"root":{"k":"drifting","v":1}}}"#.utf8)
    XCTAssertThrowsError(try RestorationProperty.check(data, with: table)) { error in
      XCTAssertTrue("\(error)".contains("reads back as another state"), "\(error)")
    }
  }

  /// Saved states of random trees, current and from version 1, keep the property too.
  func testRandomTrees_savedNowOrByVersion1_keepTheProperty() throws {
    let current = try fixtureRestoration()
    let old = try fixtureRestorationV1()
    var trees = RandomTrees(seed: 0x57A7_E7E5)
    for step in 0..<500 {
      let state = trees.state(depth: step % 4)
      let data = try JSONEncoder().encode((step.isMultiple(of: 2) ? current : old).save(state))
      XCTAssertEqual(try RestorationProperty.check(data, with: current), .restored, "step \(step)")
    }
  }
}

/// A route that writes the number after the one it read.
private struct DriftingRoute: Hashable, Sendable, Codable {
  var value: Int

  init(from decoder: any Decoder) throws {
    value = try decoder.singleValueContainer().decode(Int.self)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value + 1)
  }
}
