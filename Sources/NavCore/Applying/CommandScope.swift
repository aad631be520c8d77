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
  /// The address of that focused stack, when the caller knows it: commands then use it rather
  /// than find it. Only a scope that follows the focus has one.
  var focus: StackAddress?

  init(base: StackAddress, followsFocus: Bool, focus: StackAddress? = nil) {
    self.base = base
    self.followsFocus = followsFocus
    self.focus = followsFocus ? focus : nil
  }

  /// Whether this is the scope of a command sent to the whole tree: the focused stack below
  /// the root.
  var isWholeApp: Bool {
    followsFocus && base.isRoot
  }
}
