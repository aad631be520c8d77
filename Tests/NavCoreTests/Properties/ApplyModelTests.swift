import NavCore
import TestFixtures
import XCTest

/// `NavigationState.apply` against ``FlatModel`` over long random sequences with a fixed seed:
/// same states, same refusals, atomic batches.
final class ApplyModelTests: XCTestCase {
  /// Steps in all; CI runs them all.
  static let steps = 120_000

  func testApply_matchesTheModel_overRandomSequences() {
    var random = RandomCommands(seed: 0x5EED_0001)
    var refusals: [String: Int] = [:]
    var step = 0
    while step < Self.steps {
      var state = NavigationState(root: random.route())
      var model = FlatModel(state)
      for _ in 0..<random.int(in: 1...40) {
        step += 1
        let batch = random.int(in: 0...2) == 0
        let commands = batch ? random.batch() : [random.command()]
        let before = state
        let expected = Result { () throws(NavigationRefusal) in try model.apply(commands) }
        let actual = Result { () throws(NavigationRefusal) in
          if batch { try state.apply(commands) } else { try state.apply(commands[0]) }
        }
        if case .failure(let refusal) = actual { refusals["\(refusal.kind)", default: 0] += 1 }
        guard actual.refusal == expected.refusal, state == model.state else {
          XCTFail(
            "step \(step): \(commands) on \(before)\ngave \(actual) and \(state)\n"
              + "model: \(expected) and \(model.state)")
          return
        }
      }
    }
    XCTAssertEqual(
      Set(refusals.keys), ["popPastRoot", "negativePopCount", "routeNotOnStack"],
      "every refusal kind was reached: \(refusals)")
  }
}

extension Result where Failure == NavigationRefusal {
  /// The refusal, or `nil` when it applied.
  var refusal: NavigationRefusal? {
    if case .failure(let refusal) = self { refusal } else { nil }
  }
}

extension NavigationRefusal {
  /// The first word of the description, to count kinds.
  fileprivate var kind: String {
    switch description {
    case let text where text.hasPrefix("cannot pop a negative"): "negativePopCount"
    case let text where text.hasPrefix("cannot pop to"): "routeNotOnStack"
    case let text where text.hasPrefix("cannot pop"): "popPastRoot"
    default: description
    }
  }
}
