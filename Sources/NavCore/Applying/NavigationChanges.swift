/// What a transaction's edits changed, worked out from its undos alone.
///
/// The undos are read newest first, building up the state as it was before the edits, but
/// only where they touched it: a path is described against the path the edits left (its
/// bottom routes kept, then the routes it had above them); a layer or a stack the edits
/// replaced is kept whole, as it was; earlier edits inside it are taken back in that copy.
/// Comparing old and new is then limited to what the edits touched, so a batch that pushes
/// and pops on a stack of 10,000 routes compares one route.
package struct NavigationChanges {
  /// The paths that changed in place, by stack.
  private var paths: [StackAddress: OldPath] = [:]
  /// What each stack presented, for stacks whose layer was presented or dismissed.
  private var layers: [StackAddress: PresentedLayer?] = [:]
  /// The selected position of each tab bar whose selection changed.
  private var selections: [StackAddress: Int] = [:]
  /// Whole stacks as they were, for stacks that were replaced.
  private var stacks: [StackAddress: NavigationState] = [:]
  /// The state the edits left.
  private let current: NavigationState

  /// The changes one edit made, given its undo, against `state` as it left it.
  package init(_ undo: NavigationUndo, in state: NavigationState) {
    self.init(undos: [undo.naming(focus: state.focusedAddress)], in: state)
  }

  /// The changes `undos` (oldest first) describe, against `state` as the edits left it.
  package init(undos: [NavigationUndo], in state: NavigationState) {
    current = state
    for undo in undos.reversed() {
      takeBack(undo)
    }
  }

  /// Whether the edits, all told, changed nothing.
  package var isEmpty: Bool {
    paths.allSatisfy { address, old in !old.differs(from: current[stack: address]?.path ?? []) }
      && layers.allSatisfy { address, old in old == current[stack: address]?.presented }
      && selections.allSatisfy { address, old in old == current[stack: address]?.tabs?.selectedIndex
      }
      && stacks.allSatisfy { address, old in old == current[stack: address] }
  }

  /// Whether `slice` differs from what it was before the edits.
  package func changed(_ slice: StateSlice) -> Bool {
    switch slice {
    case .state:
      return !isEmpty
    case .path(let address):
      let new = current[stack: address]?.path ?? []
      if let old = coveringOldStack(of: address) { return (old.stack?.path ?? []) != new }
      return paths[address]?.differs(from: new) ?? false
    case .presented(let address):
      let new = current[stack: address]?.presented?.identity
      if let old = layers[address] { return old?.identity != new }
      if let old = coveringOldStack(of: address) { return old.stack?.presented?.identity != new }
      // The layer itself stayed; a replaced state inside it may have changed its route.
      if let old = coveringOldStack(of: address.presented) { return old.stack?.root != new?.route }
      return false
    case .selectedTab(let address):
      let new = current[stack: address]?.tabs?.selected
      if let old = coveringOldStack(of: address) { return old.stack?.tabs?.selected != new }
      guard let old = selections[address] else { return false }
      return current[stack: address]?.tabs?.entries[old].id != new
    case .shape(let address):
      // Only a stack replaced whole, or a layer presented or closed around it, can change its
      // root or its tabs: pushes, pops and selections never do.
      guard let old = coveringOldStack(of: address) else { return false }
      let new = current[stack: address]
      return old.stack?.root != new?.root || old.stack?.tabs?.tabs != new?.tabs?.tabs
    }
  }

  /// The screens the edits removed and those they brought in, worked out from what they
  /// touched only.
  package var screens: ScreenChanges {
    var screens = ScreenChanges()
    for (address, old) in paths {
      let path = current[stack: address]?.path ?? []
      screens.comparePaths(
        old.tail, path.dropFirst(old.keptCount), keeping: old.keptCount, at: address)
    }
    for (address, old) in layers {
      let new = current[stack: address]?.presented
      if let old, let new, old.style == new.style {
        screens.compare(old.state, new.state, at: address.presented)
      } else {
        screens.compare(old?.state, nil, at: address.presented)
        screens.compare(nil, new?.state, at: address.presented)
      }
    }
    for (address, old) in stacks {
      screens.compare(old, current[stack: address], at: address)
    }
    return screens
  }

  // MARK: Building up the old state

  /// Steps one edit further back.
  private mutating func takeBack(_ undo: NavigationUndo) {
    let address = undo.address
    if takeBackInsideOldStack(undo, at: address) { return }
    switch undo {
    case .pushed, .popped, .replacedLast, .replacedPath:
      let count = current[stack: address]?.path.count ?? 0
      paths[address, default: OldPath(keptCount: count)].takeBack(undo)
    case .presented:
      coverLayer(over: address, with: nil)
    case .dismissed(let layer, _):
      coverLayer(over: address, with: layer)
    case .selected(let index, _):
      selections[address] = index
    case .replacedState(let old, _):
      removeChanges { $0.hasPrefix(address) }
      stacks[address] = old
    }
  }

  /// Records that before this edit, the stack presented `layer`, and forgets what later edits
  /// did inside the layer that replaced it.
  private mutating func coverLayer(over address: StackAddress, with layer: PresentedLayer?) {
    let inside = address.presented
    removeChanges { $0.hasPrefix(inside) }
    layers[address] = .some(layer)
  }

  private mutating func removeChanges(under isUnder: (StackAddress) -> Bool) {
    paths = paths.filter { !isUnder($0.key) }
    layers = layers.filter { !isUnder($0.key.presented) }
    selections = selections.filter { !isUnder($0.key) }
    stacks = stacks.filter { !isUnder($0.key) }
  }

  /// Takes back an edit inside a layer or stack already kept whole as it was, if one holds
  /// its stack.
  ///
  /// - Returns: Whether one did.
  private mutating func takeBackInsideOldStack(_ undo: NavigationUndo, at address: StackAddress)
    -> Bool
  {
    for length in 0...address.steps.count {
      let prefix = StackAddress(steps: Array(address.steps.prefix(length)))
      let rest = StackAddress(steps: Array(address.steps.dropFirst(length)))
      if stacks[prefix] != nil {
        _ = stacks[prefix]?.modify(at: rest) { $0.revertHere(undo) }
        return true
      }
      if length < address.steps.count, address.steps[length] == .presented,
        case .some(.some) = layers[prefix]
      {
        let inside = StackAddress(steps: Array(rest.steps.dropFirst()))
        _ = layers[prefix]??.state.modify(at: inside) { $0.revertHere(undo) }
        return true
      }
    }
    return false
  }

  /// The old value of the stack at `address`, when a layer or stack kept whole holds it.
  private func coveringOldStack(of address: StackAddress) -> OldStack? {
    for length in 0...address.steps.count {
      let prefix = StackAddress(steps: Array(address.steps.prefix(length)))
      let rest = StackAddress(steps: Array(address.steps.dropFirst(length)))
      if let old = stacks[prefix] { return OldStack(stack: old[stack: rest]) }
      if length < address.steps.count, address.steps[length] == .presented,
        let old = layers[prefix]
      {
        let inside = StackAddress(steps: Array(rest.steps.dropFirst()))
        return OldStack(stack: old?.state[stack: inside])
      }
    }
    return nil
  }
}

/// A stack as it was before some edits, found in a layer or stack they replaced.
private struct OldStack {
  /// The stack, or `nil` when its address named nothing before the edits.
  var stack: NavigationState?
}

/// A path as it was before some edits, described against the path they left: its bottom
/// `keptCount` routes, then `tail`.
private struct OldPath {
  var keptCount: Int
  var tail: [AnyRoute] = []

  /// Steps one edit further back.
  mutating func takeBack(_ undo: NavigationUndo) {
    switch undo {
    case .pushed(let count, _):
      if tail.count >= count {
        tail.removeLast(count)
      } else {
        keptCount -= count - tail.count
        tail.removeAll()
      }
    case .popped(let routes, _):
      tail += routes.routes
    case .replacedLast(let route, _):
      if tail.isEmpty {
        keptCount -= 1
        tail = [route]
      } else {
        tail[tail.count - 1] = route
      }
    case .replacedPath(let path, _):
      keptCount = 0
      tail = Array(path)
    case .presented, .dismissed, .selected, .replacedState:
      preconditionFailure("\(undo) is not a path change")
    }
  }

  /// Whether `path`, the path now, differs from the old one.
  func differs(from path: RoutePath) -> Bool {
    return path.count != keptCount + tail.count || !path[keptCount...].elementsEqual(tail)
  }
}

extension NavigationUndo {
  /// The stack the undo applies to; transactions name every stack they journal.
  fileprivate var address: StackAddress {
    if case .address(let address) = target { return address }
    preconditionFailure("\(self) names no stack: a transaction journals addresses")
  }
}

extension PresentedLayer {
  /// What a presentation shows: a layer replaced by one of the same style and route is the
  /// same presentation, whatever changed inside it.
  fileprivate var identity: Identity {
    Identity(style: style, route: route)
  }

  fileprivate struct Identity: Hashable {
    var style: PresentationStyle
    var route: AnyRoute
  }
}
