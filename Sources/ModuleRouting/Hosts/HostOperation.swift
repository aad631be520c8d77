import NavCore

/// One operation a ``NavigationHost`` performs, as a value: what ``HostDriver`` reads from each
/// update's ``NavigationChange``, and what a test or a log records.
///
/// A change's edits give the operations: a path edit a push, a pop or routes set in place, a
/// selection a tab selected, a layer edit a dismissal or a presentation, a stack replaced a
/// replacement. The layers that go are dismissed first, then the rest follows, outer layers
/// first. So the change from a sheet over a feed to an item pushed on it is
/// `[.dismiss(over: .root), .push([AnyRoute(Home.item(1))], onto: .root)]`.
public enum HostOperation: Hashable, Sendable {
  /// ``NavigationHost/replace(_:with:)``.
  case replace(StackAddress, with: NavigationState)
  /// ``NavigationHost/setRoutes(_:of:)``.
  case setRoutes([AnyRoute], of: StackAddress)
  /// ``NavigationHost/push(_:onto:)``.
  case push([AnyRoute], onto: StackAddress)
  /// ``NavigationHost/pop(_:toDepth:)``.
  case pop(StackAddress, toDepth: Int)
  /// ``NavigationHost/present(_:over:)``.
  case present(PresentedLayer, over: StackAddress)
  /// ``NavigationHost/dismiss(over:)``.
  case dismiss(over: StackAddress)
  /// ``NavigationHost/selectTab(_:of:)``.
  case selectTab(AnyRoute, of: StackAddress)

  /// Asks `host` to perform this operation.
  ///
  /// - Parameter host: The host.
  @MainActor
  package func perform(on host: some NavigationHost) {
    switch self {
    case .replace(let stack, let state): host.replace(stack, with: state)
    case .setRoutes(let routes, let stack): host.setRoutes(routes, of: stack)
    case .push(let routes, let stack): host.push(routes, onto: stack)
    case .pop(let stack, let depth): host.pop(stack, toDepth: depth)
    case .present(let layer, let stack): host.present(layer, over: stack)
    case .dismiss(let stack): host.dismiss(over: stack)
    case .selectTab(let tab, let stack): host.selectTab(tab, of: stack)
    }
  }
}

extension HostOperation: CustomStringConvertible {
  /// The operation on one line: `push [details(id: 7)] onto root › tab(home)`.
  public var description: String {
    switch self {
    case .replace(let stack, let state):
      "replace \(stack) with the tree of \(state.root.debugDescription)"
    case .setRoutes(let routes, let stack): "set \(routes) as \(stack)"
    case .push(let routes, let stack): "push \(routes) onto \(stack)"
    case .pop(let stack, let depth): "pop \(stack) to depth \(depth)"
    case .present(let layer, let stack): "present \(layer.style) of \(layer.route) over \(stack)"
    case .dismiss(let stack): "dismiss over \(stack)"
    case .selectTab(let tab, let stack): "select tab \(tab) of \(stack)"
    }
  }
}
