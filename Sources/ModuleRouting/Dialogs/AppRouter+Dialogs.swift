import NavCore

extension AppRouter {
  /// What the alert or dialog presented over the stack at `address` shows, its buttons bound
  /// to that presentation: once a later request takes it away — dismissed, replaced, or
  /// dismissed and presented again, even with the same route — ``choose(_:fileID:line:)``
  /// refuses them. (A request that dismisses it and presents the same route in one batch
  /// changes nothing, and keeps the presentation.)
  ///
  /// ```swift
  /// if let alert = try app.dialog(over: .root, using: dialogs) {
  ///   app.choose(alert.buttons[0])
  /// }
  /// ```
  ///
  /// - Returns: The content, or `nil` when no alert or dialog is presented there.
  /// - Throws: ``DestinationError`` when `dialogs` has no content for the layer's route.
  public func dialog(
    over address: StackAddress, using dialogs: DestinationRegistry<DialogContent>
  ) throws(DestinationError) -> DialogContent? {
    guard let layer = presented(at: address), layer.style.isLeaf else { return nil }
    let screen = ScreenID(stack: address.presented, depth: 0)
    var content = try dialogs.screen(for: layer.route, at: screen)
    let presentation = object(for: screen) { DialogLayer() }
    for index in content.buttons.indices {
      content.buttons[index].layer = presentation
    }
    return content
  }

  /// Chooses a button of the alert or dialog on top: closes it and does what the button says —
  /// its commands in the same change as the closing, or its function after it.
  ///
  /// - Parameters:
  ///   - button: A button of the topmost layer's ``DialogContent``.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  /// - Returns: What became of the closing (and the commands): a refusal when no alert or
  ///   dialog is on top, or when the button was built for an alert or dialog that is no
  ///   longer there (``dialog(over:using:)``) — which changes nothing.
  @discardableResult
  public func choose(_ button: DialogButton, fileID: StaticString = #fileID, line: UInt = #line)
    -> NavigationResult
  {
    let site = CallSite(fileID, line)
    guard let layer = storage.state.topLayer, layer.style.isLeaf else {
      return reject(Request([], from: .app, at: site), .nothingPresented)
    }
    if let presentation = button.layer,
      object(DialogLayer.self, for: storage.state.topScreen) !== presentation
    {
      return reject(Request([], from: .app, at: site), .buttonOfAnotherDialog(button.title))
    }
    switch button.action {
    case .dismiss:
      return navigator.dismiss(at: site)
    case .commands(let commands):
      return navigator.perform([.dismiss] + commands, at: site)
    case .run(let function):
      let result = navigator.dismiss(at: site)
      if result.isApplied { function() }
      return result
    }
  }
}
