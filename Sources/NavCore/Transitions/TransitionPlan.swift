/// The states a host passes through to go from one navigation state to another when it cannot
/// make every change in one update.
///
/// A navigation stack animates one push at a time, a presentation must finish before the next
/// begins, and some hosts dismiss only the topmost layer. A plan orders a change as a host
/// must make it, phase by phase, over the whole tree:
///
/// 1. routes change in place where the shape allows: a stack keeps its screens and its depth,
///    and a layer keeps its place and its style, while the routes they show change;
/// 2. the layers the target has no place for are dismissed, the topmost first, one each update
///    (or all in one with ``Options/dismissalsAtOnce``, which also makes the rest of the change
///    in that update when the rest is one update that presents nothing new);
/// 3. the pushes the target does not have are popped, in one update;
/// 4. the target is built from the root up: a stack that changes between a plain stack and a
///    tab bar (or changes its tabs) is replaced, then each tab bar selects its tab, each stack
///    pushes its routes one at a time (or all at once with ``Options/pushesAtOnce``), each tab
///    is built, and each layer is presented, showing its root, then built in turn.
///
/// Each phase that has nothing to do takes no update, so consecutive states always differ.
///
/// ```swift
/// let start = NavigationState(root: Screen.home)
/// let end = NavigationState(root: Screen.home, path: [Screen.list, Screen.item(7)])
/// TransitionPlan.steps(from: start, to: end)
/// // [home], [home › list], [home › list › item(7)]
/// TransitionPlan.steps(from: start, to: end, options: .pushesAtOnce)
/// // [home], [home › list › item(7)]
/// ```
public enum TransitionPlan {
  /// The states a host shows, one update apart, from `start` to `end`, making in one update
  /// what `options` say it can.
  ///
  /// The function is pure and total: any two states give a plan that starts at `start` and
  /// ends at `end`. When both are valid (``NavigationState/validate()``), so is every state in
  /// between, and each differs from the one before by one update of one of the kinds above.
  ///
  /// - Returns: `start`, each state in between, then `end`; `[start]` alone when the two are
  ///   equal.
  public static func steps(
    from start: NavigationState, to end: NavigationState, options: Options = []
  ) -> [NavigationState] {
    var planner = TransitionPlanner(from: start, to: end, options: options)
    return planner.plan()
  }
}
