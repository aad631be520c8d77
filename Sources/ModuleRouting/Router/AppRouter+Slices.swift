import NavCore
import Observation

extension AppRouter {
  /// The path of the stack at `address`, for a `NavigationStack(path:)` binding; empty when the
  /// address names no stack. A view that reads it is told only when that path changes.
  ///
  /// - Parameter address: The stack, from the root.
  public func path(at address: StackAddress) -> RoutePath {
    track(.path(address))
    // The root's path is read in place; another stack's, from a copy of that stack.
    return address.isRoot ? storage.state.path : storage.state[stack: address]?.path ?? []
  }

  /// Replaces the path of the stack at `address`, as a `NavigationStack` does when the user
  /// swipes back: a binding write, through the same pipeline as any command.
  ///
  /// - Parameters:
  ///   - path: The new path.
  ///   - address: The stack, from the root.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  /// - Returns: ``NavigationResult/applied``, or the refusal.
  @discardableResult
  public func setPath(
    _ path: RoutePath, at address: StackAddress, fileID: StaticString = #fileID, line: UInt = #line
  ) -> NavigationResult {
    bindingWrite(.at(address, [.setPath(path)]), to: .path(address), at: CallSite(fileID, line))
  }

  /// The layer presented over the stack at `address`, or `nil`.
  ///
  /// A view that reads it is told when a layer is presented there, dismissed, or replaced by
  /// another (another style or route) — not when something changes inside the layer: read the
  /// layer's own stack with ``path(at:)`` and `address.presented`.
  ///
  /// - Parameter address: The presenting stack, from the root.
  public func presented(at address: StackAddress) -> PresentedLayer? {
    track(.presented(address))
    return storage.state[stack: address]?.presented
  }

  /// Sets the layer presented over the stack at `address`, as a sheet's binding does: `nil`
  /// dismisses it (a swipe down), a layer replaces it.
  ///
  /// - Parameters:
  ///   - layer: The layer, or `nil` to dismiss.
  ///   - address: The presenting stack, from the root.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  /// - Returns: ``NavigationResult/applied``, or the refusal.
  @discardableResult
  public func setPresented(
    _ layer: PresentedLayer?, at address: StackAddress, fileID: StaticString = #fileID,
    line: UInt = #line
  )
    -> NavigationResult
  {
    guard let stack = storage.state[stack: address] else {
      return bindingWrite(.at(address, []), to: .presented(address), at: CallSite(fileID, line))
    }
    if layer == stack.presented { return .applied }
    guard let layer else {
      return bindingWrite(
        .at(address, [.dismiss]), to: .presented(address), at: CallSite(fileID, line))
    }
    var replaced = stack
    replaced.presented = layer
    return bindingWrite(
      .at(address, [.setState(replaced)]), to: .presented(address), at: CallSite(fileID, line))
  }

  /// The selected tab of the tab bar at `address`, or `nil` when there is none. A view that
  /// reads it is told only when the selection changes.
  ///
  /// - Parameter address: The stack holding the tab bar, from the root.
  public func selectedTab(at address: StackAddress) -> AnyRoute? {
    track(.selectedTab(address))
    return storage.state[stack: address]?.tabs?.selected
  }

  /// Selects a tab of the tab bar at `address`, as a `TabView`'s binding does.
  ///
  /// - Parameters:
  ///   - tab: The tab's identity.
  ///   - address: The stack holding the tab bar, from the root.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  /// - Returns: ``NavigationResult/applied``, or the refusal.
  @discardableResult
  public func selectTab<Tab: Hashable & Sendable>(
    _ tab: Tab, at address: StackAddress, fileID: StaticString = #fileID, line: UInt = #line
  )
    -> NavigationResult
  {
    let site = CallSite(fileID, line)
    if storage.state[stack: address]?.focusedAddress.steps.contains(.presented) == true {
      // A layer covers the tab bar: refused, as `selectTab(_:)` refuses it.
      let request = Request(
        [.at(address, [.selectTab(tab)])], from: .binding, at: site,
        bindingSlice: .selectedTab(address))
      return reject(request, .tabBarCovered)
    }
    return bindingWrite(.at(address, [.selectTab(tab)]), to: .selectedTab(address), at: site)
  }

  /// Submits a binding's write; if it does not apply, the slice's observers are told again.
  private func bindingWrite(
    _ command: NavigationCommand, to slice: StateSlice, at site: CallSite
  ) -> NavigationResult {
    submit(Request(command, from: .binding, at: site, bindingSlice: slice))
  }

  /// Records that `slice` is read, for the observation in progress and for the changes to
  /// come.
  func track(_ slice: StateSlice) {
    access(keyPath: observation.read(slice))
  }
}
