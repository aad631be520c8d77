import NavCore

/// The simplest possible stack, written without any of the library's machinery: what a flat
/// `NavigationState` must do, command by command. Property tests run the library and this
/// model side by side.
public struct FlatModel: Equatable, Sendable {
  public var root: AnyRoute
  public var path: [AnyRoute]

  public init(_ state: NavigationState) {
    root = state.root
    path = Array(state.path)
  }

  /// The state the model stands for.
  public var state: NavigationState {
    NavigationState(root: root, path: RoutePath(path))
  }

  /// Applies one command the obvious way.
  public mutating func apply(_ command: NavigationCommand) throws(NavigationRefusal) {
    switch command {
    case .push(let route):
      path.append(route)
    case .pop(let count):
      if count < 0 { throw .negativePopCount(count) }
      if count > path.count { throw .popPastRoot(requested: count, available: path.count) }
      path.removeLast(count)
    case .popTo(let route):
      if let index = path.lastIndex(of: route) {
        path.removeSubrange((index + 1)...)
      } else if route == root {
        path.removeAll()
      } else {
        throw .routeNotOnStack(route)
      }
    case .popToRoot:
      path.removeAll()
    case .setPath(let newPath):
      path = Array(newPath)
    case .setRoot(let newRoot):
      root = newRoot
      path.removeAll()
    default:
      preconditionFailure("the flat model has no \(command)")
    }
  }

  /// Applies commands on a copy and keeps it only if all of them apply.
  public mutating func apply(_ commands: [NavigationCommand]) throws(NavigationRefusal) {
    var copy = self
    for command in commands {
      try copy.apply(command)
    }
    self = copy
  }
}
