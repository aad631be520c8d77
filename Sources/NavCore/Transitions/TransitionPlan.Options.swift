extension TransitionPlan {
  /// What a host can do in one update, beyond the one push or the one dismissal any host can.
  ///
  /// ```swift
  /// TransitionPlan.steps(from: start, to: end, options: [.pushesAtOnce, .dismissalsAtOnce])
  /// ```
  public struct Options: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// The host pushes several routes onto one stack in one update, as
    /// `UINavigationController.setViewControllers(_:animated:)` does; otherwise it pushes one.
    public static let pushesAtOnce = Options(rawValue: 1 << 0)

    /// The host dismisses several layers in one update — a layer with the layers over it, or
    /// layers in different tabs — as `UIViewController.dismiss(animated:)` on the lowest
    /// does; otherwise it dismisses the topmost layer, one each update. Such a host also
    /// changes the stacks beneath in the same update, when that change presents nothing new.
    public static let dismissalsAtOnce = Options(rawValue: 1 << 1)
  }
}
