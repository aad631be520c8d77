import NavCore
import XCTest

/// Plans on flat trees: `p` a push, `s` a sheet, `c` a
/// full-screen cover; negative numbers are new routes, different from any old one.
final class TransitionPlanExampleTests: XCTestCase {
  func testPushes_oneAtATime() {
    assertSteps(
      from: [], to: [.p(-2), .p(-3), .p(-4)],
      are: [
        [],
        [.p(-2)],
        [.p(-2), .p(-3)],
        [.p(-2), .p(-3), .p(-4)],
      ])
  }

  func testPushes_atOnce_whenTheHostCan() {
    assertSteps(
      from: [], to: [.p(-2), .p(-3), .p(-4)], options: .pushesAtOnce,
      are: [
        [],
        [.p(-2), .p(-3), .p(-4)],
      ])
  }

  func testDismissals_oneLayerAStep() {
    assertSteps(
      from: [.s(2), .c(3), .s(4)], to: [],
      are: [
        [.s(2), .c(3), .s(4)],
        [.s(2), .c(3)],
        [.s(2)],
        [],
      ])
  }

  func testPushesOverADifferentLayer_popTheExtraPushBeforePresenting() {
    assertSteps(
      from: [.p(2), .p(3), .p(4)], to: [.p(-2), .p(-3), .s(-4), .s(-5)],
      are: [
        [.p(2), .p(3), .p(4)],
        [.p(-2), .p(-3), .p(4)],
        [.p(-2), .p(-3)],
        [.p(-2), .p(-3), .s(-4)],
        [.p(-2), .p(-3), .s(-4), .s(-5)],
      ])
  }

  func testLayersWithPushes_dismissedOneAtATime_thenThePush() {
    assertSteps(
      from: [.s(2), .p(3), .s(4), .p(5)], to: [.p(-2)],
      are: [
        [.s(2), .p(3), .s(4), .p(5)],
        [.s(2), .p(3)],
        [],
        [.p(-2)],
      ])
  }

  func testLayersWithPushes_dismissedAtOnce_goStraightToTheEnd() {
    assertSteps(
      from: [.s(2), .p(3), .s(4), .p(5)], to: [.p(-2)], options: .dismissalsAtOnce,
      are: [
        [.s(2), .p(3), .s(4), .p(5)],
        [.p(-2)],
      ])
  }

  func testLayersDismissedAtOnce_thenNewLayers_stillPresentOneAtATime() {
    assertSteps(
      from: [.s(2), .p(3), .s(4), .p(5)], to: [.p(-2), .c(-3)], options: .dismissalsAtOnce,
      are: [
        [.s(2), .p(3), .s(4), .p(5)],
        [],
        [.p(-2)],
        [.p(-2), .c(-3)],
      ])
  }

  func testLayersWithPushes_dismissedAtOnce_toAnEmptyStack() {
    assertSteps(
      from: [.s(2), .p(3), .s(4), .p(5)], to: [], options: .dismissalsAtOnce,
      are: [
        [.s(2), .p(3), .s(4), .p(5)],
        [],
      ])
  }

  func testPops_allAtOnce() {
    assertSteps(
      from: [.p(2), .p(3), .p(4)], to: [],
      are: [
        [.p(2), .p(3), .p(4)],
        [],
      ])
  }

  func testPresentations_oneAtATime() {
    assertSteps(
      from: [], to: [.s(-2), .c(-3), .s(-4)],
      are: [
        [],
        [.s(-2)],
        [.s(-2), .c(-3)],
        [.s(-2), .c(-3), .s(-4)],
      ])
  }

  func testPushesThenPresentations_oneAtATime() {
    assertSteps(
      from: [], to: [.p(-2), .p(-3), .s(-4), .s(-5)],
      are: [
        [],
        [.p(-2)],
        [.p(-2), .p(-3)],
        [.p(-2), .p(-3), .s(-4)],
        [.p(-2), .p(-3), .s(-4), .s(-5)],
      ])
  }

  func testPushesInsideAPresentedLayer_followItsPresentation() {
    assertSteps(
      from: [.p(2)], to: [.p(2), .c(-3), .p(-4), .p(-5)], options: .pushesAtOnce,
      are: [
        [.p(2)],
        [.p(2), .c(-3)],
        [.p(2), .c(-3), .p(-4), .p(-5)],
      ])
  }

  func testRoutesOfTheSameShape_changeInPlaceInOneStep() {
    assertSteps(
      from: [.p(2), .s(3), .p(4), .c(5)], to: [.p(-2), .s(-3), .p(-4), .c(-5)],
      are: [
        [.p(2), .s(3), .p(4), .c(5)],
        [.p(-2), .s(-3), .p(-4), .c(-5)],
      ])
  }

  func testFewerPushesUnderAKeptLayer_popBeneathIt() {
    assertSteps(
      from: [.p(2), .p(3), .s(4)], to: [.p(2), .s(4)],
      are: [
        [.p(2), .p(3), .s(4)],
        [.p(2), .s(4)],
      ])
  }

  func testALayerOfAnotherStyle_isDismissedThenPresented() {
    assertSteps(
      from: [.p(2), .s(3), .p(4)], to: [.p(2), .c(3), .p(4)], options: .pushesAtOnce,
      are: [
        [.p(2), .s(3), .p(4)],
        [.p(2)],
        [.p(2), .c(3)],
        [.p(2), .c(3), .p(4)],
      ])
  }

  func testUnchangedState_isItsOwnPlan() {
    for screens: [Flat] in [[], [.p(2)], [.s(2), .p(3), .c(4)]] {
      for options: TransitionPlan.Options in [[], [.pushesAtOnce, .dismissalsAtOnce]] {
        assertSteps(from: screens, to: screens, options: options, are: [screens])
      }
    }
  }

  func testPushes_stepsGrowWithDepth() {
    for depth in 0..<20 {
      let end = (0..<depth).map { Flat.p(-$0) }
      let oneAtATime = TransitionPlan.steps(from: tree([]), to: tree(end))
      let atOnce = TransitionPlan.steps(from: tree([]), to: tree(end), options: .pushesAtOnce)

      XCTAssertEqual(oneAtATime.count, depth + 1)
      XCTAssertEqual(atOnce.count, depth == 0 ? 1 : 2)
      assertFollowsTheRules(oneAtATime, options: [])
    }
  }

  func testDismissals_stepsGrowWithLayers() {
    for layers in 0..<20 {
      let start = (0..<layers).map { $0.isMultiple(of: 2) ? Flat.s($0) : Flat.c($0) }
      let oneAtATime = TransitionPlan.steps(from: tree(start), to: tree([]))
      let atOnce = TransitionPlan.steps(
        from: tree(start), to: tree([]), options: .dismissalsAtOnce)

      XCTAssertEqual(oneAtATime.count, layers + 1)
      XCTAssertEqual(atOnce.count, layers == 0 ? 1 : 2)
      assertFollowsTheRules(oneAtATime, options: [])
    }
  }
}
