import NavCore
import XCTest

/// What one update did, counted from the two states alone, without the planner's help: the
/// rules a plan's steps must keep are checked against this.
struct UpdateCount {
  /// Stacks whose routes changed at depths both states have (or whose tab bar changed how it
  /// treats a reselection).
  var changedInPlace = 0
  /// For each stack that lost pushes, how many.
  var popped: [Int] = []
  /// For each stack that gained pushes, how many.
  var pushed: [Int] = []
  /// Tab bars that selected another tab.
  var selections = 0
  /// Layers closed, with the layers inside them and those of the stacks replaced.
  var dismissed = 0
  /// Layers shown, as they were first shown.
  var presented: [NavigationState] = []
  /// Stacks rebuilt (a plain stack made a tab bar, a tab bar given other tabs): before and
  /// after.
  var replaced: [(old: NavigationState, new: NavigationState)] = []

  init(from old: NavigationState, to new: NavigationState) {
    count(old, new)
  }

  private mutating func count(_ old: NavigationState, _ new: NavigationState) {
    guard Self.tabIDs(old) == Self.tabIDs(new) else {
      replaced.append((old, new))
      dismissed += Self.layerCount(old)
      return
    }
    let shared = min(old.path.count, new.path.count)
    if old.root != new.root || !old.path.prefix(shared).elementsEqual(new.path.prefix(shared))
      || old.tabs?.reselectPopsToRoot != new.tabs?.reselectPopsToRoot
    {
      changedInPlace += 1
    }
    if old.path.count > shared { popped.append(old.path.count - shared) }
    if new.path.count > shared { pushed.append(new.path.count - shared) }
    if old.tabs?.selected != new.tabs?.selected { selections += 1 }
    for (oldTab, newTab) in zip(old.tabs?.states ?? [], new.tabs?.states ?? []) {
      count(oldTab, newTab)
    }
    switch (old.presented, new.presented) {
    case (let before?, let after?)
    where before.style == after.style && Self.tabIDs(before.state) == Self.tabIDs(after.state):
      count(before.state, after.state)
    case (let before, let after):
      if let before { dismissed += Self.layerCount(before.state) + 1 }
      if let after { presented.append(after.state) }
    }
  }

  /// The kinds of change the update made.
  var kinds: [String] {
    var kinds: [String] = []
    if changedInPlace > 0 { kinds.append("routes changed in place") }
    if !popped.isEmpty { kinds.append("pops") }
    if !pushed.isEmpty { kinds.append("pushes") }
    if selections > 0 { kinds.append("tab selections") }
    if dismissed > 0 { kinds.append("dismissals") }
    if !presented.isEmpty { kinds.append("presentations") }
    if !replaced.isEmpty { kinds.append("replaced stacks") }
    return kinds
  }

  /// Why a host could not make this update in one go, or `nil` when it could.
  ///
  /// A host that dismisses at once makes any one other kind of change in the same update,
  /// as long as it presents nothing.
  func violation(allowing options: TransitionPlan.Options) -> String? {
    var others = kinds
    if options.contains(.dismissalsAtOnce) && presented.isEmpty {
      others.removeAll { $0 == "dismissals" }
    }
    guard others.count == 1 || kinds == ["dismissals"] else { return "one update makes \(kinds)" }
    if dismissed > 1 && !options.contains(.dismissalsAtOnce) {
      return "\(dismissed) layers dismissed at once"
    }
    if pushed.count > 1 { return "pushes onto \(pushed.count) stacks" }
    if let count = pushed.first, count > 1, !options.contains(.pushesAtOnce) {
      return "\(count) routes pushed at once"
    }
    if selections > 1 { return "\(selections) tabs selected" }
    if presented.count > 1 { return "\(presented.count) layers presented" }
    if let layer = presented.first, !Self.isFirstShown(layer) {
      return "a layer presented with more than its root and tabs"
    }
    if replaced.count > 1 { return "\(replaced.count) stacks replaced" }
    if let (old, new) = replaced.first {
      if Self.layerCount(old) > 0 && !options.contains(.dismissalsAtOnce) {
        return "a stack replaced while it shows layers"
      }
      if !Self.isFirstShown(new) { return "a stack replaced with more than its root and tabs" }
    }
    return nil
  }

  private static func tabIDs(_ state: NavigationState) -> [AnyRoute]? {
    state.tabs?.tabs
  }

  /// The layers presented anywhere in `state`.
  private static func layerCount(_ state: NavigationState) -> Int {
    let inTabs = (state.tabs?.states ?? []).map(layerCount).reduce(0, +)
    return inTabs + (state.presented.map { layerCount($0.state) + 1 } ?? 0)
  }

  /// Whether `state` is a stack as first shown: nothing pushed or presented, in it or in its
  /// tabs.
  private static func isFirstShown(_ state: NavigationState) -> Bool {
    state.path.isEmpty && state.presented == nil
      && (state.tabs?.states ?? []).allSatisfy(isFirstShown)
  }
}

/// Asserts that `steps` is a plan a host can follow with `options`: each step is a valid
/// tree, differs from the one before, and is one update away from it.
///
/// - Parameter context: What the failures should mention: the seed of a random case, say.
func assertFollowsTheRules(
  _ steps: [NavigationState], options: TransitionPlan.Options, context: String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  for (index, step) in steps.enumerated() {
    XCTAssertNoThrow(
      try step.validate(), "\(context)step \(index) is invalid", file: file, line: line)
  }
  for index in steps.indices.dropFirst() {
    let (old, new) = (steps[index - 1], steps[index])
    XCTAssertNotEqual(
      old, new, "\(context)step \(index) repeats the one before", file: file, line: line)
    if let violation = UpdateCount(from: old, to: new).violation(allowing: options) {
      XCTFail(
        "\(context)step \(index): \(violation)\nfrom\n\(old)\nto\n\(new)", file: file, line: line)
    }
  }
}
