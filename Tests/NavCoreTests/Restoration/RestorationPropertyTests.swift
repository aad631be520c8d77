import Foundation
import NavCore
import TestFixtures
import XCTest

/// Restoration over random trees and hostile data: every tree comes back exactly; mutated,
/// truncated or nested data never crashes or hangs, and fails with an error.
final class RestorationPropertyTests: XCTestCase {
  /// The fixtures' table, shared with the state fuzzer: every route kind the random trees use.
  private func table() throws -> RestorationTable {
    try fixtureRestoration()
  }

  private func decode(_ data: Data, with table: RestorationTable) throws -> RestoredNavigation {
    let decoder = JSONDecoder()
    decoder.userInfo[RestorationTable.userInfoKey] = table.reading(.lenient)
    return try decoder.decode(RestoredNavigation.self, from: data)
  }

  func testRandomTrees_roundTripExactly() throws {
    let table = try table()
    var trees = RandomTrees(seed: 0x5A7E_0001)
    for step in 0..<5_000 {
      let state = trees.state()
      let data = try JSONEncoder().encode(table.save(state))
      let restored = try decode(data, with: table)
      guard restored.state == state, restored.dropped.isEmpty else {
        return XCTFail(
          "step \(step): \(state)\nrestored as\n\(restored.state)\n\(restored.dropped)")
      }
    }
  }

  /// 100,000 inputs: saved trees with bytes flipped, cut short, repeated or wrapped deeper.
  func testHostileData_neverCrashesOrHangs() throws {
    let table = try table()
    var trees = RandomTrees(seed: 0x5A7E_0002)
    var random = SplitMix64(seed: 0x5A7E_0003)
    var outcomes = (restored: 0, failed: 0)
    for _ in 0..<100_000 {
      var bytes = Array(try JSONEncoder().encode(table.save(trees.state(depth: 2))))
      Self.mutate(&bytes, using: &random)
      do {
        _ = try decode(Data(bytes), with: table)
        outcomes.restored += 1
      } catch {
        outcomes.failed += 1
      }
    }
    XCTAssertGreaterThan(outcomes.failed, 10_000, "\(outcomes)")
    XCTAssertGreaterThan(outcomes.restored, 1_000, "\(outcomes)")
  }

  /// Changes `bytes` the way broken or adversarial data differs from good data.
  private static func mutate(_ bytes: inout [UInt8], using random: inout SplitMix64) {
    guard !bytes.isEmpty else { return }
    switch Int.random(in: 0...5, using: &random) {
    case 0:
      bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(
        in: 32...126, using: &random)
    case 1:
      bytes.removeLast(Int.random(in: 0..<bytes.count, using: &random))
    case 2:
      let start = Int.random(in: 0..<bytes.count, using: &random)
      bytes.insert(contentsOf: bytes[start...].prefix(40), at: start)
    case 3:
      let nesting = Int.random(in: 1...600, using: &random)
      bytes =
        Array(String(repeating: "{\"tree\":", count: nesting).utf8) + bytes
        + Array(String(repeating: "}", count: nesting).utf8)
    case 4:
      for index in bytes.indices where bytes[index] == UInt8(ascii: "k") {
        bytes[index] = UInt8(ascii: "v")
      }
    default:
      let start = Int.random(in: 0..<bytes.count, using: &random)
      let digits = Array(String(Int.random(in: Int.min...Int.max, using: &random)).utf8)
      bytes.replaceSubrange(start..<min(bytes.count, start + 3), with: digits)
    }
  }
}
