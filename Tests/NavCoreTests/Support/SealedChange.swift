import NavCore

extension NavigationState {
  /// Applies `commands` as a router does and returns the record of what they changed, sealed
  /// as it leaves the router.
  mutating func sealedChange(by commands: [NavigationCommand]) throws(NavigationRefusal)
    -> NavigationChange
  {
    var focus: StackAddress?
    var change = NavigationChange()
    try apply(commands, focus: &focus, recording: &change)
    return change.sealed(in: self)
  }

  /// Applies `command` as a router does and returns the sealed record of what it changed.
  mutating func sealedChange(by command: NavigationCommand) throws(NavigationRefusal)
    -> NavigationChange
  {
    var focus: StackAddress?
    var change = NavigationChange()
    try apply(command, focus: &focus, recording: &change)
    return change.sealed(in: self)
  }
}
