extension NavigationMap {
  /// One way from one screen to another.
  public struct Edge: Hashable, Sendable, Comparable {
    /// What an edge does, as the map draws it: each kind has a style of its own, which the
    /// map's legend names.
    ///
    /// What made the move comes first — a guard's redirect, a link, a module's exit — then
    /// what the move did: a push, a presentation by its style, a tab selected, a way back, or
    /// the screen on top replaced.
    public enum Kind: Hashable, Sendable, Comparable {
      /// A screen pushed on the stack on top.
      case push
      /// A sheet or a popover presented.
      case sheet
      /// A full-screen cover presented.
      case cover
      /// An alert or a confirmation dialog presented.
      case dialog
      /// Back to a screen that was under the one on top: a pop, a dismissal, a flow's end.
      case back
      /// Another tab selected, or the tab bar's selected tab tapped again, which pops it to its
      /// root. The edge reaches the tab's root screen, whatever its stack holds; the map draws
      /// the tab bar's taps once each, from the tab bar, and any other action's from its
      /// screen.
      case tab
      /// A module's exit, answered by the composition root.
      case exit
      /// A link opened.
      case link
      /// A request a guard redirected: the screen reached is the guard's choice.
      case redirect
      /// The screen on top replaced where it stood: a new root, a stack's path set.
      case replace
    }

    /// The screen on top before the action.
    public var from: String
    /// The action's label.
    public var action: String
    /// The screen on top after it; for a ``Kind/tab`` edge, the tab's root screen.
    public var to: String
    /// What the edge does.
    public var kind: Kind

    /// An edge from `from` to `to` by `action`, of `kind`.
    package init(from: String, action: String, to: String, kind: Kind) {
      self.from = from
      self.action = action
      self.to = to
      self.kind = kind
    }

    /// Edges in order of the screen they leave, then the screen they reach, then the action,
    /// then the kind.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.from, lhs.to, lhs.action) != (rhs.from, rhs.to, rhs.action)
        ? (lhs.from, lhs.to, lhs.action) < (rhs.from, rhs.to, rhs.action)
        : lhs.kind < rhs.kind
    }
  }
}
