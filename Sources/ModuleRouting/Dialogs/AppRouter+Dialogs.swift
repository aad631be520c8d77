import NavCore

extension AppRouter {
  /// What the alert or dialog on top of the tree shows, wherever it is presented, its buttons
  /// bound to that presentation: once a later request takes it away — dismissed, replaced, or
  /// dismissed and presented again, even with the same route — ``choose(_:fileID:line:)``
  /// refuses them. What a test reads to tap a button, as a user would.
  ///
  /// ```swift
  /// if let alert = try app.topDialog(using: catalog) {
  ///   app.choose(alert.buttons[0])
  /// }
  /// ```
  ///
  /// Reading it through the router is the only way to read a dialog's content, so every
  /// button a host shows or a test taps is bound to its layer.
  ///
  /// - Parameter catalog: The app's merged catalog, which declares the content of its alerts
  ///   and dialogs.
  /// - Returns: The content, or `nil` when the layer on top is not an alert or a dialog, or
  ///   nothing is presented.
  /// - Throws: `DialogError.missingContent` when `catalog` declares no content for the
  ///   layer's route, which is also reported as a ``NavigationIssue``.
  public func topDialog<Screen>(using catalog: RouteCatalog<Screen>) throws(DialogError)
    -> DialogContent?
  {
    let state = self.state
    guard let layer = state.topLayer, layer.style.isLeaf else { return nil }
    return try content(of: layer, at: state.topScreen, using: catalog)
  }

  /// What the alert or dialog presented over the stack at `address` shows, its buttons bound
  /// to that presentation, as ``topDialog(using:)`` binds them. (A request that dismisses it
  /// and presents the same route in one batch changes nothing, and keeps the presentation.)
  ///
  /// ```swift
  /// let alert = try app.dialog(over: .tab(MainTab.home), using: catalog)
  /// app.choose(alert.buttons[0])
  /// ```
  ///
  /// - Throws: `DialogError.noDialog` when no alert or dialog is
  ///   presented there — naming what is, and where the one on top is presented, if one is;
  ///   `DialogError.noStack` when the tree has no stack at `address`;
  ///   `DialogError.missingContent` when `catalog` declares no content for the layer's
  ///   route, which is also reported.
  public func dialog<Screen>(
    over address: StackAddress, using catalog: RouteCatalog<Screen>
  ) throws(DialogError) -> DialogContent {
    guard let layer = presented(at: address), layer.style.isLeaf else {
      throw noDialog(over: address)
    }
    return try content(of: layer, at: ScreenID(stack: address.presented, depth: 0), using: catalog)
  }

  /// Why no alert or dialog is presented over the stack at `address`.
  private func noDialog(over address: StackAddress) -> DialogError {
    let state = storage.state
    guard let stack = state[stack: address] else { return .noStack(address) }
    let onTop = state.topLayer?.style.isLeaf == true ? state.focusedAddress.parent : nil
    return .noDialog(over: address, presented: stack.presented?.style, onTopOver: onTop)
  }

  /// The content of `layer`, an alert or a dialog shown as `screen`, its buttons bound to it.
  private func content<Screen>(
    of layer: PresentedLayer, at screen: ScreenID, using catalog: RouteCatalog<Screen>
  ) throws(DialogError) -> DialogContent {
    guard var content = catalog.dialog(for: layer.route, at: screen) else {
      throw DialogError(kind: .missingContent(RouteType(of: layer.route)))
    }
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
  ///   longer there (``topDialog(using:)``, ``dialog(over:using:)``) — which changes nothing.
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
