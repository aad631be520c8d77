extension NavigationState {
  /// Applies commands in order in `scope`, recording what they change in `change`.
  ///
  /// - Throws: The first refusal. The commands before it stay applied and recorded: the caller
  ///   takes the whole change back (``revert(_:)``).
  mutating func apply(
    _ commands: [NavigationCommand], in scope: CommandScope,
    recording change: inout NavigationChange
  ) throws(NavigationRefusal) {
    for command in commands {
      try apply(command, in: scope, recording: &change)
    }
  }

  /// Applies one command in `scope`, recording what it changes in `change`.
  ///
  /// Each command checks everything it needs before it changes anything, so a refused
  /// command changes nothing; a scope's refusal may come after the commands before it in
  /// the scope applied.
  mutating func apply(
    _ command: NavigationCommand, in scope: CommandScope,
    recording change: inout NavigationChange
  ) throws(NavigationRefusal) {
    switch command {
    case .inTab(let tab, let commands):
      let base = try tabAddress(tab, in: scope)
      try apply(commands, in: CommandScope(base: base, followsFocus: true), recording: &change)
    case .at(let address, let commands):
      let base = scope.base.appending(address)
      guard read(at: base, { _ in true }) != nil else { throw .noStack(base) }
      try apply(commands, in: CommandScope(base: base, followsFocus: false), recording: &change)
    case .navigate(let route, let policy):
      guard let command = self.command(navigatingTo: route, policy: policy, in: scope) else {
        return
      }
      try apply(command, in: scope, recording: &change)
    case .push, .pop, .popTo, .popToMatching, .popToRoot, .replaceTop, .setPath:
      try applyToPath(command, in: scope, recording: &change)
    case .setRoot(let root):
      try replaceStack(with: NavigationState(root: root), in: scope, recording: &change)
    case .setState(let state):
      try replaceStack(with: state, in: scope, recording: &change)
    case .present(let route, let style):
      try editStack(in: scope) { (stack, address, layerStyle) throws(NavigationRefusal) in
        if let layerStyle, layerStyle.isLeaf { throw .leafLayer(layerStyle) }
        guard stack.presented == nil else { throw .alreadyPresenting(address) }
        stack.setLayer(PresentedLayer(route, style: style), at: address, recording: &change)
      }
    case .dismiss, .dismissAll:
      guard let presenter = try presenter(closing: command == .dismissAll, in: scope) else {
        return
      }
      try editStack(at: presenter) { stack in stack.setLayer(nil, at: presenter, recording: &change)
      }
    case .back:
      try goBack(in: scope, recording: &change)
    case .selectTab(let tab):
      try select(tab, in: scope, recording: &change)
    }
  }

  // MARK: Paths

  /// Applies a command that changes the path of this stack, the one at `address`, inside a
  /// layer of `layerStyle` if any.
  private mutating func applyToPath(
    _ command: NavigationCommand, at address: StackAddress, in layerStyle: PresentationStyle?,
    recording change: inout NavigationChange
  ) throws(NavigationRefusal) {
    switch command {
    case .push(let route):
      try checkCanHoldPath(at: address, in: layerStyle)
      push(route, at: address, recording: &change)
    case .pop(let count):
      pop(try path.removalCount(popping: count), at: address, recording: &change)
    case .popTo(let route):
      guard let count = path.removalCount(poppingTo: route) ?? (route == root ? path.count : nil)
      else { throw .routeNotOnStack(route) }
      pop(count, at: address, recording: &change)
    case .popToMatching(let predicate):
      if let index = path.lastIndex(where: { predicate.matches($0) }) {
        pop(path.count - 1 - index, at: address, recording: &change)
      } else {
        guard predicate.matches(root) else { throw .noRouteMatches }
        pop(path.count, at: address, recording: &change)
      }
    case .popToRoot:
      pop(path.count, at: address, recording: &change)
    case .replaceTop(let route):
      guard let top = path.last else { throw .popPastRoot(requested: 1, available: 0) }
      if top != route { replaceTop(with: route, at: address, recording: &change) }
    case .setPath(let newPath):
      guard newPath != path else { return }
      try checkCanHoldPath(at: address, in: layerStyle)
      setPath(newPath, at: address, recording: &change)
    default:
      preconditionFailure("\(command) is not a path command, on \(summary)")
    }
  }

  /// Applies a command that changes a path to the stack `scope` acts on.
  private mutating func applyToPath(
    _ command: NavigationCommand, in scope: CommandScope, recording change: inout NavigationChange
  ) throws(NavigationRefusal) {
    guard scope.followsFocus else {
      return try editStack(in: scope) { (stack, address, layerStyle) throws(NavigationRefusal) in
        try stack.applyToPath(command, at: address, in: layerStyle, recording: &change)
      }
    }
    guard !scope.base.isRoot else {
      // A command to the whole tree, the usual case: the walk starts here. The known focus is
      // borrowed; `??` would copy it, which retains its steps (see `applyAtFocus`).
      if let focus = scope.focus {
        return try applyToFocusedPath(command, at: focus, in: nil, recording: &change)
      }
      return try applyToFocusedPath(command, at: focusedAddress, in: nil, recording: &change)
    }
    let address = scope.focus ?? focusedAddress(from: scope.base)
    let layerStyle = style(of: scope.base)
    let found: Void? = try modify(at: scope.base) { (base) throws(NavigationRefusal) in
      try base.applyToFocusedPath(command, at: address, in: layerStyle, recording: &change)
    }
    if found == nil { throw .noStack(scope.base) }
  }

  /// Applies a command that changes a path to the focused stack below this one, the one at
  /// `address`, this one being the state of a layer of `layerStyle` if any.
  ///
  /// It follows the focus down, as ``focusedAddress(from:)`` does, level by level with no
  /// closure: a closure passed down made every level retain what it captured (workload 7a,
  /// Benchmarks/RESULTS.md).
  private mutating func applyToFocusedPath(
    _ command: NavigationCommand, at address: StackAddress, in layerStyle: PresentationStyle?,
    recording change: inout NavigationChange
  ) throws(NavigationRefusal) {
    if let style = presented?.style {
      // Checked just above: a layer is presented.
      return try presented!.state.applyToFocusedPath(
        command, at: address, in: style, recording: &change)
    }
    if let index = tabs?.selectedIndex, tabs?.entries.indices.contains(index) == true {
      // Checked just above: `index` is a tab of the tab bar. Only the index is read: a copy
      // of the tab bar alive while its stack changes would make the change copy every tab.
      return try tabs!.modifyState(at: index) { (stack) throws(NavigationRefusal) in
        try stack.applyToFocusedPath(command, at: address, in: nil, recording: &change)
      }
    }
    try applyToPath(command, at: address, in: layerStyle, recording: &change)
  }

  /// Refuses a path on an alert's or a dialog's stack, and on a stack whose tabs hold the
  /// stacks.
  private func checkCanHoldPath(
    at address: StackAddress, in layerStyle: PresentationStyle?
  ) throws(NavigationRefusal) {
    if let layerStyle, layerStyle.isLeaf { throw .leafLayer(layerStyle) }
    if tabs != nil { throw .stackHoldsTabs(address) }
  }

  // MARK: Structure

  /// Replaces the stack at the base of `scope` — the whole tree for a top-level command.
  private mutating func replaceStack(
    with state: NavigationState, in scope: CommandScope,
    recording change: inout NavigationChange
  ) throws(NavigationRefusal) {
    try state.validate(asLayer: style(of: scope.base), at: scope.base)
    try editStack(at: scope.base) { stack in
      if state != stack { stack.replace(with: state, at: scope.base, recording: &change) }
    }
  }

  /// The stack whose layer a dismissal closes: the topmost presenter on the focused branch
  /// below the base of `scope` (the lowest with `all`), or exactly the base for an exact
  /// scope; `nil` when `all` finds nothing to close.
  private func presenter(closing all: Bool, in scope: CommandScope) throws(NavigationRefusal)
    -> StackAddress?
  {
    guard let base = self[stack: scope.base] else { throw .noStack(scope.base) }
    var presenters: [StackAddress] = []
    if scope.followsFocus {
      var address = scope.base
      var stack = base
      while let step = stack.focusStep, let next = stack.child(at: step) {
        if step == .presented { presenters.append(address) }
        address = StackAddress(steps: address.steps + [step])
        stack = next
      }
    } else if base.presented != nil {
      presenters = [scope.base]
    }
    guard let presenter = all ? presenters.first : presenters.last else {
      if all { return nil }
      throw .nothingPresented
    }
    return presenter
  }

  /// Pops one route from the stack `scope` acts on or, at its root, closes the layer it is
  /// the root of.
  private mutating func goBack(
    in scope: CommandScope, recording change: inout NavigationChange
  ) throws(NavigationRefusal) {
    let rootOf: StackAddress? = try editStack(in: scope) { stack, address, _ in
      guard stack.path.isEmpty else {
        stack.pop(1, at: address, recording: &change)
        return nil
      }
      return address
    }
    guard let address = rootOf else { return }
    switch address.steps.last {
    case .presented?:
      // A `.presented` step has a parent.
      let presenter = address.parent ?? .root
      try editStack(at: presenter) { stack in
        stack.setLayer(nil, at: presenter, recording: &change)
      }
    case .tab(let tab)?:
      throw .atRootOfTab(tab)
    case nil:
      throw .atRootOfApp
    }
  }

  /// Selects `tab` in the tab bar `scope` reaches; selecting the selected tab pops it to its
  /// root when the tab bar says so.
  private mutating func select(
    _ tab: AnyRoute, in scope: CommandScope, recording change: inout NavigationChange
  ) throws(NavigationRefusal) {
    let address = try tabBar(in: scope)
    try editStack(at: address) { (stack) throws(NavigationRefusal) in
      guard stack.tabs != nil else { throw .noTabs }
      guard let index = stack.tabs?.index(of: tab) else { throw .unknownTab(tab) }
      guard index == stack.tabs?.selectedIndex else {
        return stack.selectTab(at: index, at: address, recording: &change)
      }
      guard stack.tabs?.reselectPopsToRoot == true else { return }
      let tabAddress = address.tab(tab)
      stack.tabs?.modifyState(at: index) { tabStack in
        tabStack.pop(tabStack.path.count, at: tabAddress, recording: &change)
      }
    }
  }

  /// The stack whose tab bar `scope` selects in: its base for an exact scope, whatever is
  /// presented above it; else the deepest tab bar on the focused branch, refused while a
  /// layer covers it.
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

  /// The style of the layer whose state is the stack at `address`, if it is a layer's.
  func style(of address: StackAddress) -> PresentationStyle? {
    guard !address.steps.isEmpty, case .presented = address.steps[address.steps.count - 1] else {
      return nil
    }
    return read(steps: address.steps.dropLast()) { $0.presented?.style } ?? nil
  }

  /// The address of the stack of `tab`, in the deepest tab bar on the focused branch of
  /// `scope` that has it.
  private func tabAddress(
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
