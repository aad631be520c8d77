import NavCore
import XCTest

/// One screen of a tree written as a flat list of routes: pushed onto the stack
/// below it, or presented as a sheet or a full-screen cover with that route as its layer's
/// root.
enum Flat: Hashable, Sendable {
  case p(Int)
  case s(Int)
  case c(Int)
}

/// The tree `screens` write over the root route `0`: `[.p(2), .s(3), .p(4)]` is the root with
/// `2` pushed, presenting a sheet of `3` with `4` pushed in it.
func tree(_ screens: [Flat]) -> NavigationState {
  var layers: [(style: PresentationStyle?, root: Int, path: [Int])] = [(nil, 0, [])]
  for screen in screens {
    switch screen {
    case .p(let route): layers[layers.count - 1].path.append(route)
    case .s(let route): layers.append((.sheet, route, []))
    case .c(let route): layers.append((.fullScreenCover, route, []))
    }
  }
  var above: PresentedLayer?
  var state = NavigationState(root: 0)
  for layer in layers.reversed() {
    state = NavigationState(root: layer.root, path: RoutePath(layer.path), presented: above)
    if let style = layer.style { above = PresentedLayer(style, state: state) }
  }
  return state
}

/// Asserts that the plan from `start` to `end` passes through `expected`, each a tree written
/// flat, the start first and the end last.
func assertSteps(
  from start: [Flat], to end: [Flat], options: TransitionPlan.Options = [],
  are expected: [[Flat]], file: StaticString = #filePath, line: UInt = #line
) {
  let steps = TransitionPlan.steps(from: tree(start), to: tree(end), options: options)
  XCTAssertEqual(steps, expected.map(tree), file: file, line: line)
  assertFollowsTheRules(steps, options: options, file: file, line: line)
}

/// Asserts that the plan from `start` to `end` passes through `expected`, the start first and
/// the end last, and that each step follows the rules.
func assertSteps(
  from start: NavigationState, to end: NavigationState, options: TransitionPlan.Options = [],
  are expected: [NavigationState], file: StaticString = #filePath, line: UInt = #line
) {
  let steps = TransitionPlan.steps(from: start, to: end, options: options)
  XCTAssertEqual(steps.count, expected.count, "number of steps", file: file, line: line)
  for (index, (step, expected)) in zip(steps, expected).enumerated() where step != expected {
    XCTFail("step \(index):\n\(step)\nis not\n\(expected)", file: file, line: line)
  }
  assertFollowsTheRules(steps, options: options, file: file, line: line)
}
