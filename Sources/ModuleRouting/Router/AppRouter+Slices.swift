import NavCore
import Observation

extension AppRouter {
  /// The path of the stack at `address`, for a `NavigationStack(path:)` binding; empty when the
  /// address names no stack. A view that reads it is told only when that path changes.
  ///
  /// - Parameter address: The stack, from the root.
  public func path(at address: StackAddress) -> RoutePath {
    track(.path(address))
    return storage[stack: address]?.path ?? []
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
    return storage[stack: address]?.presented
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
    guard let stack = storage[stack: address] else {
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
    return storage[stack: address]?.tabs?.selected
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
    bindingWrite(
      .at(address, [.selectTab(tab)]), to: .selectedTab(address), at: CallSite(fileID, line))
  }

  /// Submits a binding's write; if it does not apply, the slice's observers are told again.
  private func bindingWrite(
    _ command: NavigationCommand, to slice: StateSlice, at site: CallSite
  ) -> NavigationResult {
    var submission = Submission(site: site)
    submission.bindingSlice = slice
    return submit(.one(command), from: .binding, submission).result
  }

  // MARK: Observation

  /// Records that `slice` is read, for the observation in progress and for ``announce(_:)``.
  func track(_ slice: StateSlice) {
    observedSlices.insert(slice)
    access(keyPath: keyPath(for: slice))
  }

  /// Tells the observers of each slice `changes` changed, once each.
  func announce(_ changes: NavigationChanges) {
    tell(observedSlices.filter { changes.changed($0) })
  }

  /// Tells the observers of a change to the focused stack's path alone — a push or a pop —
  /// without working the change out: only that path and the whole state changed.
  func announcePathChangeOnFocusedStack() {
    var focus: StackAddress?
    let changed = observedSlices.filter { slice in
      switch slice {
      case .state:
        return true
      case .path(let address):
        if focus == nil { focus = focusedAddress }
        return address == focus
      case .presented, .selectedTab, .shape:
        return false
      }
    }
    tell(changed)
  }

  /// Tells each slice's observers once.
  func tell(_ changed: Set<StateSlice>) {
    guard !changed.isEmpty else { return }
    // Forgotten before observers run: one that reads the slice again observes it anew.
    observedSlices.subtract(changed)
    activity = .changing
    for slice in changed {
      withMutation(keyPath: keyPath(for: slice)) {}
    }
    activity = .idle
  }

  /// The key path observation registers for `slice`, made once per slice: making one costs
  /// far more than looking it up.
  func keyPath(for slice: StateSlice) -> KeyPath<AppRouter, StateSlice> {
    if let keyPath = sliceKeyPaths[slice] { return keyPath }
    let keyPath = \AppRouter.[observing: slice]
    sliceKeyPaths[slice] = keyPath
    return keyPath
  }

  /// A key per slice, for observation: key paths through it are equal when the slices are.
  nonisolated subscript(observing slice: StateSlice) -> StateSlice {
    slice
  }
}
