import NavCore

/// Random trees and tree commands for property tests: tabs, layers of every style, paths, and
/// commands aimed at stacks that exist and at some that do not.
public struct RandomTrees {
  public var random: RandomCommands

  public init(seed: UInt64) {
    random = RandomCommands(seed: seed)
  }

  /// A tree up to `depth` levels of layers and tabs deep.
  public mutating func state(depth: Int = 3, leaf style: PresentationStyle? = nil)
    -> NavigationState
  {
    if let style, style.isLeaf { return NavigationState(root: random.route()) }
    var state = NavigationState(root: random.route(), path: random.path())
    if depth > 0 && random.int(in: 0...3) == 0 {
      let count = random.int(in: 1...3)
      let tabs = (0..<count).map { index in (index, self.state(depth: depth - 1)) }
      state = NavigationState(
        root: random.route(),
        tabs: TabGroup(
          tabs, selected: random.int(in: 0...count - 1),
          reselectPopsToRoot: random.int(in: 0...3) != 0))
    }
    if depth > 0 && random.int(in: 0...2) == 0 {
      let style = self.style()
      state.presented = PresentedLayer(style, state: self.state(depth: depth - 1, leaf: style))
    }
    return state
  }

  /// Any presentation style; alerts and dialogs as often as the others.
  public mutating func style() -> PresentationStyle {
    PresentationStyle.allCases[random.int(in: 0...PresentationStyle.allCases.count - 1)]
  }

  /// Every stack address in `state`, the root first.
  public static func addresses(in state: NavigationState) -> [StackAddress] {
    var found: [StackAddress] = []
    var pending: [StackAddress] = [.root]
    while let address = pending.popLast() {
      guard let stack = state[stack: address] else { continue }
      found.append(address)
      if stack.presented != nil { pending.append(address.presented) }
      for tab in stack.tabs?.tabs ?? [] { pending.append(address.tab(tab)) }
    }
    return found
  }

  /// An address in `state` most of the time, sometimes one that names nothing.
  public mutating func address(in state: NavigationState) -> StackAddress {
    let addresses = Self.addresses(in: state)
    if random.int(in: 0...9) == 0 { return StackAddress.tab(99).presented }
    return addresses[random.int(in: 0...addresses.count - 1)]
  }

  /// A command of any kind; scopes hold a few more, one level deep.
  public mutating func command(in state: NavigationState, scoped: Bool = true) -> NavigationCommand
  {
    switch random.int(in: 0...19) {
    case 0...5: return random.command()
    case 6: return .popTo(where: .type(DashboardRoute.self))
    case 7: return .replaceTop(with: random.route())
    case 8, 9: return .present(random.route(), style: style())
    case 10, 11: return .dismiss
    case 12: return .dismissAll
    case 13: return .back
    case 14: return .selectTab(AnyRoute(random.int(in: 0...3)))
    case 15: return .setState(self.state(depth: 2))
    case 16 where scoped:
      return .inTab(
        AnyRoute(random.int(in: 0...3)), commands: commands(in: state, scoped: false))
    case 17 where scoped:
      return .at(address(in: state), commands(in: state, scoped: false))
    default: return random.command()
    }
  }

  /// Zero to four commands.
  public mutating func commands(in state: NavigationState, scoped: Bool = true)
    -> [NavigationCommand]
  {
    (0..<random.int(in: 0...4)).map { _ in command(in: state, scoped: scoped) }
  }
}
