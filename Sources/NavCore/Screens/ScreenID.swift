/// One screen in a navigation tree: a stack and a depth in it.
///
/// Depth 0 is the stack's root, depth `n` its `n`th pushed route. A screen keeps its identity
/// while its stack is there and every screen below it in that stack is unchanged, so two
/// equal routes pushed one after the other are two screens, and a screen popped and pushed
/// again in a later request is a new one.
public struct ScreenID: Hashable, Sendable {
  /// The stack the screen is in.
  public var stack: StackAddress
  /// Its depth in the stack: 0 for the root.
  public var depth: Int

  /// The screen at `depth` in the stack at `stack`.
  ///
  /// - Parameters:
  ///   - stack: The stack, from the root of the tree.
  ///   - depth: 0 for the stack's root, `n` for its `n`th pushed route.
  public init(stack: StackAddress, depth: Int) {
    self.stack = stack
    self.depth = depth
  }
}

extension ScreenID: CustomStringConvertible {
  public var description: String {
    "\(stack) @ \(depth)"
  }
}

extension NavigationState {
  /// The route of the screen `screen`, or `nil` when there is no such screen.
  ///
  /// - Parameter screen: A screen of this tree.
  public func route(of screen: ScreenID) -> AnyRoute? {
    guard let stack = self[stack: screen.stack], screen.depth >= 0 else { return nil }
    if screen.depth == 0 { return stack.root }
    return screen.depth <= stack.path.count ? stack.path[screen.depth - 1] : nil
  }

  /// The screen on top of the focused stack: the one the user sees.
  public var topScreen: ScreenID {
    ScreenID(stack: focusedAddress, depth: focusedStack.path.count)
  }
}
