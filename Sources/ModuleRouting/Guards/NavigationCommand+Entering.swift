import NavCore

extension NavigationCommand {
  /// Whether a route this command can bring into the tree has a type `matches` accepts.
  ///
  /// A route comes into the tree only from a command that names it — pushed, presented, set
  /// as a root, a path or a whole state — so a request none of whose commands names a route of
  /// a watched type brings none in, whatever the commands do.
  func mayBringIn(where matches: (ObjectIdentifier) -> Bool) -> Bool {
    switch self {
    case .push(let route), .navigate(let route, _), .replaceTop(let route), .setRoot(let route),
      .present(let route, _):
      return matches(route.routeType)
    case .setPath(let path):
      return path.contains { matches($0.routeType) }
    case .setState(let state):
      return ScreenChanges(from: nil, to: state).entered.contains { range in
        range.routes.contains { matches($0.routeType) }
      }
    case .inTab(_, let commands), .at(_, let commands):
      return commands.contains { $0.mayBringIn(where: matches) }
    case .pop, .popTo, .popToMatching, .popToRoot, .dismiss, .dismissAll, .back, .selectTab:
      return false
    }
  }
}

extension Request.Commands {
  /// Whether a route these commands can bring into the tree has a type `matches` accepts.
  func mayBringIn(where matches: (ObjectIdentifier) -> Bool) -> Bool {
    switch self {
    case .one(let command): command.mayBringIn(where: matches)
    case .batch(let commands): commands.contains { $0.mayBringIn(where: matches) }
    }
  }
}
