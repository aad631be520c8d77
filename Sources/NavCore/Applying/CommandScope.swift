/// Where a command acts: the stack its scope starts from, and whether it follows the focus
/// from there.
///
/// A top-level command acts on the focused stack of the whole tree; ``NavigationCommand/inTab(_:commands:)``
/// starts a scope at a tab that still follows the focus inside it; ``NavigationCommand/at(_:_:)``
/// starts one that acts on exactly one stack.
struct CommandScope: Hashable, Sendable {
  /// The stack the scope starts from, from the root of the tree.
  var base: StackAddress
  /// Whether commands act on the focused stack below ``base`` rather than on ``base`` itself.
  var followsFocus: Bool

  init(base: StackAddress, followsFocus: Bool) {
    self.base = base
    self.followsFocus = followsFocus
  }

  /// The scope of a command sent to the whole tree: the focused stack.
  static let app = CommandScope(base: .root, followsFocus: true)

  /// Whether this is ``app``, checked without comparing addresses.
  var isWholeApp: Bool {
    followsFocus && base.isRoot
  }
}
