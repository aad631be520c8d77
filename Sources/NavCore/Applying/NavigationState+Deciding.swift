extension NavigationState {
  /// What `command` would change, decided without changing anything: `nil` when it applies
  /// but changes nothing (a pop of 0, a pop to the top, the same path again).
  ///
  /// Splitting the decision from the change lets a runtime refuse a command before it starts a
  /// mutation, skip one that changes nothing, and apply the rest in place. Scoping commands
  /// (``NavigationCommand/inTab(_:commands:)``, ``NavigationCommand/at(_:_:)``) hold several
  /// edits; a ``NavigationTransaction`` applies them.
  ///
  /// - Parameters:
  ///   - command: A command that is not a scope.
  ///   - scope: Where it acts; the focused stack of the whole tree by default.
  package func edit(
    for command: consuming NavigationCommand, in scope: CommandScope = .app
  ) throws(NavigationRefusal) -> NavigationEdit? {
    switch consume command {
    case .navigate(let route, let policy):
      guard let command = self.command(navigatingTo: route, policy: policy, in: scope) else {
        return nil
      }
      return try edit(for: command, in: scope)
    case .back:
      return try backEdit(in: scope)
    case .setRoot(let root):
      return try stateEdit(NavigationState(root: root), in: scope)
    case .setState(let state):
      return try stateEdit(state, in: scope)
    case .present(let route, let style):
      return try presentEdit(PresentedLayer(route, style: style), in: scope)
    case .dismiss:
      return try dismissEdit(in: scope, all: false)
    case .dismissAll:
      return try dismissEdit(in: scope, all: true)
    case .selectTab(let tab):
      return try selectEdit(tab, in: scope)
    case .inTab, .at:
      preconditionFailure("a scoping command reached edit(for:in:) on \(summary)")
    case let pathCommand:
      if scope.isWholeApp && presented == nil && tabs == nil {
        // The hot path: a plain stack at the root is the focused stack.
        return try pathEdit(
          for: pathCommand, target: TargetStack(location: .focus, layerStyle: nil))
      }
      return try pathEdit(for: pathCommand, in: scope)
    }
  }

  // MARK: Path commands

  /// Decides a path command on this stack, the focused one, inside a layer of `layerStyle`.
  package func pathEdit(
    for command: NavigationCommand, layerStyle: PresentationStyle?
  ) throws(NavigationRefusal) -> NavigationEdit? {
    try pathEdit(for: command, target: TargetStack(location: .focus, layerStyle: layerStyle))
  }

  /// Decides a path command on this stack, the one it acts on.
  private func pathEdit(
    for command: NavigationCommand, target: TargetStack
  ) throws(NavigationRefusal) -> NavigationEdit? {
    switch command {
    case .push(let route):
      try target.checkCanHoldPath(self)
      return .append(route, at: target.location)
    case .pop(let count):
      return removal(try path.removalCount(popping: count), at: target)
    case .popTo(let route):
      if let count = path.removalCount(poppingTo: route) { return removal(count, at: target) }
      guard route == root else { throw .routeNotOnStack(route) }
      return removal(path.count, at: target)
    case .popToMatching(let predicate):
      if let index = path.lastIndex(where: { predicate.matches($0) }) {
        return removal(path.count - 1 - index, at: target)
      }
      guard predicate.matches(root) else { throw .noRouteMatches }
      return removal(path.count, at: target)
    case .popToRoot:
      return removal(path.count, at: target)
    case .replaceTop(let route):
      guard let top = path.last else { throw .popPastRoot(requested: 1, available: 0) }
      return top == route ? nil : .replaceLast(route, at: target.location)
    case .setPath(let newPath):
      guard newPath != path else { return nil }
      try target.checkCanHoldPath(self)
      return .replacePath(newPath, at: target.location)
    case let other:
      preconditionFailure("\(other) is not a path command")
    }
  }

  /// Decides a path command on the stack `scope` acts on.
  private func pathEdit(
    for command: consuming NavigationCommand, in scope: CommandScope
  ) throws(NavigationRefusal) -> NavigationEdit? {
    if scope.isWholeApp {
      // The focused stack, found without spelling out its address.
      let command = command
      return try readFocused(layerStyle: nil) { (stack, style) throws(NavigationRefusal) in
        try stack.pathEdit(for: command, target: TargetStack(location: .focus, layerStyle: style))
      }
    }
    let address = target(of: scope)
    guard let stack = self[stack: address] else { throw .noStack(address) }
    return try stack.pathEdit(
      for: command, target: TargetStack(location: .address(address), layerStyle: style(of: address))
    )
  }

  /// Calls `body` with the focused stack below this one and the style of the layer it is in.
  private func readFocused<Result>(
    layerStyle: PresentationStyle?,
    _ body: (NavigationState, PresentationStyle?) throws(NavigationRefusal) -> Result
  ) throws(NavigationRefusal) -> Result {
    if let layer = presented {
      return try layer.state.readFocused(layerStyle: layer.style, body)
    }
    if let tabs, tabs.entries.indices.contains(tabs.selectedIndex) {
      return try tabs.entries[tabs.selectedIndex].state.readFocused(layerStyle: nil, body)
    }
    return try body(self, layerStyle)
  }

  private func removal(_ count: Int, at target: TargetStack) -> NavigationEdit? {
    count == 0 ? nil : .removeLast(count, at: target.location)
  }

  // MARK: Structural commands

  /// The stack `scope` acts on: its base, or the focused stack below the base.
  private func target(of scope: CommandScope) -> StackAddress {
    scope.followsFocus ? focusedAddress(from: scope.base) : scope.base
  }

  /// The style of the layer whose state is the stack at `address`, if it is a layer's.
  package func style(of address: StackAddress) -> PresentationStyle? {
    guard address.steps.last == .presented, let parent = address.parent else { return nil }
    return self[stack: parent]?.presented?.style
  }

  private func stateEdit(
    _ state: NavigationState, in scope: CommandScope
  ) throws(NavigationRefusal) -> NavigationEdit? {
    guard let current = self[stack: scope.base] else { throw .noStack(scope.base) }
    try state.validate(asLayer: style(of: scope.base), at: scope.base)
    return state == current ? nil : .replaceState(state, at: scope.base)
  }

  private func presentEdit(
    _ layer: PresentedLayer, in scope: CommandScope
  ) throws(NavigationRefusal) -> NavigationEdit? {
    let address = target(of: scope)
    guard let stack = self[stack: address] else { throw .noStack(address) }
    if let style = style(of: address), style.isLeaf { throw .leafLayer(style) }
    guard stack.presented == nil else { throw .alreadyPresenting(address) }
    return .present(layer, over: address)
  }

  private func dismissEdit(
    in scope: CommandScope, all: Bool
  ) throws(NavigationRefusal) -> NavigationEdit? {
    guard let base = self[stack: scope.base] else { throw .noStack(scope.base) }
    guard scope.followsFocus else {
      if base.presented != nil { return .dismiss(over: scope.base) }
      if all { return nil }
      throw .nothingPresented
    }
    // The presenters on the focused branch below the base, bottom to top.
    var presenters: [StackAddress] = []
    var address = scope.base
    var stack = base
    while let step = stack.focusStep, let next = stack.child(at: step) {
      if step == .presented { presenters.append(address) }
      address = StackAddress(steps: address.steps + [step])
      stack = next
    }
    guard let presenter = all ? presenters.first : presenters.last else {
      if all { return nil }
      throw .nothingPresented
    }
    return .dismiss(over: presenter)
  }

  private func backEdit(in scope: CommandScope) throws(NavigationRefusal) -> NavigationEdit? {
    if scope.isWholeApp
      ? !focusedStack.path.isEmpty : !(self[stack: target(of: scope)]?.path.isEmpty ?? true)
    {
      return try pathEdit(for: .pop(count: 1), in: scope)
    }
    // At the root of the stack: close its layer, if it is a layer's.
    let address = target(of: scope)
    switch address.steps.last {
    case .presented?:
      // A `.presented` step has a parent.
      return .dismiss(over: address.parent ?? .root)
    case .tab(let tab)?:
      throw .atRootOfTab(tab)
    case nil:
      throw .atRootOfApp
    }
  }

  private func selectEdit(
    _ tab: AnyRoute, in scope: CommandScope
  ) throws(NavigationRefusal) -> NavigationEdit? {
    let groupAddress = try tabBar(in: scope)
    guard let group = self[stack: groupAddress]?.tabs else { throw .noTabs }
    guard let index = group.index(of: tab) else { throw .unknownTab(tab) }
    guard index == group.selectedIndex else { return .select(index, at: groupAddress) }
    let tabPath = group.entries[index].state.path
    guard group.reselectPopsToRoot, !tabPath.isEmpty else { return nil }
    return .removeLast(tabPath.count, at: .address(groupAddress.tab(tab)))
  }

  /// The stack whose tab bar `scope` selects in: its base for an exact scope, else the
  /// deepest tab bar on the focused branch, which no layer may cover.
  private func tabBar(in scope: CommandScope) throws(NavigationRefusal) -> StackAddress {
    guard let base = self[stack: scope.base] else { throw .noStack(scope.base) }
    guard scope.followsFocus else { return scope.base }
    var found: (address: StackAddress, covered: Bool)?
    var address = scope.base
    var stack = base
    while true {
      if stack.tabs != nil { found = (address, false) }
      guard let step = stack.focusStep, let next = stack.child(at: step) else { break }
      if step == .presented, found != nil { found?.covered = true }
      address = StackAddress(steps: address.steps + [step])
      stack = next
    }
    guard let found else { throw .noTabs }
    guard !found.covered else { throw .tabBarCovered }
    return found.address
  }

  /// The address of the stack of `tab`, in the deepest tab bar on the focused branch of
  /// `scope` that has it.
  package func tabAddress(
    _ tab: AnyRoute, in scope: CommandScope
  ) throws(NavigationRefusal) -> StackAddress {
    guard let base = self[stack: scope.base] else { throw .noStack(scope.base) }
    var match: StackAddress?
    var sawTabs = false
    var address = scope.base
    var stack = base
    while true {
      if let tabs = stack.tabs {
        sawTabs = true
        if tabs.index(of: tab) != nil {
          match = address.appending(StackAddress(steps: [.tab(tab)]))
        }
      }
      guard scope.followsFocus, let step = stack.focusStep, let next = stack.child(at: step)
      else { break }
      address = StackAddress(steps: address.steps + [step])
      stack = next
    }
    guard let match else { throw sawTabs ? .unknownTab(tab) : .noTabs }
    return match
  }
}

/// What a command sees of the stack it acts on, beyond the stack itself.
private struct TargetStack {
  /// Where the edit goes.
  var location: StackTarget
  /// The style of the layer whose state the stack is, if it is a layer's.
  var layerStyle: PresentationStyle?

  /// Refuses a path on an alert's or a dialog's stack, and on a stack whose tabs hold the
  /// stacks (which the focus never stops at, so such a stack is always named by its address).
  func checkCanHoldPath(_ stack: NavigationState) throws(NavigationRefusal) {
    if let layerStyle, layerStyle.isLeaf { throw .leafLayer(layerStyle) }
    if stack.tabs != nil, case .address(let address) = location {
      throw .stackHoldsTabs(address)
    }
  }
}
