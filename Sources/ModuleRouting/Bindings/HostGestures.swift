import NavCore

// What a host whose toolkit moves first — UIKit's navigation, tab bar and presentation
// controllers — does with each gesture it hears of: the same decisions `RoutedView` uses, asked
// after the fact. Each answers whether the host must show again what it showed before the
// gesture, because the router kept it.

extension StackPathBinding {
  /// The user went back in a host that moves first — UIKit's navigation controller after a back
  /// swipe, Back, or a pick from a back menu — and the host now shows `depth` pushed screens:
  /// the pop, written through the router as one request, judged against what the host showed
  /// (``shown``).
  ///
  /// A cancelled interactive pop leaves the host showing as many screens as before: nothing is
  /// written.
  ///
  /// - Parameters:
  ///   - depth: The number of pushed screens the host shows now.
  ///   - tree: The tree as the host shows it.
  ///   - fileID: The caller's file, named in any issue the write reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  /// - Returns: Whether the host must show ``shown`` again: the router did not pop — the pop
  ///   was stale (the router moved on while the gesture ran), refused, or held by a leave
  ///   guard, which asks its question.
  @MainActor @discardableResult
  public func userWentBack(
    toDepth depth: Int, in tree: ShownTree, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Bool {
    guard depth < shown.count else { return false }
    let popped = RoutePath(elements.prefix(max(depth, 0)))
    let (_, result) = write(popped, in: tree, hasScreen: { _ in true }, fileID: fileID, line: line)
    return result != .applied
  }
}

extension ShownTree {
  /// The screens a host's own back menu offers on the stack at `address`, nearest first: each
  /// screen below the top that the router would go back to, the whole pop asked as one request
  /// (``allowsPop(count:at:)``). A screen past a guarded one is left out, so the menu never
  /// offers what the router would refuse.
  ///
  /// It reads the stack's path and the layer over it, so a host that asks is asked again when
  /// either changes.
  public func backMenu(at address: StackAddress) -> [ScreenID] {
    let top = path(at: address).count
    return stride(from: top - 1, through: 0, by: -1)
      .filter { allowsPop(count: top - $0, at: address) }
      .map { ScreenID(stack: address, depth: $0) }
  }

  /// Goes back to `screen` through the router, as a pick from a host's own back menu: one
  /// request popping every screen above it; a leave guard may hold it and ask.
  ///
  /// - Returns: What the router answered, or `nil` when nothing was asked: the view is
  ///   leaving, or `screen` is not below the top of its stack.
  @discardableResult
  public func goBack(
    to screen: ScreenID, fileID: StaticString = #fileID, line: UInt = #line
  ) -> NavigationResult? {
    let count = path(at: screen.stack).count - screen.depth
    guard isLive, count > 0, screen.depth >= 0 else { return nil }
    return app.perform(.at(screen.stack, [.pop(count: count)]), fileID: fileID, line: line)
  }

  /// The user tried to swipe away the layer over the stack at `address`, and the host kept it
  /// on screen (UIKit's `presentationControllerDidAttemptToDismiss`, after
  /// ``allowsSwipingAway(layerOver:presentation:)`` said no): the dismissal is asked of the
  /// router as a binding write, so a leave guard holds it and asks its question.
  ///
  /// - Returns: What the router answered, or `nil` when nothing was asked: the view is leaving,
  ///   or nothing is presented there.
  @discardableResult
  public func userTriedToSwipeAway(
    layerOver address: StackAddress, fileID: StaticString = #fileID, line: UInt = #line
  ) -> NavigationResult? {
    guard isLive, presented(at: address) != nil else { return nil }
    return app.setPresented(nil, at: address, fileID: fileID, line: line)
  }

  /// The user swiped away the layer `shown` over the stack at `address`, and the host already
  /// took it off screen (UIKit's `presentationControllerDidDismiss`): the dismissal, written
  /// through the router while the router still has that layer, never the one that replaced it.
  ///
  /// - Returns: Whether the host must present the router's layer again: the router kept it (a
  ///   guard refused, or a leave guard holds the dismissal and asks its question).
  @discardableResult
  public func userSwipedAway(
    _ shown: ShownLayer, over address: StackAddress, fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Bool {
    guard isLive, let layer = presented(at: address), ShownLayer(layer) == shown else {
      return false
    }
    return app.setPresented(nil, at: address, fileID: fileID, line: line) != .applied
  }
}

extension TabSelectionBinding {
  /// A tap on `tab` in a host that moves first — UIKit's `tabBarController(_:shouldSelect:)`
  /// — written through the router (``write(_:in:fileID:line:)``), answering whether the host
  /// may select the tab itself: only when the router selected another tab than the one shown.
  /// A tap again (the router pops the tab to its root) and a tap the router refused are not
  /// left to the toolkit, which would pop or select on its own.
  @discardableResult
  public func shouldSelect(
    _ tab: AnyRoute, in tree: ShownTree, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Bool {
    let result = write(tab, in: tree, fileID: fileID, line: line)
    return tab != shown && result == .applied
  }
}
