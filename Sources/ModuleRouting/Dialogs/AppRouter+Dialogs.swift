import NavCore

extension AppRouter {
  /// Chooses a button of the alert or dialog on top: closes it and does what the button says —
  /// its commands in the same change as the closing, or its function after it.
  ///
  /// - Parameters:
  ///   - button: A button of the topmost layer's ``DialogContent``.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  /// - Returns: What became of the closing (and the commands): a refusal when no alert or
  ///   dialog is on top.
  @discardableResult
  public func choose(_ button: DialogButton, fileID: StaticString = #fileID, line: UInt = #line)
    -> NavigationResult
  {
    let site = CallSite(fileID, line)
    guard let layer = storage.state.topLayer, layer.style.isLeaf else {
      return reject(Request([], from: .app, at: site), .nothingPresented)
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
