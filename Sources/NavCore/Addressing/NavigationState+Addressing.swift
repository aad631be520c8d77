extension NavigationState {
  /// The stack at `address`: its state, with everything pushed on it and presented over it.
  ///
  /// - Parameter address: Where the stack sits, from this state's root stack.
  /// - Returns: The stack's state, or `nil` when the address names nothing (a tab that does
  ///   not exist, a layer that is not presented).
  public subscript(stack address: StackAddress) -> NavigationState? {
    read(at: address) { $0 }
  }

  /// Reads the stack at `address` in place, with no copy of the stacks on the way to it.
  ///
  /// - Returns: What `body` returned, or `nil` when the address names nothing; `body` is then
  ///   not called.
  func read<Result>(at address: StackAddress, _ body: (NavigationState) -> Result) -> Result? {
    read(steps: address.steps[...], body)
  }

  /// Reads the stack `steps` below this one in place.
  func read<Result>(
    steps: ArraySlice<StackAddress.Step>, _ body: (NavigationState) -> Result
  ) -> Result? {
    guard !steps.isEmpty else { return body(self) }
    switch steps[steps.startIndex] {
    case .presented:
      return presented?.state.read(steps: steps.dropFirst(), body)
    case .tab(let tab):
      guard let tabs, let index = tabs.index(of: tab) else { return nil }
      return tabs.entries[index].state.read(steps: steps.dropFirst(), body)
    }
  }

  /// The address of the focused stack: the one the user sees and acts in.
  ///
  /// From the root, it follows the presented layer while there is one, and goes into the
  /// selected tab where there are tabs.
  public var focusedAddress: StackAddress {
    focusedAddress(from: .root)
  }

  /// The address of the stack reached from `base` by following presented layers and selected
  /// tabs, or `base` itself when it names nothing.
  func focusedAddress(from base: StackAddress) -> StackAddress {
    var steps = base.steps
    if base.isRoot {
      appendFocusSteps(to: &steps)
    } else {
      self[stack: base]?.appendFocusSteps(to: &steps)
    }
    return StackAddress(steps: steps)
  }

  /// Appends the steps the focus takes down from this stack, reading each stack in place.
  private func appendFocusSteps(to steps: inout [StackAddress.Step]) {
    // Room for a few steps at once: the focus is seldom more than four steps down, and
    // growing the steps one at a time allocated at each.
    if steps.count == steps.capacity && (presented != nil || tabs != nil) {
      steps.reserveCapacity(steps.count + 4)
    }
    if let layer = presented {
      steps.append(.presented)
      layer.state.appendFocusSteps(to: &steps)
    } else if let tabs, tabs.entries.indices.contains(tabs.selectedIndex) {
      steps.append(.tab(tabs.entries[tabs.selectedIndex].id))
      tabs.entries[tabs.selectedIndex].state.appendFocusSteps(to: &steps)
    }
  }

  /// The step the focus takes from this stack: into the presented layer, else into the
  /// selected tab; `nil` when this stack is where the focus stops.
  var focusStep: StackAddress.Step? {
    if presented != nil { return .presented }
    if let selected = tabs?.selected { return .tab(selected) }
    return nil
  }

  /// The stack one step below this one.
  func child(at step: StackAddress.Step) -> NavigationState? {
    switch step {
    case .presented: presented?.state
    case .tab(let tab): tabs.flatMap { tabs in tabs.index(of: tab).map { tabs.entries[$0].state } }
    }
  }

  /// Changes the stack at `address` in place.
  ///
  /// - Returns: What `body` returned, or `nil` when the address names nothing; `body` is then
  ///   not called.
  mutating func modify<Result, Failure: Error>(
    at address: StackAddress, _ body: (inout NavigationState) throws(Failure) -> Result
  ) throws(Failure) -> Result? {
    try modify(steps: address.steps[...], body)
  }

  private mutating func modify<Result, Failure: Error>(
    steps: ArraySlice<StackAddress.Step>, _ body: (inout NavigationState) throws(Failure) -> Result
  ) throws(Failure) -> Result? {
    guard !steps.isEmpty else { return try body(&self) }
    let rest = steps.dropFirst()
    switch steps[steps.startIndex] {
    case .presented:
      guard presented != nil else { return nil }
      // Checked just above: a layer is presented.
      return try presented!.state.modify(steps: rest, body)
    case .tab(let tab):
      guard let index = tabs?.index(of: tab) else { return nil }
      // Checked just above: `index` is a tab of `tabs`.
      return try tabs!.modifyState(at: index) { (stack) throws(Failure) in
        try stack.modify(steps: rest, body)
      }
    }
  }
}
