extension NavigationCommand: CustomStringConvertible {
  public var description: String {
    switch self {
    case .push(let route): "push(\(route.debugDescription))"
    case .navigate(let route, let policy):
      "navigate(\(route.debugDescription), policy: \(policy))"
    case .pop(let count): "pop(count: \(count))"
    case .popTo(let route): "popTo(\(route.debugDescription))"
    case .popToMatching(let predicate): "popTo(where: \(predicate))"
    case .popToRoot: "popToRoot"
    case .replaceTop(let route): "replaceTop(with: \(route.debugDescription))"
    case .setPath(let path): "setPath(\(path))"
    case .setRoot(let route): "setRoot(\(route.debugDescription))"
    case .setState(let state): "setState(\(state.summary))"
    case .present(let route, let style): "present(\(route.debugDescription), style: \(style))"
    case .dismiss: "dismiss"
    case .dismissAll: "dismissAll"
    case .back: "back"
    case .selectTab(let tab): "selectTab(\(tab))"
    case .inTab(let tab, let commands): "inTab(\(tab), \(commands))"
    case .at(let address, let commands): "at(\(address), \(commands))"
    }
  }
}
